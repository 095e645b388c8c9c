import { describe, expect, it } from 'vitest';
import { DAYS_MONDAY_FIRST, DAY_NAMES, formatDate, formatDateTime, formatTime, monthKey, zonedParts } from '@shared/dates';

describe('Mexico City formatting (default zone, UTC-6)', () => {
  it('formats date, 24 h time and both', () => {
    expect(formatDate('2026-11-21T18:05:00Z')).toBe('21/11/2026');
    expect(formatTime('2026-11-21T18:05:00Z')).toBe('12:05');
    expect(formatDateTime('2026-11-21T18:05:00Z')).toBe('21/11/2026 12:05');
  });

  it('shows the local day, which may be the day before in UTC', () => {
    expect(formatDate('2026-11-21T05:30:00Z')).toBe('20/11/2026');
    expect(formatDateTime(new Date('2026-11-21T05:30:00Z'))).toBe('20/11/2026 23:30');
  });

  it('writes midnight as 00:00, never 24:00', () => {
    expect(formatTime('2026-11-21T06:00:00Z')).toBe('00:00');
  });

  it('uses another zone when given', () => {
    expect(formatTime('2026-11-21T18:05:00Z', 'America/Tijuana')).toBe('10:05');
    expect(formatDate('2026-11-21T18:05:00Z', 'UTC')).toBe('21/11/2026');
  });
});

describe('zonedParts', () => {
  it('gives the local calendar parts with Sunday = 0', () => {
    expect(zonedParts('2026-11-22T07:15:00Z')).toEqual({ year: 2026, month: 11, day: 22, hour: 1, minute: 15, weekday: 0 });
    expect(zonedParts('2026-11-22T05:59:00Z')).toEqual({ year: 2026, month: 11, day: 21, hour: 23, minute: 59, weekday: 6 });
    expect(zonedParts('2026-11-23T15:00:00Z').weekday).toBe(1);
  });
});

describe('monthKey (monthly order limits in the commerce zone)', () => {
  it.each([
    ['2026-12-01T05:59:00Z', 'America/Mexico_City', '2026-11'],
    ['2026-12-01T06:00:00Z', 'America/Mexico_City', '2026-12'],
    ['2027-01-01T05:59:00Z', 'America/Mexico_City', '2026-12'],
    ['2027-01-01T06:00:00Z', 'America/Mexico_City', '2027-01'],
    ['2026-12-01T05:59:00Z', 'UTC', '2026-12'],
    ['2026-08-01T06:59:00Z', 'America/Tijuana', '2026-07'],
  ])('%s in %s is %s', (instant, zone, key) => {
    expect(monthKey(instant, zone)).toBe(key);
  });

  it('defaults to Mexico City', () => {
    expect(monthKey('2026-12-01T05:59:00Z')).toBe('2026-11');
  });
});

describe('day names', () => {
  it('index by SPEC day number with Sunday = 0, listed Monday first', () => {
    expect(DAY_NAMES[0]).toBe('Domingo');
    expect(DAY_NAMES[1]).toBe('Lunes');
    expect(DAYS_MONDAY_FIRST.map((day) => DAY_NAMES[day])).toEqual(['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo']);
  });
});
