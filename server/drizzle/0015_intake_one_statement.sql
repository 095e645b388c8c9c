-- Order intake in one autocommit statement for the common order (no coupon, no table, not born accepted;
-- docs/scaling.md): the statement calls this function first. It takes the next folio — which locks the
-- commerce row, serialising the commerce's intake — and then, each check a statement of its own and so with
-- a snapshot taken after the lock was granted (READ COMMITTED), refuses by raising, which undoes the whole
-- statement (folio included):
--   'intake:stale'  the commerce's or the plans' intake version is not the one the order was priced from;
--   'intake:paused' online orders are paused (busy mode; the same rule as busyModeFromRow's `pausado`);
--   'intake:limit'  the month's order count reached the plan's limit (null = no limit).
-- It answers the order's folio text: the trimmed prefix and '-' (as intake passes it, '' for none) and the
-- number padded to 6 digits (folioOf in intake.ts).
CREATE FUNCTION "intake_take_folio"(p_commerce uuid, p_commerce_version bigint, p_plans_version bigint, p_refuse_paused boolean, p_at timestamptz, p_month text, p_limit integer, p_prefix text)
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
	IF p_limit IS NOT NULL AND coalesce((SELECT recibidos FROM order_month_counts WHERE id_comercio = p_commerce AND mes = p_month), 0) >= p_limit THEN
		RAISE EXCEPTION 'intake:limit';
	END IF;
	RETURN p_prefix || CASE WHEN v_number < 100000 THEN lpad(v_number::text, 6, '0') ELSE v_number::text END;
END $$;
