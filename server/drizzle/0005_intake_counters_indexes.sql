-- Server speed (docs/scaling.md): monthly order counter as a row, intake cache versions, shared rate
-- limits, and indexes that match the hot queries' filters.

-- Orders received per commerce and local calendar month (the plan's monthly limit reads one row instead
-- of counting orders). Kept by a statement trigger, so every writer (intake, seeds, imports) counts.
CREATE TABLE "order_month_counts" (
	"id_comercio" uuid NOT NULL REFERENCES "commerces"("id") ON DELETE cascade,
	"mes" text NOT NULL,
	"recibidos" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_month_counts_pk" PRIMARY KEY ("id_comercio", "mes")
);
--> statement-breakpoint
CREATE FUNCTION "count_orders_per_month"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO order_month_counts (id_comercio, mes, recibidos)
	SELECT i.id_comercio, to_char(i.created_at AT TIME ZONE c.zona_horaria, 'YYYY-MM'), count(*)
	FROM inserted_orders i JOIN commerces c ON c.id = i.id_comercio
	GROUP BY 1, 2
	ON CONFLICT (id_comercio, mes) DO UPDATE SET recibidos = order_month_counts.recibidos + excluded.recibidos;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_count_per_month" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS inserted_orders
	FOR EACH STATEMENT EXECUTE FUNCTION "count_orders_per_month"();
--> statement-breakpoint
INSERT INTO "order_month_counts" ("id_comercio", "mes", "recibidos")
SELECT o.id_comercio, to_char(o.created_at AT TIME ZONE c.zona_horaria, 'YYYY-MM'), count(*)
FROM orders o JOIN commerces c ON c.id = o.id_comercio
GROUP BY 1, 2;
--> statement-breakpoint
-- A new time zone moves month boundaries: count the commerce's orders again (rare; the UPDATE holds the
-- commerce row, so no order is taken meanwhile).
CREATE FUNCTION "recount_orders_per_month"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM order_month_counts WHERE id_comercio = NEW.id;
	INSERT INTO order_month_counts (id_comercio, mes, recibidos)
	SELECT o.id_comercio, to_char(o.created_at AT TIME ZONE NEW.zona_horaria, 'YYYY-MM'), count(*)
	FROM orders o WHERE o.id_comercio = NEW.id
	GROUP BY 1, 2;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "commerces_zone_recount" AFTER UPDATE OF "zona_horaria" ON "commerces" FOR EACH ROW
	WHEN (OLD.zona_horaria IS DISTINCT FROM NEW.zona_horaria)
	EXECUTE FUNCTION "recount_orders_per_month"();
--> statement-breakpoint

