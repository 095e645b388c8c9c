// «Importar menú de Loyverse» (docs/integrations.md): Loyverse categories, items (with their variants) and
// modifiers become this commerce's categories, products (with presentations) and extra groups. Every record
// made or adopted is linked (loyverse_links), so importing again updates the same records instead of adding
// copies. What cannot be imported faithfully is reported as a conflict for the owner, never guessed.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database';
import { categories, extraGroups, extraOptions, productExtraGroups, productPresentations, products } from '../../db/schema/menu';
import type { LoyverseConflict, LoyverseRunSummary } from '../../db/schema/loyverse';
import { centsOf, type LoyverseClient, type LoyverseCredentials, type LoyverseItem, type LoyverseModifier, type LoyverseVariant } from './client';
import { LinkIndex, loadLinks, saveLink, saveState } from './links';
import { afterMenuWrite, assertOwnMenu } from '../menu/master-menu/propagate';

/** Items without a Loyverse category go to one local category, linked under this id. */
const NO_CATEGORY_ID = 'sin-categoria';
const NO_CATEGORY_NAME = 'Sin categoría';

export const IMPORT_MSG = {
  variantWithoutPrice: (variant: string) => `La variante «${variant}» tiene precio variable en Loyverse: ponle un precio fijo para poder venderla en línea.`,
  itemWithoutPrice: 'Ninguna variante tiene precio fijo en Loyverse: no se importó.',
  productLinkedElsewhere: (name: string) => `Ya hay un producto «${name}» enlazado con otro artículo de Loyverse: cambia el nombre de uno de los dos.`,
} as const;

interface PricedVariant {
  variant: LoyverseVariant;
  name: string;
  cents: number;
}

const fold = (text: string) => text.trim().toLocaleLowerCase('es-MX');

/** The variant's price at the store: the store's fixed price, else the default fixed price; null when variable. */
function priceAtStore(variant: LoyverseVariant, storeId: string): number | null {
  const atStore = variant.stores?.find((store) => store.store_id === storeId);
  if (atStore) return atStore.pricing_type === 'FIXED' && atStore.price !== null ? centsOf(atStore.price) : null;
  return variant.default_pricing_type === 'FIXED' && variant.default_price !== null ? centsOf(variant.default_price) : null;
}

function variantName(variant: LoyverseVariant): string {
  return [variant.option1_value, variant.option2_value, variant.option3_value].filter((value): value is string => Boolean(value)).join(' / ') || 'Única';
}

class MenuImport {
  readonly summary: LoyverseRunSummary = { created: 0, updated: 0, conflicts: [] };

  constructor(
    private readonly tx: DbOrTx,
    private readonly commerceId: string,
    private readonly storeId: string,
    private readonly links: LinkIndex,
  ) {}

  private conflict(conflict: LoyverseConflict): void {
    this.summary.conflicts.push(conflict);
  }

  private async link(kind: Parameters<LinkIndex['add']>[0], loyverseId: string, localId: string): Promise<void> {
    this.links.add(kind, loyverseId, localId);
    await saveLink(this.tx, this.commerceId, kind, loyverseId, localId);
  }

  /** The linked local row's id if it still exists; a link to a deleted record is forgotten. */
  private async existing(kind: Parameters<LinkIndex['add']>[0], loyverseId: string, ids: readonly string[]): Promise<string | undefined> {
    const localId = this.links.localOf(kind, loyverseId);
    if (localId && ids.includes(localId)) return localId;
    if (localId) this.links.drop(kind, loyverseId);
    return undefined;
  }

