// Trigger events for the desktop side's automatic printing (docs/printing.md): the live-event outbox
// rows that mean "a new order" (onOrderReceived) or "an order accepted" (onOrderAccepted), recorded
// after a cursor, each with the order's detail so one request has everything a ticket needs.
import { and, eq, gt, gte, or, sql } from 'drizzle-orm';
import { PRINT_EVENTS_PAGE_SIZE, printTriggerOf, ticketCommerce, type PrintEventsPage, type PrintTriggerEvent, type PrintTriggerLiveMessage } from '../../../../shared/printing';
import { channelTarget } from '../../../../shared/live';
import type { DbOrTx } from '../../db/database';
import { liveEvents } from '../../db/schema/orders';
import { findCommerce } from '../commerce';
import { orderDetail } from '../orders/operations';
import { HttpError } from '../../errors';
import { isUuid } from '../orders/menu';
import { placedOrder } from './placed-orders';

function orderIdOf(data: unknown): string | null {
  const id = typeof data === 'object' && data !== null ? (data as { orderId?: unknown }).orderId : null;
  return typeof id === 'string' ? id : null;
}

/**
 * An order that is gone (deleted) prints nothing and its event counts as covered; any other failure (the
 * database closing during a restart) fails the request, so the desktop side asks again instead of moving
 * its cursor past an event it never printed.
 */
function deletedOnly(error: unknown): null {
  if (error instanceof HttpError && error.statusCode === 404) return null;
  throw error;
}

/** Event time as the API shows it (ISO, milliseconds): pages are ordered and bounded on it, then on the id. */
const atMillisecond = sql`date_trunc('milliseconds', ${liveEvents.created_at})`;

/**
 * `orderId`: only that order's events (the live path, right after its live event). `afterId`: the last
 * event of the previous page; events of the same millisecond as `since` count only after it.
 */
export async function printEventsSince(
  db: DbOrTx,
  commerceId: string,
  since: Date | null,
  orderId: string | null = null,
  afterId: string | null = null,
): Promise<PrintEventsPage> {
  const serverTime = new Date().toISOString();
  const one = orderId !== null && isUuid(orderId) ? orderId : null;
  // The live path (one order, right after its live event) is the printing fast path: its three
  // lookups go out together instead of one after another (docs/printing.md, "Benchmark").
  const [commerce, rows, detail] = await Promise.all([
    findCommerce(db, commerceId),
    since && (orderId === null || one !== null) ? eventRows(db, commerceId, since, one, afterId) : Promise.resolve([]),
    since && one !== null ? orderDetail(db, commerceId, one).catch(deletedOnly) : Promise.resolve(undefined),
  ]);
  if (!commerce) throw new HttpError(404, 'Comercio no encontrado');
  // Without a cursor there is nothing to catch up on: the caller starts from the server's clock.
  const empty: PrintEventsPage = { serverTime, commerce: ticketCommerce(commerce), events: [], more: false, until: null, untilId: null };
  if (!since) return empty;
  const more = rows.length > PRINT_EVENTS_PAGE_SIZE;
  const events: PrintTriggerEvent[] = [];
  const details = new Map<string, Awaited<ReturnType<typeof orderDetail>> | null>();
  if (one !== null && detail !== undefined) details.set(one, detail);
  for (const row of rows.slice(0, PRINT_EVENTS_PAGE_SIZE)) {
    const trigger = printTriggerOf(row.eventId, row.data);
    const orderId = orderIdOf(row.data);
    if (!trigger || !orderId) continue;
    if (!details.has(orderId)) details.set(orderId, await orderDetail(db, commerceId, orderId).catch(deletedOnly));
    const order = details.get(orderId);
    // A deleted order prints nothing.
    if (order) events.push({ id: row.id, at: row.at.toISOString(), trigger, order });
  }
  const covered = rows.slice(0, PRINT_EVENTS_PAGE_SIZE);
  const last = covered.at(-1);
  return { ...empty, events, more, until: last ? last.at.toISOString() : null, untilId: last?.id ?? null };
}

/** What the live hub knows of an event when its NOTIFY arrives (server/src/live/publisher.ts). */
export interface AnnouncedEvent {
  id: string;
  /** When the event row was recorded (absent from an older server's NOTIFY). */
  at?: string;
  eventId: string;
  channel: string;
  data: unknown;
}

/**
 * One trigger event with the ticket's data, for the live channel's print subscribers (server/src/live/hub.ts):
 * read once per event per server instance, right after the commit announced it (none on the instance that
 * placed the order: placed-orders.ts). Null when it is no print
 * trigger, or the order is gone: the subscribers then get the light event and ask the endpoint.
 */
export async function printTriggerDetail(db: DbOrTx, announced: AnnouncedEvent): Promise<PrintTriggerLiveMessage['data'] | null> {
  const trigger = printTriggerOf(announced.eventId, announced.data);
  const orderId = orderIdOf(announced.data);
  const commerceId = channelTarget(announced.channel);
  const at = announced.at ? new Date(announced.at) : null;
  if (!trigger || !orderId || !isUuid(orderId) || !commerceId || !isUuid(commerceId) || !at || Number.isNaN(at.getTime())) return null;
  const known = await placedOrder(orderId, trigger);
  if (known && known.order.pedido.id_comercio === commerceId) return { event: { id: announced.id, at: at.toISOString(), trigger, order: known.order }, commerce: known.commerce };
  const [commerce, order] = await Promise.all([findCommerce(db, commerceId), orderDetail(db, commerceId, orderId).catch(deletedOnly)]);
  if (!commerce || !order) return null;
  return { event: { id: announced.id, at: at.toISOString(), trigger, order }, commerce: ticketCommerce(commerce) };
}

function eventRows(db: DbOrTx, commerceId: string, since: Date, orderId: string | null, afterId: string | null) {
  return db
    .select({ id: liveEvents.id, eventId: liveEvents.event_id, data: liveEvents.data, at: liveEvents.created_at })
    .from(liveEvents)
    .where(
      and(
        eq(liveEvents.id_comercio, commerceId),
        gte(liveEvents.created_at, since),
        afterId === null ? gt(atMillisecond, since) : or(gt(atMillisecond, since), and(eq(atMillisecond, since), gt(liveEvents.id, afterId))),
        orderId === null ? undefined : sql`${liveEvents.data}->>'orderId' = ${orderId}`,
        or(eq(liveEvents.event_id, 'newOrder'), and(eq(liveEvents.event_id, 'changeOrderStatus'), sql`${liveEvents.data}->>'status' = 'accepted'`)),
      ),
    )
    .orderBy(atMillisecond, liveEvents.id)
    .limit(PRINT_EVENTS_PAGE_SIZE + 1);
}
