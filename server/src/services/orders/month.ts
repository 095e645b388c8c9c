// Local-day boundaries in a commerce's time zone: history date filters count by the commerce's
// calendar, not by UTC.
import { zonedParts } from '../../../../shared/dates';
import { zonedDateTimeToUtc as zonedTimeToUtc } from '../zoned-time';

/** Start of a local calendar day given as 'YYYY-MM-DD'; null when malformed. */
export function localDayStart(day: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || date < 1 || date > 31) return null;
  return zonedTimeToUtc(year, month, date, 0, 0, timeZone);
}

/** Start of the local day after 'YYYY-MM-DD' (exclusive upper bound of a date filter). */
export function localDayEnd(day: string, timeZone: string): Date | null {
  const start = localDayStart(day, timeZone);
  if (!start) return null;
  const p = zonedParts(new Date(start.getTime() + 36 * 3_600_000), timeZone);
  return zonedTimeToUtc(p.year, p.month, p.day, 0, 0, timeZone);
}
