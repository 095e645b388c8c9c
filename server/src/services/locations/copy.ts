// «Agregar sucursal» from a copy (docs/locations.md): the menu (categories, products with presentations,
// extra groups with options and their product links, sections) and the print settings the server keeps
// (kitchen stations, which route ticket lines by category and product) of one location into a new one,
// every id new and every reference remapped. The printers themselves are set on each PC (docs/printing.md).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { categories, extraGroups, extraOptions, kitchenStations, productExtraGroups, productPresentations, products, sections } from '../../db/schema/index';

/** Old id → new id of one copied table; references to something not copied are dropped. */
class IdMap {
  private readonly map = new Map<string, string>();
  fresh(old: string): string {
    const id = randomUUID();
    this.map.set(old, id);
    return id;
  }
  get(old: string): string {
    const id = this.map.get(old);
    if (!id) throw new Error(`Referencia sin copiar: ${old}`);
    return id;
  }
  list(olds: readonly string[]): string[] {
    return olds.map((old) => this.map.get(old)).filter((id): id is string => Boolean(id));
  }
}

async function insertAll<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += 500) await insert(rows.slice(start, start + 500));
}

async function copyMenu(db: DbOrTx, from: string, to: string): Promise<{ categoryIds: IdMap; productIds: IdMap }> {
  const categoryIds = new IdMap();
  const productIds = new IdMap();
  const groupIds = new IdMap();
  const [cats, prods, presentations, groups, options, links, sects] = await Promise.all([
    db.select().from(categories).where(eq(categories.id_comercio, from)),
    db.select().from(products).where(eq(products.id_comercio, from)),
    db.select().from(productPresentations).where(eq(productPresentations.id_comercio, from)),
    db.select().from(extraGroups).where(eq(extraGroups.id_comercio, from)),
    db.select().from(extraOptions).where(eq(extraOptions.id_comercio, from)),
    db.select().from(productExtraGroups).where(eq(productExtraGroups.id_comercio, from)),
    db.select().from(sections).where(eq(sections.id_comercio, from)),
  ]);
  await insertAll(cats.map((row) => ({ ...row, id: categoryIds.fresh(row.id), id_comercio: to, created_at: undefined })), (batch) => db.insert(categories).values(batch));
  await insertAll(prods.map((row) => ({ ...row, id: productIds.fresh(row.id), id_categoria: categoryIds.get(row.id_categoria), id_comercio: to, created_at: undefined })), (batch) => db.insert(products).values(batch));
  await insertAll(presentations.map((row) => ({ ...row, id: randomUUID(), id_producto: productIds.get(row.id_producto), id_comercio: to })), (batch) => db.insert(productPresentations).values(batch));
  await insertAll(groups.map((row) => ({ ...row, id: groupIds.fresh(row.id), id_comercio: to, created_at: undefined })), (batch) => db.insert(extraGroups).values(batch));
  await insertAll(options.map((row) => ({ ...row, id: randomUUID(), id_grupo: groupIds.get(row.id_grupo), id_comercio: to })), (batch) => db.insert(extraOptions).values(batch));
  await insertAll(links.map((row) => ({ ...row, id_producto: productIds.get(row.id_producto), id_grupo: groupIds.get(row.id_grupo), id_comercio: to })), (batch) => db.insert(productExtraGroups).values(batch));
  await insertAll(sects.map((row) => ({ ...row, id: randomUUID(), productos: productIds.list(row.productos), id_comercio: to, created_at: undefined })), (batch) => db.insert(sections).values(batch));
  return { categoryIds, productIds };
}

/** Copies the chosen table-kept parts ('menu', 'impresion'); schedules and fees are commerce columns (locations.ts). */
export async function copyLocationParts(db: DbOrTx, from: string, to: string, parts: ReadonlySet<string>): Promise<void> {
  const menu = parts.has('menu') ? await copyMenu(db, from, to) : null;
  if (!parts.has('impresion')) return;
  const stations = await db.select().from(kitchenStations).where(eq(kitchenStations.id_comercio, from));
  // Without the menu the stations keep their names and order; what they prepare is chosen again.
  await insertAll(
    stations.map((row) => ({
      ...row,
      id: randomUUID(),
      id_comercio: to,
      categorias: menu ? menu.categoryIds.list(row.categorias) : [],
      productos: menu ? menu.productIds.list(row.productos) : [],
      created_at: undefined,
    })),
    (batch) => db.insert(kitchenStations).values(batch),
  );
}
