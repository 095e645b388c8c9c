-- One order per customer intent: the public checkout sends an idempotency key; a repeat of the key in the same
-- commerce answers the first order (docs/data-safety.md). The unique index decides between concurrent repeats,
-- whichever instance receives them.
ALTER TABLE "orders" ADD COLUMN "idempotency_key" text;
--> statement-breakpoint
CREATE UNIQUE INDEX "orders_commerce_idempotency_unique" ON "orders" ("id_comercio", "idempotency_key") WHERE "idempotency_key" IS NOT NULL;
--> statement-breakpoint
-- Most units of one product a customer may order in one line (docs/security.md, "Límites del público").
ALTER TABLE "commerces" ADD COLUMN "cantidad_maxima_por_producto" integer DEFAULT 50 NOT NULL;
