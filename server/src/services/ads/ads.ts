// Ads (anuncios) of a commerce, and the ones its public menu shows right now. "Now" is compared with the
// stored instants; day-only dates were turned into the commerce's local day boundaries when saved, so an
// ad scheduled until 2026-11-30 shows until midnight of that day in the commerce's zone.
import { isUuid } from '@shared/ids';
import { asBody, type Body } from '../input';
import { and, asc, desc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '../../../../shared/constants';
import type { Ad } from '../../../../shared/types/menu';
import { adScheduleSchema, adSchema } from '../../../../shared/validation/ad';
import type { DbOrTx } from '../../db/database';
import { commerces } from '../../db/schema/commerces';
import { ads } from '../../db/schema/marketing';
import { notFound } from '../../errors';
import { findCommerce } from '../commerce';
import { assertValid } from '../validation';
import { validityRange, type DateText } from './dates';
import type { PublicAd } from '@shared/types/public-menu';

export const AD_MSG = {
  notFound: 'No se encontró el anuncio',
  commerceNotFound: 'No se encontró el comercio',
  deleted: 'Anuncio eliminado',
} as const;

export type AdRow = typeof ads.$inferSelect;

/** What the public menu gets for each ad on show. */



function optionalText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

export function toAdWire(row: AdRow): Ad {
  return {
    id: row.id,
    id_comercio: row.id_comercio,
    titulo: row.titulo,
    texto: row.texto,
    imagen: row.imagen,
    enlace: row.enlace,
    fecha_inicio: row.fecha_inicio?.toISOString() ?? null,
    fecha_fin: row.fecha_fin?.toISOString() ?? null,
    activo: row.activo,
  };
}

async function zoneOf(db: DbOrTx, commerceId: string): Promise<string> {
  return (await findCommerce(db, commerceId))?.zona_horaria || DEFAULT_TIME_ZONE;
}

async function toColumns(db: DbOrTx, commerceId: string, body: Body) {
  await assertValid(adSchema, body);
  const range = validityRange(body.fecha_inicio as DateText, body.fecha_fin as DateText, await zoneOf(db, commerceId));
  return {
    titulo: String(body.titulo).trim(),
    texto: typeof body.texto === 'string' ? body.texto.trim() : '',
    imagen: optionalText(body.imagen),
    enlace: optionalText(body.enlace),
    ...range,
    activo: typeof body.activo === 'boolean' ? body.activo : true,
  };
}

export async function listAds(db: DbOrTx, commerceId: string): Promise<Ad[]> {
  const rows = await db.select().from(ads).where(eq(ads.id_comercio, commerceId)).orderBy(desc(ads.created_at), asc(ads.titulo));
  return rows.map(toAdWire);
}

async function findRow(db: DbOrTx, commerceId: string, id: string): Promise<AdRow> {
  if (!isUuid(id)) throw notFound(AD_MSG.notFound);
  const [row] = await db.select().from(ads).where(and(eq(ads.id, id), eq(ads.id_comercio, commerceId)));
  if (!row) throw notFound(AD_MSG.notFound);
  return row;
}

export async function getAd(db: DbOrTx, commerceId: string, id: string): Promise<Ad> {
  return toAdWire(await findRow(db, commerceId, id));
}

export async function createAd(db: DbOrTx, commerceId: string, input: unknown): Promise<Ad> {
  const values = await toColumns(db, commerceId, asBody(input));
  const [row] = await db
    .insert(ads)
    .values({ ...values, id_comercio: commerceId })
    .returning();
  return toAdWire(row!);
}

/** PUT: the fields sent replace the stored ones; fields left out keep their value. */
export async function updateAd(db: DbOrTx, commerceId: string, id: string, input: unknown): Promise<Ad> {
  const current = toAdWire(await findRow(db, commerceId, id));
  const values = await toColumns(db, commerceId, { ...current, ...asBody(input) });
  const [row] = await db
    .update(ads)
    .set(values)
    .where(and(eq(ads.id, current.id), eq(ads.id_comercio, commerceId)))
    .returning();
  return toAdWire(row!);
}

/** agendar: only the dates (and optionally the active switch) of one ad. */
export async function scheduleAd(db: DbOrTx, commerceId: string, id: string, input: unknown): Promise<Ad> {
  const current = await findRow(db, commerceId, id);
  const body = asBody(input);
  await assertValid(adScheduleSchema, body);
  const range = validityRange(body.fecha_inicio as DateText, body.fecha_fin as DateText, await zoneOf(db, commerceId));
  const [row] = await db
    .update(ads)
    .set({ ...range, ...(typeof body.activo === 'boolean' ? { activo: body.activo } : {}) })
    .where(and(eq(ads.id, current.id), eq(ads.id_comercio, commerceId)))
    .returning();
  return toAdWire(row!);
}

export async function deleteAd(db: DbOrTx, commerceId: string, id: string): Promise<void> {
  const row = await findRow(db, commerceId, id);
  await db.delete(ads).where(and(eq(ads.id, row.id), eq(ads.id_comercio, commerceId)));
}

/** The active ads of the commerce at `id_path` whose dates include `now`; 404 for an unknown commerce. */
export async function adsOnShow(db: DbOrTx, idPath: string, now: Date = new Date()): Promise<PublicAd[]> {
  const [commerce] = await db.select({ id: commerces.id }).from(commerces).where(eq(commerces.id_path, idPath)).limit(1);
  if (!commerce) throw notFound(AD_MSG.commerceNotFound);
  const rows = await db
    .select()
    .from(ads)
    .where(
      and(
        eq(ads.id_comercio, commerce.id),
        eq(ads.activo, true),
        or(isNull(ads.fecha_inicio), lte(ads.fecha_inicio, now)),
        or(isNull(ads.fecha_fin), gte(ads.fecha_fin, now)),
      ),
    )
    .orderBy(sql`${ads.fecha_inicio} desc nulls last`, desc(ads.created_at));
  return rows.map((row) => {
    const { id, titulo, texto, imagen, enlace, fecha_inicio, fecha_fin } = toAdWire(row);
    return { id, titulo, texto, imagen, enlace, fecha_inicio, fecha_fin };
  });
}
