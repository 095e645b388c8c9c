-- Automatic WhatsApp messages (docs/whatsapp.md): the owner's settings per commerce (steps, texts, alerts, the
-- token Green-API sends with incoming messages) and the customers who asked for no more messages. The messages
-- themselves are outbox jobs (0024).
CREATE TABLE "whatsapp_settings" (
	"id_comercio" uuid PRIMARY KEY NOT NULL REFERENCES "commerces"("id") ON DELETE cascade,
	"pasos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"plantillas" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"alertas_dueno" boolean DEFAULT false NOT NULL,
	"telefono_alertas" text DEFAULT '' NOT NULL,
	"minutos_sin_aceptar" integer DEFAULT 10 NOT NULL,
	"origen_publico" text,
	"entrante_token" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_opt_outs" (
	"id_comercio" uuid NOT NULL REFERENCES "commerces"("id") ON DELETE cascade,
	"telefono" text NOT NULL,
	"origen" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("id_comercio", "telefono")
);
