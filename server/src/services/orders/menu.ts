// Loads the products an order names, with presentations and extra groups, as pricing needs them.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { isUuid } from '@shared/ids';
import type { DbOrTx } from '../../db/database';
import { categories, extraGroups, extraOptions, productExtraGroups, productPresentations, products, sections } from '../../db/schema/menu';
import type { MenuExtraGroup, MenuProduct } from './pricing';

export { isUuid };

/**
 * Whether the public menu offers a product (docs/security.md): its category exists and is shown, and if
 * sections list it, at least one of them is shown (a product listed only in hidden sections is hidden).
 */
export function offeredOnMenu(categoryId: string | null, shownCategories: ReadonlySet<string>, sectionsListing: readonly { activo: boolean }[]): boolean {
  if (categoryId === null || !shownCategories.has(categoryId)) return false;
  return sectionsListing.length === 0 || sectionsListing.some((section) => section.activo);
}

/** Products of the commerce by id (ids of other commerces or malformed ids are simply absent). */
export async function loadMenuProducts(db: DbOrTx, commerceId: string, productIds: readonly string[]): Promise<Map<string, MenuProduct>> {
  const ids = [...new Set(productIds.filter(isUuid))];
  const result = new Map<string, MenuProduct>();
  if (ids.length === 0) return result;

  const productRows = await db
    .select()
    .from(products)
    .where(and(eq(products.id_comercio, commerceId), inArray(products.id, ids)));
  if (productRows.length === 0) return result;
  const foundIds = productRows.map((p) => p.id);

  const [presentationRows, linkRows, categoryRows, sectionRows] = await Promise.all([
    db
      .select()
      .from(productPresentations)
      .where(and(eq(productPresentations.id_comercio, commerceId), inArray(productPresentations.id_producto, foundIds)))
      .orderBy(asc(productPresentations.orden)),
    db
      .select()
      .from(productExtraGroups)
      .where(and(eq(productExtraGroups.id_comercio, commerceId), inArray(productExtraGroups.id_producto, foundIds)))
      .orderBy(asc(productExtraGroups.orden)),
    db.select({ id: categories.id, activo: categories.activo }).from(categories).where(eq(categories.id_comercio, commerceId)),
    db.select({ activo: sections.activo, productos: sections.productos }).from(sections).where(eq(sections.id_comercio, commerceId)),
  ]);
  const shownCategories = new Set(categoryRows.filter((row) => row.activo).map((row) => row.id));

  const groupIds = [...new Set(linkRows.map((link) => link.id_grupo))];
  const groups = new Map<string, MenuExtraGroup>();
  if (groupIds.length > 0) {
    const [groupRows, optionRows] = await Promise.all([
      db
        .select()
        .from(extraGroups)
        .where(and(eq(extraGroups.id_comercio, commerceId), inArray(extraGroups.id, groupIds))),
      db
        .select()
        .from(extraOptions)
        .where(and(eq(extraOptions.id_comercio, commerceId), inArray(extraOptions.id_grupo, groupIds)))
        .orderBy(asc(extraOptions.orden)),
    ]);
    for (const group of groupRows) {
      groups.set(group.id, { id: group.id, nombre: group.nombre, minimo: group.minimo, maximo: group.maximo, obligatorio: group.obligatorio, options: [] });
    }
    for (const option of optionRows) {
      groups.get(option.id_grupo)?.options.push({ id: option.id, nombre: option.nombre, precio_cents: option.precio_cents, agotado: option.agotado });
    }
  }

  for (const product of productRows) {
    result.set(product.id, {
      id: product.id,
      id_categoria: product.id_categoria,
      nombre: product.nombre,
      precio_cents: product.precio_cents,
      activo: product.activo,
      agotado: product.agotado,
      offered: offeredOnMenu(product.id_categoria, shownCategories, sectionRows.filter((section) => section.productos.includes(product.id))),
      presentations: presentationRows
        .filter((p) => p.id_producto === product.id)
        .map((p) => ({ id: p.id, nombre: p.nombre, precio_cents: p.precio_cents })),
      groups: linkRows
        .filter((link) => link.id_producto === product.id)
        .map((link) => groups.get(link.id_grupo))
        .filter((group): group is MenuExtraGroup => group !== undefined),
    });
  }
  return result;
}
