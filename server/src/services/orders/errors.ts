// Business refusals of the order services. Each carries the HTTP status, a stable code for clients
// and a Spanish message for the customer or the cashier.
import { ORDER_RULE_MSG } from '../../../../shared/orders/messages';
import { HttpError } from '../../errors';

export type OrderRefusalCode =
  | 'COMMERCE_NOT_FOUND'
  | 'COMMERCE_CLOSED'
  | 'ORDER_LIMIT_REACHED'
  | 'FLOW_INACTIVE'
  | 'PRODUCT_UNAVAILABLE'
  | 'INVALID_EXTRAS'
  | 'INVALID_PRESENTATION'
  | 'COUPON_INVALID'
  | 'MINIMUM_PURCHASE'
  | 'DELIVERY_UNAVAILABLE'
  | 'TABLE_NOT_FOUND'
  | 'TABLE_ROUND_NOT_IN_PLAN'
  | 'INSUFFICIENT_PAYMENT'
  | 'ORDER_NOT_FOUND'
  | 'INVALID_STATUS_TRANSITION'
  | 'INVALID_PAYMENT_METHOD'
  | 'SPLIT_TABLE_PAYMENT'
  | 'COURIER_ERROR'
  | 'TABLE_CLOSE_ERROR'
  | 'SLOT_INVALID'
  | 'SLOT_FULL';

/** An HttpError with a stable code; the app's error handler answers { message, code, ...details }. */
export class OrderRefusal extends HttpError {
  readonly code: OrderRefusalCode;

  constructor(statusCode: number, code: OrderRefusalCode, message: string, details?: Record<string, unknown>) {
    super(statusCode, message, { code, details });
    this.name = 'OrderRefusal';
    this.code = code;
  }
}

export const ORDER_MSG = {
  commerceNotFound: 'No se encontró el comercio',
  limitReached: 'El comercio alcanzó su límite mensual de pedidos y no puede recibir más pedidos este mes',
  flowInactive: (label: string) => `El comercio no tiene activo el método de entrega «${label}»`,
  ...ORDER_RULE_MSG,
  productHidden: (name: string) => `El producto «${name}» no se ofrece en el menú en este momento`,
  minimumPurchase: (amount: string) => `La compra mínima para envío a domicilio es de ${amount}`,
  deliveryUnavailable: 'No realizamos envíos a esa dirección',
  tableNotFound: 'No se encontró la mesa',
  insufficientPayment: 'El monto con el que paga el cliente es menor al total del pedido',
  invalidPaymentMethod: 'Método de pago no válido',
  splitTablePayment: 'Este pedido se cobró con la mesa en varios métodos de pago; el método no se puede cambiar por separado.',
  quantityOverMax: (max: number) => `Cantidad: puedes pedir como máximo ${max} unidades de cada producto por pedido`,
} as const;
