// The order state machine of docs/domain.md (Estados del pedido): one progression per flow, 'next' stays at the last step,
// reject and cancel leave the flow. Server enforcement and the board's buttons both use this.
import type { DeliveryType, OrderStatus } from '../constants';

export type OrderFlow = 'deliveryPartner' | 'ownDelivery' | 'pickup' | 'eatIn';

export const ORDER_FLOWS: Record<OrderFlow, readonly OrderStatus[]> = {
  deliveryPartner: ['pending', 'accepted', 'arrived_at_pickup', 'on_the_way', 'arrived_at_delivery', 'delivered'],
  ownDelivery: ['pending', 'accepted', 'on_the_way', 'delivered'],
  pickup: ['pending', 'accepted', 'ready_to_pick_up', 'delivered'],
  eatIn: ['pending', 'accepted', 'delivered'],
};

export const TERMINAL_STATUSES: readonly OrderStatus[] = ['delivered', 'rejected', 'canceled'];

export interface FlowInput {
  metodo_entrega: DeliveryType;
  /** True when a delivery partner (courier provider) carries the order. */
  usesDeliveryPartner?: boolean;
}

export function flowOf(order: FlowInput): OrderFlow {
  switch (order.metodo_entrega) {
    case 'delivery':
      return order.usesDeliveryPartner ? 'deliveryPartner' : 'ownDelivery';
    case 'takeAway':
      return 'pickup';
    case 'inRestaurant':
      return 'eatIn';
  }
}

export function stepsOf(order: FlowInput): readonly OrderStatus[] {
  return ORDER_FLOWS[flowOf(order)];
}

/** The status the 'next' action leads to; at the last step (or outside the flow) it stays. */
export function nextStatus(order: FlowInput, current: OrderStatus): OrderStatus {
  const steps = stepsOf(order);
  const index = steps.indexOf(current);
  if (index < 0 || index === steps.length - 1) return current;
  return steps[index + 1]!;
}

export function isTerminal(status: OrderStatus): boolean {
  return TERMINAL_STATUSES.includes(status);
}

/** In process = not delivered, rejected or canceled. */
export function isInProcess(status: OrderStatus): boolean {
  return !isTerminal(status);
}

/**
 * Whether a status change is allowed: the next step of the flow, reject while pending,
 * cancel from any non-terminal state.
 */
export function canTransition(order: FlowInput, from: OrderStatus, to: OrderStatus): boolean {
  if (isTerminal(from)) return false;
  if (to === 'rejected') return from === 'pending';
  if (to === 'canceled') return true;
  const steps = stepsOf(order);
  const index = steps.indexOf(from);
  return index >= 0 && index < steps.length - 1 && steps[index + 1] === to;
}

/**
 * Whether `status` comes before `current` in the order's life: an earlier step of its flow, or any
 * non-final status once `current` is final (delivered, rejected, canceled). The server only moves an order
 * forward, so such a status is an old one: an event or an answer that arrived after a newer one (socket
 * and HTTP are separate connections).
 */
export function isEarlierStep(order: FlowInput, current: OrderStatus, status: OrderStatus): boolean {
  if (isTerminal(current)) return !isTerminal(status);
  const steps = stepsOf(order);
  const earlier = steps.indexOf(status);
  return earlier >= 0 && earlier < steps.indexOf(current);
}

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pendiente',
  rejected: 'Rechazado',
  accepted: 'Aceptado',
  arrived_at_pickup: 'Repartidor en el comercio',
  on_the_way: 'En camino',
  arrived_at_delivery: 'Repartidor en el domicilio',
  delivered: 'Entregado',
  ready_to_pick_up: 'Listo para recoger',
  canceled: 'Cancelado',
};

export const DELIVERY_TYPE_LABELS: Record<DeliveryType, string> = {
  delivery: 'Envío a domicilio',
  takeAway: 'Pasar a recoger',
  inRestaurant: 'Comer en el restaurante',
};

export const DELIVERY_STATUS_LABELS: Record<string, string> = {
  canceled: 'Reparto cancelado',
  requested: 'Buscando repartidor',
  assigned: 'Repartidor asignado',
  arrived_at_pickup: 'Repartidor en el comercio',
  on_the_way: 'En camino',
  arrived_at_delivery: 'Repartidor en el domicilio',
  delivered: 'Entregado',
};
