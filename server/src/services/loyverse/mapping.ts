// «Enlazar a mano» (docs/integrations.md): the owner picks the Loyverse variant of a product (or of one of its
// presentations) that the import could not link (a conflict, a product made in the panel). The choice replaces
// any earlier link of either side, so choosing again, or the same choice twice, leaves one link each way.
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { LoyverseMapping, LoyverseMappingInput } from '../../../../shared/types/loyverse';
import type { Db, DbOrTx } from '../../db/database';
import { loyverseLinks, type LoyverseLinkKind } from '../../db/schema/loyverse';
import { productPresentations, products } from '../../db/schema/menu';
import { HttpError } from '../../errors';
import type { LoyverseClient, LoyverseItem, LoyverseVariant } from './client';
import { loadLinks } from './links';

export const MAPPING_MSG = {
  productNotFound: 'No se encontró el producto',
  presentationNotFound: 'Esa presentación no es de este producto',
  variantNotFound: 'Esa variante no existe en Loyverse (¿la borraron?). Vuelve a cargar la lista.',
} as const;

const variantName = (item: LoyverseItem, variant: LoyverseVariant): string => {
  const options = [variant.option1_value, variant.option2_value, variant.option3_value].filter((value): value is string => Boolean(value));
  return options.length > 0 ? `${item.item_name} · ${options.join(' / ')}` : item.item_name;
};

/** The panel's products with their links, and Loyverse's items with their variants (read now from Loyverse). */
export async function loyverseMapping(db: Db, commerceId: string, client: LoyverseClient): Promise<LoyverseMapping> {
  const [items, links, productRows] = await Promise.all([
    client.items(),
    loadLinks(db, commerceId),
    db.select({ id: products.id, nombre: products.nombre }).from(products).where(eq(products.id_comercio, commerceId)).orderBy(asc(products.nombre)),
  ]);
  const presentations = productRows.length === 0 ? [] : await db.select().from(productPresentations).where(inArray(productPresentations.id_producto, productRows.map((row) => row.id))).orderBy(asc(productPresentations.orden));
  const live = items.filter((item) => !item.deleted_at);
  const names = new Map(live.flatMap((item) => item.variants.filter((variant) => !variant.deleted_at).map((variant) => [variant.variant_id, variantName(item, variant)] as const)));
  const linkOf = (localId: string) => {
    const variantId = links.remoteOf('variant', localId) ?? null;
    return { variant_id: variantId, variante: variantId ? (names.get(variantId) ?? null) : null };
  };
  return {
    productos: productRows.map((product) => ({
      id: product.id,
      nombre: product.nombre,
      ...linkOf(product.id),
      presentaciones: presentations.filter((row) => row.id_producto === product.id).map((row) => ({ id: row.id, nombre: row.nombre, ...linkOf(row.id) })),
    })),
    articulos: live.map((item) => ({
      item_id: item.id,
      nombre: item.item_name,
      variantes: item.variants.filter((variant) => !variant.deleted_at).map((variant) => ({ variant_id: variant.variant_id, nombre: variantName(item, variant) })),
    })),
  };
}

/** Replaces the link of `kind` on both sides: the local record's earlier one and the Loyverse object's. */
async function relink(tx: DbOrTx, commerceId: string, kind: LoyverseLinkKind, loyverseId: string, localId: string): Promise<void> {
  await tx
    .delete(loyverseLinks)
    .where(and(eq(loyverseLinks.id_comercio, commerceId), eq(loyverseLinks.kind, kind), or(eq(loyverseLinks.local_id, localId), eq(loyverseLinks.loyverse_id, loyverseId))));
  await tx.insert(loyverseLinks).values({ id_comercio: commerceId, kind, loyverse_id: loyverseId, local_id: localId });
}

/** Links a product (or one of its presentations) to a Loyverse variant the store has now. */
export async function linkLoyverseProduct(db: Db, commerceId: string, client: LoyverseClient, input: LoyverseMappingInput): Promise<LoyverseMapping> {
  const [product] = await db.select({ id: products.id }).from(products).where(and(eq(products.id, input.id_producto), eq(products.id_comercio, commerceId)));
  if (!product) throw new HttpError(404, MAPPING_MSG.productNotFound);
  if (input.id_presentacion) {
    const [presentation] = await db
      .select({ id: productPresentations.id })
      .from(productPresentations)
      .where(and(eq(productPresentations.id, input.id_presentacion), eq(productPresentations.id_producto, product.id)));
    if (!presentation) throw new HttpError(400, MAPPING_MSG.presentationNotFound, { field: 'id_presentacion' });
  }
  const items = await client.items();
  const item = items.find((candidate) => !candidate.deleted_at && candidate.variants.some((variant) => variant.variant_id === input.variant_id && !variant.deleted_at));
  if (!item) throw new HttpError(400, MAPPING_MSG.variantNotFound, { field: 'variant_id' });
  await db.transaction(async (tx) => {
    await relink(tx, commerceId, 'variant', input.variant_id, input.id_presentacion ?? product.id);
    // The item goes with the product (stock-outs and the next import follow it), not with a presentation.
    await relink(tx, commerceId, 'item', item.id, product.id);
  });
  return loyverseMapping(db, commerceId, client);
}
