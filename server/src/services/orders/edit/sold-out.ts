// «Marcar agotado» from an order line (docs/orders.md «Agotado desde el pedido»): the product or the extra
// option is marked sold out by the menu's own services (the same effect as in Menú: the public menu stops
// offering it at once), and the order's lines it touches are answered so the panel offers remove/substitute.
import { and, eq } from 'drizzle-orm';
import { ORDER_EDIT_MSG, type OrderVersionsReply } from '../../../../../shared/orders/edit';
import type { Db } from '../../../db/database';
import { extraOptions } from '../../../db/schema/menu';
import { HttpError } from '../../../errors';
import { setExtraOptionSoldOut } from '../../menu/extras';
import { setProductSoldOut } from '../../menu/products';
import { ORDER_MSG, OrderRefusal } from '../errors';
import { intakeCacheFor } from '../intake-cache';
import { findOrder, orderDetail } from '../operations';
import { soldOutLineIds } from './reprice';
import { latestVersion, versionHistory } from './versions';

export type SoldOutTarget = { id_producto: string; id_extra?: undefined } | { id_extra: string; id_producto?: undefined };

export interface SoldOutReply {
  /** The order's lines with a sold-out product or extra now. */
  lineas_agotadas: string[];
}

export async function markSoldOutFromOrder(db: Db, commerceId: string, orderId: string, target: SoldOutTarget): Promise<SoldOutReply> {
  const detail = await orderDetail(db, commerceId, orderId);
  if (target.id_producto !== undefined) {
    if (!detail.productos.some((line) => line.id_producto === target.id_producto)) throw new HttpError(422, ORDER_EDIT_MSG.notOnOrder, { field: 'id_producto' });
    await setProductSoldOut(db, commerceId, target.id_producto, { agotado: true });
  } else {
    const onOrder = detail.productos.some((line) => line.extras.some((extra) => extra.id_extra === target.id_extra));
    if (!onOrder) throw new HttpError(422, ORDER_EDIT_MSG.notOnOrder, { field: 'id_extra' });
    const [option] = await db.select({ groupId: extraOptions.id_grupo }).from(extraOptions).where(and(eq(extraOptions.id, target.id_extra), eq(extraOptions.id_comercio, commerceId)));
    if (!option) throw new HttpError(422, ORDER_EDIT_MSG.notOnOrder, { field: 'id_extra' });
    await setExtraOptionSoldOut(db, commerceId, option.groupId, target.id_extra, { agotado: true });
  }
  const snapshot = await intakeCacheFor(db).current(commerceId);
  return { lineas_agotadas: snapshot ? soldOutLineIds(snapshot.menu, detail.productos) : [] };
}

/** GET …/versiones: the version to edit, every version, and the lines sold out now. */
export async function orderVersions(db: Db, commerceId: string, orderId: string): Promise<OrderVersionsReply & SoldOutReply> {
  const order = await findOrder(db, commerceId, orderId);
  const [latest, rows, detail, snapshot] = await Promise.all([
    latestVersion(db, order.id),
    versionHistory(db, order),
    orderDetail(db, commerceId, orderId),
    intakeCacheFor(db).current(commerceId),
  ]);
  if (!snapshot) throw new OrderRefusal(404, 'COMMERCE_NOT_FOUND', ORDER_MSG.commerceNotFound);
  return { version: latest.version, rows, lineas_agotadas: soldOutLineIds(snapshot.menu, detail.productos) };
}
