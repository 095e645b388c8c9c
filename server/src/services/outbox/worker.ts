// Sends due outbox jobs (docs/outbox.md). The claim commits before any network call, so no transaction
// stays open while a receiver is slow; each outcome is written as soon as it is known.
import type { Db } from '../../db/database';
import { claimDueJobs, settleJob } from './jobs';
import type { OutboxHandler } from './types';

/** Jobs attempted per pass. */
const SEND_BATCH = 50;

export interface SendPassResult {
  attempted: number;
  sent: number;
  failed: number;
}

/** One sending pass at `now`: claims due jobs of the handlers' kinds and attempts each once. */
export async function sendDueJobs(
  db: Db,
  handlers: readonly OutboxHandler[],
  now = new Date(),
  onError: (error: unknown) => void = () => undefined,
  secretsKey: Buffer = Buffer.alloc(0),
): Promise<SendPassResult> {
  const byKind = new Map(handlers.map((handler) => [handler.kind, handler]));
  const jobs = await claimDueJobs(db, [...byKind.keys()], now, SEND_BATCH);
  const result: SendPassResult = { attempted: jobs.length, sent: 0, failed: 0 };
  // Jobs of one pass run side by side: one slow receiver does not hold the others back.
  await Promise.all(
    jobs.map(async (job) => {
      const handler = byKind.get(job.kind)!;
      const context = { db, now, secretsKey };
      const outcome = await handler.deliver(job, context).catch((error: unknown) => ({
        outcome: 'retry' as const,
        error: error instanceof Error ? error.message : String(error),
      }));
      const settled = await settleJob(db, job, outcome, now);
      if (settled.status === 'sent') result.sent += 1;
      if (settled.gaveUp !== null) {
        result.failed += 1;
        await handler.onGiveUp?.(job, settled.gaveUp, context).catch(onError);
      }
    }),
  );
  return result;
}
