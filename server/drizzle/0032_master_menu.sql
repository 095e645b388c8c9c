-- Shared menu (docs/master-menu.md): a commerce may follow the menu of another commerce of its account
-- (commerces.menu_maestro_id, null = its own menu). The follower's menu rows are linked copies of the
-- master's (id_maestro = the master row they copy), rewritten by the menu services whenever the master
-- changes; precio_propio marks a price the follower set itself, which that propagation never overwrites.
-- 'agotado' is never propagated: it is always the location's own.
ALTER TABLE "commerces" ADD COLUMN "menu_maestro_id" uuid REFERENCES "commerces"("id") ON DELETE SET NULL;
--> statement-breakpoint
CREATE INDEX "commerces_menu_maestro_idx" ON "commerces" ("menu_maestro_id") WHERE "menu_maestro_id" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "id_maestro" uuid;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "id_maestro" uuid;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "precio_propio" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "product_presentations" ADD COLUMN "id_maestro" uuid;
--> statement-breakpoint
ALTER TABLE "product_presentations" ADD COLUMN "precio_propio" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "extra_groups" ADD COLUMN "id_maestro" uuid;
--> statement-breakpoint
ALTER TABLE "extra_options" ADD COLUMN "id_maestro" uuid;
--> statement-breakpoint
ALTER TABLE "extra_options" ADD COLUMN "precio_propio" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "sections" ADD COLUMN "id_maestro" uuid;
