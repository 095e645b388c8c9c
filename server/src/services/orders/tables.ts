// Self-service tables (SPEC §4): list with open orders, the orders of a table, closing a table
// (every open order of it delivered and paid with the chosen method) and the forced status change.
import { and, asc, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { PaymentMethod } from '../../../../shared/constants';
import type { TableStatus } from '../../../../shared/types/menu';
import type { Order } from '../../../../shared/types/order';
import type { Db, DbOrTx } from '../../db/database';
import { orders } from '../../db/schema/orders';
import { restaurantTables } from '../../db/schema/tables';
import { publishEvent } from '../../live/publisher';
import { ORDER_MSG, OrderRefusal } from './errors';
import { isUuid } from './menu';
import { toWireOrder } from './serialize';

export interface TableSummary {
  uuid: string;
  numero: number;
  status: TableStatus;
  pedidos_abiertos: number;
}

/** Orders of the table's current visit: the visit not closed yet, not rejected or canceled. */
function openVisitOrders(commerceId: string) {
  return and(
    eq(orders.id_comercio, commerceId),
    sql`${orders.self_service} IS NOT NULL`,
    isNull(orders.mesa_cerrada_at),
    notInArray(orders.estatus_pedido, ['rejected', 'canceled']),
    isNull(orders.deleted_at),
  );
}

function openTableOrders(commerceId: string, tableUuid: string) {
  return and(openVisitOrders(commerceId), sql`${orders.self_service}->>'table_uuid' = ${tableUuid}`);
}

function tableNotFound(): OrderRefusal {
  return new OrderRefusal(404, 'TABLE_NOT_FOUND', ORDER_MSG.tableNotFound);
}

export async function listTables(db: DbOrTx, commerceId: string): Promise<TableSummary[]> {
  const tables = await db.select().from(restaurantTables).where(eq(restaurantTables.id_comercio, commerceId)).orderBy(asc(restaurantTables.numero));
  const counts = await db
    .select({ table: sql<string>`${orders.self_service}->>'table_uuid'`, n: sql<number>`count(*)::int` })
    .from(orders)
    .where(openVisitOrders(commerceId))
    .groupBy(sql`${orders.self_service}->>'table_uuid'`);
  const byTable = new Map(counts.map((row) => [row.table, Number(row.n)]));
  return tables.map((t) => ({ uuid: t.uuid, numero: t.numero, status: t.status, pedidos_abiertos: byTable.get(t.uuid) ?? 0 }));
}

async function findTable(db: DbOrTx, commerceId: string, tableUuid: string) {
  if (!isUuid(tableUuid)) throw tableNotFound();
  const [table] = await db
    .select()
    .from(restaurantTables)
    .where(and(eq(restaurantTables.id_comercio, commerceId), eq(restaurantTables.uuid, tableUuid)));
  if (!table) throw tableNotFound();
  return table;
}

export async function tableOrders(db: DbOrTx, commerceId: string, tableUuid: string): Promise<Order[]> {
  await findTable(db, commerceId, tableUuid);
  const rows = await db.select().from(orders).where(openTableOrders(commerceId, tableUuid)).orderBy(desc(orders.created_at));
  return rows.map(toWireOrder);
}

export interface ClosedTable {
  table: { uuid: string; numero: number; status: TableStatus };
  pedidos: Order[];
}

/**
 * Marks every order of the table's visit delivered (and paid with `paymentMethod` when given) and ends the
 * visit, then closes the table: status 'c', or 'a' (available) when forced. Each order that changes status
 * publishes changeOrderStatus in the same transaction.
 */
export async function closeTable(db: Db, commerceId: string, tableUuid: string, paymentMethod: PaymentMethod | null, force: boolean): Promise<ClosedTable> {
  const table = await findTable(db, commerceId, tableUuid);
  return db.transaction(async (tx) => {
    const open = await tx.select({ id: orders.id, status: orders.estatus_pedido }).from(orders).where(openTableOrders(commerceId, table.uuid)).for('update');
    const ids = open.map((o) => o.id);
    let updated: Order[] = [];
    if (ids.length > 0) {
      const rows = await tx
        .update(orders)
        .set({
          estatus_pedido: 'delivered',
          estatus: 'delivered',
          mesa_cerrada_at: new Date(),
          ...(paymentMethod ? { metodo_pago: paymentMethod, estatus_pago: 'pagado' as const } : {}),
          updated_at: new Date(),
        })
        .where(inArray(orders.id, ids))
        .returning();
      updated = rows.map(toWireOrder);
      for (const order of open) {
        if (order.status !== 'delivered') await publishEvent(tx, commerceId, 'changeOrderStatus', { orderId: order.id, status: 'delivered' });
      }
    }
    const status: TableStatus = force ? 'a' : 'c';
    const [closed] = await tx.update(restaurantTables).set({ status }).where(eq(restaurantTables.uuid, table.uuid)).returning();
    return { table: { uuid: closed!.uuid, numero: closed!.numero, status: closed!.status }, pedidos: updated };
  });
}

/** Status 'a' is the forced close: the visit's orders are delivered (no payment recorded) and the table freed. */
export async function setTableStatus(db: Db, commerceId: string, tableUuid: string, status: TableStatus): Promise<{ uuid: string; numero: number; status: TableStatus }> {
  if (status === 'a') return (await closeTable(db, commerceId, tableUuid, null, true)).table;
  const table = await findTable(db, commerceId, tableUuid);
  const [row] = await db.update(restaurantTables).set({ status }).where(eq(restaurantTables.uuid, table.uuid)).returning();
  return { uuid: row!.uuid, numero: row!.numero, status: row!.status };
}
