// Rows of a new order as intake stores them (one jsonb parameter each, see intake-sql.ts): the order,
// its lines and their extras with ids chosen here, so the answer needs nothing read back but the order.
import { newId } from '../../../../shared/ids';
import type { OrderDetail } from '../../../../shared/types/order';
import type { OrderColumn } from './intake-sql';
import type { PricedLine } from './pricing';
import { toOrderDetail, type OrderLineExtraRow, type OrderLineRow, type OrderRow } from './serialize';

export type NewOrderRow = Record<OrderColumn, unknown>;

export function lineRowsOf(commerceId: string, orderId: string, lines: readonly PricedLine[]): { lines: OrderLineRow[]; extras: OrderLineExtraRow[] } {
  const lineRows: OrderLineRow[] = [];
  const extraRows: OrderLineExtraRow[] = [];
  lines.forEach((line, index) => {
    const lineId = newId();
    lineRows.push({
      id: lineId,
      id_pedido: orderId,
      id_comercio: commerceId,
      id_producto: line.id_producto,
      id_categoria: line.id_categoria,
      presentacion: line.presentacion,
      nombre: line.nombre,
      cantidad: line.cantidad,
      precio_cents: line.precio_cents,
      subtotal_cents: line.subtotal_cents,
      instrucciones: line.instrucciones,
      orden: index,
    });
    for (const extra of line.extras) {
      extraRows.push({
        id: newId(),
        id_linea: lineId,
        id_pedido: orderId,
        id_comercio: commerceId,
        id_extra: extra.id_extra,
        nombre: extra.nombre,
        cantidad: extra.cantidad,
        precio_cents: extra.precio_cents,
        subtotal_cents: extra.subtotal_cents,
      });
    }
  });
  return { lines: lineRows, extras: extraRows };
}

/** The stored order row as the statement answers it (its bookkeeping columns removed). */
export function detailOf(row: OrderRow & { notified?: unknown; extras_stored?: unknown }, stored: { lines: OrderLineRow[]; extras: OrderLineExtraRow[] }): OrderDetail {
  const { notified: _notified, extras_stored: _extras, ...order } = row;
  return toOrderDetail(order, stored.lines, stored.extras);
}
