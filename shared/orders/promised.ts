// When an order is promised (docs/board.md): a scheduled order at the time the customer chose; otherwise,
// once accepted with a preparation time, at placed + those minutes. The board's countdown, the kitchen
// screen and the station tickets all read it here.
import type { Order } from '../types/order';

/** Milliseconds since the epoch, or null when nothing was promised yet (pending, no preparation time). */
export function promisedAt(order: Pick<Order, 'created_at' | 'tiempo_preparacion' | 'programado_para'>): number | null {
  const scheduled = order.programado_para ? Date.parse(order.programado_para) : Number.NaN;
  if (!Number.isNaN(scheduled)) return scheduled;
  if (!order.tiempo_preparacion) return null;
  const placed = Date.parse(order.created_at);
  return Number.isNaN(placed) ? null : placed + order.tiempo_preparacion * 60_000;
}
