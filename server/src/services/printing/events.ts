// Trigger events for the desktop side's automatic printing (docs/printing.md): the live-event outbox
// rows that mean "a new order" (onOrderReceived), "an order accepted" (onOrderAccepted), "an order cancelled
// or rejected" (onOrderCancelled) or "an order edited" (onOrderEdited, docs/kitchen.md), each with the
// ticket's data and the commerce's kitchen stations as they are now (station slots route with them). Two callers, one loader (ticketsOf): the live channel sends each trigger with its data as
// soon as its NOTIFY arrives (server/src/live/hub.ts), and GET /v1/impresion/eventos pages through the
// events recorded after the desktop side's cursor (its resync, the safety net).
import { and, eq, gt, gte, inArray, or, sql } from 'drizzle-orm';
import { CANCELLING_STATUSES, PRINT_EVENTS_PAGE_SIZE, orderEditedData, printTriggerOf, ticketCommerce, type PrintEventsPage, type PrintTriggerEvent, type PrintTriggerLiveMessage, type TicketCommerce } from '../../../../shared/printing';
import { channelTarget } from '../../../../shared/live';
import type { OrderDetail } from '../../../../shared/types/order';
import type { KitchenStation } from '../../../../shared/kitchen/stations';
import { ORDER_EDITED_EVENT } from '../../../../shared/orders/edit-changes';
import { listKitchenStations } from '../kitchen/stations';
import type { DbOrTx } from '../../db/database';
import { liveEvents } from '../../db/schema/orders';
import { findCommerce } from '../commerce';
import { orderDetail } from '../orders/operations';
import { HttpError } from '../../errors';
import { isUuid } from '../orders/menu';
import { placedOrder } from './placed-orders';
import { selfInvoiceLinks } from '../invoices/ticket-links';

/** A live event as recorded: the outbox row, or its NOTIFY (server/src/live/publisher.ts). */
interface RecordedEvent {
  id: string;
  at: Date;
  eventId: string;
  data: unknown;
}

function orderIdOf(data: unknown): string | null {
  const id = typeof data === 'object' && data !== null ? (data as { orderId?: unknown }).orderId : null;
  return typeof id === 'string' ? id : null;
}

/**
 * An order that is gone (deleted) prints nothing and its event counts as covered; any other failure (the
 * database closing during a restart) fails the read, so the desktop side asks again instead of moving
 * its cursor past an event it never printed.
 */
function deletedOnly(error: unknown): null {
  if (error instanceof HttpError && error.statusCode === 404) return null;
  throw error;
}

/**
 * The ticket's data of recorded events: the commerce's ticket header and, for each print trigger among
 * them, the order as it is now. The one place the print path reads orders for tickets. Null when the
 * commerce is gone; an event that is no trigger, or whose order is gone, yields nothing.
 */
async function ticketsOf(db: DbOrTx, commerceId: string, recorded: readonly RecordedEvent[], publicUrl: string | null): Promise<{ commerce: TicketCommerce; stations: KitchenStation[]; events: PrintTriggerEvent[] } | null> {
  const details = new Map<string, OrderDetail | null>();
  const loadOrders = async () => {
    for (const row of recorded) {
      const orderId = orderIdOf(row.data);
      if (orderId && isUuid(orderId) && !details.has(orderId) && printTriggerOf(row.eventId, row.data)) {
        details.set(orderId, await orderDetail(db, commerceId, orderId).catch(deletedOnly));
      }
    }
  };
  const [commerce, stations] = await Promise.all([findCommerce(db, commerceId), listKitchenStations(db, commerceId), loadOrders()]);
  if (!commerce) return null;
  // The customer's self-invoice link and QR on the ticket (docs/invoices.md), when the commerce issues facturas.
  const invoiceLinks = await selfInvoiceLinks(db, commerceId, [...details.keys()], publicUrl);
  for (const [orderId, detail] of details) if (detail && invoiceLinks.has(orderId)) detail.pedido.factura_url = invoiceLinks.get(orderId)!;
  const events: PrintTriggerEvent[] = [];
  for (const row of recorded) {
    const trigger = printTriggerOf(row.eventId, row.data);
    const order = details.get(orderIdOf(row.data) ?? '');
    if (!trigger || !order) continue;
    const change = trigger === 'onOrderEdited' ? orderEditedData(row.data) : null;
    events.push({ id: row.id, at: row.at.toISOString(), trigger, order, ...(change ? { change } : {}) });
  }
  return { commerce: ticketCommerce(commerce), stations, events };
}

