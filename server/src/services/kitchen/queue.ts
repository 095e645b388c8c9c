// The kitchen screen's queue (docs/kitchen.md, «Pantalla de cocina»): the commerce's open orders (accepted
// and not yet delivered, rejected or canceled) with their lines routed to stations by the one routing rule
// (shared/kitchen), each line with the stations that already bumped it. An order whose every station
// finished leaves the queue; a cancelled or rejected one leaves it at once.
import { and, asc, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { ALL_STATIONS_VIEW, kitchenDone, preparingStations, screenStations, type KitchenOrder, type KitchenQueue, type KitchenRecall } from '../../../../shared/kitchen/screen';
import type { KitchenStation } from '../../../../shared/kitchen/stations';
import type { DbOrTx } from '../../db/database';
import { kitchenBumps, kitchenReady, orderLineExtras, orderLines, orders } from '../../db/schema/index';
import { IN_PROCESS_STATUSES } from '../orders/operations';
import { listKitchenStations } from './stations';

/** The open orders the screen reads at most (a busy kitchen has a few hundred). */
const QUEUE_LIMIT = 1000;

type OrderRow = typeof orders.$inferSelect;

/** The orders the kitchen works on: in process, accepted (a pending order is not the kitchen's yet), not deleted. */
export function kitchenOrdersWhere(commerceId: string) {
  return and(eq(orders.id_comercio, commerceId), inArray(orders.estatus_pedido, [...IN_PROCESS_STATUSES]), ne(orders.estatus_pedido, 'pending'), isNull(orders.deleted_at));
}

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** The kitchen view of these orders (every line, bumped or not), in the rows' order. */
export async function kitchenOrdersOf(db: DbOrTx, commerceId: string, stations: readonly KitchenStation[], rows: readonly OrderRow[]): Promise<KitchenOrder[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [lines, extras, bumps] = await Promise.all([
    db
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.id_comercio, commerceId), inArray(orderLines.id_pedido, ids)))
      .orderBy(asc(orderLines.orden)),
    db
      .select({ id_linea: orderLineExtras.id_linea, nombre: orderLineExtras.nombre, cantidad: orderLineExtras.cantidad })
      .from(orderLineExtras)
      .where(and(eq(orderLineExtras.id_comercio, commerceId), inArray(orderLineExtras.id_pedido, ids))),
    db
      .select({ id_linea: kitchenBumps.id_linea, estacion: kitchenBumps.estacion })
      .from(kitchenBumps)
      .where(and(eq(kitchenBumps.id_comercio, commerceId), inArray(kitchenBumps.id_pedido, ids))),
  ]);
  const extrasOf = new Map<string, string[]>();
  for (const extra of extras) {
    const list = extrasOf.get(extra.id_linea) ?? [];
    list.push(extra.cantidad > 1 ? `${extra.cantidad}× ${extra.nombre}` : extra.nombre);
    extrasOf.set(extra.id_linea, list);
  }
  const bumpedOf = new Map<string, string[]>();
  for (const bump of bumps) bumpedOf.set(bump.id_linea, [...(bumpedOf.get(bump.id_linea) ?? []), bump.estacion]);
  const linesOf = new Map<string, KitchenOrder['lineas']>();
  for (const line of lines) {
    const list = linesOf.get(line.id_pedido) ?? [];
    const estaciones = preparingStations(stations, { id_producto: line.id_producto ?? '', id_categoria: line.id_categoria });
    list.push({
      id: line.id,
      nombre: line.nombre,
      cantidad: line.cantidad,
      presentacion: line.presentacion,
      instrucciones: line.instrucciones,
      extras: extrasOf.get(line.id) ?? [],
      estaciones,
      listas: (bumpedOf.get(line.id) ?? []).filter((station) => estaciones.includes(station)),
    });
    linesOf.set(line.id_pedido, list);
  }
  return rows.map((row) => ({
    id: row.id,
    folio: row.folio,
    metodo_entrega: row.metodo_entrega,
    numero_mesa: row.numero_mesa,
    cliente: firstName(row.nombre),
    estatus: row.estatus_pedido,
    created_at: row.created_at.toISOString(),
    tiempo_preparacion: row.tiempo_preparacion,
    lineas: linesOf.get(row.id) ?? [],
  }));
}

/** Per view, its last tap on an order still open (what «Deshacer» would recall). */
async function recallsOf(db: DbOrTx, commerceId: string, open: readonly OrderRow[]): Promise<Record<string, KitchenRecall>> {
  if (open.length === 0) return {};
  const folioOf = new Map(open.map((row) => [row.id, row.folio]));
  const rows = await db
    .selectDistinctOn([kitchenBumps.vista], { vista: kitchenBumps.vista, id_pedido: kitchenBumps.id_pedido, bumped_at: kitchenBumps.bumped_at })
    .from(kitchenBumps)
    .where(and(eq(kitchenBumps.id_comercio, commerceId), inArray(kitchenBumps.id_pedido, [...folioOf.keys()])))
    .orderBy(kitchenBumps.vista, desc(kitchenBumps.bumped_at));
  const recalls: Record<string, KitchenRecall> = {};
  for (const row of rows) recalls[row.vista] = { folio: folioOf.get(row.id_pedido) ?? '', at: row.bumped_at.toISOString() };
  return recalls;
}

export async function kitchenQueue(db: DbOrTx, commerceId: string): Promise<KitchenQueue> {
  const stations = await listKitchenStations(db, commerceId);
  const open = await db.select().from(orders).where(kitchenOrdersWhere(commerceId)).orderBy(asc(orders.created_at)).limit(QUEUE_LIMIT);
  const [all, deshacer] = await Promise.all([kitchenOrdersOf(db, commerceId, stations, open), recallsOf(db, commerceId, open)]);
  const pedidos = all.filter((order) => order.lineas.some((line) => line.estaciones.length > 0) && !kitchenDone(order.lineas));
  return { estaciones: screenStations(stations), pedidos, deshacer };
}

/** Whether `view` names a view of the screen: «Todas» or one of its stations. */
export function isKnownView(stations: readonly KitchenStation[], view: string): boolean {
  return view === ALL_STATIONS_VIEW || screenStations(stations).some((station) => station.id === view);
}

/** The open orders every station finished («Listo» on the board). */
export async function kitchenReadyOrderIds(db: DbOrTx, commerceId: string): Promise<string[]> {
  const rows = await db
    .select({ id: kitchenReady.id_pedido })
    .from(kitchenReady)
    .innerJoin(orders, eq(orders.id, kitchenReady.id_pedido))
    .where(and(eq(kitchenReady.id_comercio, commerceId), inArray(orders.estatus_pedido, [...IN_PROCESS_STATUSES]), isNull(orders.deleted_at)));
  return rows.map((row) => row.id);
}
