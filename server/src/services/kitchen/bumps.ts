// Bumps and recalls of the kitchen screen (docs/kitchen.md, «Pantalla de cocina»). A tap marks one line or
// the whole order done for the stations of the screen's view; «Deshacer» takes back the view's last tap.
// The server keeps them (kitchen_bumps), so every kitchen screen agrees and a reload keeps them, and
// announces each change on the live channel in the same transaction (outbox). When every station finished
// an order it is «Listo» (kitchen_ready); a pickup order then moves to ready_to_pick_up through the one
// status change of the orders (changeOrderStatus), so the board and the customer's page follow as usual.
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { KITCHEN_MSG, kitchenDone, pendingInView, type KitchenQueue } from '../../../../shared/kitchen/screen';
import { flowInputOf } from '../../../../shared/orders/flow';
import { canTransition, flowOf } from '../../../../shared/orders/status-machine';
import type { Db, Tx } from '../../db/database';
import { kitchenBumps, kitchenReady, orders } from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../errors';
import { publishEvent } from '../../live/publisher';
import { changeOrderStatus, lockOrder } from '../orders/operations';
import { OrderRefusal } from '../orders/errors';
import { isKnownView, kitchenOrdersOf, kitchenOrdersWhere, kitchenQueue } from './queue';
import { listKitchenStations } from './stations';

export interface KitchenActor {
  commerceId: string;
  userId: string;
}

type OrderRow = typeof orders.$inferSelect;

async function assertView(tx: Tx, commerceId: string, view: string) {
  const stations = await listKitchenStations(tx, commerceId);
  if (!isKnownView(stations, view)) throw badRequest(KITCHEN_MSG.unknownView, 'vista');
  return stations;
}

/** The order, locked, if the kitchen still works on it (accepted, not finished, cancelled or rejected). */
async function lockKitchenOrder(tx: Tx, commerceId: string, orderId: string): Promise<OrderRow> {
  const order = await lockOrder(tx, commerceId, orderId);
  const [open] = await tx.select({ id: orders.id }).from(orders).where(and(kitchenOrdersWhere(commerceId), eq(orders.id, order.id)));
  if (!open) throw conflict(KITCHEN_MSG.notInKitchen, 'NOT_IN_KITCHEN');
  return order;
}

/** A pickup order every station finished goes to ready_to_pick_up (unless someone moved it on already). */
async function pickupReady(db: Db, commerceId: string, order: OrderRow): Promise<void> {
  const flow = flowInputOf(order);
  if (flowOf(flow) !== 'pickup' || !canTransition(flow, order.estatus_pedido, 'ready_to_pick_up')) return;
  try {
    await changeOrderStatus(db, commerceId, order.id, { status: 'ready_to_pick_up' });
  } catch (error) {
    // Another screen's last bump or the cashier moved it first: the order is where it should be.
    if (!(error instanceof OrderRefusal && error.statusCode === 409)) throw error;
  }
}

/** Marks the whole order (no `lineId`) or one line done for the view's stations; a second tap changes nothing. */
export async function bumpKitchen(db: Db, actor: KitchenActor, input: { orderId: string; view: string; lineId?: string | undefined }): Promise<KitchenQueue> {
  const { commerceId } = actor;
  const finished = await db.transaction(async (tx) => {
    const stations = await assertView(tx, commerceId, input.view);
    const order = await lockKitchenOrder(tx, commerceId, input.orderId);
    const [kitchenOrder] = await kitchenOrdersOf(tx, commerceId, stations, [order]);
    const lines = (kitchenOrder?.lineas ?? []).filter((line) => input.lineId === undefined || line.id === input.lineId);
    if (input.lineId !== undefined && lines.length === 0) throw notFound(KITCHEN_MSG.lineNotInOrder);
    const pairs = lines.flatMap((line) => pendingInView(line, input.view).map((station) => ({ line, station })));
    if (!kitchenOrder || pairs.length === 0) return null;
    const lote = randomUUID();
    await tx
      .insert(kitchenBumps)
      .values(pairs.map(({ line, station }) => ({ id_comercio: commerceId, id_pedido: order.id, id_linea: line.id, estacion: station, vista: input.view, lote, bumped_by: actor.userId })))
      .onConflictDoNothing();
    for (const { line, station } of pairs) line.listas.push(station);
    const done = kitchenDone(kitchenOrder.lineas);
    if (done) await tx.insert(kitchenReady).values({ id_pedido: order.id, id_comercio: commerceId }).onConflictDoNothing();
    await publishEvent(tx, commerceId, 'kitchenChanged', { orderId: order.id, listo: done });
    return done ? order : null;
  });
  if (finished) await pickupReady(db, commerceId, finished);
  return kitchenQueue(db, commerceId);
}

/** Takes back the view's last tap on an order still open; the order is no longer «Listo». */
export async function recallKitchen(db: Db, actor: KitchenActor, view: string): Promise<KitchenQueue> {
  const { commerceId } = actor;
  await db.transaction(async (tx) => {
    await assertView(tx, commerceId, view);
    const [last] = await tx
      .select({ lote: kitchenBumps.lote, orderId: kitchenBumps.id_pedido })
      .from(kitchenBumps)
      .innerJoin(orders, eq(orders.id, kitchenBumps.id_pedido))
      .where(and(eq(kitchenBumps.id_comercio, commerceId), eq(kitchenBumps.vista, view), kitchenOrdersWhere(commerceId)))
      .orderBy(desc(kitchenBumps.bumped_at))
      .limit(1);
    if (!last) throw conflict(KITCHEN_MSG.nothingToUndo, 'NOTHING_TO_UNDO');
    await lockKitchenOrder(tx, commerceId, last.orderId);
    await tx.delete(kitchenBumps).where(and(eq(kitchenBumps.id_comercio, commerceId), eq(kitchenBumps.lote, last.lote)));
    await tx.delete(kitchenReady).where(and(eq(kitchenReady.id_comercio, commerceId), eq(kitchenReady.id_pedido, last.orderId)));
    await publishEvent(tx, commerceId, 'kitchenChanged', { orderId: last.orderId, listo: false });
  });
  return kitchenQueue(db, commerceId);
}
