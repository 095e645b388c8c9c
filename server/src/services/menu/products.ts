// Products: base price, or several presentations each with its price (the base price then follows the lowest
// presentation, so lists can say 'desde'); linked extra groups; explicit order inside their category;
// 'agotado' switch read at once by the public menu (no cache in between).
import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import { productSchema } from '@shared/validation/menu';
import type { Product } from '@shared/types/menu';
import type { Db, DbOrTx, Tx } from '../../db/database';
import { categories, extraGroups, productExtraGroups, productPresentations, products, sections } from '../../db/schema/index';
import { badRequest, notFound } from '../../errors';
import { assertValid } from '../validation';
import { assertOwnCategory } from './categories';
import { asBody, bool, cents, isUuid, nullableText, objectList, pathId, stringList, text, type Body } from '../input';
import { groupBy, isSameSet, toProductWire, type ProductRow } from './mappers';
import { MENU_MSG } from './messages';
import { enqueueMenuWebhook } from '../webhooks/deliveries';
import { afterMenuWrite, assertOwnMenu } from './master-menu/propagate';
import { menuChanged } from './menu-changed';

/** Products of the commerce (optionally one category or some ids) with presentations and extras, in menu order. */
export async function loadProducts(db: DbOrTx, commerceId: string, filter: { categoryId?: string; ids?: string[] } = {}): Promise<Product[]> {
  const conditions = [eq(products.id_comercio, commerceId)];
  if (filter.categoryId) conditions.push(eq(products.id_categoria, filter.categoryId));
  if (filter.ids) {
    if (filter.ids.length === 0) return [];
    conditions.push(inArray(products.id, filter.ids));
  }
  const rows = await db
    .select({ product: products })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.id_categoria))
    .where(and(...conditions))
    .orderBy(asc(categories.orden), asc(products.orden), asc(products.created_at));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.product.id);
  const [presentations, links] = await Promise.all([
    db.select().from(productPresentations).where(and(eq(productPresentations.id_comercio, commerceId), inArray(productPresentations.id_producto, ids))).orderBy(asc(productPresentations.orden)),
    db.select().from(productExtraGroups).where(and(eq(productExtraGroups.id_comercio, commerceId), inArray(productExtraGroups.id_producto, ids))).orderBy(asc(productExtraGroups.orden)),
  ]);
  const presentationsByProduct = groupBy(presentations, (p) => p.id_producto);
  const linksByProduct = groupBy(links, (l) => l.id_producto);
  return rows.map(({ product }) =>
    toProductWire(product, presentationsByProduct.get(product.id) ?? [], (linksByProduct.get(product.id) ?? []).map((l) => l.id_grupo)),
  );
}

export async function findProductRow(db: DbOrTx, commerceId: string, id: unknown): Promise<ProductRow> {
  const productId = pathId(id, MENU_MSG.productNotFound);
  const [row] = await db.select().from(products).where(and(eq(products.id, productId), eq(products.id_comercio, commerceId)));
  if (!row) throw notFound(MENU_MSG.productNotFound);
  return row;
}

export async function getProduct(db: DbOrTx, commerceId: string, id: unknown): Promise<Product> {
  const row = await findProductRow(db, commerceId, id);
  const [product] = await loadProducts(db, commerceId, { ids: [row.id] });
  return product;
}

async function assertOwnExtras(db: DbOrTx, commerceId: string, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  if (!unique.every(isUuid)) throw badRequest(MENU_MSG.unknownExtras, 'extras');
  const found = await db.select({ id: extraGroups.id }).from(extraGroups).where(and(eq(extraGroups.id_comercio, commerceId), inArray(extraGroups.id, unique)));
  if (found.length !== unique.length) throw badRequest(MENU_MSG.unknownExtras, 'extras');
  return unique;
}

async function nextProductOrder(db: DbOrTx, commerceId: string, categoryId: string): Promise<number> {
  const [row] = await db
    .select({ value: max(products.orden) })
    .from(products)
    .where(and(eq(products.id_comercio, commerceId), eq(products.id_categoria, categoryId)));
  return (row?.value ?? -1) + 1;
}

interface PresentationInput {
  id: string | null;
  nombre: string;
  precio_cents: number;
}

