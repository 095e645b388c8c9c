-- Reasons the cashier gives (docs/counter.md): why an order was rejected or canceled (shown to the customer on
-- the status page when rejected) and why it was deleted. Null for orders that never asked for one.
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "motivo_estatus" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "motivo_eliminacion" text;
