-- Kitchen stations (docs/kitchen.md): what each station prepares, defined once per commerce so every
-- printer slot and kitchen screen routes the same lines to the same station.
CREATE TABLE "kitchen_stations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_comercio" uuid NOT NULL,
	"nombre" text NOT NULL,
	"categorias" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"productos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kitchen_stations" ADD CONSTRAINT "kitchen_stations_id_comercio_commerces_id_fk" FOREIGN KEY ("id_comercio") REFERENCES "public"."commerces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kitchen_stations_commerce_idx" ON "kitchen_stations" USING btree ("id_comercio","orden");
