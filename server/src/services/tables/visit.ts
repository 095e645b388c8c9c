// Which orders belong to a table's open visit — the one definition the floor view, the bill, the
// payment and the release all use (docs/counter.md). An order is on a table when it was placed from the
// table's QR (self_service.table_uuid), or keyed in as "comer aquí" with the table number and no QR.
// It stays on the table until the visit is closed (mesa_cerrada_at), unless it was rejected or canceled;
// a numbered eat-in order already delivered and paid is done and no longer holds the table.
import { and, eq, isNotNull, isNull, not, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { orders } from '../../db/schema/orders';
import { restaurantTables } from '../../db/schema/tables';
import { isUuid } from '../orders/menu';
import { ORDER_MSG, OrderRefusal } from '../orders/errors';

export type TableRow = typeof restaurantTables.$inferSelect;

export function openVisitOrders(commerceId: string): SQL {
  return and(
    eq(orders.id_comercio, commerceId),
    isNull(orders.deleted_at),
    isNull(orders.mesa_cerrada_at),
    notInArray(orders.estatus_pedido, ['rejected', 'canceled']),
    or(
      sql`${orders.self_service} IS NOT NULL`,
      and(
        eq(orders.metodo_entrega, 'inRestaurant'),
        isNotNull(orders.numero_mesa),
        not(and(eq(orders.estatus_pedido, 'delivered'), eq(orders.estatus_pago, 'pagado'))!),
      ),
    ),
  )!;
}

/** Grouping key of an open order: the QR table's uuid, or 'n:<numero>' for a numbered eat-in order. */
export const tableKey = sql<string>`coalesce(${orders.self_service}->>'table_uuid', 'n:' || ${orders.numero_mesa}::text)`;

export function openTableOrders(commerceId: string, table: Pick<TableRow, 'uuid' | 'numero'>): SQL {
  return and(
    openVisitOrders(commerceId),
    or(sql`${orders.self_service}->>'table_uuid' = ${table.uuid}`, and(sql`${orders.self_service} IS NULL`, eq(orders.numero_mesa, table.numero))),
  )!;
}

export function tableNotFound(): OrderRefusal {
  return new OrderRefusal(404, 'TABLE_NOT_FOUND', ORDER_MSG.tableNotFound);
}

export async function findTable(db: DbOrTx, commerceId: string, tableUuid: string): Promise<TableRow> {
  if (!isUuid(tableUuid)) throw tableNotFound();
  const [table] = await db
    .select()
    .from(restaurantTables)
    .where(and(eq(restaurantTables.id_comercio, commerceId), eq(restaurantTables.uuid, tableUuid)));
  if (!table) throw tableNotFound();
  return table;
}
