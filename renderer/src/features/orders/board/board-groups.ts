// How the board groups in-process orders: new, in preparation, ready or on the way.
import type { DeliveryType, OrderStatus } from '@shared/constants';
import type { Order } from '@shared/types/order';

export interface BoardGroup {
  id: 'new' | 'preparing' | 'ready';
  title: string;
  /** Label on the mobile switch (390 px). */
  short: string;
  statuses: readonly OrderStatus[];
  accent: string;
}

export const BOARD_GROUPS: readonly BoardGroup[] = [
  { id: 'new', title: 'Nuevos', short: 'Nuevos', statuses: ['pending'], accent: '#d4380d' },
  { id: 'preparing', title: 'En preparación', short: 'Preparando', statuses: ['accepted'], accent: '#d48806' },
  { id: 'ready', title: 'Listos y en camino', short: 'Listos', statuses: ['ready_to_pick_up', 'arrived_at_pickup', 'on_the_way', 'arrived_at_delivery'], accent: '#1d39c4' },
];

export const IN_PROCESS_FILTER_STATUSES: readonly OrderStatus[] = BOARD_GROUPS.flatMap((group) => group.statuses);

export interface BoardFilters {
  statuses: OrderStatus[];
  delivery: DeliveryType | 'all';
}

export function filterOrders(orders: readonly Order[], filters: BoardFilters): Order[] {
  return orders.filter(
    (order) =>
      (filters.statuses.length === 0 || filters.statuses.includes(order.estatus_pedido)) &&
      (filters.delivery === 'all' || order.metodo_entrega === filters.delivery),
  );
}

/** Oldest first inside a column: the order waiting longest is on top. */
export function groupOrders(orders: readonly Order[]): Record<BoardGroup['id'], Order[]> {
  const groups: Record<BoardGroup['id'], Order[]> = { new: [], preparing: [], ready: [] };
  for (const group of BOARD_GROUPS) {
    groups[group.id] = orders.filter((order) => group.statuses.includes(order.estatus_pedido)).sort((a, b) => a.created_at.localeCompare(b.created_at));
  }
  return groups;
}
