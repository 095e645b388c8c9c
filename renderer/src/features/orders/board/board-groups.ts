// How the board groups in-process orders: new, in preparation, ready or on the way.
import type { OrderStatus } from '@shared/constants';

export interface BoardGroup {
  id: 'new' | 'preparing' | 'ready';
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
];

export const IN_PROCESS_FILTER_STATUSES: readonly OrderStatus[] = BOARD_GROUPS.flatMap((group) => group.statuses);
