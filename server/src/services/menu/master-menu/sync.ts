// Rewrites a follower's menu as a linked copy of its master's (docs/master-menu.md). One full, idempotent
// reconcile used both when a location starts following and after every write to the master's menu: rows are
// paired (pairing.ts), unchanged rows are left alone, new master rows are copied, rows whose master is gone
// are deleted. What stays the follower's own: 'agotado' (never copied) and every price marked precio_propio.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import { categories, extraGroups, extraOptions, productExtraGroups, productPresentations, products, sections } from '../../../db/schema/index';
import { groupBy } from '../mappers';
import { differs, pairRows, unpaired } from './pairing';

type IdMap = Map<string, string>;

interface PricedFollower {
  id_maestro: string | null;
  precio_cents: number;
  precio_propio: boolean;
}

/**
 * The follower's price for a master price: its own when it set one; on a row it takes over (first sync, name
 * match) its current price counts as its own only when it differs from the master's.
 */
function followerPrice(masterId: string, masterCents: number, follower: PricedFollower | undefined): { precio_cents: number; precio_propio: boolean } {
  if (!follower) return { precio_cents: masterCents, precio_propio: false };
  const own = follower.id_maestro === masterId ? follower.precio_propio : follower.precio_cents !== masterCents;
  return own ? { precio_cents: follower.precio_cents, precio_propio: true } : { precio_cents: masterCents, precio_propio: false };
}

