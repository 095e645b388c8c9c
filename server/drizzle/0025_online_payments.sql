-- Online payments (docs/payments.md): one row per provider checkout or payment link of an order, the provider
-- events already applied (a webhook delivered twice changes nothing), and each commerce's payment settings.
CREATE TABLE "online_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_comercio" uuid NOT NULL REFERENCES "commerces"("id") ON DELETE cascade,
	"id_pedido" uuid NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	"proveedor" text NOT NULL,
	"origen" text DEFAULT 'checkout' NOT NULL,
	"referencia" text NOT NULL,
	"pago_id" text,
	"url" text NOT NULL,
	"monto_cents" integer NOT NULL,
	"comision_cents" integer,
	"estatus" text DEFAULT 'pendiente' NOT NULL,
	"detalle" text,
	"expira_at" timestamp with time zone,
	"pagado_at" timestamp with time zone,
	"reembolso_estatus" text,
	"reembolso_id" text,
	"reembolso_error" text,
	"reembolso_por" uuid,
	"reembolso_solicitado_at" timestamp with time zone,
	"reembolsado_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "online_payments_reference_unique" ON "online_payments" ("proveedor", "referencia");
--> statement-breakpoint
CREATE INDEX "online_payments_order_idx" ON "online_payments" ("id_comercio", "id_pedido");
--> statement-breakpoint
CREATE INDEX "online_payments_commerce_created_idx" ON "online_payments" ("id_comercio", "created_at");
--> statement-breakpoint
CREATE INDEX "online_payments_due_idx" ON "online_payments" ("expira_at") WHERE "estatus" = 'pendiente' OR "reembolso_estatus" = 'pendiente';
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"proveedor" text NOT NULL,
	"evento_id" text NOT NULL,
	"id_comercio" uuid NOT NULL REFERENCES "commerces"("id") ON DELETE cascade,
	"recibido_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("proveedor", "evento_id")
);
--> statement-breakpoint
CREATE TABLE "online_payment_settings" (
	"id_comercio" uuid PRIMARY KEY NOT NULL REFERENCES "commerces"("id") ON DELETE cascade,
	"proveedor" text,
	"sonar_al" text DEFAULT 'pago' NOT NULL,
	"minutos_expiracion" integer DEFAULT 30 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
