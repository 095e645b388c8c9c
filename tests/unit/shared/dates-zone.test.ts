// The commerce's calendar day near midnight in America/Mexico_City (issue #19 item 9): at 23:30 on 23/11 in
// Mexico City UTC already reads 24/11; the stats, reports, exports and announcements must say 23/11.
import { describe, expect, it } from 'vitest';
import { localDay, monthStartDay } from '@shared/dates';
import { lastSevenDays, monthToDate } from '../../../renderer/src/features/stats/model';
import { resolvePeriod } from '../../../server/src/services/stats/period';
import { zonedDateTimeToUtc } from '../../../server/src/services/zoned-time';

const MX = 'America/Mexico_City';
// 23/11/2026 23:30 in Mexico City (UTC−6) = 24/11/2026 05:30 UTC.
const lateNight = new Date('2026-11-24T05:30:00Z');

describe("the commerce's day near midnight", () => {
  it('is 23/11 in Mexico City while UTC is already on 24/11', () => {
    expect(lateNight.toISOString().slice(0, 10)).toBe('2026-11-24');
    expect(localDay(lateNight, MX)).toBe('2026-11-23');
    expect(localDay(new Date('2026-11-24T06:00:00Z'), MX)).toBe('2026-11-24');
    expect(localDay(new Date('2026-11-24T05:59:59Z'), MX)).toBe('2026-11-23');
    expect(localDay(lateNight, 'America/Tijuana')).toBe('2026-11-23');
    expect(localDay(lateNight, 'Europe/Madrid')).toBe('2026-11-24');
  });

  it('gives the reports a month-to-date range and the custom period a week, both ending on the local today', () => {
    expect(monthToDate(lateNight, MX)).toEqual({ desde: '2026-11-01', hasta: '2026-11-23' });
    expect(lastSevenDays(lateNight, MX)).toEqual({ desde: '2026-11-17', hasta: '2026-11-23' });
    // On the first of the month at 00:10 local it is still the 1st, with the month starting that day.
    const firstOfDecember = new Date('2026-12-01T06:10:00Z');
    expect(monthToDate(firstOfDecember, MX)).toEqual({ desde: '2026-12-01', hasta: '2026-12-01' });
    expect(monthToDate(new Date('2026-12-01T05:50:00Z'), MX)).toEqual({ desde: '2026-11-01', hasta: '2026-11-30' });
    expect(monthStartDay('2026-02-17')).toBe('2026-02-01');
  });

  it("resolves the server's periods on the same local day", () => {
    expect(resolvePeriod('hoy', MX, lateNight)).toMatchObject({ desde: '2026-11-23', hasta: '2026-11-23' });
    // 23/11/2026 is a Monday: the week is 23–29.
    expect(resolvePeriod('semana', MX, lateNight)).toMatchObject({ desde: '2026-11-23', hasta: '2026-11-29' });
    expect(resolvePeriod('mes', MX, lateNight)).toMatchObject({ desde: '2026-11-01', hasta: '2026-11-30' });
    expect(resolvePeriod('mes', MX, new Date('2026-12-31T20:00:00Z'))).toMatchObject({ desde: '2026-12-01', hasta: '2026-12-31' });
    expect(resolvePeriod('mes', MX, new Date('2027-02-10T20:00:00Z'))).toMatchObject({ desde: '2027-02-01', hasta: '2027-02-28' });
    const today = resolvePeriod('hoy', MX, lateNight);
    expect(today.start.toISOString()).toBe('2026-11-23T06:00:00.000Z');
    expect(today.end.toISOString()).toBe('2026-11-24T06:00:00.000Z');
  });

  it('turns a local midnight into its UTC instant with the one server implementation', () => {
    expect(zonedDateTimeToUtc(2026, 11, 23, 0, 0, MX).toISOString()).toBe('2026-11-23T06:00:00.000Z');
    expect(zonedDateTimeToUtc(2026, 11, 23, 23, 59, MX).toISOString()).toBe('2026-11-24T05:59:00.000Z');
  });
});
