// What the panel does to existing orders: read in-process orders and details, change the status along
// the docs/domain.md (Estados del pedido) flow, change the payment method, delete. Status changes publish their live event in the
// same transaction (outbox).
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ORDER_STATUSES, type OrderStatus } from '../../../../shared/constants';
import { flowInputOf, isPaymentMethod } from '../../../../shared/orders/flow';
import { MSG } from '../../../../shared/messages';
import { ORDER_STATUS_LABELS, TERMINAL_STATUSES, canTransition } from '../../../../shared/orders/status-machine';
import type { Order, OrderDetail } from '../../../../shared/types/order';
import type { Db, DbOrTx, Tx } from '../../db/database';
import { orderLineExtras, orderLines, orders } from '../../db/schema/orders';
import { tablePayments } from '../../db/schema/counter';
import { publishEvent } from '../../live/publisher';
import { requestRefundOnEnd } from '../payments/refunds';
import { prepMinutesWithBusy } from '../../../../shared/counter';
import { busyModeOf } from '../busy-mode/busy-mode';
import { ORDER_MSG, OrderRefusal } from './errors';
import { isUuid } from './menu';
import { toOrderDetail, toWireOrder, type OrderRow } from './serialize';

export const IN_PROCESS_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter((status) => !TERMINAL_STATUSES.includes(status));

// Status names and the order's flow are shared rules (shared/orders); re-exported for the routes.
export { flowInputOf, isOrderStatus, isPaymentMethod } from '../../../../shared/orders/flow';

function notFound(): OrderRefusal {
  return new OrderRefusal(404, 'ORDER_NOT_FOUND', MSG.orderNotFound);
}

const visibleOrder = (commerceId: string, orderId: string) =>
  and(eq(orders.id_comercio, commerceId), eq(orders.id, orderId), isNull(orders.deleted_at));

/** The order row of the commerce, locked for update when inside a transaction. */
export async function lockOrder(tx: Tx, commerceId: string, orderId: string): Promise<OrderRow> {
  if (!isUuid(orderId)) throw notFound();
  const [row] = await tx.select().from(orders).where(visibleOrder(commerceId, orderId)).for('update');
  if (!row) throw notFound();
  return row;
}

export async function findOrder(db: DbOrTx, commerceId: string, orderId: string): Promise<OrderRow> {
  if (!isUuid(orderId)) throw notFound();
  const [row] = await db.select().from(orders).where(visibleOrder(commerceId, orderId));
  if (!row) throw notFound();
  return row;
}

/** Orders not yet delivered, rejected or canceled, newest first. */
export async function inProcessOrders(db: DbOrTx, commerceId: string): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id_comercio, commerceId), inArray(orders.estatus_pedido, [...IN_PROCESS_STATUSES]), isNull(orders.deleted_at)))
    .orderBy(desc(orders.created_at))
    .limit(1000);
  return rows.map(toWireOrder);
}

export async function orderDetail(db: DbOrTx, commerceId: string, orderId: string): Promise<OrderDetail> {
  return detailOfOrderRow(db, commerceId, await findOrder(db, commerceId, orderId));
}

/** An order row with its lines and their extras. */
export async function detailOfOrderRow(db: DbOrTx, commerceId: string, order: OrderRow): Promise<OrderDetail> {
  const [lines, extras] = await Promise.all([
    db.select().from(orderLines).where(and(eq(orderLines.id_pedido, order.id), eq(orderLines.id_comercio, commerceId))),
    db.select().from(orderLineExtras).where(and(eq(orderLineExtras.id_pedido, order.id), eq(orderLineExtras.id_comercio, commerceId))),
  ]);
  return toOrderDetail(order, lines, extras);
}

export interface StatusChange {
  status: OrderStatus;
  /** Estimated preparation minutes, kept when accepting. */
  tiempo_preparacion?: number | null;
  /** The cashier's reason, kept when rejecting or canceling (docs/counter.md). */
  motivo?: string | null;
  /** Who made the change: recorded on a refund the change asks for (docs/payments.md). */
  actor?: string | null;
}

