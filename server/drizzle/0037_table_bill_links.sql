-- A payment link for a table's bill (docs/counter.md, "Enlace de pago de la cuenta"): the same online_payments
-- row and provider path as an order's link, tied to the table's visit. id_pedido names the visit's first open
-- order (the ledger and the cash close read the folio through it); id_mesa, the table; pedidos_mesa, the visit's
-- open orders when the link was made (the bill it charges); id_cobro_mesa, the table_payments row it settled
-- (null while unpaid, or when it was paid after the bill changed and the table stayed open).
ALTER TABLE "online_payments" ADD COLUMN "id_mesa" uuid;
--> statement-breakpoint
ALTER TABLE "online_payments" ADD COLUMN "pedidos_mesa" jsonb;
--> statement-breakpoint
ALTER TABLE "online_payments" ADD COLUMN "id_cobro_mesa" uuid REFERENCES "table_payments"("id") ON DELETE set null;
--> statement-breakpoint
CREATE INDEX "online_payments_table_idx" ON "online_payments" ("id_comercio", "id_mesa") WHERE "id_mesa" IS NOT NULL;
