// «Traer agotados» (docs/integrations.md): the store's inventory levels in Loyverse; a linked product whose
// variants are all at 0 or less is marked «agotado» here, and one that has stock again is offered again.
// Only products that came from Loyverse are touched; variants Loyverse does not track stock for are absent
// from its inventory and change nothing.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { LoyverseRunSummary } from '../../db/schema/loyverse';
import { productPresentations, products } from '../../db/schema/menu';
import type { LoyverseClient, LoyverseCredentials } from './client';
import { loadLinks, saveState } from './links';

export interface StockPullResult extends LoyverseRunSummary {
  soldOut: string[];
  backInStock: string[];
}

export async function pullLoyverseStock(db: Db, commerceId: string, credentials: LoyverseCredentials, client: LoyverseClient, now = new Date()): Promise<StockPullResult> {
  const levels = await client.inventory(credentials.storeId);
  const links = await loadLinks(db, commerceId);
  const presentations = await db
    .select({ id: productPresentations.id, productId: productPresentations.id_producto })
    .from(productPresentations)
    .where(eq(productPresentations.id_comercio, commerceId));
  const productOfPresentation = new Map(presentations.map((row) => [row.id, row.productId]));

  // Per linked product: is any of its tracked variants in stock?
  const inStock = new Map<string, boolean>();
  for (const level of levels.filter((row) => row.store_id === credentials.storeId)) {
    const localId = links.localOf('variant', level.variant_id);
    if (!localId) continue;
    const productId = productOfPresentation.get(localId) ?? localId;
    inStock.set(productId, (inStock.get(productId) ?? false) || level.in_stock > 0);
  }
  const ids = [...inStock.keys()];
  const rows = ids.length === 0 ? [] : await db.select({ id: products.id, nombre: products.nombre, agotado: products.agotado }).from(products).where(and(eq(products.id_comercio, commerceId), inArray(products.id, ids)));
  const soldOut = rows.filter((row) => !inStock.get(row.id) && !row.agotado);
  const backInStock = rows.filter((row) => inStock.get(row.id) && row.agotado);
  await db.transaction(async (tx) => {
    if (soldOut.length > 0) await tx.update(products).set({ agotado: true }).where(inArray(products.id, soldOut.map((row) => row.id)));
    if (backInStock.length > 0) await tx.update(products).set({ agotado: false }).where(inArray(products.id, backInStock.map((row) => row.id)));
  });
  const result: StockPullResult = {
    created: 0,
    updated: soldOut.length + backInStock.length,
    conflicts: [],
    soldOut: soldOut.map((row) => row.nombre),
    backInStock: backInStock.map((row) => row.nombre),
  };
  await saveState(db, commerceId, { last_stock_at: now, last_stock: { created: 0, updated: result.updated, conflicts: [] } });
  return result;
}
