// What the customer's status page shows (docs/counter.md): the order's step in plain Spanish, the ready
// time once accepted (accepted at + prep time), the rider when one is assigned, the lines and the total
// (as they are now: an edit, docs/orders.md «Editar pedido», shows at once). Looked up
// by the commerce's public path and the order's random id; nothing about other orders or the commerce's
// staff is exposed.
import { and, asc, eq, isNull } from 'drizzle-orm';
import { fromCents } from '../../../../shared/money';
import type { DbOrTx } from '../../db/database';
import { commerces } from '../../db/schema/commerces';
import { orderLineExtras, orderLines, orders } from '../../db/schema/orders';
import { kitchenReady } from '../../db/schema/kitchen-screen';
import { isUuid } from '../orders/menu';
import type { PublicOrderStatus, PublicOrderStatusLine } from '../../../../shared/types/public-menu';

export async function publicOrderStatus(db: DbOrTx, idPath: string, orderId: string): Promise<PublicOrderStatus | null> {
  return (await publicOrderWithCommerce(db, idPath, orderId))?.status ?? null;
}

/** The status and the commerce it belongs to (the live stream subscribes to that commerce's events). */
export async function publicOrderWithCommerce(db: DbOrTx, idPath: string, orderId: string): Promise<{ commerceId: string; status: PublicOrderStatus } | null> {
  if (!isUuid(orderId)) return null;
  const [row] = await db
    .select({ order: orders, kitchenReadyAt: kitchenReady.listo_at })
    .from(orders)
    .innerJoin(commerces, eq(commerces.id, orders.id_comercio))
    .leftJoin(kitchenReady, eq(kitchenReady.id_pedido, orders.id))
    .where(and(eq(commerces.id_path, idPath), eq(orders.id, orderId), isNull(orders.deleted_at)));
  if (!row) return null;
  const lineas = await linesOf(db, row.order.id_comercio, row.order.id);
  return { commerceId: row.order.id_comercio, status: toPublicStatus(row.order, row.kitchenReadyAt, lineas) };
}

async function linesOf(db: DbOrTx, commerceId: string, orderId: string): Promise<PublicOrderStatusLine[]> {
  const [lines, extras] = await Promise.all([
    db
      .select({ id: orderLines.id, cantidad: orderLines.cantidad, nombre: orderLines.nombre, presentacion: orderLines.presentacion, subtotal_cents: orderLines.subtotal_cents })
      .from(orderLines)
      .where(and(eq(orderLines.id_comercio, commerceId), eq(orderLines.id_pedido, orderId)))
      .orderBy(asc(orderLines.orden)),
    db
      .select({ id_linea: orderLineExtras.id_linea, nombre: orderLineExtras.nombre, cantidad: orderLineExtras.cantidad })
      .from(orderLineExtras)
      .where(and(eq(orderLineExtras.id_comercio, commerceId), eq(orderLineExtras.id_pedido, orderId))),
  ]);
  return lines.map((line) => ({
    cantidad: line.cantidad,
    nombre: line.nombre,
    presentacion: line.presentacion,
    extras: extras.filter((extra) => extra.id_linea === line.id).map(({ nombre, cantidad }) => ({ nombre, cantidad })),
    subtotal: fromCents(line.subtotal_cents),
  }));
}

/** `kitchenReadyAt`: when every kitchen station finished the order (docs/kitchen.md), else null. */
function toPublicStatus(o: typeof orders.$inferSelect, kitchenReadyAt: Date | null, lineas: PublicOrderStatusLine[]): PublicOrderStatus {
  const taken = o.estatus_pedido !== 'pending' && o.estatus_pedido !== 'rejected' && o.estatus_pedido !== 'canceled';
  // The prep time counts from acceptance; updated_at is the last status change, so use created_at when
  // the order moved on since (a conservative estimate that never jumps later on each step).
  // A scheduled order is ready at the time the customer chose (docs/availability.md).
  const readyAt = o.programado_para && o.estatus_pedido !== 'rejected' && o.estatus_pedido !== 'canceled'
    ? o.programado_para.toISOString()
    : taken && o.tiempo_preparacion
      ? new Date(o.created_at.getTime() + o.tiempo_preparacion * 60_000).toISOString()
      : null;
  const rider = o.delivery_driver_info;
  return {
    id: o.id,
    folio: o.folio,
    estatus: o.estatus_pedido,
    metodo_entrega: o.metodo_entrega,
    total: fromCents(o.total_cents),
    desglose: {
      subtotal: fromCents(o.subtotal_cents),
      envio: fromCents(o.costo_envio_cents),
      propina: fromCents(o.propina_cents),
      // The coupon's discount is what the stored total leaves out of the rest (intake's totalsOf).
      descuento: fromCents(Math.max(0, o.subtotal_cents + o.costo_envio_cents + o.propina_cents - o.total_cents)),
    },
    lineas,
    listo_a_las: readyAt,
    programado_para: o.programado_para?.toISOString() ?? null,
    repartidor: rider ? { nombre: rider.name, telefono: rider.phone ?? null } : null,
    seguimiento_url: o.delivery_tracking_url,
    motivo_rechazo: o.estatus_pedido === 'rejected' ? o.motivo_estatus : null,
    listo_en_cocina: kitchenReadyAt !== null,
    creado_at: o.created_at.toISOString(),
    // The page keeps the newer of two answers (stream, poll): the kitchen's «Listo» is a change too.
    actualizado_at: (kitchenReadyAt && kitchenReadyAt > o.updated_at ? kitchenReadyAt : o.updated_at).toISOString(),
  };
}
