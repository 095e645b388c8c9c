-- The customer's factura (CFDI 4.0) through Facturapi (docs/invoices.md): the commerce's fiscal data with its
-- sealed Facturapi key, the invoices issued, and which order each covers. An order is invoiced once: its row in
-- invoice_orders is the claim (primary key), taken before Facturapi is called and released if Facturapi refuses.
-- Every order gets an unguessable token of its own for the self-invoice link (22 url-safe characters from
-- 128 random bits; not the order id, which staff screens and events carry).
CREATE TABLE "invoice_settings" (
	"id_comercio" uuid PRIMARY KEY NOT NULL REFERENCES "commerces"("id") ON DELETE cascade,
	"rfc" text NOT NULL,
	"razon_social" text NOT NULL,
	"regimen_fiscal" text NOT NULL,
	"codigo_postal" text NOT NULL,
	"clave_producto" text DEFAULT '90101501' NOT NULL,
	"llave_sellada" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_comercio" uuid NOT NULL REFERENCES "commerces"("id") ON DELETE cascade,
	"tipo" text NOT NULL,
	"estatus" text DEFAULT 'emitiendo' NOT NULL,
	"facturapi_id" text,
	"uuid_sat" text,
	"folio" text DEFAULT '' NOT NULL,
	"rfc" text NOT NULL,
	"razon_social" text NOT NULL,
	"correo" text,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"periodo" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "invoices_commerce_created_idx" ON "invoices" ("id_comercio", "created_at" DESC);
--> statement-breakpoint
CREATE TABLE "invoice_orders" (
	"id_pedido" uuid PRIMARY KEY NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	"id_comercio" uuid NOT NULL REFERENCES "commerces"("id") ON DELETE cascade,
	"id_factura" uuid NOT NULL REFERENCES "invoices"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "invoice_orders_invoice_idx" ON "invoice_orders" ("id_factura");
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "factura_token" text DEFAULT translate(encode(decode(replace(gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/=', '-_') NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "orders_factura_token_unique" ON "orders" ("factura_token");
