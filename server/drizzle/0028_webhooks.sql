-- Outbound webhook endpoints (docs/webhooks.md). Deliveries are outbox jobs of kind 'webhook'; this table
-- says where they go, which events each endpoint wants, its sealed signing secret and its health.
CREATE TABLE "webhook_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_comercio" uuid NOT NULL REFERENCES "commerces"("id") ON DELETE cascade,
	"url" text NOT NULL,
	"descripcion" text,
	"eventos" jsonb NOT NULL,
	"secret_sealed" text NOT NULL,
	"estado" text DEFAULT 'active' NOT NULL,
	"disabled_reason" text,
	"disabled_at" timestamp with time zone,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"last_success_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "webhook_endpoints_commerce_idx" ON "webhook_endpoints" ("id_comercio");