/** Event time as the API shows it (ISO, milliseconds): pages are ordered and bounded on it, then on the id. */
const atMillisecond = sql`date_trunc('milliseconds', ${liveEvents.created_at})`;

/** `afterId`: the last event of the previous page; events of the same millisecond as `since` count only after it. */
/** `publicUrl`: PUBLIC_URL, the base of the tickets' self-invoice links (none without it). */
export async function printEventsSince(db: DbOrTx, commerceId: string, since: Date | null, afterId: string | null = null, publicUrl: string | null = null): Promise<PrintEventsPage> {
  const serverTime = new Date().toISOString();
  // Without a cursor there is nothing to catch up on: the caller starts from the server's clock.
  const rows = since ? await eventRows(db, commerceId, since, afterId) : [];
  const covered = rows.slice(0, PRINT_EVENTS_PAGE_SIZE);
  const tickets = await ticketsOf(db, commerceId, covered, publicUrl);
  if (!tickets) throw new HttpError(404, 'Comercio no encontrado');
  const last = covered.at(-1);
  return {
    serverTime,
    commerce: tickets.commerce,
    stations: tickets.stations,
    // A deleted order prints nothing, but its event is covered (until).
    events: tickets.events,
    more: rows.length > PRINT_EVENTS_PAGE_SIZE,
    until: last ? last.at.toISOString() : null,
    untilId: last?.id ?? null,
  };
}

/** What the live hub knows of an event when its NOTIFY arrives (server/src/live/publisher.ts). */
export interface AnnouncedEvent {
  id: string;
  /** When the event row was recorded. */
  at?: string;
  eventId: string;
  channel: string;
  data: unknown;
}

/**
 * One trigger event with the ticket's data, for the live channel's print subscribers (server/src/live/hub.ts):
 * read once per event per server instance, right after the commit announced it, or not read at all on the
 * instance that placed the order (placed-orders.ts: it holds the order and header it just stored). Null when
 * it is no print trigger, or the order is gone: the subscribers then get the light event (and resync from
 * their cursor).
 */
export async function printTriggerDetail(db: DbOrTx, announced: AnnouncedEvent, publicUrl: string | null = null): Promise<PrintTriggerLiveMessage['data'] | null> {
  const orderId = orderIdOf(announced.data);
  const commerceId = channelTarget(announced.channel);
  const at = announced.at ? new Date(announced.at) : null;
  const trigger = printTriggerOf(announced.eventId, announced.data);
  if (!trigger || !orderId || !isUuid(orderId) || !commerceId || !isUuid(commerceId) || !at || Number.isNaN(at.getTime())) return null;
  const placed = trigger === 'onOrderReceived' || trigger === 'onOrderAccepted' ? await placedOrder(orderId, trigger) : null;
  if (placed && placed.order.pedido.id_comercio === commerceId) {
    // The stations are the one read left on this path: routing uses the definition as it is now.
    return { event: { id: announced.id, at: at.toISOString(), trigger, order: placed.order }, commerce: placed.commerce, stations: await listKitchenStations(db, commerceId) };
  }
  const tickets = await ticketsOf(db, commerceId, [{ id: announced.id, at, eventId: announced.eventId, data: announced.data }], publicUrl);
  const event = tickets?.events[0];
  return tickets && event ? { event, commerce: tickets.commerce, stations: tickets.stations } : null;
}

function eventRows(db: DbOrTx, commerceId: string, since: Date, afterId: string | null) {
  return db
    .select({ id: liveEvents.id, eventId: liveEvents.event_id, data: liveEvents.data, at: liveEvents.created_at })
    .from(liveEvents)
    .where(
      and(
        eq(liveEvents.id_comercio, commerceId),
        gte(liveEvents.created_at, since),
        afterId === null ? gt(atMillisecond, since) : or(gt(atMillisecond, since), and(eq(atMillisecond, since), gt(liveEvents.id, afterId))),
        // The rows printTriggerOf reads as triggers (shared/printing.ts).
        or(
          eq(liveEvents.event_id, 'newOrder'),
          eq(liveEvents.event_id, ORDER_EDITED_EVENT),
          and(eq(liveEvents.event_id, 'changeOrderStatus'), inArray(sql`${liveEvents.data}->>'status'`, ['accepted', ...CANCELLING_STATUSES])),
        ),
      ),
    )
    .orderBy(atMillisecond, liveEvents.id)
    .limit(PRINT_EVENTS_PAGE_SIZE + 1);
}
