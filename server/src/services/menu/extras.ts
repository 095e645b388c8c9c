// Extra groups (e.g. 'Salsas', 'Tamaño de tortilla') with their options, minimum/maximum choices and whether
// a choice is required; each option has a price and its own 'agotado' switch. Groups link to products.
import { and, asc, eq, inArray, max } from 'drizzle-orm';
import { extraGroupSchema } from '@shared/validation/menu';
import type { ExtraGroup } from '@shared/types/menu';
import type { Db, DbOrTx, Tx } from '../../db/database';
import { extraGroups, extraOptions, productExtraGroups, products } from '../../db/schema/index';
import { badRequest, notFound } from '../../errors';
import { assertValid } from '../validation';
import { asBody, bool, cents, integer, isUuid, objectList, pathId, stringList, text, type Body } from '../input';
import { groupBy, toExtraGroupWire, type ExtraGroupRow } from './mappers';
import { MENU_MSG } from './messages';
import { afterMenuWrite, assertOwnMenu } from './master-menu/propagate';
import { menuChanged } from './menu-changed';

export async function loadExtraGroups(db: DbOrTx, commerceId: string, ids?: string[]): Promise<ExtraGroup[]> {
  const conditions = [eq(extraGroups.id_comercio, commerceId)];
  if (ids) {
    if (ids.length === 0) return [];
    conditions.push(inArray(extraGroups.id, ids));
  }
  const groups = await db.select().from(extraGroups).where(and(...conditions)).orderBy(asc(extraGroups.orden), asc(extraGroups.created_at));
  if (groups.length === 0) return [];
  const options = await db
    .select()
    .from(extraOptions)
    .where(and(eq(extraOptions.id_comercio, commerceId), inArray(extraOptions.id_grupo, groups.map((g) => g.id))))
    .orderBy(asc(extraOptions.orden));
  const byGroup = groupBy(options, (o) => o.id_grupo);
  return groups.map((group) => toExtraGroupWire(group, byGroup.get(group.id) ?? []));
}

/** Ids of the products each group is linked to (for the extras list screen). */
export async function linkedProducts(db: DbOrTx, commerceId: string): Promise<Map<string, string[]>> {
  const links = await db.select().from(productExtraGroups).where(eq(productExtraGroups.id_comercio, commerceId));
  const map = new Map<string, string[]>();
  for (const link of links) map.set(link.id_grupo, [...(map.get(link.id_grupo) ?? []), link.id_producto]);
  return map;
}

async function findGroupRow(db: DbOrTx, commerceId: string, id: unknown): Promise<ExtraGroupRow> {
  const groupId = pathId(id, MENU_MSG.extraNotFound);
  const [row] = await db.select().from(extraGroups).where(and(eq(extraGroups.id, groupId), eq(extraGroups.id_comercio, commerceId)));
  if (!row) throw notFound(MENU_MSG.extraNotFound);
  return row;
}

export async function getExtraGroup(db: DbOrTx, commerceId: string, id: unknown): Promise<ExtraGroup & { productos: string[] }> {
  const row = await findGroupRow(db, commerceId, id);
  const [group] = await loadExtraGroups(db, commerceId, [row.id]);
  const links = await db.select({ id: productExtraGroups.id_producto }).from(productExtraGroups).where(and(eq(productExtraGroups.id_grupo, row.id), eq(productExtraGroups.id_comercio, commerceId)));
  return { ...group, productos: links.map((l) => l.id) };
}

interface OptionInput {
  id: string | null;
  nombre: string;
  precio_cents: number;
  agotado: boolean;
}

function optionInputs(body: Body): OptionInput[] {
  return (objectList(body, 'opciones') ?? []).map((o) => ({
    id: isUuid(o.id) ? o.id : null,
    nombre: text(o, 'nombre') ?? '',
    precio_cents: cents(o, 'precio') ?? 0,
    agotado: bool(o, 'agotado') ?? false,
  }));
}

async function saveOptions(tx: Tx, commerceId: string, groupId: string, inputs: OptionInput[]): Promise<void> {
  const existing = await tx.select({ id: extraOptions.id }).from(extraOptions).where(and(eq(extraOptions.id_grupo, groupId), eq(extraOptions.id_comercio, commerceId)));
  const known = new Set(existing.map((o) => o.id));
  const keep = new Set(inputs.filter((o) => o.id !== null && known.has(o.id)).map((o) => o.id as string));
  const removed = [...known].filter((id) => !keep.has(id));
  if (removed.length > 0) await tx.delete(extraOptions).where(and(eq(extraOptions.id_comercio, commerceId), inArray(extraOptions.id, removed)));
  for (const [orden, input] of inputs.entries()) {
    const values = { nombre: input.nombre, precio_cents: input.precio_cents, agotado: input.agotado, orden };
    if (input.id !== null && keep.has(input.id)) {
      await tx.update(extraOptions).set(values).where(and(eq(extraOptions.id, input.id), eq(extraOptions.id_comercio, commerceId)));
    } else {
      await tx.insert(extraOptions).values({ ...values, id_comercio: commerceId, id_grupo: groupId });
    }
  }
}

