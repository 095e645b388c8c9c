// The commerce's kitchen stations (docs/kitchen.md): read by the print triggers (station tickets), the
// kitchen screen's queues and its «Listo» rule; replaced as a whole from Ajustes → Impresión.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { KitchenStation, KitchenStationInput } from '../../../../shared/kitchen/stations';
import type { DbOrTx } from '../../db/database';
import { categories, kitchenStations, products } from '../../db/schema/index';
import { badRequest } from '../../errors';

export async function listKitchenStations(db: DbOrTx, commerceId: string): Promise<KitchenStation[]> {
  const rows = await db
    .select()
    .from(kitchenStations)
    .where(eq(kitchenStations.id_comercio, commerceId))
    .orderBy(asc(kitchenStations.orden), asc(kitchenStations.created_at));
  return rows.map((row) => ({ id: row.id, name: row.nombre, categoryIds: row.categorias, productIds: row.productos }));
}

/** Every id must be one of this commerce's categories or products: another commerce's menu is never routed. */
async function assertOwnMenu(db: DbOrTx, commerceId: string, stations: readonly KitchenStationInput[]): Promise<void> {
  const categoryIds = [...new Set(stations.flatMap((station) => station.categoryIds))];
  const productIds = [...new Set(stations.flatMap((station) => station.productIds))];
  if (categoryIds.length > 0) {
    const found = await db.select({ id: categories.id }).from(categories).where(and(eq(categories.id_comercio, commerceId), inArray(categories.id, categoryIds)));
    if (found.length !== categoryIds.length) throw badRequest('Una de las categorías ya no existe en tu menú', 'categoryIds');
  }
  if (productIds.length > 0) {
    const found = await db.select({ id: products.id }).from(products).where(and(eq(products.id_comercio, commerceId), inArray(products.id, productIds)));
    if (found.length !== productIds.length) throw badRequest('Uno de los productos ya no existe en tu menú', 'productIds');
  }
}

/**
 * Replaces the list: stations keep their id (printer slots and kitchen screens name them by it), new ones
 * get one, the ones left out are deleted. An id of another commerce or an unknown one is refused.
 */
export async function replaceKitchenStations(db: DbOrTx, commerceId: string, stations: readonly KitchenStationInput[]): Promise<KitchenStation[]> {
  await assertOwnMenu(db, commerceId, stations);
  return db.transaction(async (tx) => {
    const existing = new Set((await tx.select({ id: kitchenStations.id }).from(kitchenStations).where(eq(kitchenStations.id_comercio, commerceId))).map((row) => row.id));
    for (const station of stations) {
      if (station.id !== undefined && !existing.has(station.id)) throw badRequest('Esa estación ya no existe: recarga la página', 'id');
    }
    const kept = new Set(stations.flatMap((station) => (station.id ? [station.id] : [])));
    const removed = [...existing].filter((id) => !kept.has(id));
    if (removed.length > 0) await tx.delete(kitchenStations).where(and(eq(kitchenStations.id_comercio, commerceId), inArray(kitchenStations.id, removed)));
    for (const [orden, station] of stations.entries()) {
      const values = { nombre: station.name.trim(), categorias: [...new Set(station.categoryIds)], productos: [...new Set(station.productIds)], orden };
      if (station.id) await tx.update(kitchenStations).set(values).where(and(eq(kitchenStations.id_comercio, commerceId), eq(kitchenStations.id, station.id)));
      else await tx.insert(kitchenStations).values({ ...values, id_comercio: commerceId });
    }
    return listKitchenStations(tx, commerceId);
  });
}
