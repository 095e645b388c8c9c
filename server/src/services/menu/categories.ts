// Categories of a commerce's menu, in the merchant's explicit order.
// Deleting a category that still has products is refused (409): products are never deleted or moved silently.
import { and, asc, count, eq, max } from 'drizzle-orm';
import { categorySchema } from '@shared/validation/menu';
import type { Category } from '@shared/types/menu';
import type { Db, DbOrTx } from '../../db/database';
import { categories, products } from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../errors';
import { assertValid } from '../validation';
import { asBody, bool, isUuid, nullableText, pathId, text } from '../input';
import { isSameSet, toCategoryWire, type CategoryRow } from './mappers';
import { MENU_MSG } from './messages';
import { afterMenuWrite, assertOwnMenu } from './master-menu/propagate';
import { menuChanged } from './menu-changed';

export async function listCategories(db: DbOrTx, commerceId: string): Promise<Category[]> {
  const rows = await db.select().from(categories).where(eq(categories.id_comercio, commerceId)).orderBy(asc(categories.orden), asc(categories.created_at));
  return rows.map(toCategoryWire);
}

export async function findCategory(db: DbOrTx, commerceId: string, id: unknown): Promise<CategoryRow> {
  const categoryId = pathId(id, MENU_MSG.categoryNotFound);
  const [row] = await db.select().from(categories).where(and(eq(categories.id, categoryId), eq(categories.id_comercio, commerceId)));
  if (!row) throw notFound(MENU_MSG.categoryNotFound);
  return row;
}

/** A category id sent in a body (product form, import) must be one of the commerce's. */
export async function assertOwnCategory(db: DbOrTx, commerceId: string, id: unknown): Promise<string> {
  if (!isUuid(id)) throw badRequest(MENU_MSG.unknownCategory, 'id_categoria');
  const [row] = await db.select({ id: categories.id }).from(categories).where(and(eq(categories.id, id), eq(categories.id_comercio, commerceId)));
  if (!row) throw badRequest(MENU_MSG.unknownCategory, 'id_categoria');
  return row.id;
}

export async function nextCategoryOrder(db: DbOrTx, commerceId: string): Promise<number> {
  const [row] = await db.select({ value: max(categories.orden) }).from(categories).where(eq(categories.id_comercio, commerceId));
  return (row?.value ?? -1) + 1;
}

export async function createCategory(db: DbOrTx, commerceId: string, input: unknown): Promise<Category> {
  const body = asBody(input); // validated by the route's schema (categorySchema)
  await assertOwnMenu(db, commerceId);
  const [row] = await db
    .insert(categories)
    .values({
      id_comercio: commerceId,
      nombre: text(body, 'nombre') ?? '',
      descripcion: nullableText(body, 'descripcion') ?? null,
      activo: bool(body, 'activo') ?? true,
      orden: await nextCategoryOrder(db, commerceId),
    })
    .returning();
  await menuChanged(db, commerceId, { cambio: 'categoria_creada', id_categoria: row.id });
  await afterMenuWrite(db, commerceId);
  return toCategoryWire(row);
}

export async function updateCategory(db: DbOrTx, commerceId: string, id: unknown, input: unknown): Promise<Category> {
  await assertOwnMenu(db, commerceId);
  const current = await findCategory(db, commerceId, id);
  const body = { nombre: current.nombre, descripcion: current.descripcion, ...asBody(input) };
  await assertValid(categorySchema, body);
  const [row] = await db
    .update(categories)
    .set({
      nombre: text(body, 'nombre') ?? current.nombre,
      descripcion: nullableText(body, 'descripcion') ?? null,
      activo: bool(body, 'activo') ?? current.activo,
    })
    .where(and(eq(categories.id, current.id), eq(categories.id_comercio, commerceId)))
    .returning();
  await menuChanged(db, commerceId, { cambio: 'categoria_actualizada', id_categoria: current.id });
  await afterMenuWrite(db, commerceId);
  return toCategoryWire(row);
}

export async function deleteCategory(db: DbOrTx, commerceId: string, id: unknown): Promise<void> {
  await assertOwnMenu(db, commerceId);
  const current = await findCategory(db, commerceId, id);
  const [used] = await db.select({ value: count() }).from(products).where(and(eq(products.id_categoria, current.id), eq(products.id_comercio, commerceId)));
  if ((used?.value ?? 0) > 0) throw conflict(MENU_MSG.categoryHasProducts, 'CATEGORY_HAS_PRODUCTS');
  await db.delete(categories).where(and(eq(categories.id, current.id), eq(categories.id_comercio, commerceId)));
  await menuChanged(db, commerceId, { cambio: 'categoria_eliminada', id_categoria: current.id });
  await afterMenuWrite(db, commerceId);
}

/** PUT /v1/categorias/orden { ids }: ids must be exactly the commerce's categories. */
export async function reorderCategories(db: Db, commerceId: string, input: unknown): Promise<Category[]> {
  const ids = asBody(input).ids;
  await assertOwnMenu(db, commerceId);
  if (!Array.isArray(ids) || !ids.every((id): id is string => typeof id === 'string')) throw badRequest(MENU_MSG.orderMustListAll, 'ids');
  await db.transaction(async (tx) => {
    const current = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id_comercio, commerceId));
    if (!isSameSet(ids, current.map((c) => c.id))) throw badRequest(MENU_MSG.orderMustListAll, 'ids');
    for (const [index, categoryId] of ids.entries()) {
      await tx.update(categories).set({ orden: index }).where(and(eq(categories.id, categoryId), eq(categories.id_comercio, commerceId)));
    }
    await menuChanged(tx, commerceId, { cambio: 'categorias_reordenadas' });
    await afterMenuWrite(tx, commerceId);
  });
  return listCategories(db, commerceId);
}
