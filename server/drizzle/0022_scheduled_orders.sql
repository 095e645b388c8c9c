-- Scheduled orders and kitchen capacity (docs/availability.md, «Pedidos programados y capacidad»).
-- The commerce's settings (shared/order-slots.ts, SchedulingSettings), read by order intake from the
-- commerce row it already caches (a change bumps the intake version through commerces_intake_version).
ALTER TABLE "commerces" ADD COLUMN "config_programacion" jsonb DEFAULT '{"programados_activos":true,"dias_adelanto":2,"minutos_preparacion":30,"capacidad_modo":"desactivada","capacidad_por_franja":null}'::jsonb NOT NULL;
--> statement-breakpoint
-- programado_para: the promised time a customer chose (null: «Lo antes posible»).
-- franja: the 15-minute slot the order counts against in the kitchen's capacity (its promised time's slot).
-- fire_at: when a scheduled order rings and prints (promised time − preparation time); fired_at: when the
-- scheduler recorded its new-order event (services/orders/scheduling/scheduler.ts), at most once.
ALTER TABLE "orders" ADD COLUMN "programado_para" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "franja" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fire_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fired_at" timestamp with time zone;
--> statement-breakpoint
-- The scheduler's scan: only orders still waiting are in it.
CREATE INDEX "orders_waiting_fire_idx" ON "orders" USING btree ("fire_at") WHERE "fire_at" IS NOT NULL AND "fired_at" IS NULL;
--> statement-breakpoint
-- Capacity: the orders of one commerce's slot, counted under the commerce row's lock at intake.
CREATE INDEX "orders_commerce_slot_idx" ON "orders" USING btree ("id_comercio", "franja") WHERE "franja" IS NOT NULL AND "deleted_at" IS NULL;
