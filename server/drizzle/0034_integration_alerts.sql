-- Integrations that do what they say (docs/whatsapp.md, docs/integrations.md): the owner's minutes before a
-- printer that stays down is alerted, each desktop PC's last report of its printers' health (one row per
-- commerce, PC and printer slot; the alert pass reads it), and when a delivered or paid order becomes a
-- Loyverse receipt.
ALTER TABLE "whatsapp_settings" ADD COLUMN "minutos_impresora" integer DEFAULT 5 NOT NULL;
--> statement-breakpoint
CREATE TABLE "printer_health" (
	"id_comercio" uuid NOT NULL REFERENCES "commerces"("id") ON DELETE cascade,
	"equipo" text NOT NULL,
	"slot" text NOT NULL,
	"nombre" text NOT NULL,
	"en_linea" boolean NOT NULL,
	"error" text,
	"caida_desde" timestamp with time zone,
	"alerta_de" timestamp with time zone,
	"reportado_at" timestamp with time zone NOT NULL,
	CONSTRAINT "printer_health_pk" PRIMARY KEY ("id_comercio", "equipo", "slot")
);
--> statement-breakpoint
ALTER TABLE "loyverse_states" ADD COLUMN "recibo_cuando" text DEFAULT 'entregado' NOT NULL;