  async category(loyverseId: string, name: string, orden: number): Promise<string> {
    const rows = await this.tx.select({ id: categories.id, nombre: categories.nombre }).from(categories).where(eq(categories.id_comercio, this.commerceId));
    const linked = await this.existing('category', loyverseId, rows.map((row) => row.id));
    if (linked) {
      await this.tx.update(categories).set({ nombre: name }).where(eq(categories.id, linked));
      this.summary.updated += 1;
      return linked;
    }
    const sameName = rows.find((row) => fold(row.nombre) === fold(name) && !this.links.remoteOf('category', row.id));
    const id = sameName?.id ?? (await this.tx.insert(categories).values({ id_comercio: this.commerceId, nombre: name, orden }).returning())[0]!.id;
    if (sameName) this.summary.updated += 1;
    else this.summary.created += 1;
    await this.link('category', loyverseId, id);
    return id;
  }

  async modifier(modifier: LoyverseModifier, orden: number): Promise<void> {
    const groups = await this.tx.select({ id: extraGroups.id }).from(extraGroups).where(eq(extraGroups.id_comercio, this.commerceId));
    const options = modifier.modifier_options ?? [];
    let groupId = await this.existing('modifier', modifier.id, groups.map((group) => group.id));
    if (groupId) {
      await this.tx.update(extraGroups).set({ nombre: modifier.name, maximo: Math.max(1, options.length) }).where(eq(extraGroups.id, groupId));
      this.summary.updated += 1;
    } else {
      groupId = (await this.tx.insert(extraGroups).values({ id_comercio: this.commerceId, nombre: modifier.name, minimo: 0, maximo: Math.max(1, options.length), orden }).returning())[0]!.id;
      this.summary.created += 1;
      await this.link('modifier', modifier.id, groupId);
    }
    const localOptions = await this.tx.select({ id: extraOptions.id }).from(extraOptions).where(eq(extraOptions.id_grupo, groupId));
    for (const [index, option] of options.entries()) {
      const values = { nombre: option.name, precio_cents: centsOf(option.price), orden: option.position ?? index };
      const optionId = await this.existing('modifier_option', option.id, localOptions.map((row) => row.id));
      if (optionId) {
        await this.tx.update(extraOptions).set(values).where(eq(extraOptions.id, optionId));
      } else {
        const [row] = await this.tx.insert(extraOptions).values({ id_comercio: this.commerceId, id_grupo: groupId, ...values }).returning();
        await this.link('modifier_option', option.id, row!.id);
      }
    }
  }

  async item(item: LoyverseItem, categoryId: string, orden: number): Promise<void> {
    const priced: PricedVariant[] = [];
    for (const variant of item.variants.filter((v) => !v.deleted_at)) {
      const cents = priceAtStore(variant, this.storeId);
      const name = variantName(variant);
      if (cents === null) this.conflict({ kind: 'variant', loyverse_id: variant.variant_id, name: `${item.item_name} · ${name}`, message: IMPORT_MSG.variantWithoutPrice(name) });
      else priced.push({ variant, name, cents });
    }
    if (priced.length === 0) {
      this.conflict({ kind: 'item', loyverse_id: item.id, name: item.item_name, message: IMPORT_MSG.itemWithoutPrice });
      return;
    }
    const single = priced.length === 1 && item.variants.length === 1;
    const values = { id_categoria: categoryId, nombre: item.item_name, descripcion: item.description ?? null, precio_cents: single ? priced[0]!.cents : 0 };
    const rows = await this.tx.select({ id: products.id, nombre: products.nombre }).from(products).where(eq(products.id_comercio, this.commerceId));
    let productId = await this.existing('item', item.id, rows.map((row) => row.id));
    if (!productId) {
      const sameName = rows.find((row) => fold(row.nombre) === fold(item.item_name));
      if (sameName && this.links.remoteOf('item', sameName.id)) {
        this.conflict({ kind: 'item', loyverse_id: item.id, name: item.item_name, message: IMPORT_MSG.productLinkedElsewhere(item.item_name) });
        return;
      }
      productId = sameName?.id;
      if (!productId) {
        productId = (await this.tx.insert(products).values({ id_comercio: this.commerceId, ...values, orden }).returning())[0]!.id;
        this.summary.created += 1;
      } else this.summary.updated += 1;
      await this.link('item', item.id, productId);
    } else this.summary.updated += 1;
    await this.tx.update(products).set(values).where(eq(products.id, productId));
    await this.variants(productId, priced, single);
    await this.modifierLinks(productId, item.modifier_ids ?? []);
  }

