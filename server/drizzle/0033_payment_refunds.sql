-- Online payments (docs/payments.md): a refund may be part of the amount (an edit that lowers a paid order's
-- total refunds the difference), so each row keeps the amount asked for and the amount refunded so far, and
-- every refund made is one row of online_payment_refunds (what the cash close and «Cobros en línea» add up).
ALTER TABLE "online_payments" ADD COLUMN "reembolso_monto_cents" integer;
--> statement-breakpoint
ALTER TABLE "online_payments" ADD COLUMN "reembolsado_cents" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
UPDATE "online_payments" SET "reembolsado_cents" = "monto_cents" WHERE "reembolso_estatus" = 'hecho';
--> statement-breakpoint
CREATE TABLE "online_payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_comercio" uuid NOT NULL REFERENCES "commerces"("id") ON DELETE cascade,
	"id_pago" uuid NOT NULL REFERENCES "online_payments"("id") ON DELETE cascade,
	"proveedor" text NOT NULL,
	"monto_cents" integer NOT NULL,
	"reembolso_id" text NOT NULL,
	"motivo" text NOT NULL,
	"por" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "online_payment_refunds_commerce_created_idx" ON "online_payment_refunds" ("id_comercio", "created_at");
--> statement-breakpoint
INSERT INTO "online_payment_refunds" ("id_comercio", "id_pago", "proveedor", "monto_cents", "reembolso_id", "motivo", "por", "created_at")
SELECT "id_comercio", "id", "proveedor", "monto_cents", coalesce("reembolso_id", ''), 'cancelacion', "reembolso_por", coalesce("reembolsado_at", "updated_at")
FROM "online_payments" WHERE "reembolso_estatus" = 'hecho';
