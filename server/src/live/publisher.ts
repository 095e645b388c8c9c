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
  /** When the event row was recorded (the print trigger's time, docs/printing.md). */
  at?: string;
  /** For session events: the login session the event is for (null otherwise). */
  sessionId?: string | null;
}

/** Stores the event row and queues its NOTIFY in one statement (one round trip inside the transaction). */
async function writeAndNotify(db: DbOrTx, commerceId: string, eventId: string, channel: string, data: unknown, sessionId?: string): Promise<void> {
  const json = JSON.stringify(data);
  await db.execute(sql`
    WITH event AS (
      INSERT INTO ${liveEvents} (id_comercio, event_id, channel, data)
      VALUES (${commerceId}, ${eventId}, ${channel}, ${json}::jsonb)
      RETURNING id, created_at
    )
    SELECT pg_notify(
      ${LIVE_PG_CHANNEL},
      json_build_object('id', event.id, 'at', event.created_at, 'eventId', ${eventId}::text, 'channel', ${channel}::text, 'data', ${json}::json, 'sessionId', ${sessionId ?? null}::text)::text
    ) FROM event`);
}

export async function publishEvent<K extends LiveEventId>(db: DbOrTx, commerceId: string, eventId: K, data: LiveEventMap[K]): Promise<void> {
  await writeAndNotify(db, commerceId, eventId, commerceChannel(commerceId), data);
}

/** A session event (e.g. forced logout) for the panel_session sockets of one login session. */
export async function publishSessionEvent(db: DbOrTx, commerceId: string, sessionId: string, data: SessionEvent): Promise<void> {
  await writeAndNotify(db, commerceId, 'session', SESSION_CHANNEL, data, sessionId);
}
