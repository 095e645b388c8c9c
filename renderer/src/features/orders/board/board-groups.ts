// How the board groups in-process orders: new, in preparation, ready or on the way, and the scheduled
// orders still waiting for their fire time (docs/board.md, «Programados»).
import type { OrderStatus } from '@shared/constants';
import type { Order } from '@shared/types/order';

export interface BoardGroup {
  id: 'new' | 'preparing' | 'ready' | 'scheduled';
  title: string;
  /** Label on the mobile switch (390 px). */
  short: string;
  statuses: readonly OrderStatus[];
  /** Column colour; dark enough for white count text and for text on the page background (WCAG AA). */
  accent: string;
}

export const BOARD_GROUPS: readonly BoardGroup[] = [
  { id: 'new', title: 'Nuevos', short: 'Nuevos', statuses: ['pending'], accent: '#b3261e' },
  { id: 'preparing', title: 'En preparación', short: 'Preparando', statuses: ['accepted'], accent: '#8a5a00' },
  { id: 'ready', title: 'Listos y en camino', short: 'Listos', statuses: ['ready_to_pick_up', 'arrived_at_pickup', 'on_the_way', 'arrived_at_delivery'], accent: '#1d39c4' },
  // By status the waiting orders are pending; isWaitingScheduled takes them out of «Nuevos» until they fire.
  { id: 'scheduled', title: 'Programados', short: 'Después', statuses: [], accent: '#5b3f9e' },
];

/**
 * A customer's scheduled order before its fire time (promised time − preparation time): it has not rung,
 * waits in «Programados», and moves to «Nuevos» (ringing) when the server fires it.
 */
export function isWaitingScheduled(order: Pick<Order, 'estatus_pedido' | 'programado_en_espera'>): boolean {
  return order.estatus_pedido === 'pending' && order.programado_en_espera === true;
}

const WITHOUT_SCHEDULED = BOARD_GROUPS.filter((group) => group.id !== 'scheduled');

/** The groups the board shows: «Programados» only while some order waits in it (the same array each time). */
export function shownGroups(scheduledCount: number): readonly BoardGroup[] {
  return scheduledCount > 0 ? BOARD_GROUPS : WITHOUT_SCHEDULED;
}

export const IN_PROCESS_FILTER_STATUSES: readonly OrderStatus[] = BOARD_GROUPS.flatMap((group) => group.statuses);