/** Holds one sync per master at a time, so two master writes never copy from half of each other. */
export async function lockMasterMenu(tx: Tx, masterId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`master-menu:${masterId}`}, 0))`);
}

export async function syncFollower(tx: Tx, masterId: string, followerId: string, options: { byName: boolean }): Promise<void> {
  const categoryIds = await syncCategories(tx, masterId, followerId, options.byName);
  const groupIds = await syncExtraGroups(tx, masterId, followerId, options.byName);
  const productIds = await syncProducts(tx, masterId, followerId, categoryIds.ids, options.byName);
  await syncExtraLinks(tx, masterId, followerId, productIds, groupIds.ids);
  await syncSections(tx, masterId, followerId, productIds, options.byName);
  // Last: by now every product that stays has moved to a category that stays.
  if (categoryIds.orphans.length > 0) await tx.delete(categories).where(and(eq(categories.id_comercio, followerId), inArray(categories.id, categoryIds.orphans)));
  if (groupIds.orphans.length > 0) await tx.delete(extraGroups).where(and(eq(extraGroups.id_comercio, followerId), inArray(extraGroups.id, groupIds.orphans)));
}

async function syncCategories(tx: Tx, masterId: string, followerId: string, byName: boolean): Promise<{ ids: IdMap; orphans: string[] }> {
  const masters = await tx.select().from(categories).where(eq(categories.id_comercio, masterId));
  const followers = await tx.select().from(categories).where(eq(categories.id_comercio, followerId));
  const pairs = pairRows(masters, followers, byName);
  const ids: IdMap = new Map();
  for (const master of masters) {
    const values = { nombre: master.nombre, descripcion: master.descripcion, orden: master.orden, activo: master.activo, id_maestro: master.id };
    const follower = pairs.get(master.id);
    if (follower) {
      if (differs(follower, values)) await tx.update(categories).set(values).where(eq(categories.id, follower.id));
      ids.set(master.id, follower.id);
    } else {
      const [row] = await tx.insert(categories).values({ ...values, id_comercio: followerId }).returning({ id: categories.id });
      ids.set(master.id, row.id);
    }
  }
  return { ids, orphans: unpaired(followers, pairs) };
}

async function syncProducts(tx: Tx, masterId: string, followerId: string, categoryIds: IdMap, byName: boolean): Promise<IdMap> {
  const masters = await tx.select().from(products).where(eq(products.id_comercio, masterId));
  const followers = await tx.select().from(products).where(eq(products.id_comercio, followerId));
  const masterPresentations = groupBy(await tx.select().from(productPresentations).where(eq(productPresentations.id_comercio, masterId)), (p) => p.id_producto);
  const followerPresentations = groupBy(await tx.select().from(productPresentations).where(eq(productPresentations.id_comercio, followerId)), (p) => p.id_producto);
  const pairs = pairRows(masters, followers, byName, (m, f) => categoryIds.get(m.id_categoria) === f.id_categoria);
  const ids: IdMap = new Map();
  for (const master of masters) {
    const categoryId = categoryIds.get(master.id_categoria);
    if (!categoryId) continue;
    const follower = pairs.get(master.id);
    const presentationsOfMaster = (masterPresentations.get(master.id) ?? []).sort((a, b) => a.orden - b.orden);
    const presentationsOfFollower = follower ? (followerPresentations.get(follower.id) ?? []) : [];
    // Presentations of a product just taken over are matched by name too.
    const presentationPairs = pairRows(presentationsOfMaster, presentationsOfFollower, byName || follower?.id_maestro !== master.id);
    const presentationPlan = presentationsOfMaster.map((p) => ({
      follower: presentationPairs.get(p.id),
      values: { nombre: p.nombre, orden: p.orden, id_maestro: p.id, ...followerPrice(p.id, p.precio_cents, presentationPairs.get(p.id)) },
    }));
    const price = followerPrice(master.id, master.precio_cents, follower);
    // With presentations the base price follows the follower's lowest one (the rule of products.ts).
    const base = presentationPlan.length > 0 ? Math.min(...presentationPlan.map((p) => p.values.precio_cents)) : price.precio_cents;
    const values = {
      id_categoria: categoryId,
      nombre: master.nombre,
      descripcion: master.descripcion,
      imagen: master.imagen,
      orden: master.orden,
      activo: master.activo,
      id_maestro: master.id,
      precio_propio: price.precio_propio,
      precio_cents: base,
    };
    let productId: string;
    if (follower) {
      if (differs(follower, values)) await tx.update(products).set(values).where(eq(products.id, follower.id));
      productId = follower.id;
    } else {
      const [row] = await tx.insert(products).values({ ...values, id_comercio: followerId }).returning({ id: products.id });
      productId = row.id;
    }
    ids.set(master.id, productId);
    for (const { follower: presentation, values: presentationValues } of presentationPlan) {
      if (presentation) {
        if (differs(presentation, presentationValues)) await tx.update(productPresentations).set(presentationValues).where(eq(productPresentations.id, presentation.id));
      } else {
        await tx.insert(productPresentations).values({ ...presentationValues, id_comercio: followerId, id_producto: productId });
      }
    }
    const gone = unpaired(presentationsOfFollower, presentationPairs);
    if (gone.length > 0) await tx.delete(productPresentations).where(and(eq(productPresentations.id_comercio, followerId), inArray(productPresentations.id, gone)));
  }
  const gone = unpaired(followers, pairs);
  if (gone.length > 0) await tx.delete(products).where(and(eq(products.id_comercio, followerId), inArray(products.id, gone)));
  return ids;
}

async function syncExtraGroups(tx: Tx, masterId: string, followerId: string, byName: boolean): Promise<{ ids: IdMap; orphans: string[] }> {
  const masters = await tx.select().from(extraGroups).where(eq(extraGroups.id_comercio, masterId));
  const followers = await tx.select().from(extraGroups).where(eq(extraGroups.id_comercio, followerId));
  const masterOptions = groupBy(await tx.select().from(extraOptions).where(eq(extraOptions.id_comercio, masterId)), (o) => o.id_grupo);
  const followerOptions = groupBy(await tx.select().from(extraOptions).where(eq(extraOptions.id_comercio, followerId)), (o) => o.id_grupo);
  const pairs = pairRows(masters, followers, byName);
  const ids: IdMap = new Map();
  for (const master of masters) {
    const values = { nombre: master.nombre, minimo: master.minimo, maximo: master.maximo, obligatorio: master.obligatorio, orden: master.orden, id_maestro: master.id };
    const follower = pairs.get(master.id);
    let groupId: string;
    if (follower) {
      if (differs(follower, values)) await tx.update(extraGroups).set(values).where(eq(extraGroups.id, follower.id));
      groupId = follower.id;
    } else {
      const [row] = await tx.insert(extraGroups).values({ ...values, id_comercio: followerId }).returning({ id: extraGroups.id });
      groupId = row.id;
    }
    ids.set(master.id, groupId);
    const optionsOfMaster = masterOptions.get(master.id) ?? [];
    const optionsOfFollower = follower ? (followerOptions.get(follower.id) ?? []) : [];
    const optionPairs = pairRows(optionsOfMaster, optionsOfFollower, byName || follower?.id_maestro !== master.id);
    for (const option of optionsOfMaster) {
      const paired = optionPairs.get(option.id);
      const optionValues = { nombre: option.nombre, orden: option.orden, id_maestro: option.id, ...followerPrice(option.id, option.precio_cents, paired) };
      if (paired) {
        if (differs(paired, optionValues)) await tx.update(extraOptions).set(optionValues).where(eq(extraOptions.id, paired.id));
      } else {
        await tx.insert(extraOptions).values({ ...optionValues, id_comercio: followerId, id_grupo: groupId });
      }
    }
    const gone = unpaired(optionsOfFollower, optionPairs);
    if (gone.length > 0) await tx.delete(extraOptions).where(and(eq(extraOptions.id_comercio, followerId), inArray(extraOptions.id, gone)));
  }
  return { ids, orphans: unpaired(followers, pairs) };
}

async function syncExtraLinks(tx: Tx, masterId: string, followerId: string, productIds: IdMap, groupIds: IdMap): Promise<void> {
  const masterLinks = await tx.select().from(productExtraGroups).where(eq(productExtraGroups.id_comercio, masterId));
  const followerLinks = await tx.select().from(productExtraGroups).where(eq(productExtraGroups.id_comercio, followerId));
  const wanted = masterLinks.flatMap((link) => {
    const id_producto = productIds.get(link.id_producto);
    const id_grupo = groupIds.get(link.id_grupo);
    return id_producto && id_grupo ? [{ id_producto, id_grupo, id_comercio: followerId, orden: link.orden }] : [];
  });
  const key = (link: { id_producto: string; id_grupo: string; orden: number }) => `${link.id_producto}:${link.id_grupo}:${link.orden}`;
  const current = new Set(followerLinks.map(key));
  if (current.size === wanted.length && wanted.every((link) => current.has(key(link)))) return;
  await tx.delete(productExtraGroups).where(eq(productExtraGroups.id_comercio, followerId));
  if (wanted.length > 0) await tx.insert(productExtraGroups).values(wanted);
}

async function syncSections(tx: Tx, masterId: string, followerId: string, productIds: IdMap, byName: boolean): Promise<void> {
  const masters = await tx.select().from(sections).where(eq(sections.id_comercio, masterId));
  const followers = await tx.select().from(sections).where(eq(sections.id_comercio, followerId));
  const pairs = pairRows(masters, followers, byName);
  for (const master of masters) {
    const values = {
      nombre: master.nombre,
      descripcion: master.descripcion,
      activo: master.activo,
      orden: master.orden,
      id_maestro: master.id,
      productos: master.productos.flatMap((id) => productIds.get(id) ?? []),
    };
    const follower = pairs.get(master.id);
    if (follower) {
      if (differs(follower, values)) await tx.update(sections).set(values).where(eq(sections.id, follower.id));
    } else {
      await tx.insert(sections).values({ ...values, id_comercio: followerId });
    }
  }
  const gone = unpaired(followers, pairs);
  if (gone.length > 0) await tx.delete(sections).where(and(eq(sections.id_comercio, followerId), inArray(sections.id, gone)));
}
