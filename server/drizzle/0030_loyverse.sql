-- Loyverse (docs/integrations.md): which Loyverse object each local menu record came from, so a second
-- import updates instead of duplicating and a delivered order's lines find their variants and modifier
-- options; and per commerce, the payment types chosen for the receipts and what the last import and stock
-- pull found (conflicts for the owner to fix).
CREATE TABLE "loyverse_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_comercio" uuid NOT NULL REFERENCES "commerces"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"loyverse_id" text NOT NULL,
	"local_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "loyverse_links_remote_idx" ON "loyverse_links" ("id_comercio", "kind", "loyverse_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "loyverse_links_local_idx" ON "loyverse_links" ("id_comercio", "kind", "local_id");
--> statement-breakpoint
CREATE TABLE "loyverse_states" (
	"id_comercio" uuid PRIMARY KEY NOT NULL REFERENCES "commerces"("id") ON DELETE cascade,
	"payment_types" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_import_at" timestamp with time zone,
	"last_import" jsonb,
	"last_stock_at" timestamp with time zone,
	"last_stock" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
