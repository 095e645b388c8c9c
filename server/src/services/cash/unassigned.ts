// Sales without a shift (docs/counter.md, «Ventas sin turno»): sales that arrived while no cash shift was
// open belong to no cash close. They are the sales (shared definition, as the summary counts them: orders by
// their creation, orders settled at a table by their table payment) in the gap between the last close (at
// most UNASSIGNED_LOOKBACK_MS back) and the open shift's first counted moment, or now when none is open.
// Adding them to the open shift moves its `ventas_desde` back to the first of them, so its summary (and so
// its close) counts them; adding again finds none and changes nothing.
import { and, eq, isNotNull, max, sql } from 'drizzle-orm';
import type { UnassignedSales } from '../../../../shared/counter';
import { fromCents } from '../../../../shared/money';
import { SALE_STATUSES } from '../../../../shared/orders/sales';
import type { DbOrTx } from '../../db/database';
import { cashShifts } from '../../db/schema/counter';
import { rowsOf } from '../reports/filters';

/** Older sales without a shift are the history's, not the cash close's. */
export const UNASSIGNED_LOOKBACK_MS = 24 * 60 * 60_000;

const saleList = sql.join(
  SALE_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/** Where the gap without a shift starts: the last close, at most a day back. */
async function gapStart(db: DbOrTx, commerceId: string, now: Date): Promise<Date> {
  const [last] = await db
    .select({ at: max(cashShifts.cerrado_at) })
    .from(cashShifts)
    .where(and(eq(cashShifts.id_comercio, commerceId), isNotNull(cashShifts.cerrado_at)));
  const floor = new Date(now.getTime() - UNASSIGNED_LOOKBACK_MS);
  return last?.at && last.at > floor ? last.at : floor;
}

/** The sales in [start, end) of the commerce that no shift counts. */
async function salesBetween(db: DbOrTx, commerceId: string, start: Date, end: Date): Promise<UnassignedSales> {
  const from = start.toISOString();
  const to = end.toISOString();
  const [row] = rowsOf<{ pedidos: number; total: string; desde: string | Date | null }>(
    await db.execute(sql`
      WITH own AS (
        SELECT o.total_cents AS cents, 1 AS pedidos, o.created_at AS at
        FROM orders o
        WHERE o.id_comercio = ${commerceId} AND o.deleted_at IS NULL
          AND o.created_at >= ${from}::timestamptz AND o.created_at < ${to}::timestamptz
          AND o.estatus_pedido IN (${saleList}) AND NOT o.es_prueba
          AND NOT EXISTS (SELECT 1 FROM table_payments tp WHERE tp.id_comercio = o.id_comercio AND tp.pedidos ? o.id::text)
      ), tables AS (
        SELECT tp.total_cents AS cents, jsonb_array_length(tp.pedidos) AS pedidos, tp.created_at AS at
        FROM table_payments tp
        WHERE tp.id_comercio = ${commerceId} AND tp.created_at >= ${from}::timestamptz AND tp.created_at < ${to}::timestamptz
      ), every_sale AS (SELECT * FROM own UNION ALL SELECT * FROM tables)
      SELECT coalesce(sum(pedidos), 0)::int AS pedidos, coalesce(sum(cents), 0)::text AS total, min(at) AS desde FROM every_sale`),
  );
  const desde = row?.desde == null ? null : new Date(row.desde).toISOString();
  return { pedidos: Number(row?.pedidos ?? 0), total: fromCents(Number(row?.total ?? 0)), desde };
}

/** The sales without a shift before `countedFrom` (the open shift's first counted moment, or now). */
export async function unassignedSales(db: DbOrTx, commerceId: string, countedFrom: Date, now = new Date()): Promise<UnassignedSales> {
  const start = await gapStart(db, commerceId, now);
  if (start >= countedFrom) return { pedidos: 0, total: 0, desde: null };
  return salesBetween(db, commerceId, start, countedFrom);
}
