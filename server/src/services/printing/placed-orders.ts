// Orders this server instance just placed, kept a moment for the live channel's print subscribers
// (docs/printing.md, "Where the desktop path's time goes"): the intake has the order's detail and the
// commerce it verified in hand when its transaction commits, so the instance that placed it sends the
// print trigger without reading them back. Only the triggers born in that transaction use it (a later
// acceptance reads the order as it is then); other instances read it once (events.ts).
import { ticketCommerce, type AutoPrintTrigger, type TicketCommerce } from '../../../../shared/printing';
import type { OrderDetail } from '../../../../shared/types/order';

interface Placed {
  order: OrderDetail;
  commerce: TicketCommerce;
  triggers: AutoPrintTrigger[];
  at: number;
}

/** Enough for the NOTIFY to arrive (it follows the commit at once); bounded against bursts. */
const KEEP_MS = 60_000;
const MAX_KEPT = 500;
const placed = new Map<string, Placed>();

/** Called inside the order's transaction, with what it stores; a rollback leaves an entry nothing asks for. */
export function rememberPlacedOrder(order: OrderDetail, commerce: Parameters<typeof ticketCommerce>[0], bornAccepted: boolean): void {
  placed.set(order.pedido.id, { order, commerce: ticketCommerce(commerce), triggers: bornAccepted ? ['onOrderReceived', 'onOrderAccepted'] : ['onOrderReceived'], at: Date.now() });
  for (const [id, entry] of placed) {
    if (placed.size <= MAX_KEPT && Date.now() - entry.at < KEEP_MS) break;
    placed.delete(id);
  }
}

/** The order and header as placed, for a trigger born with it; null = read them. */
export function placedOrder(orderId: string, trigger: AutoPrintTrigger): { order: OrderDetail; commerce: TicketCommerce } | null {
  const entry = placed.get(orderId);
  if (!entry || !entry.triggers.includes(trigger) || Date.now() - entry.at >= KEEP_MS) return null;
  return { order: entry.order, commerce: entry.commerce };
}
