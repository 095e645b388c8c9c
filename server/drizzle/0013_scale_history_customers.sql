-- Queries at a million orders per commerce (docs/scaling.md).
-- 1. The history index also carries the order id, the total and the test flag: a page's ids (and a deep
--    OFFSET) come from the index alone, the page's rows are then read by primary key; the statistics'
--    counts and sums by status, delivery type, payment method, day and hour are index-only too.
DROP INDEX IF EXISTS "orders_history_idx";
--> statement-breakpoint
CREATE INDEX "orders_history_idx" ON "orders" USING btree ("id_comercio", "created_at" DESC, "folio" DESC)
	INCLUDE ("id", "estatus_pedido", "metodo_entrega", "metodo_pago", "total_cents", "es_prueba") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
-- 2. Each customer's order count, spend and last order are kept on its row, so the customers list sorts
--    and pages on an index instead of aggregating every order of the commerce on each read. Same
--    definitions as before: every order not deleted counts and sets the last order; spend sums the sales
--    (shared/orders/sales.ts: not pending, rejected or canceled) that are not test orders.
ALTER TABLE "customers" ADD COLUMN "total_pedidos" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "total_gastado_cents" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "ultimo_pedido" timestamp with time zone;
--> statement-breakpoint
CREATE FUNCTION "order_is_sale"(estatus text, es_prueba boolean) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
	SELECT NOT es_prueba AND estatus NOT IN ('pending', 'rejected', 'canceled')
$$;
--> statement-breakpoint
-- Recount of some customers from their orders (updates, deletes, the backfill below).
CREATE FUNCTION "recount_customer_totals"(ids uuid[]) RETURNS void LANGUAGE sql AS $$
	UPDATE customers c SET
		total_pedidos = coalesce(t.n, 0),
		total_gastado_cents = coalesce(t.spent, 0),
		ultimo_pedido = t.last
	FROM (SELECT id FROM unnest(ids) AS id) AS wanted
	LEFT JOIN LATERAL (
		SELECT count(*)::int AS n, sum(o.total_cents) FILTER (WHERE order_is_sale(o.estatus_pedido, o.es_prueba)) AS spent, max(o.created_at) AS last
		FROM orders o WHERE o.id_cliente = wanted.id AND o.deleted_at IS NULL
	) AS t ON true
	WHERE c.id = wanted.id
$$;
--> statement-breakpoint
-- New orders add to their customers (one statement, however many orders it inserts).
CREATE FUNCTION "add_orders_to_customers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE customers c SET
		total_pedidos = c.total_pedidos + d.n,
		total_gastado_cents = c.total_gastado_cents + d.spent,
		ultimo_pedido = greatest(c.ultimo_pedido, d.last)
	FROM (
		SELECT i.id_cliente, count(*)::int AS n,
		       coalesce(sum(i.total_cents) FILTER (WHERE order_is_sale(i.estatus_pedido, i.es_prueba)), 0) AS spent,
		       max(i.created_at) AS last
		FROM inserted_orders i WHERE i.id_cliente IS NOT NULL AND i.deleted_at IS NULL GROUP BY 1
	) AS d
	WHERE c.id = d.id_cliente;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_add_to_customers" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS inserted_orders
	FOR EACH STATEMENT EXECUTE FUNCTION "add_orders_to_customers"();
--> statement-breakpoint
-- A change that moves a figure (status, total, test flag, deletion, customer) recounts the customers
-- involved; other updates (printing, rider, table) do not fire it.
CREATE FUNCTION "recount_updated_order_customers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM recount_customer_totals(array_remove(ARRAY[OLD.id_cliente, NEW.id_cliente], NULL));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_recount_customers" AFTER UPDATE ON "orders" FOR EACH ROW
	WHEN ((OLD.id_cliente, OLD.estatus_pedido, OLD.total_cents, OLD.es_prueba, OLD.deleted_at, OLD.created_at)
		IS DISTINCT FROM (NEW.id_cliente, NEW.estatus_pedido, NEW.total_cents, NEW.es_prueba, NEW.deleted_at, NEW.created_at))
	EXECUTE FUNCTION "recount_updated_order_customers"();
--> statement-breakpoint
-- Deleted rows (a commerce removed with all its orders is one statement): one recount per customer.
CREATE FUNCTION "recount_deleted_order_customers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM recount_customer_totals(ARRAY(SELECT DISTINCT d.id_cliente FROM deleted_orders d WHERE d.id_cliente IS NOT NULL));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_deleted_recount_customers" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS deleted_orders
	FOR EACH STATEMENT EXECUTE FUNCTION "recount_deleted_order_customers"();
--> statement-breakpoint
-- The orders already there.
SELECT recount_customer_totals(ARRAY(SELECT DISTINCT o.id_cliente FROM orders o WHERE o.id_cliente IS NOT NULL));
--> statement-breakpoint
CREATE INDEX "customers_last_order_idx" ON "customers" USING btree ("id_comercio", "ultimo_pedido" DESC NULLS LAST, "nombre");
--> statement-breakpoint
CREATE INDEX "customers_spent_idx" ON "customers" USING btree ("id_comercio", "total_gastado_cents" DESC, "nombre");
--> statement-breakpoint
CREATE INDEX "customers_orders_idx" ON "customers" USING btree ("id_comercio", "total_pedidos" DESC, "nombre");
