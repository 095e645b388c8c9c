// Closed tables' bills (docs/counter.md): the visits of a table settled with payment, newest first, or the
// one that settled an order — each with its payment parts and its orders' lines, so the panel can print the
// bill and the receipt again («COPIA») from the table's record or the order history.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { fromCents } from '../../../../shared/money';
import type { PaymentMethod } from '../../../../shared/constants';
import type { OrderDetail } from '../../../../shared/types/order';
import type { ClosedTableBill } from '../../../../shared/types/tables';
import type { DbOrTx } from '../../db/database';
import { tablePayments } from '../../db/schema/counter';
import { orderLineExtras, orderLines, orders } from '../../db/schema/orders';
import { notFound } from '../../errors';
import { SERVER_MSG } from '../../messages';
import { isUuid } from '../orders/menu';
import { toOrderDetail } from '../orders/serialize';
import { findTable } from './visit';

/** How many closed visits a table's record lists. */
export const CLOSED_BILLS_LIMIT = 10;

type PaymentRow = typeof tablePayments.$inferSelect;

async function withOrders(db: DbOrTx, commerceId: string, payments: PaymentRow[]): Promise<ClosedTableBill[]> {
  const ids = [...new Set(payments.flatMap((p) => p.pedidos))].filter(isUuid);
  const rows = ids.length ? await db.select().from(orders).where(and(eq(orders.id_comercio, commerceId), inArray(orders.id, ids))).orderBy(asc(orders.created_at)) : [];
  const lines = ids.length ? await db.select().from(orderLines).where(inArray(orderLines.id_pedido, ids)).orderBy(asc(orderLines.orden)) : [];
  const extras = ids.length ? await db.select().from(orderLineExtras).where(inArray(orderLineExtras.id_pedido, ids)) : [];
  return payments.map((payment) => ({
    mesa: { uuid: payment.table_uuid, numero: payment.numero_mesa },
    pago: {
      id: payment.id,
      pagado_at: payment.created_at.toISOString(),
      consumo: fromCents(payment.consumo_cents),
      propina: fromCents(payment.propina_cents),
      total: fromCents(payment.total_cents),
      efectivo_recibido: payment.efectivo_recibido_cents === null ? null : fromCents(payment.efectivo_recibido_cents),
      cambio: fromCents(payment.cambio_cents),
      pagos: payment.pagos.map((part) => ({ metodo: part.metodo, monto: fromCents(part.monto_cents) })),
    },
    pedidos: rows
      .filter((row) => payment.pedidos.includes(row.id))
      .map((row) =>
        toOrderDetail(
          row,
          lines.filter((l) => l.id_pedido === row.id),
          extras.filter((e) => e.id_pedido === row.id),
        ),
      ),
  }));
}

/** The table's latest visits paid at the counter, newest first (an unknown table: 404). */
export async function closedBillsOfTable(db: DbOrTx, commerceId: string, tableUuid: string): Promise<ClosedTableBill[]> {
  const table = await findTable(db, commerceId, tableUuid);
  const payments = await db
    .select()
    .from(tablePayments)
    .where(and(eq(tablePayments.id_comercio, commerceId), eq(tablePayments.table_uuid, table.uuid)))
    .orderBy(desc(tablePayments.created_at))
    .limit(CLOSED_BILLS_LIMIT);
  return withOrders(db, commerceId, payments);
}

/** The table payment that settled this order (404 when the order was not paid at a table of this commerce). */
export async function closedBillOfOrder(db: DbOrTx, commerceId: string, orderId: string): Promise<ClosedTableBill> {
  if (!isUuid(orderId)) throw notFound(SERVER_MSG.notFound);
  const payments = await db
    .select()
    .from(tablePayments)
    .where(and(eq(tablePayments.id_comercio, commerceId), sql`${tablePayments.pedidos} ? ${orderId}`))
    .orderBy(desc(tablePayments.created_at))
    .limit(1);
  const [bill] = await withOrders(db, commerceId, payments);
  if (!bill) throw notFound(SERVER_MSG.notFound);
  return bill;
}

/**
 * An order's detail with how its table was paid, when a table payment settled it: `pagos_mesa` (the amount per
 * method, parts of one method added up) and `metodos_pago_mesa`, so the detail shows «Efectivo $220.00 +
 * Tarjeta $220.00» instead of the one method stored on the order. Any other order: the detail unchanged.
 */
export async function withTablePayment(db: DbOrTx, commerceId: string, detail: OrderDetail): Promise<OrderDetail> {
  const order = detail.pedido;
  if (order.metodo_entrega !== 'inRestaurant' && order.self_service === null) return detail;
  const [payment] = await db
    .select({ pagos: tablePayments.pagos })
    .from(tablePayments)
    .where(and(eq(tablePayments.id_comercio, commerceId), sql`${tablePayments.pedidos} ? ${order.id}`))
    .orderBy(desc(tablePayments.created_at))
    .limit(1);
  if (!payment) return detail;
  const cents = new Map<PaymentMethod, number>();
  for (const part of payment.pagos) cents.set(part.metodo, (cents.get(part.metodo) ?? 0) + part.monto_cents);
  const pagos_mesa = [...cents].map(([metodo, monto]) => ({ metodo, monto: fromCents(monto) }));
  return { ...detail, pedido: { ...order, pagos_mesa, metodos_pago_mesa: [...cents.keys()] } };
}
