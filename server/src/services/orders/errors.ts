// Business refusals of the order services. Each carries the HTTP status, a stable code for clients
// and a Spanish message for the customer or the cashier.
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
  | 'INSUFFICIENT_PAYMENT'
  | 'ORDER_NOT_FOUND'
  | 'INVALID_STATUS_TRANSITION'
  | 'INVALID_PAYMENT_METHOD'
  | 'COURIER_ERROR'
  | 'TABLE_CLOSE_ERROR';

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
  closedInactive: 'El comercio está cerrado temporalmente y no recibe pedidos en este momento',
  closedSchedule: 'El comercio está fuera de su horario de servicio y no recibe pedidos en este momento',
  limitReached: 'El comercio alcanzó su límite mensual de pedidos y no puede recibir más pedidos este mes',
  flowInactive: (label: string) => `El comercio no tiene activo el método de entrega «${label}»`,
  productUnknown: 'Uno de los productos ya no existe en el menú',
  productInactive: (name: string) => `El producto «${name}» no está disponible`,
  productSoldOut: (name: string) => `El producto «${name}» está agotado`,
  presentationRequired: (name: string) => `Elige una presentación para «${name}»`,
  presentationUnknown: (name: string) => `La presentación elegida para «${name}» no existe`,
  extraUnknown: (name: string) => `Uno de los extras elegidos para «${name}» no existe`,
  extraSoldOut: (extra: string) => `El extra «${extra}» está agotado`,
  extrasBelowMin: (group: string, min: number) => `Elige al menos ${min} opción(es) de «${group}»`,
  extrasAboveMax: (group: string, max: number) => `Elige como máximo ${max} opción(es) de «${group}»`,
  minimumPurchase: (amount: string) => `La compra mínima para envío a domicilio es de ${amount}`,
  deliveryUnavailable: 'No realizamos envíos a esa dirección',
  tableNotFound: 'No se encontró la mesa',
  insufficientPayment: 'El monto con el que paga el cliente es menor al total del pedido',
  invalidPaymentMethod: 'Método de pago no válido',
} as const;
