-- The plan's monthly order limit is per account (0031): intake reads the account's count of the month under a
-- lock of the account, taken only when a limit applies, so two locations taking the account's last order at
-- the same instant queue instead of both passing. A transaction-scoped advisory lock: released at commit or
-- rollback, never a row other statements wait on. The count is read by a later statement (or, in
-- intake_take_folio, a later query of a VOLATILE function), so it sees what the previous holder committed.
CREATE FUNCTION "lock_account_quota"(p_commerce uuid) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
BEGIN
	PERFORM pg_advisory_xact_lock(hashtextextended('account_quota:' || c.account_id::text, 0)) FROM commerces c WHERE c.id = p_commerce;
	RETURN FOUND;
END $$;
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
	IF p_limit IS NOT NULL THEN
		PERFORM lock_account_quota(p_commerce);
		IF account_month_orders(p_commerce, p_month) >= p_limit THEN
			RAISE EXCEPTION 'intake:limit';
		END IF;
	END IF;
	RETURN p_prefix || CASE WHEN v_number < 100000 THEN lpad(v_number::text, 6, '0') ELSE v_number::text END;
END $$;
