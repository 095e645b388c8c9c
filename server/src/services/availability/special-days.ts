// Special days of a commerce (docs/availability.md): list, add, change and remove. Dates are local dates of
// the commerce; input is checked by the shared rule (checkSpecialDay) and refused with a 4xx naming the field.
import { and, asc, count, eq, gte, lte } from 'drizzle-orm';
import { localClock } from '../../../../shared/availability';
import { DEFAULT_TIME_ZONE } from '../../../../shared/constants';
import { checkSpecialDay, SPECIAL_DAYS_MAX, type SpecialDay, type SpecialDayInput } from '../../../../shared/special-days';
import type { DbOrTx } from '../../db/database';
import { commerces } from '../../db/schema/commerces';
import { specialDays } from '../../db/schema/special-days';
import { badRequest, conflict, HttpError, notFound } from '../../errors';
import { isUuid } from '../input';

type Row = typeof specialDays.$inferSelect;

export const SPECIAL_DAY_MSG = {
  notFound: 'No encontramos ese día especial',
  duplicate: 'fecha: Ya hay un día especial en esa fecha',
  tooMany: `Puedes tener hasta ${SPECIAL_DAYS_MAX} días especiales`,
} as const;

function toWire(row: Row): SpecialDay {
  return { id: row.id, fecha: row.fecha, cerrado: row.cerrado, horario_apertura: row.horario_apertura, horario_cierre: row.horario_cierre, motivo: row.motivo };
}

async function todayOf(db: DbOrTx, commerceId: string, at: Date): Promise<string> {
  const [row] = await db.select({ zona: commerces.zona_horaria }).from(commerces).where(eq(commerces.id, commerceId));
  return localClock(at, row?.zona || DEFAULT_TIME_ZONE).date;
}

export async function specialDaysBetween(db: DbOrTx, commerceId: string, from: string, to: string): Promise<SpecialDay[]> {
  const rows = await db
    .select()
    .from(specialDays)
    .where(and(eq(specialDays.id_comercio, commerceId), gte(specialDays.fecha, from), lte(specialDays.fecha, to)))
    .orderBy(asc(specialDays.fecha));
  return rows.map(toWire);
}

/**
 * Special days for order intake, read at most every SPECIAL_DAYS_CACHE_MS per commerce and window in this
 * process (an order then costs no extra query). Changes made here clear the entry at once; another server
 * instance sees them within that time. The panel and the public menu always read fresh.
 */
export const SPECIAL_DAYS_CACHE_MS = 15_000;
const recent = new Map<string, { key: string; readAt: number; days: SpecialDay[] }>();

export async function recentSpecialDays(db: DbOrTx, commerceId: string, window: { from: string; to: string }, now: number = Date.now()): Promise<SpecialDay[]> {
  const key = `${window.from}/${window.to}`;
  const cached = recent.get(commerceId);
  if (cached && cached.key === key && now - cached.readAt < SPECIAL_DAYS_CACHE_MS) return cached.days;
  const days = await specialDaysBetween(db, commerceId, window.from, window.to);
  if (recent.size >= 10_000) recent.clear();
  recent.set(commerceId, { key, readAt: now, days });
  return days;
}

/** Today's and future special days, by date (past ones no longer matter to anyone). */
export async function listSpecialDays(db: DbOrTx, commerceId: string, at: Date = new Date()): Promise<SpecialDay[]> {
  const today = await todayOf(db, commerceId, at);
  const rows = await db
    .select()
    .from(specialDays)
    .where(and(eq(specialDays.id_comercio, commerceId), gte(specialDays.fecha, today)))
    .orderBy(asc(specialDays.fecha));
  return rows.map(toWire);
}

async function parse(db: DbOrTx, commerceId: string, input: unknown, at: Date): Promise<SpecialDayInput> {
  const checked = checkSpecialDay(input, await todayOf(db, commerceId, at));
  if (!checked.ok) throw badRequest(checked.message, checked.field);
  return checked.value;
}

async function assertFreeDate(db: DbOrTx, commerceId: string, fecha: string, exceptId: string | null): Promise<void> {
  const [taken] = await db
    .select({ id: specialDays.id })
    .from(specialDays)
    .where(and(eq(specialDays.id_comercio, commerceId), eq(specialDays.fecha, fecha)));
  if (taken && taken.id !== exceptId) throw new HttpError(409, SPECIAL_DAY_MSG.duplicate, { field: 'fecha', code: 'DUPLICATE_DATE' });
}

export async function createSpecialDay(db: DbOrTx, commerceId: string, input: unknown, at: Date = new Date()): Promise<SpecialDay> {
  const value = await parse(db, commerceId, input, at);
  const [{ value: existing } = { value: 0 }] = await db.select({ value: count() }).from(specialDays).where(eq(specialDays.id_comercio, commerceId));
  if (existing >= SPECIAL_DAYS_MAX) throw conflict(SPECIAL_DAY_MSG.tooMany, 'TOO_MANY');
  await assertFreeDate(db, commerceId, value.fecha, null);
  const [row] = await db
    .insert(specialDays)
    .values({ id_comercio: commerceId, ...value })
    .onConflictDoNothing()
    .returning();
  recent.delete(commerceId);
  if (!row) throw new HttpError(409, SPECIAL_DAY_MSG.duplicate, { field: 'fecha', code: 'DUPLICATE_DATE' });
  return toWire(row);
}

export async function updateSpecialDay(db: DbOrTx, commerceId: string, id: unknown, input: unknown, at: Date = new Date()): Promise<SpecialDay> {
  if (!isUuid(id)) throw notFound(SPECIAL_DAY_MSG.notFound);
  const [existing] = await db.select({ id: specialDays.id }).from(specialDays).where(and(eq(specialDays.id, id), eq(specialDays.id_comercio, commerceId)));
  if (!existing) throw notFound(SPECIAL_DAY_MSG.notFound);
  const value = await parse(db, commerceId, input, at);
  await assertFreeDate(db, commerceId, value.fecha, id);
  const [row] = await db
    .update(specialDays)
    .set(value)
    .where(and(eq(specialDays.id, id), eq(specialDays.id_comercio, commerceId)))
    .returning();
  recent.delete(commerceId);
  if (!row) throw notFound(SPECIAL_DAY_MSG.notFound);
  return toWire(row);
}

export async function deleteSpecialDay(db: DbOrTx, commerceId: string, id: unknown): Promise<void> {
  if (!isUuid(id)) throw notFound(SPECIAL_DAY_MSG.notFound);
  const deleted = await db
    .delete(specialDays)
    .where(and(eq(specialDays.id, id), eq(specialDays.id_comercio, commerceId)))
    .returning({ id: specialDays.id });
  recent.delete(commerceId);
  if (deleted.length === 0) throw notFound(SPECIAL_DAY_MSG.notFound);
}