function presentationInputs(body: Body): PresentationInput[] {
  return (objectList(body, 'presentaciones') ?? []).map((p) => ({
    id: isUuid(p.id) ? p.id : null,
    nombre: text(p, 'nombre') ?? '',
    precio_cents: cents(p, 'precio') ?? 0,
  }));
}

function basePrice(body: Body, presentations: PresentationInput[]): number {
  if (presentations.length > 0) return Math.min(...presentations.map((p) => p.precio_cents));
  return cents(body, 'precio') ?? 0;
}

/** Replaces a product's presentations, keeping the ids of those sent back with their id. */
async function savePresentations(tx: Tx, commerceId: string, productId: string, inputs: PresentationInput[]): Promise<void> {
  const existing = await tx.select({ id: productPresentations.id }).from(productPresentations).where(and(eq(productPresentations.id_producto, productId), eq(productPresentations.id_comercio, commerceId)));
  const kept = new Set(existing.map((p) => p.id));
  const keep = new Set(inputs.filter((p) => p.id !== null && kept.has(p.id)).map((p) => p.id as string));
  const removed = [...kept].filter((id) => !keep.has(id));
  if (removed.length > 0) await tx.delete(productPresentations).where(and(eq(productPresentations.id_comercio, commerceId), inArray(productPresentations.id, removed)));
  for (const [orden, input] of inputs.entries()) {
    if (input.id !== null && keep.has(input.id)) {
      await tx.update(productPresentations).set({ nombre: input.nombre, precio_cents: input.precio_cents, orden }).where(and(eq(productPresentations.id, input.id), eq(productPresentations.id_comercio, commerceId)));
    } else {
      await tx.insert(productPresentations).values({ id_comercio: commerceId, id_producto: productId, nombre: input.nombre, precio_cents: input.precio_cents, orden });
    }
  }
}

async function saveExtraLinks(tx: Tx, commerceId: string, productId: string, extraIds: string[]): Promise<void> {
  await tx.delete(productExtraGroups).where(and(eq(productExtraGroups.id_producto, productId), eq(productExtraGroups.id_comercio, commerceId)));
  if (extraIds.length === 0) return;
  await tx.insert(productExtraGroups).values(extraIds.map((id_grupo, orden) => ({ id_producto: productId, id_grupo, id_comercio: commerceId, orden })));
}

export async function createProduct(db: Db, commerceId: string, input: unknown): Promise<Product> {
  const body = asBody(input); // validated by the route's schema (productSchema)
  await assertOwnMenu(db, commerceId);
  const categoryId = await assertOwnCategory(db, commerceId, body.id_categoria);
  const extras = await assertOwnExtras(db, commerceId, stringList(body, 'extras') ?? []);
  const presentations = presentationInputs(body);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(products)
      .values({
        id_comercio: commerceId,
        id_categoria: categoryId,
        nombre: text(body, 'nombre') ?? '',
        descripcion: nullableText(body, 'descripcion') ?? null,
        imagen: nullableText(body, 'imagen') ?? null,
        precio_cents: basePrice(body, presentations),
        agotado: bool(body, 'agotado') ?? false,
        activo: bool(body, 'activo') ?? true,
        orden: await nextProductOrder(tx, commerceId, categoryId),
      })
      .returning({ id: products.id });
    await savePresentations(tx, commerceId, row.id, presentations);
    await saveExtraLinks(tx, commerceId, row.id, extras);
    await menuChanged(tx, commerceId, { cambio: 'producto_creado', id_producto: row.id });
    await afterMenuWrite(tx, commerceId);
    return row.id;
  });
  return getProduct(db, commerceId, id);
}

