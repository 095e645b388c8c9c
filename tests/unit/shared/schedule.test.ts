import { describe, expect, it } from 'vitest';
import { findOverlaps, isCommerceOpen, isOpenAt, isOvernight, parseClosingTime, parseTime, turnInterval } from '@shared/schedule';
import type { ScheduleTurn } from '@shared/types/commerce';

const MX = 'America/Mexico_City'; // UTC-6 all year (no DST since 2022)
const turn = (dia: number, horario_apertura: string, horario_cierre: string): ScheduleTurn => ({ dia, horario_apertura, horario_cierre });

describe('time parsing', () => {
  it('reads HH:mm; 24:00 only as a closing time', () => {
    expect(parseTime('00:00')).toBe(0);
    expect(parseTime('09:30')).toBe(570);
    expect(parseTime('23:59')).toBe(1439);
    expect(parseTime('24:00')).toBeNull();
    expect(parseTime('9:30')).toBeNull();
    expect(parseTime('12:60')).toBeNull();
    expect(parseClosingTime('24:00')).toBe(1440);
    expect(parseClosingTime('18:15')).toBe(1095);
  });

  it('places turns in the week, Sunday = 0, overnight turns ending the next day', () => {
    expect(turnInterval(turn(0, '09:00', '17:00'))).toEqual({ start: 540, end: 1020 });
    expect(turnInterval(turn(1, '18:00', '24:00'))).toEqual({ start: 1440 + 1080, end: 2880 });
    expect(turnInterval(turn(6, '20:00', '02:00'))).toEqual({ start: 6 * 1440 + 1200, end: 7 * 1440 + 120 });
    expect(turnInterval(turn(7, '09:00', '10:00'))).toBeNull();
    expect(turnInterval(turn(1, 'nueve', '10:00'))).toBeNull();
    expect(isOvernight(turn(6, '20:00', '02:00'))).toBe(true);
    expect(isOvernight(turn(6, '20:00', '24:00'))).toBe(false);
  });
});

describe('isOpenAt in Mexico City', () => {
  // 2026-11-23 is a Monday; Mexico City is UTC-6.
  const week = [turn(1, '09:00', '22:00'), turn(3, '18:00', '24:00'), turn(6, '20:00', '02:00')];

  it.each([
    ['Monday 08:59', '2026-11-23T14:59:00Z', false],
    ['Monday 09:00 (opening minute)', '2026-11-23T15:00:00Z', true],
    ['Monday 21:59', '2026-11-24T03:59:00Z', true],
    ['Monday 22:00 (closing minute)', '2026-11-24T04:00:00Z', false],
    ['Tuesday 12:00 (no turn)', '2026-11-24T18:00:00Z', false],
    ['Wednesday 23:59 (closes 24:00)', '2026-11-26T05:59:00Z', true],
    ['Thursday 00:00 (after 24:00)', '2026-11-26T06:00:00Z', false],
    ['Saturday 19:59', '2026-11-22T01:59:00Z', false],
    ['Saturday 20:00', '2026-11-22T02:00:00Z', true],
    ['Saturday 23:59', '2026-11-22T05:59:00Z', true],
    ['Sunday 01:00 (Saturday turn past midnight)', '2026-11-22T07:00:00Z', true],
    ['Sunday 01:59', '2026-11-22T07:59:00Z', true],
    ['Sunday 02:00', '2026-11-22T08:00:00Z', false],
  ])('%s -> %s', (_label, instant, open) => {
    expect(isOpenAt(week, MX, new Date(instant))).toBe(open);
  });

  it('a Friday overnight turn opens Saturday early morning, not Sunday', () => {
    const friday = [turn(5, '22:00', '03:00')];
    expect(isOpenAt(friday, MX, new Date('2026-11-21T08:00:00Z'))).toBe(true); // Saturday 02:00
    expect(isOpenAt(friday, MX, new Date('2026-11-22T08:00:00Z'))).toBe(false); // Sunday 02:00
  });

  it('ignores malformed turns and is closed with none', () => {
    expect(isOpenAt([turn(1, '9', '22:00')], MX, new Date('2026-11-23T18:00:00Z'))).toBe(false);
    expect(isOpenAt([], MX, new Date('2026-11-23T18:00:00Z'))).toBe(false);
  });
});

