// The outbox's contract with the features that use it (docs/outbox.md): a consumer turns a committed live
// event into jobs, a handler sends one kind of job.
import type { DbOrTx } from '../../db/database';
import type { OutboxJobStatus } from '../../db/schema/outbox';
import type { LiveEventId } from '../../../../shared/live';
import type { Notifier } from '../notifier';
import type { ProviderUrls } from '../provider-urls';

export type { OutboxJobStatus };

/** A committed live event as the relay hands it to consumers. */
export interface RelayedEvent {
  id: string;
  commerceId: string;
  eventId: LiveEventId | 'session';
  data: unknown;
  at: Date;
}

export interface OutboxJobInput {
  commerceId: string;
  kind: string;
  /** One job per (kind, dedupeKey), however often it is written: e.g. `${endpointId}:${eventId}`. */
  dedupeKey: string;
  /** Jobs of one kind sharing this key are sent one after the other in write order (e.g. per order and endpoint). */
  orderingKey?: string | null;
  orderId?: string | null;
  payload: unknown;
  /** First attempt not before this time (default now). */
  notBefore?: Date;
  /** How long it is retried (default OUTBOX_GIVE_UP_AFTER_MS). */
  giveUpAfterMs?: number;
}

export interface OutboxJob {
  id: string;
  commerceId: string;
  kind: string;
  dedupeKey: string;
  orderingKey: string | null;
  orderId: string | null;
  payload: unknown;
  /** Attempts so far, this one included. */
  attempts: number;
  createdAt: Date;
  giveUpAt: Date;
}

/**
 * What a handler answers for one attempt.
 * - sent: delivered; `result` is kept for the screens (e.g. a receipt number).
 * - retry: a passing failure (receiver down, 5xx, timeout): tried again with backoff until give_up_at.
 * - refused: a permanent refusal (4xx that will not change): given up at once.
 * - later: not attempted now (a rate limit); does not count as an attempt.
 */
export type DeliveryOutcome =
  | { outcome: 'sent'; result?: unknown }
  | { outcome: 'retry'; error: string; afterMs?: number }
  | { outcome: 'refused'; error: string }
  | { outcome: 'later'; afterMs: number };

export interface OutboxHandler {
  kind: string;
  deliver(job: OutboxJob, context: OutboxContext): Promise<DeliveryOutcome>;
  /** Called once a job is given up (e.g. to disable a failing endpoint or alert the owner). */
  onGiveUp?(job: OutboxJob, error: string, context: OutboxContext): Promise<void>;
}

export interface OutboxConsumer {
  name: string;
  /** The jobs a committed event asks for; runs in the relay's transaction (read with `db`, never send from here). */
  jobsFor(db: DbOrTx, event: RelayedEvent): Promise<OutboxJobInput[]>;
}

/** What handlers use of the app's configuration (AppConfig has them; importing it here would be a cycle). */
export interface OutboxDeps {
  /** Opens sealed integration secrets (server/src/db/secrets.ts). */
  secretsKey: Buffer;
  /** PUBLIC_URL, for links handed to customers. */
  publicUrl: string | null;
  /** Each provider's API address (AppConfig.providerUrls). */
  providerUrls: ProviderUrls;
  notifier: Notifier;
}

export interface OutboxContext {
  db: DbOrTx;
  now: Date;
  deps: OutboxDeps;
}