/** PUT /v1/productos/{id}: fields not sent keep their value; presentaciones/extras, when sent, replace the lists. */
export async function updateProduct(db: Db, commerceId: string, id: unknown, input: unknown): Promise<Product> {
  await assertOwnMenu(db, commerceId);
  const current = await getProduct(db, commerceId, id);
  const body: Body = { ...current, ...asBody(input) };
  await assertValid(productSchema, body);
  const categoryId = await assertOwnCategory(db, commerceId, body.id_categoria);
  const extras = await assertOwnExtras(db, commerceId, stringList(body, 'extras') ?? []);
  const presentations = presentationInputs(body);
  await db.transaction(async (tx) => {
    const moved = categoryId !== current.id_categoria;
    await tx
      .update(products)
      .set({
        id_categoria: categoryId,
        nombre: text(body, 'nombre') ?? current.nombre,
        descripcion: nullableText(body, 'descripcion') ?? null,
        imagen: nullableText(body, 'imagen') ?? null,
        precio_cents: basePrice(body, presentations),
        agotado: bool(body, 'agotado') ?? current.agotado,
        activo: bool(body, 'activo') ?? current.activo,
        ...(moved ? { orden: await nextProductOrder(tx, commerceId, categoryId) } : {}),
      })
      .where(and(eq(products.id, current.id), eq(products.id_comercio, commerceId)));
    await savePresentations(tx, commerceId, current.id, presentations);
    await saveExtraLinks(tx, commerceId, current.id, extras);
    await menuChanged(tx, commerceId, { cambio: 'producto_actualizado', id_producto: current.id });
    const agotado = bool(body, 'agotado') ?? current.agotado;
    if (agotado !== current.agotado) await enqueueMenuWebhook(tx, commerceId, 'product.sold_out', soldOutData(current, agotado));
    await afterMenuWrite(tx, commerceId);
  });
  return getProduct(db, commerceId, current.id);
}

/** What product.sold_out tells a channel (docs/webhooks.md). */
function soldOutData(product: Pick<ProductRow, 'id' | 'nombre' | 'id_categoria'>, agotado: boolean) {
  return { producto: { id: product.id, nombre: product.nombre, id_categoria: product.id_categoria, agotado } };
}

export async function setProductSoldOut(db: DbOrTx, commerceId: string, id: unknown, input: unknown): Promise<Product> {
  const current = await findProductRow(db, commerceId, id);
  const agotado = bool(asBody(input), 'agotado');
  if (agotado === undefined) throw badRequest('El campo agotado debe ser verdadero o falso', 'agotado');
  await db.transaction(async (tx) => {
    await tx.update(products).set({ agotado }).where(and(eq(products.id, current.id), eq(products.id_comercio, commerceId)));
    if (agotado !== current.agotado) await enqueueMenuWebhook(tx, commerceId, 'product.sold_out', soldOutData(current, agotado));
    if (agotado !== current.agotado) await menuChanged(tx, commerceId, { cambio: 'producto_disponibilidad', id_producto: current.id, agotado });
  });
  return getProduct(db, commerceId, current.id);
}

/** Deletes the product (presentations and extra links cascade) and takes it out of every section. */
export async function deleteProduct(db: Db, commerceId: string, id: unknown): Promise<void> {
  await assertOwnMenu(db, commerceId);
  const current = await findProductRow(db, commerceId, id);
  await db.transaction(async (tx) => {
    await tx.delete(products).where(and(eq(products.id, current.id), eq(products.id_comercio, commerceId)));
    await tx
      .update(sections)
      .set({ productos: sql`${sections.productos} - ${current.id}::text` })
      .where(and(eq(sections.id_comercio, commerceId), sql`${sections.productos} ? ${current.id}::text`));
    await menuChanged(tx, commerceId, { cambio: 'producto_eliminado', id_producto: current.id });
    await afterMenuWrite(tx, commerceId);
  });
}

/** PUT /v1/productos/orden { id_categoria, ids }: ids must be exactly the category's products. */
export async function reorderProducts(db: Db, commerceId: string, input: unknown): Promise<Product[]> {
  const body = asBody(input);
  await assertOwnMenu(db, commerceId);
  const categoryId = await assertOwnCategory(db, commerceId, body.id_categoria);
  const ids = body.ids;
  if (!Array.isArray(ids) || !ids.every((item): item is string => typeof item === 'string')) throw badRequest(MENU_MSG.orderMustListAll, 'ids');
  await db.transaction(async (tx) => {
    const current = await tx.select({ id: products.id }).from(products).where(and(eq(products.id_comercio, commerceId), eq(products.id_categoria, categoryId)));
    if (!isSameSet(ids, current.map((p) => p.id))) throw badRequest(MENU_MSG.orderMustListAll, 'ids');
    for (const [index, productId] of ids.entries()) {
      await tx.update(products).set({ orden: index }).where(and(eq(products.id, productId), eq(products.id_comercio, commerceId)));
    }
    await menuChanged(tx, commerceId, { cambio: 'productos_reordenados', id_categoria: categoryId });
    await afterMenuWrite(tx, commerceId);
  });
  return loadProducts(db, commerceId, { categoryId });
}
