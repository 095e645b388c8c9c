// Attempt limits (failed logins, verification codes, the public's orders, coupon guesses, sign-ups) kept in
// PostgreSQL (table rate_limits), so every server instance counts the same attempts. One row per key and
// fixed window: a failure is one upsert, a check one indexed read. docs/scaling.md, docs/security.md.
import { and, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { rateLimits } from '../db/schema/runtime';

/** A counter key, with its own maximum when it differs from the limiter's. */
export type Bucket = string | { key: string; max: number };

export interface AttemptLimiter {
  /** True when any of the buckets has used up its attempts in the current window. */
  isBlocked(...buckets: Bucket[]): Promise<boolean>;
  /** Counts one failure in every bucket. */
  recordFailure(...buckets: Bucket[]): Promise<void>;
  reset(...buckets: Bucket[]): Promise<void>;
  /** Seconds until every blocked bucket frees up (0 when none is blocked). */
  retryAfterSeconds(...buckets: Bucket[]): Promise<number>;
  /**
   * Counts one use in every bucket, in one statement, and answers the seconds until the fullest bucket
   * frees up when this use went over a maximum (0 when every bucket is still within it).
   */
  take(...buckets: Bucket[]): Promise<number>;
  /** Gives back one use taken in the current window (the attempt was refused and did nothing). */
  giveBack(...buckets: Bucket[]): Promise<void>;
}

/** Rows older than this are deleted now and then (longer than any window in use). */
const STALE_AFTER_MS = 24 * 60 * 60_000;

function keyOf(name: string, bucket: Bucket): string {
  return `${name}:${typeof bucket === 'string' ? bucket : bucket.key}`;
}

/** An upsert's SET: one more in the current window, or a fresh window of one. */
function countOne(expired: SQL) {
  return {
    attempts: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.attempts} + 1 END`,
    window_start: sql`CASE WHEN ${expired} THEN now() ELSE ${rateLimits.window_start} END`,
  };
}

export function createAttemptLimiter(db: DbOrTx, name: string, max: number, windowMs: number): AttemptLimiter {
  // Parenthesised: it is subtracted from (endsInMs below), and `a - now() - x` would be `(a - now()) - x`.
  const windowStart = sql`(now() - ${`${windowMs} milliseconds`}::interval)`;
  const maxOf = (bucket: Bucket) => (typeof bucket === 'string' ? max : bucket.max);

  /** The buckets' counts in their current window. */
  async function current(buckets: Bucket[]): Promise<{ bucket: Bucket; attempts: number; endsInMs: number }[]> {
    const found = await Promise.all(
      buckets.map(async (bucket) => {
        const [row] = await db
          .select({ attempts: rateLimits.attempts, endsInMs: sql<number>`extract(epoch from (${rateLimits.window_start} - ${windowStart})) * 1000`.mapWith(Number) })
          .from(rateLimits)
          .where(and(eq(rateLimits.key, keyOf(name, bucket)), gt(rateLimits.window_start, windowStart)));
        return { bucket, attempts: row?.attempts ?? 0, endsInMs: row?.endsInMs ?? 0 };
      }),
    );
    return found;
  }

  return {
    async isBlocked(...buckets) {
      return (await current(buckets)).some((entry) => entry.attempts >= maxOf(entry.bucket));
    },
    async take(...buckets) {
      const expired = sql`${rateLimits.window_start} <= ${windowStart}`;
      const rows = await db
        .insert(rateLimits)
        .values(buckets.map((bucket) => ({ key: keyOf(name, bucket), window_start: sql`now()`, attempts: 1 })))
        .onConflictDoUpdate({ target: rateLimits.key, set: countOne(expired) })
        .returning({ key: rateLimits.key, attempts: rateLimits.attempts, endsInMs: sql<number>`extract(epoch from (${rateLimits.window_start} - ${windowStart})) * 1000`.mapWith(Number) });
      const over = rows.filter((row) => {
        const bucket = buckets.find((candidate) => keyOf(name, candidate) === row.key);
        return bucket !== undefined && row.attempts > maxOf(bucket);
      });
      if (over.length === 0) return 0;
      return Math.max(1, Math.ceil(Math.max(...over.map((row) => row.endsInMs)) / 1000));
    },
    async giveBack(...buckets) {
      const keys = buckets.map((bucket) => keyOf(name, bucket));
      await db
        .update(rateLimits)
        .set({ attempts: sql`greatest(${rateLimits.attempts} - 1, 0)` })
        .where(and(inArray(rateLimits.key, keys), gt(rateLimits.window_start, windowStart)));
    },
    async recordFailure(...buckets) {
      for (const bucket of buckets) {
        const expired = sql`${rateLimits.window_start} <= ${windowStart}`;
        await db
          .insert(rateLimits)
          .values({ key: keyOf(name, bucket), window_start: sql`now()`, attempts: 1 })
          .onConflictDoUpdate({ target: rateLimits.key, set: countOne(expired) });
      }
      // Keep the table small without a scheduler: now and then, drop long-finished windows.
      if (Math.random() < 0.01) await db.delete(rateLimits).where(lt(rateLimits.window_start, new Date(Date.now() - STALE_AFTER_MS)));
    },
    async reset(...buckets) {
      for (const bucket of buckets) await db.delete(rateLimits).where(eq(rateLimits.key, keyOf(name, bucket)));
    },
    async retryAfterSeconds(...buckets) {
      const blocked = (await current(buckets)).filter((entry) => entry.attempts >= maxOf(entry.bucket));
      if (blocked.length === 0) return 0;
      return Math.max(1, Math.ceil(Math.max(...blocked.map((entry) => entry.endsInMs)) / 1000));
    },
  };
}

/** How much wider the per-IP and per-account buckets are than the per-account-and-IP one. */
export const LOGIN_IP_FACTOR = 5;
export const LOGIN_ACCOUNT_FACTOR = 10;

/**
 * The buckets of one login attempt. `account` is the user's id when the identifier names a user (so
 * email and username share one bucket), else the identifier itself. Guessing one account from one IP
 * hits `max`; one IP spraying many accounts hits max×5; many IPs guessing one account hit max×10
 * (wider so that a stranger cannot lock the owner out from one address).
 */
export function loginBuckets(account: string, ip: string, max: number): Bucket[] {
  return [
    { key: `account-ip:${account}|${ip}`, max },
    { key: `ip:${ip}`, max: max * LOGIN_IP_FACTOR },
    { key: `account:${account}`, max: max * LOGIN_ACCOUNT_FACTOR },
  ];
}