describe('isOpenAt in other zones', () => {
  const mondayNineToFive = [turn(1, '09:00', '17:00')];

  it('follows Tijuana daylight saving time (UTC-8 in winter, UTC-7 in summer)', () => {
    // Monday 2026-01-05: 09:00 PST = 17:00Z
    expect(isOpenAt(mondayNineToFive, 'America/Tijuana', new Date('2026-01-05T16:59:00Z'))).toBe(false);
    expect(isOpenAt(mondayNineToFive, 'America/Tijuana', new Date('2026-01-05T17:00:00Z'))).toBe(true);
    // Monday 2026-07-06: 09:00 PDT = 16:00Z
    expect(isOpenAt(mondayNineToFive, 'America/Tijuana', new Date('2026-07-06T15:59:00Z'))).toBe(false);
    expect(isOpenAt(mondayNineToFive, 'America/Tijuana', new Date('2026-07-06T16:00:00Z'))).toBe(true);
    expect(isOpenAt(mondayNineToFive, 'America/Tijuana', new Date('2026-07-07T00:00:00Z'))).toBe(false); // 17:00 PDT
  });

  it('handles the night the clocks go forward', () => {
    // 2026-03-08 02:00 PST -> 03:00 PDT. Saturday 20:00–03:00.
    const saturdayNight = [turn(6, '20:00', '03:00')];
    expect(isOpenAt(saturdayNight, 'America/Tijuana', new Date('2026-03-08T09:30:00Z'))).toBe(true); // 01:30 PST
    expect(isOpenAt(saturdayNight, 'America/Tijuana', new Date('2026-03-08T10:30:00Z'))).toBe(false); // 03:30 PDT
  });

  it('takes the weekday in the zone, not in UTC (Tokyo is a day ahead)', () => {
    // Monday 2026-11-23 00:00Z is Monday 09:00 in Tokyo and Sunday 18:00 in Mexico City.
    const at = new Date('2026-11-23T00:00:00Z');
    expect(isOpenAt(mondayNineToFive, 'Asia/Tokyo', at)).toBe(true);
    expect(isOpenAt(mondayNineToFive, MX, at)).toBe(false);
  });
});

describe('isCommerceOpen', () => {
  const monday10 = new Date('2026-11-23T16:00:00Z'); // Monday 10:00 in Mexico City
  const commerce = { servicio_activo: true, horarios: [turn(1, '09:00', '22:00')], zona_horaria: MX };

  it('is open inside a turn with service on', () => {
    expect(isCommerceOpen(commerce, monday10)).toBe(true);
  });
  it('is closed when servicio_activo is off, whatever the schedule', () => {
    expect(isCommerceOpen({ ...commerce, servicio_activo: false }, monday10)).toBe(false);
  });
  it('is closed without horarios', () => {
    expect(isCommerceOpen({ ...commerce, horarios: [] }, monday10)).toBe(false);
  });
  it('uses Mexico City when no zone is stored', () => {
    expect(isCommerceOpen({ ...commerce, zona_horaria: '' }, monday10)).toBe(true);
  });
  it('uses the stored zone', () => {
    // Monday 10:00 in Mexico City is Monday 08:00 in Tijuana (PST): not yet open there.
    expect(isCommerceOpen({ ...commerce, zona_horaria: 'America/Tijuana' }, monday10)).toBe(false);
  });
});

describe('findOverlaps', () => {
  it.each([
    ['same day overlap', [turn(1, '09:00', '14:00'), turn(1, '13:00', '18:00')], [{ first: 0, second: 1 }]],
    ['one inside another', [turn(2, '08:00', '23:00'), turn(2, '12:00', '13:00')], [{ first: 0, second: 1 }]],
    ['identical turns', [turn(4, '08:00', '12:00'), turn(4, '08:00', '12:00')], [{ first: 0, second: 1 }]],
    ['touching turns', [turn(1, '09:00', '14:00'), turn(1, '14:00', '18:00')], []],
    ['different days', [turn(1, '09:00', '14:00'), turn(2, '09:00', '14:00')], []],
    ['past-midnight spill into next day', [turn(1, '20:00', '02:00'), turn(2, '01:00', '05:00')], [{ first: 0, second: 1 }]],
    ['spill that ends as the next day opens', [turn(1, '20:00', '02:00'), turn(2, '02:00', '05:00')], []],
    ['Saturday spill into Sunday', [turn(0, '00:30', '03:00'), turn(6, '22:00', '01:00')], [{ first: 0, second: 1 }]],
    ['24:00 then next day 00:00', [turn(3, '18:00', '24:00'), turn(4, '00:00', '04:00')], []],
    ['malformed turns ignored', [turn(1, 'x', '14:00'), turn(1, '09:00', '14:00')], []],
  ])('%s', (_label, turns, expected) => {
    expect(findOverlaps(turns)).toEqual(expected);
  });

  it('lists every overlapping pair', () => {
    const turns = [turn(1, '09:00', '12:00'), turn(1, '10:00', '11:00'), turn(1, '11:30', '13:00'), turn(5, '09:00', '10:00')];
    expect(findOverlaps(turns)).toEqual([
      { first: 0, second: 1 },
      { first: 0, second: 2 },
    ]);
  });
});