  /** One variant: the product itself is sold. Several: one presentation per variant, matched by link or name. */
  private async variants(productId: string, priced: PricedVariant[], single: boolean): Promise<void> {
    if (single) {
      await this.link('variant', priced[0]!.variant.variant_id, productId);
      return;
    }
    const presentations = await this.tx.select().from(productPresentations).where(eq(productPresentations.id_producto, productId));
    for (const [index, { variant, name, cents }] of priced.entries()) {
      const linked = await this.existing('variant', variant.variant_id, presentations.map((row) => row.id));
      const byName = presentations.find((row) => fold(row.nombre) === fold(name) && !this.links.remoteOf('variant', row.id));
      const id = linked ?? byName?.id;
      if (id) await this.tx.update(productPresentations).set({ nombre: name, precio_cents: cents, orden: index }).where(eq(productPresentations.id, id));
      const presentationId =
        id ?? (await this.tx.insert(productPresentations).values({ id_comercio: this.commerceId, id_producto: productId, nombre: name, precio_cents: cents, orden: index }).returning())[0]!.id;
      if (!linked) await this.link('variant', variant.variant_id, presentationId);
    }
  }

  private async modifierLinks(productId: string, modifierIds: readonly string[]): Promise<void> {
    const groupIds = modifierIds.map((id) => this.links.localOf('modifier', id)).filter((id): id is string => Boolean(id));
    if (groupIds.length === 0) return;
    const present = await this.tx
      .select({ id: productExtraGroups.id_grupo })
      .from(productExtraGroups)
      .where(and(eq(productExtraGroups.id_producto, productId), inArray(productExtraGroups.id_grupo, groupIds)));
    const missing = groupIds.filter((id) => !present.some((row) => row.id === id));
    if (missing.length > 0) {
      await this.tx.insert(productExtraGroups).values(missing.map((id_grupo, orden) => ({ id_producto: productId, id_grupo, id_comercio: this.commerceId, orden })));
    }
  }
}

/** Reads the whole Loyverse catalogue, then writes it in one transaction; answers what it did. */
export async function importLoyverseMenu(db: Db, commerceId: string, credentials: LoyverseCredentials, client: LoyverseClient, now = new Date()): Promise<LoyverseRunSummary> {
  // A location that follows a master menu takes its menu from there (docs/master-menu.md).
  await assertOwnMenu(db, commerceId);
  const [remoteCategories, items, modifiers] = await Promise.all([client.categories(), client.items(), client.modifiers()]);
  const summary = await db.transaction(async (tx) => {
    const run = new MenuImport(tx, commerceId, credentials.storeId, await loadLinks(tx, commerceId));
    for (const [index, modifier] of modifiers.filter((m) => !m.deleted_at).entries()) await run.modifier(modifier, index);
    const categoryIds = new Map<string, string>();
    for (const [index, category] of remoteCategories.filter((c) => !c.deleted_at).entries()) {
      categoryIds.set(category.id, await run.category(category.id, category.name, index));
    }
    for (const [index, item] of items.filter((i) => !i.deleted_at).entries()) {
      let categoryId = item.category_id ? categoryIds.get(item.category_id) : undefined;
      if (!categoryId) {
        categoryId = categoryIds.get(NO_CATEGORY_ID) ?? (await run.category(NO_CATEGORY_ID, NO_CATEGORY_NAME, categoryIds.size));
        categoryIds.set(NO_CATEGORY_ID, categoryId);
      }
      await run.item(item, categoryId, index);
    }
    await afterMenuWrite(tx, commerceId);
    return run.summary;
  });
  await saveState(db, commerceId, { last_import_at: now, last_import: summary });
  return summary;
}
