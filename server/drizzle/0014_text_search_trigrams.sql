-- Text search at a million orders per commerce (docs/scaling.md). pg_trgm is in PostgreSQL's contrib
-- (a trusted extension: the database owner may create it) and PGlite loads it in server/src/db/database.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- The history search (services/orders/history.ts): folio, name or phone contains the text. One index on
-- the three joined by a space (one GIN entry set per order, not three); the service adds this same
-- expression's ILIKE next to the exact three-column test, which it implies, so the planner can use it.
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin (("folio" || ' ' || "nombre" || ' ' || "numero_celular") gin_trgm_ops)
	WHERE "deleted_at" IS NULL;
--> statement-breakpoint
-- The customers search (services/customers/customers.ts): name contains the text, or the phone with its
-- country code contains its digits; same technique.
CREATE INDEX "customers_search_trgm_idx" ON "customers" USING gin (("nombre" || ' ' || "country_code" || "numero_celular") gin_trgm_ops);
