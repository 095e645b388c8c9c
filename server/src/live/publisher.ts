// Transactional outbox for live events. Every writer records an event inside the transaction that changes
// the order and queues its `pg_notify`: publishEvent here, and order intake's own statement
// (server/src/services/orders/intake-sql.ts), both with the rows of liveEventRow and the payload of
// notificationSql. PostgreSQL (and PGlite) deliver a NOTIFY only when its transaction commits, so an event
// is never announced for a change that rolled back, and a committed change always has its event row (the
// panel also refetches after reconnects).
import { sql } from 'drizzle-orm';
import { LIVE_PG_CHANNEL, SESSION_CHANNEL, commerceChannel, type LiveEventId, type LiveEventMap, type SessionEvent } from '../../../shared/live';
import type { DbOrTx } from '../db/database';
import { liveEvents } from '../db/schema/orders';

/** What travels through NOTIFY between server instances (built by notificationSql). */
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

/** A commerce's live event as the live_events row records it (event_id, channel, data). */
export interface LiveEventRow<K extends LiveEventId = LiveEventId> {
  event_id: K;
  channel: string;
  data: LiveEventMap[K];
}

export function liveEventRow<K extends LiveEventId>(commerceId: string, eventId: K, data: LiveEventMap[K]): LiveEventRow<K> {
  return { event_id: eventId, channel: commerceChannel(commerceId), data };
}

/**
 * The pg_notify call announcing a recorded live_events row: `event` names the row (its id, created_at,
 * event_id, channel and data columns), `sessionId` is an SQL text expression. The payload is a LiveNotification.
 */
export function notificationSql(event: string, sessionId = 'NULL::text'): string {
  return `pg_notify('${LIVE_PG_CHANNEL}', json_build_object('id', ${event}.id, 'at', ${event}.created_at, 'eventId', ${event}.event_id, 'channel', ${event}.channel, 'data', ${event}.data, 'sessionId', ${sessionId})::text)`;
}

/** Stores the event row and queues its NOTIFY in one statement (one round trip inside the transaction). */
async function writeAndNotify(db: DbOrTx, commerceId: string, row: { event_id: string; channel: string; data: unknown }, sessionId: string | null): Promise<void> {
  await db.execute(sql`
    WITH target AS (SELECT ${sessionId}::text AS session_id), event AS (
      INSERT INTO ${liveEvents} (id_comercio, event_id, channel, data)
      VALUES (${commerceId}, ${row.event_id}, ${row.channel}, ${JSON.stringify(row.data)}::jsonb)
      RETURNING id, created_at, event_id, channel, data
    )
    SELECT ${sql.raw(notificationSql('event', 'target.session_id'))} FROM event, target`);
}

export async function publishEvent<K extends LiveEventId>(db: DbOrTx, commerceId: string, eventId: K, data: LiveEventMap[K]): Promise<void> {
  await writeAndNotify(db, commerceId, liveEventRow(commerceId, eventId, data), null);
}

/** A session event (e.g. forced logout) for the panel_session sockets of one login session. */
export async function publishSessionEvent(db: DbOrTx, commerceId: string, sessionId: string, data: SessionEvent): Promise<void> {
  await writeAndNotify(db, commerceId, { event_id: 'session', channel: SESSION_CHANNEL, data }, sessionId);
}
