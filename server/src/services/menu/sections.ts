// Sections: named groups of products shown together on the public menu (e.g. 'Lo más pedido', 'Promociones').
import { and, asc, eq, inArray, max } from 'drizzle-orm';
import { sectionSchema } from '@shared/validation/menu';
import type { Section } from '@shared/types/menu';
import type { DbOrTx } from '../../db/database';
import { products, sections } from '../../db/schema/index';
import { badRequest, notFound } from '../../errors';
import { assertValid } from '../validation';
import { asBody, bool, isUuid, nullableText, pathId, stringList, text } from '../input';
import { toSectionWire, type SectionRow } from './mappers';
import { MENU_MSG } from './messages';
import { afterMenuWrite, assertOwnMenu } from './master-menu/propagate';
import { menuChanged } from './menu-changed';

export async function listSections(db: DbOrTx, commerceId: string): Promise<Section[]> {
  const rows = await db.select().from(sections).where(eq(sections.id_comercio, commerceId)).orderBy(asc(sections.orden), asc(sections.created_at));
  return rows.map(toSectionWire);
}

async function findSectionRow(db: DbOrTx, commerceId: string, id: unknown): Promise<SectionRow> {
  const sectionId = pathId(id, MENU_MSG.sectionNotFound);
  const [row] = await db.select().from(sections).where(and(eq(sections.id, sectionId), eq(sections.id_comercio, commerceId)));
  if (!row) throw notFound(MENU_MSG.sectionNotFound);
  return row;
}

export async function getSection(db: DbOrTx, commerceId: string, id: unknown): Promise<Section> {
  return toSectionWire(await findSectionRow(db, commerceId, id));
}

async function ownProducts(db: DbOrTx, commerceId: string, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  if (!unique.every(isUuid)) throw badRequest(MENU_MSG.unknownProducts, 'productos');
  const found = await db.select({ id: products.id }).from(products).where(and(eq(products.id_comercio, commerceId), inArray(products.id, unique)));
  if (found.length !== unique.length) throw badRequest(MENU_MSG.unknownProducts, 'productos');
  return unique;
}

export async function createSection(db: DbOrTx, commerceId: string, input: unknown): Promise<Section> {
  const body = asBody(input); // validated by the route's schema (sectionSchema)
  await assertOwnMenu(db, commerceId);
  const [last] = await db.select({ value: max(sections.orden) }).from(sections).where(eq(sections.id_comercio, commerceId));
  const [row] = await db
    .insert(sections)
    .values({
      id_comercio: commerceId,
      nombre: text(body, 'nombre') ?? '',
      descripcion: nullableText(body, 'descripcion') ?? null,
      productos: await ownProducts(db, commerceId, stringList(body, 'productos') ?? []),
      activo: bool(body, 'activo') ?? true,
      orden: (last?.value ?? -1) + 1,
    })
    .returning();
  await menuChanged(db, commerceId, { cambio: 'seccion_creada', id_seccion: row.id });
  await afterMenuWrite(db, commerceId);
  return toSectionWire(row);
}

export async function updateSection(db: DbOrTx, commerceId: string, id: unknown, input: unknown): Promise<Section> {
  await assertOwnMenu(db, commerceId);
  const current = await findSectionRow(db, commerceId, id);
  const body = { ...toSectionWire(current), ...asBody(input) };
  await assertValid(sectionSchema, body);
  const [row] = await db
    .update(sections)
    .set({
      nombre: text(body, 'nombre') ?? current.nombre,
      descripcion: nullableText(body, 'descripcion') ?? null,
      productos: await ownProducts(db, commerceId, stringList(body, 'productos') ?? []),
      activo: bool(body, 'activo') ?? current.activo,
    })
    .where(and(eq(sections.id, current.id), eq(sections.id_comercio, commerceId)))
    .returning();
  await menuChanged(db, commerceId, { cambio: 'seccion_actualizada', id_seccion: current.id });
  await afterMenuWrite(db, commerceId);
  return toSectionWire(row);
}

export async function deleteSection(db: DbOrTx, commerceId: string, id: unknown): Promise<void> {
  await assertOwnMenu(db, commerceId);
  const current = await findSectionRow(db, commerceId, id);
  await db.delete(sections).where(and(eq(sections.id, current.id), eq(sections.id_comercio, commerceId)));
  await menuChanged(db, commerceId, { cambio: 'seccion_eliminada', id_seccion: current.id });
  await afterMenuWrite(db, commerceId);
}
