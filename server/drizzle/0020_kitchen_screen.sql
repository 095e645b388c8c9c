-- The kitchen screen (docs/kitchen.md, «Pantalla de cocina»): the server owns what each station has
-- bumped, so every kitchen screen agrees and a reload or a reconnect keeps it. One row per line and
-- station; `lote` groups the rows of one tap (what «Deshacer» recalls) and `vista` names the screen's
-- view the tap came from (a station id, 'cocina' without stations, or 'todas').
CREATE TABLE "kitchen_bumps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_comercio" uuid NOT NULL,
	"id_pedido" uuid NOT NULL,
	"id_linea" uuid NOT NULL,
	"estacion" text NOT NULL,
	"vista" text NOT NULL,
	"lote" uuid NOT NULL,
	"bumped_at" timestamp with time zone DEFAULT now() NOT NULL,
	"bumped_by" uuid
);
--> statement-breakpoint
ALTER TABLE "kitchen_bumps" ADD CONSTRAINT "kitchen_bumps_id_comercio_commerces_id_fk" FOREIGN KEY ("id_comercio") REFERENCES "public"."commerces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_bumps" ADD CONSTRAINT "kitchen_bumps_id_pedido_orders_id_fk" FOREIGN KEY ("id_pedido") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_bumps" ADD CONSTRAINT "kitchen_bumps_id_linea_order_lines_id_fk" FOREIGN KEY ("id_linea") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_bumps" ADD CONSTRAINT "kitchen_bumps_bumped_by_users_id_fk" FOREIGN KEY ("bumped_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kitchen_bumps_line_station_unique" ON "kitchen_bumps" USING btree ("id_linea","estacion");--> statement-breakpoint
CREATE INDEX "kitchen_bumps_order_idx" ON "kitchen_bumps" USING btree ("id_pedido");--> statement-breakpoint
CREATE INDEX "kitchen_bumps_commerce_view_idx" ON "kitchen_bumps" USING btree ("id_comercio","vista","bumped_at");--> statement-breakpoint
-- An order every station has bumped («Listo» on the board and on the customer's status page).
CREATE TABLE "kitchen_ready" (
	"id_pedido" uuid PRIMARY KEY NOT NULL,
	"id_comercio" uuid NOT NULL,
	"listo_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kitchen_ready" ADD CONSTRAINT "kitchen_ready_id_pedido_orders_id_fk" FOREIGN KEY ("id_pedido") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_ready" ADD CONSTRAINT "kitchen_ready_id_comercio_commerces_id_fk" FOREIGN KEY ("id_comercio") REFERENCES "public"."commerces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kitchen_ready_commerce_idx" ON "kitchen_ready" USING btree ("id_comercio");--> statement-breakpoint
-- Module COCINA: every plan but the free one holds it (the seed writes the same at start). Staff who could
-- already move orders along (HISTORIAL edit) may see and bump the kitchen screen too.
UPDATE "plans" SET "modulos" = "modulos" || '[{"id":"COCINA","permisos":["list","create","order","edit","delete"]}]'::jsonb
	WHERE "id" <> 'FREEMIUM' AND NOT ("modulos" @> '[{"id":"COCINA"}]'::jsonb);--> statement-breakpoint
UPDATE "users" SET "modules" = "modules" || '[{"id":"COCINA","permisos":["list","edit"]}]'::jsonb
	WHERE "modules" IS NOT NULL AND jsonb_typeof("modules") = 'array' AND NOT ("modules" @> '[{"id":"COCINA"}]'::jsonb)
	AND "modules" @> '[{"id":"HISTORIAL","permisos":["edit"]}]'::jsonb;
