-- Special days (docs/availability.md): holidays and one-off closures, or one-off openings with their own hours,
-- on a local date of the commerce. They override the weekly schedule (commerces.horarios) for that date.
CREATE TABLE IF NOT EXISTS "special_days" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_comercio" uuid NOT NULL REFERENCES "commerces"("id") ON DELETE CASCADE,
	"fecha" date NOT NULL,
	"cerrado" boolean NOT NULL,
	"horario_apertura" text,
	"horario_cierre" text,
	"motivo" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "special_days_commerce_date_idx" ON "special_days" ("id_comercio", "fecha");
--> statement-breakpoint
-- A test order placed from Configuración inicial ("Hacer un pedido de prueba"): it prints like any order
-- but is not a sale (statistics, reports, cash close and customers leave it out).
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "es_prueba" boolean DEFAULT false NOT NULL;