-- Intake cache versions: each change to what order intake reads (commerce settings, plan, menu) bumps the
-- commerce's version and NOTIFYs 'intake_cache' so every instance drops its copy; intake also compares
-- the version inside its transaction, so a late notification never lets a stale menu price an order.
-- The all-zero id holds the version of the plans table (shared by every commerce).
CREATE TABLE "intake_versions" (
	"id_comercio" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "bump_intake_version"(commerce uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO intake_versions (id_comercio, version) VALUES (commerce, 1)
	ON CONFLICT (id_comercio) DO UPDATE SET version = intake_versions.version + 1;
	PERFORM pg_notify('intake_cache', commerce::text);
END $$;
--> statement-breakpoint
CREATE FUNCTION "menu_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		PERFORM bump_intake_version(OLD.id_comercio);
	ELSE
		PERFORM bump_intake_version(NEW.id_comercio);
		IF TG_OP = 'UPDATE' AND OLD.id_comercio IS DISTINCT FROM NEW.id_comercio THEN PERFORM bump_intake_version(OLD.id_comercio); END IF;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "categories_intake_version" AFTER INSERT OR UPDATE OR DELETE ON "categories" FOR EACH ROW EXECUTE FUNCTION "menu_changed"();
--> statement-breakpoint
CREATE TRIGGER "products_intake_version" AFTER INSERT OR UPDATE OR DELETE ON "products" FOR EACH ROW EXECUTE FUNCTION "menu_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_presentations_intake_version" AFTER INSERT OR UPDATE OR DELETE ON "product_presentations" FOR EACH ROW EXECUTE FUNCTION "menu_changed"();
--> statement-breakpoint
CREATE TRIGGER "extra_groups_intake_version" AFTER INSERT OR UPDATE OR DELETE ON "extra_groups" FOR EACH ROW EXECUTE FUNCTION "menu_changed"();
--> statement-breakpoint
CREATE TRIGGER "extra_options_intake_version" AFTER INSERT OR UPDATE OR DELETE ON "extra_options" FOR EACH ROW EXECUTE FUNCTION "menu_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_extra_groups_intake_version" AFTER INSERT OR UPDATE OR DELETE ON "product_extra_groups" FOR EACH ROW EXECUTE FUNCTION "menu_changed"();
--> statement-breakpoint
CREATE TRIGGER "sections_intake_version" AFTER INSERT OR UPDATE OR DELETE ON "sections" FOR EACH ROW EXECUTE FUNCTION "menu_changed"();
--> statement-breakpoint
CREATE FUNCTION "commerce_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM bump_intake_version(OLD.id);
	RETURN NULL;
END $$;
--> statement-breakpoint
-- The folio counter moves with every order; only other changes concern the cache.
CREATE TRIGGER "commerces_intake_version" AFTER UPDATE ON "commerces" FOR EACH ROW
	WHEN ((to_jsonb(OLD) - 'ultimo_folio' - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'ultimo_folio' - 'updated_at'))
	EXECUTE FUNCTION "commerce_changed"();
--> statement-breakpoint
CREATE TRIGGER "commerces_deleted_intake_version" AFTER DELETE ON "commerces" FOR EACH ROW EXECUTE FUNCTION "commerce_changed"();
--> statement-breakpoint
CREATE FUNCTION "account_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE commerce uuid;
BEGIN
	FOR commerce IN SELECT id FROM commerces WHERE account_id = NEW.id LOOP
		PERFORM bump_intake_version(commerce);
	END LOOP;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "accounts_intake_version" AFTER UPDATE ON "accounts" FOR EACH ROW
	WHEN ((to_jsonb(OLD) - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'updated_at'))
	EXECUTE FUNCTION "account_changed"();
--> statement-breakpoint
CREATE FUNCTION "plans_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM bump_intake_version('00000000-0000-0000-0000-000000000000'::uuid);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "plans_intake_version" AFTER INSERT OR UPDATE OR DELETE ON "plans" FOR EACH STATEMENT EXECUTE FUNCTION "plans_changed"();
--> statement-breakpoint

-- Attempt limits (login, verification codes) shared by every server instance: one row per key and window.
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"attempts" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limits_window_idx" ON "rate_limits" USING btree ("window_start");
--> statement-breakpoint

-- Orders in process (panel home, polled and refetched after every reconnect): only active states.
CREATE INDEX "orders_in_process_idx" ON "orders" USING btree ("id_comercio", "created_at" DESC)
	WHERE "deleted_at" IS NULL AND "estatus_pedido" IN ('pending', 'accepted', 'arrived_at_pickup', 'on_the_way', 'arrived_at_delivery', 'ready_to_pick_up');
--> statement-breakpoint
-- History pages (newest first) and their counts; the filter columns ride along so counts need no heap.
CREATE INDEX "orders_history_idx" ON "orders" USING btree ("id_comercio", "created_at" DESC, "folio" DESC)
	INCLUDE ("estatus_pedido", "metodo_entrega", "metodo_pago") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
-- Customers list: orders, spending and last order per customer without reading order rows.
CREATE INDEX "orders_customer_totals_idx" ON "orders" USING btree ("id_comercio", "id_cliente")
	INCLUDE ("total_cents", "estatus_pedido", "created_at") WHERE "deleted_at" IS NULL;
