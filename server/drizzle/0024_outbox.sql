-- Durable outbox of deliveries to the outside world (docs/outbox.md): webhooks, customer messages, receipts
-- in another system. A job is written once per (kind, dedupe_key), claimed by one server instance at a time
-- with a lease, retried with backoff until it succeeds or its give-up time passes. Jobs sharing an
-- ordering_key go out one after the other, in the order they were written.
CREATE TABLE "outbox_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"id_comercio" uuid NOT NULL REFERENCES "commerces"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"ordering_key" text,
	"id_pedido" uuid,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"give_up_at" timestamp with time zone NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_error" text,
	"result" jsonb,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_jobs_dedupe_idx" ON "outbox_jobs" ("kind", "dedupe_key");
--> statement-breakpoint
CREATE INDEX "outbox_jobs_due_idx" ON "outbox_jobs" ("next_attempt_at") WHERE "status" = 'pending';
--> statement-breakpoint
CREATE INDEX "outbox_jobs_ordering_idx" ON "outbox_jobs" ("kind", "ordering_key", "seq") WHERE "status" = 'pending';
--> statement-breakpoint
CREATE INDEX "outbox_jobs_commerce_idx" ON "outbox_jobs" ("id_comercio", "created_at");
--> statement-breakpoint
CREATE INDEX "outbox_jobs_order_idx" ON "outbox_jobs" ("id_pedido") WHERE "id_pedido" IS NOT NULL;
--> statement-breakpoint
-- The relay turns committed live events into jobs; events recorded before this migration are history, not news.
ALTER TABLE "live_events" ADD COLUMN "relayed_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "live_events" SET "relayed_at" = "created_at";
--> statement-breakpoint
CREATE INDEX "live_events_unrelayed_idx" ON "live_events" ("created_at") WHERE "relayed_at" IS NULL;
