ALTER TABLE "restaurant_tables" ADD COLUMN "cuenta_pedida_at" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE "cash_shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_comercio" uuid NOT NULL,
	"abierto_por" uuid,
	"abierto_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fondo_inicial_cents" integer NOT NULL,
	"cerrado_por" uuid,
	"cerrado_at" timestamp with time zone,
	"efectivo_contado_cents" integer,
	"efectivo_esperado_cents" integer,
	"resumen" jsonb,
	"nota" text
);
--> statement-breakpoint
ALTER TABLE "cash_shifts" ADD CONSTRAINT "cash_shifts_id_comercio_commerces_id_fk" FOREIGN KEY ("id_comercio") REFERENCES "public"."commerces"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "cash_shifts_one_open" ON "cash_shifts" USING btree ("id_comercio") WHERE "cerrado_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "cash_shifts_commerce_opened_idx" ON "cash_shifts" USING btree ("id_comercio","abierto_at");
--> statement-breakpoint
CREATE TABLE "cash_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_comercio" uuid NOT NULL,
	"id_turno" uuid NOT NULL,
	"tipo" text NOT NULL,
	"monto_cents" integer NOT NULL,
	"motivo" text NOT NULL,
	"id_usuario" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cash_movements" ADD CONSTRAINT "cash_movements_id_comercio_commerces_id_fk" FOREIGN KEY ("id_comercio") REFERENCES "public"."commerces"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cash_movements" ADD CONSTRAINT "cash_movements_id_turno_cash_shifts_id_fk" FOREIGN KEY ("id_turno") REFERENCES "public"."cash_shifts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "cash_movements_shift_idx" ON "cash_movements" USING btree ("id_turno");
--> statement-breakpoint
CREATE TABLE "table_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_comercio" uuid NOT NULL,
	"table_uuid" uuid NOT NULL,
	"numero_mesa" integer NOT NULL,
	"pedidos" jsonb NOT NULL,
	"consumo_cents" integer NOT NULL,
	"propina_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"pagos" jsonb NOT NULL,
	"efectivo_recibido_cents" integer,
	"cambio_cents" integer DEFAULT 0 NOT NULL,
	"division" jsonb,
	"id_usuario" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "table_payments" ADD CONSTRAINT "table_payments_id_comercio_commerces_id_fk" FOREIGN KEY ("id_comercio") REFERENCES "public"."commerces"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "table_payments_commerce_created_idx" ON "table_payments" USING btree ("id_comercio","created_at");
--> statement-breakpoint
CREATE TABLE "table_releases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_comercio" uuid NOT NULL,
	"table_uuid" uuid NOT NULL,
	"numero_mesa" integer NOT NULL,
	"motivo" text NOT NULL,
	"pedidos" jsonb NOT NULL,
	"total_cents" integer NOT NULL,
	"id_usuario" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "table_releases" ADD CONSTRAINT "table_releases_id_comercio_commerces_id_fk" FOREIGN KEY ("id_comercio") REFERENCES "public"."commerces"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "table_releases_commerce_created_idx" ON "table_releases" USING btree ("id_comercio","created_at");
--> statement-breakpoint
CREATE TABLE "commerce_busy_mode" (
	"id_comercio" uuid PRIMARY KEY NOT NULL,
	"pausa_hasta" timestamp with time zone,
	"pausa_indefinida" boolean DEFAULT false NOT NULL,
	"minutos_extra" integer DEFAULT 0 NOT NULL,
	"minutos_extra_hasta" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "commerce_busy_mode" ADD CONSTRAINT "commerce_busy_mode_id_comercio_commerces_id_fk" FOREIGN KEY ("id_comercio") REFERENCES "public"."commerces"("id") ON DELETE cascade ON UPDATE no action;
