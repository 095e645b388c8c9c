// Presence of a commerce's counter devices (docs/availability.md, "Pausa automática"): whichever instance
// holds a device's connection writes its last_seen_at, at most once per PRESENCE_WRITE_EVERY_MS per
// commerce and kind (in this process, and again in the statement, so several instances add no writes).
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import type { CounterDeviceKind } from '../../db/schema/auto-pause';

/** How often a connected device's presence is written (and the live channel's heartbeat runs). */
export const PRESENCE_WRITE_EVERY_MS = 20_000;
/** A device seen within this is connected now: two heartbeats and a margin. */
export const PRESENCE_FRESH_MS = 60_000;

/**
 * Writes `at` as last seen for the commerces among `ids` (ids that are not commerces, such as an account's
 * live channel, are skipped by the join) unless a write less than PRESENCE_WRITE_EVERY_MS old is there.
 */
export async function writePresence(db: DbOrTx, ids: readonly string[], kind: CounterDeviceKind, at: Date): Promise<void> {
  if (ids.length === 0) return;
  const stamp = at.toISOString();
  const throttle = `${Math.floor(PRESENCE_WRITE_EVERY_MS / 1000) - 1} seconds`;
  await db.execute(sql`
    INSERT INTO counter_presence (id_comercio, dispositivo, last_seen_at)
    SELECT c.id, ${kind}, ${stamp}::timestamptz FROM commerces c WHERE c.id::text = ANY(${sql.raw(arrayLiteral(ids))})
    ON CONFLICT (id_comercio, dispositivo) DO UPDATE SET last_seen_at = excluded.last_seen_at
    WHERE counter_presence.last_seen_at < excluded.last_seen_at - ${throttle}::interval`);
}

/** A text[] literal of uuid-looking ids only (anything else could not name a commerce). */
function arrayLiteral(ids: readonly string[]): string {
  const safe = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  return `ARRAY[${safe.map((id) => `'${id}'`).join(',')}]::text[]`;
}

/** Throttles one process's presence writes: a commerce and kind is written again only after PRESENCE_WRITE_EVERY_MS. */
export class PresenceThrottle {
  private readonly written = new Map<string, number>();

  /** The ids of `ids` due for a write at `at` (and remembers them as written). */
  due(ids: readonly string[], kind: CounterDeviceKind, at: Date): string[] {
    const now = at.getTime();
    if (this.written.size > 50_000) this.written.clear();
    return ids.filter((id) => {
      const key = `${kind}:${id}`;
      const last = this.written.get(key);
      if (last !== undefined && now - last < PRESENCE_WRITE_EVERY_MS && now >= last) return false;
      this.written.set(key, now);
      return true;
    });
  }

  /** Forget a commerce so its next sighting is written at once (a device that just connected). */
  forget(id: string, kind: CounterDeviceKind): void {
    this.written.delete(`${kind}:${id}`);
  }
}