/** A reason as stored: trimmed, at most 200 characters, null when empty. */
export function reasonOf(value: string | null | undefined): string | null {
  const text = value?.trim().slice(0, 200) ?? '';
  return text.length > 0 ? text : null;
}

export async function changeOrderStatus(db: Db, commerceId: string, orderId: string, change: StatusChange): Promise<Order> {
  const row = await db.transaction(async (tx) => {
    const current = await lockOrder(tx, commerceId, orderId);
    if (!canTransition(flowInputOf(current), current.estatus_pedido, change.status)) {
      throw new OrderRefusal(409, 'INVALID_STATUS_TRANSITION', `No se puede cambiar el pedido de «${ORDER_STATUS_LABELS[current.estatus_pedido]}» a «${ORDER_STATUS_LABELS[change.status]}»`, {
        currentStatus: current.estatus_pedido,
      });
    }
    // Busy mode's extra minutes are added here, once, whichever panel or keyboard path accepted the order.
    const prepMinutes =
      change.status === 'accepted' && change.tiempo_preparacion != null ? prepMinutesWithBusy(change.tiempo_preparacion, await busyModeOf(tx, commerceId)) : null;
    const [updated] = await tx
      .update(orders)
      .set({
        estatus_pedido: change.status,
        estatus: change.status,
        updated_at: new Date(),
        ...(prepMinutes != null ? { tiempo_preparacion: prepMinutes } : {}),
        ...(change.status === 'rejected' || change.status === 'canceled' ? { motivo_estatus: reasonOf(change.motivo) } : {}),
      })
      .where(eq(orders.id, current.id))
      .returning();
    await publishEvent(tx, commerceId, 'changeOrderStatus', { orderId: current.id, status: change.status });
    // An order paid online that ends is refunded whole through its provider (made by the payments' sweep).
    if (change.status === 'rejected' || change.status === 'canceled') await requestRefundOnEnd(tx, commerceId, current.id, change.actor ?? null);
    return updated!;
  });
  return toWireOrder(row);
}

export async function changePaymentMethod(db: Db, commerceId: string, orderId: string, paymentMethod: unknown): Promise<Order> {
  const method = typeof paymentMethod === 'string' ? paymentMethod.trim().toLowerCase() : paymentMethod;
  if (!isPaymentMethod(method)) throw new OrderRefusal(400, 'INVALID_PAYMENT_METHOD', ORDER_MSG.invalidPaymentMethod, { field: 'paymentMethod' });
  const order = await findOrder(db, commerceId, orderId);
  if (order.metodo_entrega === 'inRestaurant' && (await tablePaymentMethodCount(db, commerceId, order.id)) > 1) {
    throw new OrderRefusal(409, 'SPLIT_TABLE_PAYMENT', ORDER_MSG.splitTablePayment, { field: 'paymentMethod' });
  }
  const [updated] = await db.update(orders).set({ metodo_pago: method, updated_at: new Date() }).where(eq(orders.id, order.id)).returning();
  return toWireOrder(updated!);
}

/** How many methods paid the table bill that settled this order (0 when no table payment covers it). */
async function tablePaymentMethodCount(db: DbOrTx, commerceId: string, orderId: string): Promise<number> {
  const payments = await db
    .select({ pagos: tablePayments.pagos })
    .from(tablePayments)
    .where(and(eq(tablePayments.id_comercio, commerceId), sql`${tablePayments.pedidos} @> ${JSON.stringify([orderId])}::jsonb`));
  return Math.max(0, ...payments.map((payment) => new Set(payment.pagos.map((part) => part.metodo)).size));
}

/** Soft delete: the order leaves the board and the history; it still counts toward the monthly limit. */
export async function deleteOrder(db: Db, commerceId: string, orderId: string, motivo?: string | null): Promise<void> {
  const order = await findOrder(db, commerceId, orderId);
  await db.update(orders).set({ deleted_at: new Date(), updated_at: new Date(), motivo_eliminacion: reasonOf(motivo) }).where(eq(orders.id, order.id));
}
