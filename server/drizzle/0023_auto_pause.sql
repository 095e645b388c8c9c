-- A store nobody is watching pauses itself (docs/availability.md, "Pausa automática"): when each counter
-- device of a commerce was last seen, written by whichever server instance holds its connection, and the
-- rule's settings with the current pause, claimed and released with conditional updates.
CREATE TABLE "counter_presence" (
	"id_comercio" uuid NOT NULL REFERENCES "commerces"("id") ON DELETE cascade,
	"dispositivo" text NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	PRIMARY KEY ("id_comercio", "dispositivo")
);
--> statement-breakpoint
CREATE TABLE "commerce_auto_pause" (
	"id_comercio" uuid PRIMARY KEY NOT NULL REFERENCES "commerces"("id") ON DELETE cascade,
	"activo" boolean DEFAULT true NOT NULL,
	"minutos_sin_dispositivo" integer DEFAULT 5 NOT NULL,
	"pedidos_sin_aceptar" integer DEFAULT 3 NOT NULL,
	"minutos_sin_aceptar" integer DEFAULT 8 NOT NULL,
	"ajustes_at" timestamp with time zone,
	"pausado_at" timestamp with time zone,
	"motivo" text,
	"detalle" text,
	"alerta_at" timestamp with time zone,
	"reconocido_at" timestamp with time zone,
	"reconocido_por" uuid,
	"reanudado_at" timestamp with time zone
);
