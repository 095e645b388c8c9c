// Bulk price update (MASS_UPDATE_PRODUCTS). The preview lists every price the update touches with its old and
// new value (shared/bulk-price.ts computes them). The apply step receives the previewed changes back and, in ONE
// transaction, checks they are exactly what the same computation gives now and writes each row only if its price
// is still the previewed old price; any difference rolls everything back (409), so it is all or nothing.
// Products sold by presentations change their presentations; their base price then follows the lowest one.
import { and, asc, eq, inArray, min } from 'drizzle-orm';
import { computeBulkPrices, computeNewPrice, type BulkPriceChange, type BulkPriceParams, type BulkPricePreview, type PriceItem } from '@shared/bulk-price';
import { fromCents, toCents } from '@shared/money';
import type { Db, DbOrTx } from '../../db/database';
import { categories, productPresentations, products } from '../../db/schema/index';
import { badRequest, conflict } from '../../errors';
import { asBody, isUuid, objectList, stringList, type Body } from '../input';
import { MENU_MSG } from './messages';
import { afterMenuWrite } from './master-menu/propagate';
import { menuChanged } from './menu-changed';

export type { BulkPriceChange as BulkPriceChangeWire, BulkPricePreview };

type NamedItem = PriceItem & { categoria: string };

/** Every price of the commerce in menu order: base prices of products without presentations, and presentations. */
async function priceItems(db: DbOrTx, commerceId: string): Promise<NamedItem[]> {
  const rows = await db
    .select({
      id_producto: products.id,
      id_categoria: products.id_categoria,
      categoria: categories.nombre,
      nombre: products.nombre,
      precio_cents: products.precio_cents,
      id_presentacion: productPresentations.id,
      presentacion: productPresentations.nombre,
      presentacion_cents: productPresentations.precio_cents,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.id_categoria))
    .leftJoin(productPresentations, and(eq(productPresentations.id_producto, products.id), eq(productPresentations.id_comercio, commerceId)))
    .where(eq(products.id_comercio, commerceId))
    .orderBy(asc(categories.orden), asc(products.orden), asc(products.created_at), asc(productPresentations.orden));
  return rows.map((row) => ({
    id_producto: row.id_producto,
    id_presentacion: row.id_presentacion,
    id_categoria: row.id_categoria,
    categoria: row.categoria,
    nombre: row.nombre,
    presentacion: row.presentacion,
    precio_cents: row.id_presentacion !== null && row.presentacion_cents !== null ? row.presentacion_cents : row.precio_cents,
  }));
}

function readParams(body: Body): BulkPriceParams {
  return {
    tipo: body.tipo === 'monto' ? 'monto' : 'porcentaje',
    direccion: body.direccion === 'disminuir' ? 'disminuir' : 'aumentar',
    valor: typeof body.valor === 'number' ? body.valor : Number(body.valor),
    redondeo: body.redondeo === 'medio' || body.redondeo === 'entero' || body.redondeo === 'noventa' ? body.redondeo : 'ninguno',
    categorias: stringList(body, 'categorias') ?? null,
  };
}

function changeKey(productId: string, presentationId: string | null): string {
  return `${productId}:${presentationId ?? ''}`;
}

async function assertOwnCategories(db: DbOrTx, commerceId: string, ids: string[] | null | undefined): Promise<void> {
  if (!ids || ids.length === 0) return;
  const unique = [...new Set(ids)];
  if (!unique.every(isUuid)) throw badRequest(MENU_MSG.unknownCategory, 'categorias');
  const found = await db.select({ id: categories.id }).from(categories).where(and(eq(categories.id_comercio, commerceId), inArray(categories.id, unique)));
  if (found.length !== unique.length) throw badRequest(MENU_MSG.unknownCategory, 'categorias');
}

