// The relay (docs/outbox.md): turns committed live events into outbox jobs. Every change that matters to
// the outside world already records a live event in its own transaction (live/publisher.ts, order intake),
// so features that deliver elsewhere read that log instead of hooking every writer. A pass claims events
// not yet relayed (FOR UPDATE SKIP LOCKED: instances share the work), asks each consumer for its jobs,
// writes them and marks the events relayed, all in one transaction: an event is relayed once, and a pass
// that fails leaves its events for the next one.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rowsOf } from '../reports/filters';
import { enqueueOutboxJobs } from './jobs';
import type { OutboxConsumer, RelayedEvent } from './types';

/** Events relayed per pass (a backlog after downtime is drained over a few passes). */
const RELAY_BATCH = 200;

interface EventRow {
  id: string;
  id_comercio: string;
  event_id: RelayedEvent['eventId'];
  data: unknown;
  created_at: string | Date;
}

/** One relay pass; answers how many events it relayed and how many jobs they asked for. */
export async function relayLiveEvents(db: Db, consumers: readonly OutboxConsumer[], now = new Date()): Promise<{ events: number; jobs: number }> {
  return db.transaction(async (tx) => {
    const claimed = await tx.execute(sql`
      UPDATE live_events e SET relayed_at = ${now.toISOString()}::timestamptz
      WHERE e.id IN (
        SELECT id FROM live_events WHERE relayed_at IS NULL ORDER BY created_at LIMIT ${RELAY_BATCH} FOR UPDATE SKIP LOCKED)
      RETURNING e.id, e.id_comercio, e.event_id, e.data, e.created_at`);
    const events = rowsOf<EventRow>(claimed)
      .map((row): RelayedEvent => ({ id: row.id, commerceId: row.id_comercio, eventId: row.event_id, data: row.data, at: new Date(row.created_at) }))
      .sort((a, b) => a.at.getTime() - b.at.getTime() || a.id.localeCompare(b.id));
    let jobs = 0;
    for (const event of events) {
      if (event.eventId === 'session') continue;
      for (const consumer of consumers) {
        jobs += (await enqueueOutboxJobs(tx, await consumer.jobsFor(tx, event), now)).length;
      }
    }
    return { events: events.length, jobs };
  });
}
