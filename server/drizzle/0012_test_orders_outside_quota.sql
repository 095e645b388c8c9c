-- A test order ("Hacer un pedido de prueba", orders.es_prueba) is not a sale and does not use the month's
-- order quota: the per-month count (migration 0005) leaves it out, on insert and on a time-zone recount.
CREATE OR REPLACE FUNCTION "count_orders_per_month"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO order_month_counts (id_comercio, mes, recibidos)
	SELECT i.id_comercio, to_char(i.created_at AT TIME ZONE c.zona_horaria, 'YYYY-MM'), count(*)
	FROM inserted_orders i JOIN commerces c ON c.id = i.id_comercio
	WHERE NOT i.es_prueba
	GROUP BY 1, 2
	ON CONFLICT (id_comercio, mes) DO UPDATE SET recibidos = order_month_counts.recibidos + excluded.recibidos;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "recount_orders_per_month"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM order_month_counts WHERE id_comercio = NEW.id;
	INSERT INTO order_month_counts (id_comercio, mes, recibidos)
	SELECT o.id_comercio, to_char(o.created_at AT TIME ZONE NEW.zona_horaria, 'YYYY-MM'), count(*)
	FROM orders o WHERE o.id_comercio = NEW.id AND NOT o.es_prueba
	GROUP BY 1, 2;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- Test orders placed before this release gave their month one count too many.
UPDATE "order_month_counts" m SET "recibidos" = greatest(0, m."recibidos" - t.pruebas)
FROM (
	SELECT o.id_comercio, to_char(o.created_at AT TIME ZONE c.zona_horaria, 'YYYY-MM') AS mes, count(*) AS pruebas
	FROM orders o JOIN commerces c ON c.id = o.id_comercio
	WHERE o.es_prueba
	GROUP BY 1, 2
) t
WHERE m."id_comercio" = t.id_comercio AND m."mes" = t.mes;
