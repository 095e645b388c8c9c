// Orders this server instance just placed, kept a moment for the live channel's print subscribers
// (docs/printing.md, "Where the desktop path's time goes"): the intake has the order's detail and the
// commerce it verified in hand when it stores the order, so the instance that placed it sends the print
// trigger without reading them back. Only the triggers born with the order use it (a later acceptance reads
// the order as it is then); other instances read it once (events.ts).
// The autocommit intake statement learns the folio only from its answer, and its NOTIFY may be handled
// before that answer: the entry is registered before the statement and settled by it.
import { ticketCommerce, type AutoPrintTrigger, type TicketCommerce } from '../../../../shared/printing';
import type { OrderDetail } from '../../../../shared/types/order';

interface Placed {
  /** The order as stored; null when the statement failed (nothing was stored, nothing will ask). */
  order: Promise<OrderDetail | null>;
  commerce: TicketCommerce;
  triggers: AutoPrintTrigger[];
  at: number;
}

/** Enough for the NOTIFY to arrive (it follows the commit at once); bounded against bursts. */
const KEEP_MS = 60_000;
const MAX_KEPT = 500;
const placed = new Map<string, Placed>();

/**
 * Registers an order about to be stored; call the answer with its detail once stored, or with null when it
 * was not (always call it). A rollback after a detail was given leaves an entry nothing asks for.
 */
export function expectPlacedOrder(orderId: string, commerce: Parameters<typeof ticketCommerce>[0], bornAccepted: boolean): (order: OrderDetail | null) => void {
  let settle: (order: OrderDetail | null) => void = () => undefined;
  const order = new Promise<OrderDetail | null>((resolve) => (settle = resolve));
  placed.set(orderId, { order, commerce: ticketCommerce(commerce), triggers: bornAccepted ? ['onOrderReceived', 'onOrderAccepted'] : ['onOrderReceived'], at: Date.now() });
  for (const [id, entry] of placed) {
    if (placed.size <= MAX_KEPT && Date.now() - entry.at < KEEP_MS) break;
    placed.delete(id);
  }
  return settle;
}

/** Called inside the order's transaction, with what it stores. */
export function rememberPlacedOrder(order: OrderDetail, commerce: Parameters<typeof ticketCommerce>[0], bornAccepted: boolean): void {
  expectPlacedOrder(order.pedido.id, commerce, bornAccepted)(order);
}

/** The order and header as placed, for a trigger born with it; null = read them. */
export async function placedOrder(orderId: string, trigger: AutoPrintTrigger): Promise<{ order: OrderDetail; commerce: TicketCommerce } | null> {
  const entry = placed.get(orderId);
  if (!entry || !entry.triggers.includes(trigger) || Date.now() - entry.at >= KEEP_MS) return null;
  const order = await entry.order;
  return order ? { order, commerce: entry.commerce } : null;
}
