-- Several locations (sucursales) under one account (docs/locations.md). A user may use the commerces of
-- user_locations: its own (home) commerce always, further locations of the same account by the owner's
-- grant, each with its own module set (NULL = the user's own set, users.modules). Triggers keep the rows
-- that must always be there: a new user gets its home commerce, a new commerce of an account is granted to
-- the account's owners. Existing users get their home commerce here, so single-commerce accounts keep
-- exactly what they had. A login mints one session per location (same login_id; revoked together); the
-- raw token is kept sealed (db/secrets.ts) so the account details can hand the whole set again.
CREATE TABLE "user_locations" (
	"id_usuario" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"id_comercio" uuid NOT NULL REFERENCES "commerces"("id") ON DELETE cascade,
	"modules" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("id_usuario", "id_comercio")
);
--> statement-breakpoint
CREATE INDEX "user_locations_commerce_idx" ON "user_locations" ("id_comercio");
--> statement-breakpoint
INSERT INTO "user_locations" ("id_usuario", "id_comercio") SELECT "id", "id_comercio" FROM "users";
--> statement-breakpoint
CREATE FUNCTION "user_home_location"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "user_locations" ("id_usuario", "id_comercio") VALUES (NEW."id", NEW."id_comercio") ON CONFLICT DO NOTHING;
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_home_location" AFTER INSERT ON "users" FOR EACH ROW EXECUTE FUNCTION "user_home_location"();
--> statement-breakpoint
CREATE FUNCTION "commerce_owner_locations"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "user_locations" ("id_usuario", "id_comercio")
	SELECT u."id", NEW."id" FROM "users" u JOIN "commerces" c ON c."id" = u."id_comercio"
	WHERE c."account_id" = NEW."account_id" AND u."role" = 'owner'
	ON CONFLICT DO NOTHING;
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "commerces_owner_locations" AFTER INSERT ON "commerces" FOR EACH ROW EXECUTE FUNCTION "commerce_owner_locations"();
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "login_id" uuid;
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "token_sealed" text;
--> statement-breakpoint
CREATE INDEX "sessions_login_idx" ON "sessions" ("login_id");
--> statement-breakpoint
-- The plan's monthly order limit is per account: the month's orders of every location of the commerce's
-- account (each location's row for the month key the order is read in). Intake locks only its own
-- commerce row, so two locations placing the last order at the same instant may pass the limit by one.
CREATE FUNCTION "account_month_orders"(p_commerce uuid, p_month text) RETURNS integer LANGUAGE sql STABLE AS $$
	SELECT coalesce(sum(m.recibidos), 0)::integer
	FROM commerces c JOIN commerces s ON s.account_id = c.account_id
	JOIN order_month_counts m ON m.id_comercio = s.id AND m.mes = p_month
	WHERE c.id = p_commerce
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "intake_take_folio"(p_commerce uuid, p_commerce_version bigint, p_plans_version bigint, p_refuse_paused boolean, p_at timestamptz, p_month text, p_limit integer, p_prefix text)
RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	v_number bigint;
BEGIN
	UPDATE commerces SET ultimo_folio = ultimo_folio + 1 WHERE id = p_commerce RETURNING ultimo_folio INTO v_number;
	IF v_number IS NULL THEN
		RAISE EXCEPTION 'intake:not_found';
	END IF;
	IF coalesce((SELECT version FROM intake_versions WHERE id_comercio = p_commerce), 0) <> p_commerce_version
		OR coalesce((SELECT version FROM intake_versions WHERE id_comercio = '00000000-0000-0000-0000-000000000000'), 0) <> p_plans_version THEN
		RAISE EXCEPTION 'intake:stale';
	END IF;
	IF p_refuse_paused AND EXISTS (
		SELECT 1 FROM commerce_busy_mode b WHERE b.id_comercio = p_commerce AND (b.pausa_indefinida OR b.pausa_hasta > p_at)
	) THEN
		RAISE EXCEPTION 'intake:paused';
	END IF;
	IF p_limit IS NOT NULL AND account_month_orders(p_commerce, p_month) >= p_limit THEN
		RAISE EXCEPTION 'intake:limit';
	END IF;
	RETURN p_prefix || CASE WHEN v_number < 100000 THEN lpad(v_number::text, 6, '0') ELSE v_number::text END;
END $$;
--> statement-breakpoint
-- Live sockets follow a change of access at every location it touches (docs/security.md, "Sessions end
-- everywhere at once"): a grant's module set, and a user's own set or status at the user's other locations
-- (0007's trigger announces the home commerce).
CREATE FUNCTION "announce_location_access_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	location uuid;
BEGIN
	IF TG_TABLE_NAME = 'user_locations' THEN
		PERFORM pg_notify('panel_events', json_build_object('eventId', 'accessChanged', 'channel', 'panel_access', 'commerceId', NEW.id_comercio::text)::text);
	ELSE
		FOR location IN SELECT id_comercio FROM user_locations WHERE id_usuario = NEW.id AND id_comercio <> NEW.id_comercio LOOP
			PERFORM pg_notify('panel_events', json_build_object('eventId', 'accessChanged', 'channel', 'panel_access', 'commerceId', location::text)::text);
		END LOOP;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "user_locations_announce_access_change" AFTER UPDATE OF "modules" ON "user_locations"
	FOR EACH ROW WHEN (OLD.modules IS DISTINCT FROM NEW.modules) EXECUTE FUNCTION "announce_location_access_change"();
--> statement-breakpoint
CREATE TRIGGER "users_announce_location_access_change" AFTER UPDATE OF "modules", "status" ON "users"
	FOR EACH ROW WHEN (OLD.modules IS DISTINCT FROM NEW.modules OR OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION "announce_location_access_change"();
