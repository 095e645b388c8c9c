// The bill (cuenta) of a table: its open orders with their lines, and the total to collect. Asking for
// the bill (printing it) marks the table "Cuenta pedida" on the floor until the visit ends.
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { fromCents } from '../../../../shared/money';
import type { TableBill } from '../../../../shared/types/tables';
import type { Db, DbOrTx } from '../../db/database';
import { orderLineExtras, orderLines, orders } from '../../db/schema/orders';
import { restaurantTables } from '../../db/schema/tables';
import { publishEvent } from '../../live/publisher';
import { toOrderDetail } from '../orders/serialize';
import { findTable, openTableOrders, type TableRow } from './visit';

export type { TableBill };

async function billOf(db: DbOrTx, commerceId: string, table: TableRow): Promise<TableBill> {
  const rows = await db.select().from(orders).where(openTableOrders(commerceId, table)).orderBy(asc(orders.created_at));
  const ids = rows.map((r) => r.id);
  const lines = ids.length ? await db.select().from(orderLines).where(inArray(orderLines.id_pedido, ids)).orderBy(asc(orderLines.orden)) : [];
  const extras = ids.length ? await db.select().from(orderLineExtras).where(inArray(orderLineExtras.id_pedido, ids)) : [];
  const pedidos = rows.map((row) =>
    toOrderDetail(
      row,
      lines.filter((l) => l.id_pedido === row.id),
      extras.filter((e) => e.id_pedido === row.id),
    ),
  );
  return {
    mesa: { uuid: table.uuid, numero: table.numero },
    pedidos,
    consumo: fromCents(rows.reduce((sum, r) => sum + r.total_cents, 0)),
    cuenta_pedida_at: rows.length > 0 && table.cuenta_pedida_at ? table.cuenta_pedida_at.toISOString() : null,
  };
}

export async function tableBill(db: DbOrTx, commerceId: string, tableUuid: string): Promise<TableBill> {
  return billOf(db, commerceId, await findTable(db, commerceId, tableUuid));
}

/**
 * Marks the bill requested (kept when already set) and answers the bill. The first request announces
 * tableBillRequested on the live channel in the same transaction, so every panel's floor shows it.
 */
export async function requestBill(db: Db, commerceId: string, tableUuid: string): Promise<TableBill> {
  const table = await findTable(db, commerceId, tableUuid);
  if (table.cuenta_pedida_at) return billOf(db, commerceId, table);
  const requested = new Date();
  return db.transaction(async (tx) => {
    await tx.update(restaurantTables).set({ cuenta_pedida_at: requested }).where(eq(restaurantTables.uuid, table.uuid));
    const bill = await billOf(tx, commerceId, { ...table, cuenta_pedida_at: requested });
    // An empty table asked for its bill changes nothing on the floor: no event.
    if (bill.pedidos.length > 0) await publishEvent(tx, commerceId, 'tableBillRequested', { tableUuid: table.uuid, cuenta_pedida_at: requested.toISOString() });
    return bill;
  });
}

/** The open orders of a table, newest first (GET /v1/mesas/:uuid/pedidos). */
export async function openOrdersOf(db: DbOrTx, commerceId: string, tableUuid: string) {
  const table = await findTable(db, commerceId, tableUuid);
  return db.select().from(orders).where(openTableOrders(commerceId, table)).orderBy(desc(orders.created_at));
}
