// What an outside channel sent with its order (channel_orders, docs/api.md), as the panel and the channel read
// it: the channel's prices and total beside this menu's, and the lines where they differ. The order list and
// detail carry it on `pedido.canal` so the board card and the order's detail can flag a price difference.
import { and, eq, inArray } from 'drizzle-orm';
import type { ChannelOrderInfo } from '../../../../shared/types/api-keys';
import { isChannelOrigin } from '../../../../shared/types/api-keys';
import { fromCents } from '../../../../shared/money';
import type { Order, OrderDetail } from '../../../../shared/types/order';
import type { DbOrTx } from '../../db/database';
import { channelOrders } from '../../db/schema/api-keys';

export type ChannelOrderRow = typeof channelOrders.$inferSelect;

export function channelInfoOf(row: ChannelOrderRow): ChannelOrderInfo {
  return {
    origin: row.origin,
    id_pedido_canal: row.id_pedido_canal,
    total_canal: fromCents(row.total_canal_cents),
    subtotal_canal: fromCents(row.subtotal_canal_cents),
    costo_envio_canal: fromCents(row.costo_envio_canal_cents),
    comision_canal: fromCents(row.comision_canal_cents),
    descuento_canal: fromCents(row.descuento_canal_cents),
    propina_canal: fromCents(row.propina_canal_cents),
    subtotal_menu: fromCents(row.subtotal_menu_cents),
    con_diferencias: row.con_diferencias,
    diferencias: row.diferencias,
    repartidor: row.repartidor ?? null,
  };
}

/** The channel data of these orders (only the channel orders among them are read). */
async function channelInfoByOrder(db: DbOrTx, commerceId: string, orders: readonly Pick<Order, 'id' | 'origin'>[]): Promise<Map<string, ChannelOrderInfo>> {
  const ids = orders.filter((order) => isChannelOrigin(order.origin)).map((order) => order.id);
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(channelOrders)
    .where(and(eq(channelOrders.id_comercio, commerceId), inArray(channelOrders.id_pedido, ids)));
  return new Map(rows.map((row) => [row.id_pedido, channelInfoOf(row)]));
}

/** The orders with their channel's data (`canal`) where they came from an outside channel. */
export async function withChannelInfo(db: DbOrTx, commerceId: string, orders: Order[]): Promise<Order[]> {
  const info = await channelInfoByOrder(db, commerceId, orders);
  if (info.size === 0) return orders;
  return orders.map((order) => {
    const canal = info.get(order.id);
    return canal ? { ...order, canal } : order;
  });
}

export async function detailWithChannelInfo(db: DbOrTx, commerceId: string, detail: OrderDetail): Promise<OrderDetail> {
  const [pedido] = await withChannelInfo(db, commerceId, [detail.pedido]);
  return pedido === detail.pedido ? detail : { ...detail, pedido: pedido! };
}
