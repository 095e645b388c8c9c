// Wall-clock time in a time zone → UTC instant, with Intl only (no tz database dependency).
import { zonedParts } from '@shared/dates';

/** The UTC instant at which the clock in `timeZone` reads year-month-day hour:minute. */
export function zonedDateTimeToUtc(year: number, month: number, day: number, hour: number, minute: number, timeZone: string): Date {
  const wallClock = Date.UTC(year, month - 1, day, hour, minute);
  let guess = wallClock;
  // Correct by the zone's offset at the guessed instant; twice settles DST edges.
  for (let i = 0; i < 2; i += 1) {
    const p = zonedParts(new Date(guess), timeZone);
    guess += wallClock - Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  }
  return new Date(guess);
}
