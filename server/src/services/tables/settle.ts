// Ending a table's visit inside one transaction: every open order of the table ends delivered (and paid
// when a method is given), the visit is closed, the table gets its new status and the bill request is
// cleared. Each order that changes status publishes changeOrderStatus in the same transaction.
import { eq, inArray } from 'drizzle-orm';
import type { PaymentMethod } from '../../../../shared/constants';
import type { TableStatus } from '../../../../shared/types/menu';
import type { Order } from '../../../../shared/types/order';
import type { SettledVisit } from '../../../../shared/types/tables';
import type { Tx } from '../../db/database';
import { orders } from '../../db/schema/orders';
import { restaurantTables } from '../../db/schema/tables';
import { publishEvent } from '../../live/publisher';
import { toWireOrder } from '../orders/serialize';
import { openTableOrders, type TableRow } from './visit';

export interface OpenOrderLock {
  id: string;
  status: string;
  total_cents: number;
}

export function lockOpenOrders(tx: Tx, commerceId: string, table: TableRow): Promise<OpenOrderLock[]> {
  return tx
    .select({ id: orders.id, status: orders.estatus_pedido, total_cents: orders.total_cents })
    .from(orders)
    .where(openTableOrders(commerceId, table))
    .for('update');
}

export type { SettledVisit };

export async function settleVisit(
  tx: Tx,
  commerceId: string,
  table: TableRow,
  open: readonly OpenOrderLock[],
  paymentMethod: PaymentMethod | null,
  status: TableStatus,
): Promise<SettledVisit> {
  let updated: Order[] = [];
  if (open.length > 0) {
    const now = new Date();
    const rows = await tx
      .update(orders)
      .set({
        estatus_pedido: 'delivered',
        estatus: 'delivered',
        mesa_cerrada_at: now,
        ...(paymentMethod ? { metodo_pago: paymentMethod, estatus_pago: 'pagado' as const } : {}),
        updated_at: now,
      })
      .where(inArray(
        orders.id,
        open.map((o) => o.id),
      ))
      .returning();
    updated = rows.map(toWireOrder);
    for (const order of open) {
      if (order.status !== 'delivered') await publishEvent(tx, commerceId, 'changeOrderStatus', { orderId: order.id, status: 'delivered' });
    }
  }
  const [closed] = await tx.update(restaurantTables).set({ status, cuenta_pedida_at: null }).where(eq(restaurantTables.uuid, table.uuid)).returning();
  return { table: { uuid: closed!.uuid, numero: closed!.numero, status: closed!.status }, pedidos: updated };
}
