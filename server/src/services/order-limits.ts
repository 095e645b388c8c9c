// Monthly order quota (docs/domain.md (Entidades) orderLimits): orders counted per calendar month in the commerce's time zone.
// The count is a row per commerce and month (order_month_counts, kept by a trigger on every insert into
// orders and recounted when the time zone changes — migration 0005), so reading it is one index lookup.
import { and, eq } from 'drizzle-orm';
import { monthKey, zonedParts } from '@shared/dates';
import type { OrderLimits } from '@shared/types/account';
import type { DbOrTx } from '../db/database';
import { orderMonthCounts } from '../db/schema/index';
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

export function orderLimitsOf(currentMonthCount: number, monthlyLimit: number | null): OrderLimits {
  const quotaUsagePercent = monthlyLimit && monthlyLimit > 0 ? Math.min(100, Math.round((currentMonthCount / monthlyLimit) * 10_000) / 100) : 0;
  return { currentMonthCount, monthlyLimit, quotaUsagePercent };
}
