// The owner's SKU table (docs/api.md, "Productos por SKU"): a channel's SKU stands for one product of this
// menu (and one of its presentations). A channel order's line names either this menu's product id or a SKU.
import { and, asc, eq } from 'drizzle-orm';
import type { ChannelProductMapping, ChannelProductMappingInput } from '../../../../shared/types/api-keys';
import type { DbOrTx } from '../../db/database';
import { channelProductMappings } from '../../db/schema/api-keys';
import { products } from '../../db/schema/menu';
import { HttpError, notFound } from '../../errors';
import { isUuid } from '../orders/menu';

export const MAPPING_MSG = {
  notFound: 'No encontramos esa equivalencia de SKU',
  productNotFound: 'id_producto: no existe ese producto en tu menú',
} as const;

export async function listMappings(db: DbOrTx, commerceId: string): Promise<ChannelProductMapping[]> {
  const rows = await db
    .select({
      id: channelProductMappings.id,
      sku: channelProductMappings.sku,
      id_producto: channelProductMappings.id_producto,
      nombre_producto: products.nombre,
      presentacion: channelProductMappings.presentacion,
    })
    .from(channelProductMappings)
    .innerJoin(products, eq(products.id, channelProductMappings.id_producto))
    .where(eq(channelProductMappings.id_comercio, commerceId))
    .orderBy(asc(channelProductMappings.sku));
  return rows;
}

/** Creates the SKU's mapping, or points an existing SKU at another product. */
export async function saveMapping(db: DbOrTx, commerceId: string, input: ChannelProductMappingInput): Promise<ChannelProductMapping> {
  const [product] = isUuid(input.id_producto)
    ? await db.select({ id: products.id, nombre: products.nombre }).from(products).where(and(eq(products.id_comercio, commerceId), eq(products.id, input.id_producto)))
    : [];
  if (!product) throw new HttpError(400, MAPPING_MSG.productNotFound, { field: 'id_producto' });
  const values = { sku: input.sku.trim(), id_producto: product.id, presentacion: input.presentacion?.trim() || null };
  const [row] = await db
    .insert(channelProductMappings)
    .values({ id_comercio: commerceId, ...values })
    .onConflictDoUpdate({ target: [channelProductMappings.id_comercio, channelProductMappings.sku], set: { ...values, updated_at: new Date() } })
    .returning();
  return { id: row!.id, sku: row!.sku, id_producto: row!.id_producto, nombre_producto: product.nombre, presentacion: row!.presentacion };
}

export async function deleteMapping(db: DbOrTx, commerceId: string, id: string): Promise<void> {
  const deleted = isUuid(id)
    ? await db.delete(channelProductMappings).where(and(eq(channelProductMappings.id_comercio, commerceId), eq(channelProductMappings.id, id))).returning({ id: channelProductMappings.id })
    : [];
  if (deleted.length === 0) throw notFound(MAPPING_MSG.notFound);
}

/** SKU → product (and presentation) of the commerce, for the SKUs an order names. */
export async function mappingsBySku(db: DbOrTx, commerceId: string): Promise<Map<string, { id_producto: string; presentacion: string | null }>> {
  const rows = await db
    .select({ sku: channelProductMappings.sku, id_producto: channelProductMappings.id_producto, presentacion: channelProductMappings.presentacion })
    .from(channelProductMappings)
    .where(eq(channelProductMappings.id_comercio, commerceId));
  return new Map(rows.map((row) => [row.sku, { id_producto: row.id_producto, presentacion: row.presentacion }]));
}
