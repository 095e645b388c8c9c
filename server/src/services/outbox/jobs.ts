// Writing, claiming and settling outbox jobs (docs/outbox.md). Every instance may run passes at once: a
// claim takes due jobs with FOR UPDATE SKIP LOCKED and gives each a lease, so a job is attempted by one
// instance at a time; a lease that runs out (the instance died mid-delivery) makes the job due again.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { outboxJobs } from '../../db/schema/outbox';
import { isUuid } from '../input';
import { rowsOf } from '../reports/filters';
import { OUTBOX_GIVE_UP_AFTER_MS, retryDelayMs } from './backoff';
import type { DeliveryOutcome, OutboxJob, OutboxJobInput, OutboxJobStatus } from './types';

/** How long a claimed job is held before another instance may take it. */
export const OUTBOX_LEASE_MS = 2 * 60_000;

/** Writes jobs; one already written with the same (kind, dedupeKey) is kept as it is. Answers the new ones' ids. */
export async function enqueueOutboxJobs(db: DbOrTx, jobs: readonly OutboxJobInput[], now = new Date()): Promise<string[]> {
  if (jobs.length === 0) return [];
  const rows = await db
    .insert(outboxJobs)
    .values(
      jobs.map((job) => ({
        id_comercio: job.commerceId,
        kind: job.kind,
        dedupe_key: job.dedupeKey,
        ordering_key: job.orderingKey ?? null,
        id_pedido: job.orderId ?? null,
        payload: job.payload,
        next_attempt_at: job.notBefore ?? now,
        give_up_at: new Date((job.notBefore ?? now).getTime() + (job.giveUpAfterMs ?? OUTBOX_GIVE_UP_AFTER_MS)),
      })),
    )
    .onConflictDoNothing({ target: [outboxJobs.kind, outboxJobs.dedupe_key] })
    .returning({ id: outboxJobs.id });
  return rows.map((row) => row.id);
}

interface ClaimedRow {
  id: string;
  id_comercio: string;
  kind: string;
  dedupe_key: string;
  ordering_key: string | null;
  id_pedido: string | null;
  payload: unknown;
  attempts: number;
  created_at: string | Date;
  give_up_at: string | Date;
}

/**
 * Claims up to `limit` due jobs of the given kinds. A job waits while an earlier job of its kind with the
 * same ordering key is still pending (sent and given-up ones no longer hold it back).
 */
export async function claimDueJobs(db: DbOrTx, kinds: readonly string[], now: Date, limit: number): Promise<OutboxJob[]> {
  if (kinds.length === 0) return [];
  const at = now.toISOString();
  const result = await db.execute(sql`
    UPDATE outbox_jobs j
    SET locked_until = ${at}::timestamptz + ${`${OUTBOX_LEASE_MS} milliseconds`}::interval,
        attempts = j.attempts + 1,
        last_attempt_at = ${at}::timestamptz
    WHERE j.id IN (
      SELECT c.id FROM outbox_jobs c
      WHERE c.status = 'pending'
        AND c.kind IN (${sql.join(kinds.map((kind) => sql`${kind}`), sql`, `)})
        AND c.next_attempt_at <= ${at}::timestamptz
        AND (c.locked_until IS NULL OR c.locked_until <= ${at}::timestamptz)
        AND (c.ordering_key IS NULL OR NOT EXISTS (
          SELECT 1 FROM outbox_jobs e
          WHERE e.kind = c.kind AND e.ordering_key = c.ordering_key AND e.status = 'pending' AND e.seq < c.seq))
      ORDER BY c.next_attempt_at, c.seq
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED)
    RETURNING j.id, j.id_comercio, j.kind, j.dedupe_key, j.ordering_key, j.id_pedido, j.payload, j.attempts, j.created_at, j.give_up_at`);
  return rowsOf<ClaimedRow>(result).map((row) => ({
    id: row.id,
    commerceId: row.id_comercio,
    kind: row.kind,
    dedupeKey: row.dedupe_key,
    orderingKey: row.ordering_key,
    orderId: row.id_pedido,
    payload: row.payload,
    attempts: Number(row.attempts),
    createdAt: new Date(row.created_at),
    giveUpAt: new Date(row.give_up_at),
  }));
}

