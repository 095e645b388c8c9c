// Monthly order quota (docs/domain.md (Entidades) orderLimits): orders counted per calendar month in the commerce's time zone.
// The plan's limit is per account: an account with several locations sums each location's month, each read
// in its own time zone (docs/locations.md).
// The count is a row per commerce and month (order_month_counts, kept by a trigger on every insert into
// orders and recounted when the time zone changes — migration 0005), so reading it is one index lookup.
import { and, asc, eq } from 'drizzle-orm';
import { monthKey, zonedParts } from '@shared/dates';
import type { OrderLimits } from '@shared/types/account';
import type { DbOrTx } from '../db/database';
import { commerces, orderMonthCounts } from '../db/schema/index';
import { zonedDateTimeToUtc } from './zoned-time';

/** The UTC instant of local midnight starting day 1 of (year, month) in `timeZone`. */
export function zonedMonthStart(year: number, month: number, timeZone: string): Date {
  return zonedDateTimeToUtc(year, month, 1, 0, 0, timeZone);
}

/** [start, end) of the calendar month containing `now` in `timeZone`, as UTC instants. */
export function zonedMonthRange(now: Date, timeZone: string): { start: Date; end: Date } {
  const p = zonedParts(now, timeZone);
  const nextYear = p.month === 12 ? p.year + 1 : p.year;
  const nextMonth = p.month === 12 ? 1 : p.month + 1;
  return { start: zonedMonthStart(p.year, p.month, timeZone), end: zonedMonthStart(nextYear, nextMonth, timeZone) };
}

/** Orders received this calendar month. Every status counts, deleted ones too: each used the quota when it came in. */
export async function countOrdersThisMonth(db: DbOrTx, commerceId: string, timeZone: string, now: Date = new Date()): Promise<number> {
  const [row] = await db
    .select({ value: orderMonthCounts.recibidos })
    .from(orderMonthCounts)
    .where(and(eq(orderMonthCounts.id_comercio, commerceId), eq(orderMonthCounts.mes, monthKey(now, timeZone))));
  return row?.value ?? 0;
}

/** This month's orders of every location of an account (each in its own time zone), by name. */
export async function accountMonthCounts(db: DbOrTx, accountId: string, now: Date = new Date()): Promise<{ id_comercio: string; nombre: string; currentMonthCount: number }[]> {
  const locations = await db
    .select({ id: commerces.id, nombre: commerces.nombre, zona: commerces.zona_horaria })
    .from(commerces)
    .where(eq(commerces.account_id, accountId))
    .orderBy(asc(commerces.created_at), asc(commerces.id));
  return Promise.all(locations.map(async (location) => ({ id_comercio: location.id, nombre: location.nombre, currentMonthCount: await countOrdersThisMonth(db, location.id, location.zona, now) })));
}

/** Orders this month over the whole account of a commerce: what the plan's monthly limit is compared with. */
export async function countAccountOrdersThisMonth(db: DbOrTx, commerceId: string, now: Date = new Date()): Promise<number> {
  const [commerce] = await db.select({ accountId: commerces.account_id }).from(commerces).where(eq(commerces.id, commerceId)).limit(1);
  if (!commerce) return 0;
  const counts = await accountMonthCounts(db, commerce.accountId, now);
  return counts.reduce((sum, location) => sum + location.currentMonthCount, 0);
}

export function orderLimitsOf(currentMonthCount: number, monthlyLimit: number | null): OrderLimits {
  const quotaUsagePercent = monthlyLimit && monthlyLimit > 0 ? Math.min(100, Math.round((currentMonthCount / monthlyLimit) * 10_000) / 100) : 0;
  return { currentMonthCount, monthlyLimit, quotaUsagePercent };
}
