-- Searches ignore accents and case (docs/board.md, "Finding an order"): «alvarez» finds «Álvarez». One
-- IMMUTABLE fold, used both in the trigram indexes' expressions and on the searched text, so the planner
-- still narrows by index. translate() before lower(): lower() of a C-locale database leaves «Á» as it is.
CREATE FUNCTION "search_fold"(p_text text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
	SELECT lower(translate(p_text,
		'ÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇÝáàâäãåéèêëíìîïóòôöõúùûüñçýÿ',
		'AAAAAAEEEEIIIIOOOOOUUUUNCYaaaaaaeeeeiiiiooooouuuuncyy'))
$$;
--> statement-breakpoint
DROP INDEX IF EXISTS "orders_search_trgm_idx";
--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin ((search_fold("folio" || ' ' || "nombre" || ' ' || "numero_celular")) gin_trgm_ops)
	WHERE "deleted_at" IS NULL;
--> statement-breakpoint
DROP INDEX IF EXISTS "customers_search_trgm_idx";
--> statement-breakpoint
CREATE INDEX "customers_search_trgm_idx" ON "customers" USING gin ((search_fold("nombre" || ' ' || "country_code" || "numero_celular")) gin_trgm_ops);
