// Transactional outbox for live events. publishEvent is called INSIDE the transaction that changes the
// order: it stores the event row and queues `pg_notify`. PostgreSQL (and PGlite) deliver a NOTIFY only
// when its transaction commits, so an event is never announced for a change that rolled back, and a
// committed change always has its event row (the panel also refetches after reconnects).
import { sql } from 'drizzle-orm';
import { LIVE_PG_CHANNEL, SESSION_CHANNEL, commerceChannel, type LiveEventId, type LiveEventMap, type SessionEvent } from '../../../shared/live';
import type { DbOrTx } from '../db/database';
import { liveEvents } from '../db/schema/orders';

/** What travels through NOTIFY between server instances. */
export interface LiveNotification {
  id: string;
  eventId: LiveEventId | 'session';
  channel: string;
  data: unknown;
  /** For session events: the login session the event is for. */
  sessionId?: string;
}

export async function publishEvent<K extends LiveEventId>(db: DbOrTx, commerceId: string, eventId: K, data: LiveEventMap[K]): Promise<void> {
  const channel = commerceChannel(commerceId);
  const [row] = await db
    .insert(liveEvents)
    .values({ id_comercio: commerceId, event_id: eventId, channel, data })
    .returning({ id: liveEvents.id });
  const notification: LiveNotification = { id: row!.id, eventId, channel, data };
  await db.execute(sql`SELECT pg_notify(${LIVE_PG_CHANNEL}, ${JSON.stringify(notification)})`);
}

/** A session event (e.g. forced logout) for the panel_session sockets of one login session. */
export async function publishSessionEvent(db: DbOrTx, commerceId: string, sessionId: string, data: SessionEvent): Promise<void> {
  const [row] = await db
    .insert(liveEvents)
    .values({ id_comercio: commerceId, event_id: 'session', channel: SESSION_CHANNEL, data })
    .returning({ id: liveEvents.id });
  const notification: LiveNotification = { id: row!.id, eventId: 'session', channel: SESSION_CHANNEL, data, sessionId };
  await db.execute(sql`SELECT pg_notify(${LIVE_PG_CHANNEL}, ${JSON.stringify(notification)})`);
}
