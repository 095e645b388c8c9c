// Durable outbox of deliveries to the outside world (docs/outbox.md). Rows are written by the relay (from
// committed live events) or directly inside a business transaction, and sent by services/outbox/worker.ts.
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, idColumn } from './columns';
import { commerceIdColumn } from './commerce-column';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** pending: waiting or being retried; sent: delivered; failed: given up (a permanent refusal, or past give_up_at). */
export type OutboxJobStatus = 'pending' | 'sent' | 'failed';

export const outboxJobs = pgTable(
  'outbox_jobs',
  {
    id: idColumn(),
    /** Write order: jobs sharing an ordering_key go out in this order. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    id_comercio: commerceIdColumn(),
    /** The handler that sends it (services/outbox/registry.ts). */
    kind: text('kind').notNull(),
    /** One job per (kind, dedupe_key): writing the same one twice keeps the first. */
    dedupe_key: text('dedupe_key').notNull(),
    ordering_key: text('ordering_key'),
    /** The order the job is about, when there is one (its delivery state shows on the order). */
    id_pedido: uuid('id_pedido'),
    payload: jsonb('payload').$type<unknown>().notNull(),
    status: text('status').$type<OutboxJobStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: at('next_attempt_at').notNull().defaultNow(),
    /** A claimed job's lease: past it, an instance that died mid-delivery no longer holds the job. */
    locked_until: at('locked_until'),
    give_up_at: at('give_up_at').notNull(),
    last_attempt_at: at('last_attempt_at'),
    last_error: text('last_error'),
    /** What the receiver answered on success (e.g. a receipt number), for the screens. */
    result: jsonb('result').$type<unknown>(),
    sent_at: at('sent_at'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('outbox_jobs_dedupe_idx').on(t.kind, t.dedupe_key),
    index('outbox_jobs_due_idx').on(t.next_attempt_at).where(sql`${t.status} = 'pending'`),
    index('outbox_jobs_ordering_idx').on(t.kind, t.ordering_key, t.seq).where(sql`${t.status} = 'pending'`),
    index('outbox_jobs_commerce_idx').on(t.id_comercio, t.created_at),
    index('outbox_jobs_order_idx').on(t.id_pedido).where(sql`${t.id_pedido} IS NOT NULL`),
  ],
);