/** 'productos' (optional) links the group to those products, replacing its previous links. */
async function saveProductLinks(tx: Tx, commerceId: string, groupId: string, productIds: string[] | undefined): Promise<void> {
  if (productIds === undefined) return;
  const unique = [...new Set(productIds)];
  if (!unique.every(isUuid)) throw badRequest(MENU_MSG.unknownProducts, 'productos');
  if (unique.length > 0) {
    const found = await tx.select({ id: products.id }).from(products).where(and(eq(products.id_comercio, commerceId), inArray(products.id, unique)));
    if (found.length !== unique.length) throw badRequest(MENU_MSG.unknownProducts, 'productos');
  }
  await tx.delete(productExtraGroups).where(and(eq(productExtraGroups.id_grupo, groupId), eq(productExtraGroups.id_comercio, commerceId)));
  if (unique.length > 0) {
    await tx.insert(productExtraGroups).values(unique.map((id_producto) => ({ id_producto, id_grupo: groupId, id_comercio: commerceId, orden: 0 })));
  }
}

function groupValues(body: Body) {
  const obligatorio = bool(body, 'obligatorio') ?? false;
  return {
    nombre: text(body, 'nombre') ?? '',
    minimo: integer(body, 'minimo') ?? 0,
    maximo: integer(body, 'maximo') ?? 1,
    obligatorio,
  };
}

export async function createExtraGroup(db: Db, commerceId: string, input: unknown): Promise<ExtraGroup & { productos: string[] }> {
  const body = asBody(input); // validated by the route's schema (extraGroupSchema)
  await assertOwnMenu(db, commerceId);
  const id = await db.transaction(async (tx) => {
    const [last] = await tx.select({ value: max(extraGroups.orden) }).from(extraGroups).where(eq(extraGroups.id_comercio, commerceId));
    const [row] = await tx
      .insert(extraGroups)
      .values({ ...groupValues(body), id_comercio: commerceId, orden: (last?.value ?? -1) + 1 })
      .returning({ id: extraGroups.id });
    await saveOptions(tx, commerceId, row.id, optionInputs(body));
    await saveProductLinks(tx, commerceId, row.id, stringList(body, 'productos'));
    await menuChanged(tx, commerceId, { cambio: 'extras_creados', id_grupo_extras: row.id });
    await afterMenuWrite(tx, commerceId);
    return row.id;
  });
  return getExtraGroup(db, commerceId, id);
}

/** PUT /v1/extras/{id}: fields not sent keep their value; opciones (and productos), when sent, replace the lists. */
export async function updateExtraGroup(db: Db, commerceId: string, id: unknown, input: unknown): Promise<ExtraGroup & { productos: string[] }> {
  await assertOwnMenu(db, commerceId);
  const current = await getExtraGroup(db, commerceId, id);
  const sent = asBody(input);
  const body: Body = { ...current, ...sent };
  await assertValid(extraGroupSchema, body);
  await db.transaction(async (tx) => {
    await tx.update(extraGroups).set(groupValues(body)).where(and(eq(extraGroups.id, current.id), eq(extraGroups.id_comercio, commerceId)));
    await saveOptions(tx, commerceId, current.id, optionInputs(body));
    await saveProductLinks(tx, commerceId, current.id, stringList(sent, 'productos'));
    await menuChanged(tx, commerceId, { cambio: 'extras_actualizados', id_grupo_extras: current.id });
    await afterMenuWrite(tx, commerceId);
  });
  return getExtraGroup(db, commerceId, current.id);
}

export async function deleteExtraGroup(db: DbOrTx, commerceId: string, id: unknown): Promise<void> {
  await assertOwnMenu(db, commerceId);
  const row = await findGroupRow(db, commerceId, id);
  await db.delete(extraGroups).where(and(eq(extraGroups.id, row.id), eq(extraGroups.id_comercio, commerceId)));
  await menuChanged(db, commerceId, { cambio: 'extras_eliminados', id_grupo_extras: row.id });
  await afterMenuWrite(db, commerceId);
}

/** PATCH /v1/extras/{id}/opciones/{optionId}/agotado { agotado }. */
export async function setExtraOptionSoldOut(db: DbOrTx, commerceId: string, groupId: unknown, optionId: unknown, input: unknown): Promise<ExtraGroup & { productos: string[] }> {
  const group = await findGroupRow(db, commerceId, groupId);
  const id = pathId(optionId, MENU_MSG.extraOptionNotFound);
  const agotado = bool(asBody(input), 'agotado');
  if (agotado === undefined) throw badRequest('El campo agotado debe ser verdadero o falso', 'agotado');
  const updated = await db
    .update(extraOptions)
    .set({ agotado })
    .where(and(eq(extraOptions.id, id), eq(extraOptions.id_grupo, group.id), eq(extraOptions.id_comercio, commerceId)))
    .returning({ id: extraOptions.id });
  if (updated.length === 0) throw notFound(MENU_MSG.extraOptionNotFound);
  await menuChanged(db, commerceId, { cambio: 'extra_disponibilidad', id_grupo_extras: group.id, id_extra: id, agotado });
  return getExtraGroup(db, commerceId, group.id);
}