/** Records an attempt's outcome. Answers the final status and, when the job was given up, why. */
export async function settleJob(db: DbOrTx, job: OutboxJob, outcome: DeliveryOutcome, now: Date): Promise<{ status: OutboxJobStatus; gaveUp: string | null }> {
  const where = and(eq(outboxJobs.id, job.id), eq(outboxJobs.status, 'pending'));
  switch (outcome.outcome) {
    case 'sent':
      await db.update(outboxJobs).set({ status: 'sent', sent_at: now, locked_until: null, last_error: null, result: outcome.result ?? null }).where(where);
      return { status: 'sent', gaveUp: null };
    case 'later':
      await db
        .update(outboxJobs)
        .set({ attempts: sql`${outboxJobs.attempts} - 1`, locked_until: null, next_attempt_at: new Date(now.getTime() + outcome.afterMs) })
        .where(where);
      return { status: 'pending', gaveUp: null };
    case 'refused':
      await db.update(outboxJobs).set({ status: 'failed', locked_until: null, last_error: outcome.error }).where(where);
      return { status: 'failed', gaveUp: outcome.error };
    case 'retry': {
      const next = new Date(now.getTime() + (outcome.afterMs ?? retryDelayMs(job.attempts)));
      if (next > job.giveUpAt) {
        await db.update(outboxJobs).set({ status: 'failed', locked_until: null, last_error: outcome.error }).where(where);
        return { status: 'failed', gaveUp: outcome.error };
      }
      await db.update(outboxJobs).set({ locked_until: null, last_error: outcome.error, next_attempt_at: next }).where(where);
      return { status: 'pending', gaveUp: null };
    }
  }
}

export interface OutboxJobView {
  id: string;
  kind: string;
  orderId: string | null;
  status: OutboxJobStatus;
  attempts: number;
  lastError: string | null;
  result: unknown;
  payload: unknown;
  createdAt: Date;
  lastAttemptAt: Date | null;
  nextAttemptAt: Date;
  sentAt: Date | null;
}

/** A commerce's jobs, newest first (a delivery log), optionally of one kind or one order. */
export async function listOutboxJobs(
  db: DbOrTx,
  commerceId: string,
  filter: { kind?: string; orderId?: string; limit?: number } = {},
): Promise<OutboxJobView[]> {
  const rows = await db
    .select()
    .from(outboxJobs)
    .where(
      and(
        eq(outboxJobs.id_comercio, commerceId),
        filter.kind ? eq(outboxJobs.kind, filter.kind) : undefined,
        filter.orderId ? eq(outboxJobs.id_pedido, filter.orderId) : undefined,
      ),
    )
    .orderBy(desc(outboxJobs.created_at), desc(outboxJobs.seq))
    .limit(Math.min(filter.limit ?? 50, 200));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    orderId: row.id_pedido,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    result: row.result,
    payload: row.payload,
    createdAt: row.created_at,
    lastAttemptAt: row.last_attempt_at,
    nextAttemptAt: row.next_attempt_at,
    sentAt: row.sent_at,
  }));
}

/**
 * Sends a job again («Reenviar»): a given-up or sent job becomes pending now with a fresh retry window.
 * Answers false when the commerce has no such job (or it is already pending).
 */
export async function retryOutboxJob(db: DbOrTx, commerceId: string, jobId: string, now = new Date()): Promise<boolean> {
  if (!isUuid(jobId)) return false;
  const rows = await db
    .update(outboxJobs)
    .set({
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      locked_until: null,
      sent_at: null,
      give_up_at: new Date(now.getTime() + OUTBOX_GIVE_UP_AFTER_MS),
    })
    .where(and(eq(outboxJobs.id, jobId), eq(outboxJobs.id_comercio, commerceId), sql`${outboxJobs.status} <> 'pending'`))
    .returning({ id: outboxJobs.id });
  return rows.length > 0;
}
