// Which flow an order follows and which status names exist. Server enforcement and the board's buttons
// both read these (docs/domain.md, "Estados del pedido").
import { ORDER_STATUSES, PAYMENT_METHODS, type DeliveryType, type OrderStatus, type PaymentMethod } from '../constants';
import type { FlowInput } from './status-machine';

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
}

/** Steps only the delivery-partner flow has: an order already there keeps that flow even if its rider was canceled. */
const PARTNER_ONLY_STEPS: readonly OrderStatus[] = ['arrived_at_pickup', 'arrived_at_delivery'];

export interface OrderFlowFields {
  metodo_entrega: DeliveryType;
  has_requested_rider: boolean;
  delivery_type: string | null;
  estatus_pedido: OrderStatus;
}

/** The flow an order follows: a delivery carried by a courier follows the delivery-partner flow. */
export function flowInputOf(order: OrderFlowFields): FlowInput {
  const viaCourier = order.has_requested_rider || order.delivery_type === 'delivery_providers' || PARTNER_ONLY_STEPS.includes(order.estatus_pedido);
  return { metodo_entrega: order.metodo_entrega, usesDeliveryPartner: order.metodo_entrega === 'delivery' && viaCourier };
}