export async function previewBulkPrices(db: DbOrTx, commerceId: string, input: unknown): Promise<BulkPricePreview> {
  const body = asBody(input); // validated by the route's schema (bulkPriceSchema)
  const params = readParams(body);
  await assertOwnCategories(db, commerceId, params.categorias);
  const items = await priceItems(db, commerceId);
  const names = new Map(items.map((item) => [changeKey(item.id_producto, item.id_presentacion), item.categoria]));
  const cambios = computeBulkPrices(items, params).map((change) => ({
    id_producto: change.id_producto,
    id_presentacion: change.id_presentacion,
    id_categoria: change.id_categoria,
    categoria: names.get(changeKey(change.id_producto, change.id_presentacion)) ?? '',
    nombre: change.nombre,
    presentacion: change.presentacion,
    precio_anterior: fromCents(change.precio_cents),
    precio_nuevo: fromCents(change.nuevo_cents),
  }));
  return { cambios, total: cambios.length };
}

interface SentChange {
  id_producto: string;
  id_presentacion: string | null;
  oldCents: number;
  newCents: number;
}

export async function applyBulkPrices(db: Db, commerceId: string, input: unknown): Promise<{ message: string; actualizados: number }> {
  const body = asBody(input); // validated by the route's schema (bulkPriceApplySchema)
  const params = readParams(body);
  await assertOwnCategories(db, commerceId, params.categorias);
  const sent: SentChange[] = (objectList(body, 'cambios') ?? []).map((c) => ({
    id_producto: String(c.id_producto),
    id_presentacion: typeof c.id_presentacion === 'string' ? c.id_presentacion : null,
    oldCents: toCents(Number(c.precio_anterior)),
    newCents: toCents(Number(c.precio_nuevo)),
  }));
  // The new prices sent must be what the computation gives for the old ones: nothing else can be written.
  if (sent.some((c) => computeNewPrice(c.oldCents, params) !== c.newCents)) throw badRequest(MENU_MSG.previewMismatch, 'cambios');

  await db.transaction(async (tx) => {
    const selected = computeBulkPrices(await priceItems(tx, commerceId), params);
    const expectedKeys = new Set(selected.map((c) => changeKey(c.id_producto, c.id_presentacion)));
    const sentKeys = new Set(sent.map((c) => changeKey(c.id_producto, c.id_presentacion)));
    if (expectedKeys.size !== sentKeys.size || sent.length !== sentKeys.size || [...sentKeys].some((k) => !expectedKeys.has(k))) {
      throw conflict(MENU_MSG.previewMismatch, 'PRICES_CHANGED');
    }
    const touched = new Set<string>();
    for (const change of sent) {
      // Written only if the price is still the previewed old price; otherwise the whole update is rolled back.
      const updated =
        change.id_presentacion === null
          ? await tx
              .update(products)
              .set({ precio_cents: change.newCents })
              .where(and(eq(products.id, change.id_producto), eq(products.id_comercio, commerceId), eq(products.precio_cents, change.oldCents)))
              .returning({ id: products.id })
          : await tx
              .update(productPresentations)
              .set({ precio_cents: change.newCents })
              .where(
                and(
                  eq(productPresentations.id, change.id_presentacion),
                  eq(productPresentations.id_producto, change.id_producto),
                  eq(productPresentations.id_comercio, commerceId),
                  eq(productPresentations.precio_cents, change.oldCents),
                ),
              )
              .returning({ id: productPresentations.id });
      if (updated.length !== 1) throw conflict(MENU_MSG.pricesChanged, 'PRICES_CHANGED');
      if (change.id_presentacion !== null) touched.add(change.id_producto);
    }
    for (const productId of touched) {
      const [lowest] = await tx.select({ value: min(productPresentations.precio_cents) }).from(productPresentations).where(and(eq(productPresentations.id_producto, productId), eq(productPresentations.id_comercio, commerceId)));
      if (lowest?.value != null) await tx.update(products).set({ precio_cents: lowest.value }).where(and(eq(products.id, productId), eq(products.id_comercio, commerceId)));
    }
    await menuChanged(tx, commerceId, { cambio: 'precios_actualizados', productos: [...new Set(sent.map((change) => change.id_producto))] });
    await afterMenuWrite(tx, commerceId);
  });
  return { message: MENU_MSG.pricesUpdated(sent.length), actualizados: sent.length };
}
