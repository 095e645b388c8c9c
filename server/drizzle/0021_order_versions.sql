-- Every version of an edited order (docs/orders.md «Editar pedido»): who saved it, when, what changed
-- (the lines added and removed, as the change ticket prints them), the lines and totals it left, and for an
-- order paid online the amount still to charge (> 0) or refund (< 0) after it. Version 1 is the order as
-- placed, written on its first edit; an order never edited has no rows (its version is 1).
CREATE TABLE IF NOT EXISTS "order_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_comercio" uuid NOT NULL REFERENCES "commerces"("id") ON DELETE CASCADE,
	"id_pedido" uuid NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
	"version" integer NOT NULL,
	"id_usuario" uuid,
	"usuario_nombre" text,
	"cambios" jsonb NOT NULL,
	"detalle" jsonb NOT NULL,
	"total_cents" integer NOT NULL,
	"ajuste_pago_cents" integer,
	"aviso" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "order_versions_order_version_unique" ON "order_versions" ("id_pedido", "version");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "order_versions_commerce_idx" ON "order_versions" ("id_comercio");
