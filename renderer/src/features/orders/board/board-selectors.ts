// Small selectors of the board over the normalised in-process orders: one order by id (each card), the
// ids of each column (stable arrays: a column renders again only when its own ids change) and the counts.
// One pass over ids already sorted oldest first; nothing sorts on an event unless the cashier chose another
// order (newest first, promised time) for this PC (docs/board.md).
import type { DeliveryType, OrderStatus } from '@shared/constants';
import { normalizeSearch } from '@shared/search';
import type { Order } from '@shared/types/order';
import type { InProcessOrders } from '../api';
import { BOARD_GROUPS, isWaitingScheduled, type BoardGroup } from './board-groups';

export type GroupId = BoardGroup['id'];
export type ColumnIds = Record<GroupId, readonly string[]>;

export interface BoardQuery {
  statuses: readonly OrderStatus[];
  delivery: DeliveryType | 'all';
  /** Folio, customer name or phone, as typed (case and accents ignored). */
  search: string;
  /** Order inside each column (the ringing orders lead "Nuevos" whatever it is); arrival when absent. */
  sort?: BoardSort;
}

/** Oldest first (arrival), newest first, or by promised time (the one due soonest first). */
export const BOARD_SORTS = ['arrival', 'newest', 'promised'] as const;
export type BoardSort = (typeof BOARD_SORTS)[number];

const GROUP_OF_STATUS = new Map<OrderStatus, GroupId>(BOARD_GROUPS.flatMap((group) => group.statuses.map((status) => [status, group.id] as const)));

export function groupOfStatus(status: OrderStatus): GroupId | null {
  return GROUP_OF_STATUS.get(status) ?? null;
}


/** Search text of an order, kept per order object (objects change only when the order changes). */
const searchTextCache = new WeakMap<Order, string>();
function searchTextOf(order: Order): string {
  let text = searchTextCache.get(order);
  if (text === undefined) {
    text = normalizeSearch(`${order.folio} ${order.nombre} ${order.numero_celular}`);
    searchTextCache.set(order, text);
  }
  return text;
}

function matches(order: Order, query: BoardQuery, needle: string): boolean {
  if (query.statuses.length > 0 && !query.statuses.includes(order.estatus_pedido)) return false;
  if (query.delivery !== 'all' && order.metodo_entrega !== query.delivery) return false;
  return needle === '' || searchTextOf(order).includes(needle);
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index += 1) if (a[index] !== b[index]) return false;
  return true;
}

const EMPTY: readonly string[] = [];

/**
 * Column ids: oldest first, except that unattended new orders (the ringing ones) lead the "Nuevos" column,
 * newest first, so the order that just rang is in view without scrolling.
 */
export function columnIds(
  state: InProcessOrders | undefined,
  query: BoardQuery,
  ringing: readonly string[],
  arriving: ReadonlyMap<string, unknown> = new Map(),
): ColumnIds {
  const columns: Record<GroupId, string[]> = { new: [], preparing: [], ready: [], scheduled: [] };
  if (!state) return { new: EMPTY, preparing: EMPTY, ready: EMPTY, scheduled: EMPTY };
  const needle = normalizeSearch(query.search);
  const unfiltered = query.statuses.length === 0 && query.delivery === 'all' && needle === '';
  const pinned = new Set<string>();
  for (let index = ringing.length - 1; index >= 0; index -= 1) {
    const id = ringing[index]!;
    const order = state.entities[id];
    // A ringing order whose detail is still on its way shows as a card being loaded.
    if (!order && unfiltered && arriving.has(id) && !pinned.has(id)) {
      pinned.add(id);
      columns.new.push(id);
    } else if (order && order.estatus_pedido === 'pending' && !isWaitingScheduled(order) && !pinned.has(id) && matches(order, query, needle)) {
      pinned.add(id);
      columns.new.push(id);
    }
  }
  const pinnedCount = columns.new.length;
  for (const id of state.ids) {
    const order = state.entities[id]!;
    const group = isWaitingScheduled(order) ? 'scheduled' : GROUP_OF_STATUS.get(order.estatus_pedido);
    if (!group || pinned.has(id) || !matches(order, query, needle)) continue;
    columns[group].push(id);
  }
  // Waiting orders read as an agenda: the soonest promised time first, whatever the board's order.
  columns.scheduled = sortByPromise(columns.scheduled, state);
  if (query.sort === 'newest' || query.sort === 'promised') {
    const by = query.sort;
    for (const group of ['new', 'preparing', 'ready'] as const) {
      const start = group === 'new' ? pinnedCount : 0;
      const rest = columns[group].slice(start);
      const sorted = by === 'newest' ? rest.reverse() : sortByPromise(rest, state);
      columns[group] = [...columns[group].slice(0, start), ...sorted];
    }
  }
  return columns;
}

/**
 * Due soonest first: an accepted order is due at arrival + its preparation time (promised-time.ts); one
 * without a time (pending) counts as due on arrival. Stable, so equal times keep the oldest first.
 */
function sortByPromise(ids: string[], state: InProcessOrders): string[] {
  const due = (id: string) => {
    const order = state.entities[id]!;
    if (order.programado_para) return Date.parse(order.programado_para);
    return Date.parse(order.created_at) + (order.tiempo_preparacion ?? 0) * 60_000;
  };
  const keyed = ids.map((id) => ({ id, at: due(id) }));
  keyed.sort((a, b) => a.at - b.at);
  return keyed.map((entry) => entry.id);
}

/** Keeps the previous array of a column when its ids did not change (memoised columns skip rendering). */
export function reuseUnchanged(previous: ColumnIds | null, next: ColumnIds): ColumnIds {
  if (!previous) return next;
  const merged = {
    new: sameIds(previous.new, next.new) ? previous.new : next.new,
    preparing: sameIds(previous.preparing, next.preparing) ? previous.preparing : next.preparing,
    ready: sameIds(previous.ready, next.ready) ? previous.ready : next.ready,
    scheduled: sameIds(previous.scheduled, next.scheduled) ? previous.scheduled : next.scheduled,
  };
  const unchanged = merged.new === previous.new && merged.preparing === previous.preparing && merged.ready === previous.ready && merged.scheduled === previous.scheduled;
  return unchanged ? previous : merged;
}
