-- Sessions that really end (docs/security.md): whatever ends a login session or changes what a commerce's
-- users may do announces it on the live channel's NOTIFY path, so every server instance closes the
-- affected websockets at once, whichever code path (or plain SQL) made the change. The payloads use the
-- 'panel_access' pseudo-channel, which no socket may subscribe to; server/src/live/revocation.ts acts on them.

-- A session revoked or deleted (logout, password change or reset, user disabled or deleted).
CREATE FUNCTION "announce_session_end"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	ended sessions%ROWTYPE;
BEGIN
	IF TG_OP = 'DELETE' THEN ended := OLD; ELSE ended := NEW; END IF;
	PERFORM pg_notify('panel_events', json_build_object('eventId', 'sessionEnded', 'channel', 'panel_access', 'sessionId', ended.id::text, 'commerceId', ended.id_comercio::text)::text);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sessions_announce_revocation" AFTER UPDATE OF "revoked_at" ON "sessions"
	FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL) EXECUTE FUNCTION "announce_session_end"();
--> statement-breakpoint
CREATE TRIGGER "sessions_announce_deletion" AFTER DELETE ON "sessions"
	FOR EACH ROW WHEN (OLD.revoked_at IS NULL) EXECUTE FUNCTION "announce_session_end"();
--> statement-breakpoint
-- What a commerce's sessions may do changed: its plan, a user's modules or status. commerceId null (a
-- plan's module list changed) means every commerce.
CREATE FUNCTION "announce_access_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	commerce text;
BEGIN
	IF TG_TABLE_NAME = 'commerces' THEN commerce := NEW.id::text;
	ELSIF TG_TABLE_NAME = 'users' THEN commerce := NEW.id_comercio::text;
	ELSE commerce := NULL;
	END IF;
	PERFORM pg_notify('panel_events', json_build_object('eventId', 'accessChanged', 'channel', 'panel_access', 'commerceId', commerce)::text);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "commerces_announce_plan_change" AFTER UPDATE OF "tipo_plan" ON "commerces"
	FOR EACH ROW WHEN (OLD.tipo_plan IS DISTINCT FROM NEW.tipo_plan) EXECUTE FUNCTION "announce_access_change"();
--> statement-breakpoint
CREATE TRIGGER "users_announce_access_change" AFTER UPDATE OF "modules", "status" ON "users"
	FOR EACH ROW WHEN (OLD.modules IS DISTINCT FROM NEW.modules OR OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION "announce_access_change"();
--> statement-breakpoint
CREATE TRIGGER "plans_announce_access_change" AFTER UPDATE OF "modulos" ON "plans"
	FOR EACH ROW WHEN (OLD.modulos IS DISTINCT FROM NEW.modulos) EXECUTE FUNCTION "announce_access_change"();
