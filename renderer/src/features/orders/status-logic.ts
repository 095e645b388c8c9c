// Pure rules of the board: which statuses a list keeps, how a status change lands in cached data, what a
// failed status change means for the screen (docs/domain.md (Estados del pedido): restore + message, or take the server's status).
import type { EntityState } from '@reduxjs/toolkit';
import type { OrderStatus } from '@shared/constants';
import { MSG } from '@shared/messages';
import { serverStateMessage } from '../../app/baseQuery';
import { flowInputOf, isOrderStatus } from '@shared/orders/flow';
import { canTransition, isEarlierStep, isTerminal, nextStatus } from '@shared/orders/status-machine';
import type { Order } from '@shared/types/order';

/** The step the main button leads to, or null at the last step (where 'next' stays). */
export function nextStepOf(order: Order): OrderStatus | null {
  const current = order.estatus_pedido;
  const next = nextStatus(flowInputOf(order), current);
  return next === current ? null : next;
}

/** Every status the board offers from the order's current status (next step, reject, cancel). */
export function offeredTransitions(order: Order): OrderStatus[] {
  const flow = flowInputOf(order);
  const offered: OrderStatus[] = [];
  const next = nextStepOf(order);
  if (next && canTransition(flow, order.estatus_pedido, next)) offered.push(next);
  if (canTransition(flow, order.estatus_pedido, 'rejected')) offered.push('rejected');
  if (canTransition(flow, order.estatus_pedido, 'canceled')) offered.push('canceled');
  return offered;
}

/** Keeps `ids` oldest first without sorting the whole list: one binary search per inserted order. */
function insertSorted(state: EntityState<Order, string>, order: Order): void {
  const key = (o: Order) => `${o.created_at}\u0000${o.id}`;
  const wanted = key(order);
  let low = 0;
  let high = state.ids.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const other = state.entities[state.ids[middle]!];
    if (other && key(other) < wanted) low = middle + 1;
    else high = middle;
  }
  state.ids.splice(low, 0, order.id);
}

function removeFromState(state: EntityState<Order, string>, orderId: string): void {
  if (!state.entities[orderId]) return;
  delete state.entities[orderId];
  const index = state.ids.indexOf(orderId);
  if (index >= 0) state.ids.splice(index, 1);
}

/** Applies a status to the in-process orders: terminal orders leave them. Mutates (immer draft). */
export function setStatusInState(state: EntityState<Order, string>, orderId: string, status: OrderStatus, extra: Partial<Order> = {}): void {
  const order = state.entities[orderId];
  if (!order) return;
  if (isTerminal(status)) {
    removeFromState(state, orderId);
    return;
  }
  Object.assign(order, extra, { estatus_pedido: status, estatus: status });
}

/**
 * The server's answer over the cached order. When the answer's status is an earlier step of the flow than
 * the cached one, it was read before a later event (another panel's step; the server only moves an order
 * forward), and the cached status stays.
 */
export function withLatestStatus(cached: Order | undefined, answer: Order): Order {
  // Only the v2 list and detail carry a channel order's `canal`: an action's answer keeps the cached one.
  const answered = cached?.canal && !answer.canal ? { ...answer, canal: cached.canal } : answer;
  if (!cached || !isEarlierStep(flowInputOf(cached), cached.estatus_pedido, answer.estatus_pedido)) return answered;
  return { ...answered, estatus_pedido: cached.estatus_pedido, estatus: cached.estatus };
}

/**
 * Inserts or replaces an order in the in-process orders (ids oldest first), keeping a later cached status
 * (withLatestStatus). `insert: false` only replaces: an answer does not bring back a card that left the
 * board meanwhile. Mutates (immer draft).
 */
export function upsertInState(state: EntityState<Order, string>, answer: Order, options: { insert?: boolean } = {}): void {
  const existing = state.entities[answer.id];
  if (!existing && options.insert === false) return;
  const order = withLatestStatus(existing, answer);
  if (isTerminal(order.estatus_pedido)) {
    removeFromState(state, order.id);
    return;
  }
  if (existing && existing.created_at === order.created_at) {
    state.entities[order.id] = order;
    return;
  }
  if (existing) removeFromState(state, order.id);
  state.entities[order.id] = order;
  insertSorted(state, order);
}

export type StatusFailureOutcome = { kind: 'server-status'; status: OrderStatus } | { kind: 'error'; message: string };

/**
 * What a failed status change means: on INVALID_STATUS_TRANSITION the order silently takes the server's
 * current status; anything else restores the prior status and shows MSG.orderStatusError (with the server's
 * reason when its own state caused the failure: a full disk, the database away).
 */
export function statusFailureOutcome(error: unknown): StatusFailureOutcome {
  if (typeof error === 'object' && error !== null) {
    const e = error as { code?: unknown; data?: unknown };
    const data = (typeof e.data === 'object' && e.data !== null ? e.data : {}) as { code?: unknown; currentStatus?: unknown };
    const code = e.code ?? data.code;
    if (code === 'INVALID_STATUS_TRANSITION' && isOrderStatus(data.currentStatus)) return { kind: 'server-status', status: data.currentStatus };
  }
  // A full disk or an absent database: the SPEC text, then the server's reason, so the cashier knows why.
  const reason = serverStateMessage(error);
  return { kind: 'error', message: reason ? `${MSG.orderStatusError}: ${reason}` : MSG.orderStatusError };
}
