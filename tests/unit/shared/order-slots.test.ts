// The shared slot rule (shared/order-slots.ts) as a table: closed days, special days, past times, the
// days-ahead bound and the time zone (America/Mexico_City, UTC−6 all year since 2022).
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SCHEDULING,
  localInstant,
  nextFreeSlot,
  orderSlots,
  schedulingOf,
  schedulingSettingsSchema,
  SLOT_MSG,
  slotHasRoom,
  slotOf,
  slotRefusal,
  type SchedulingSettings,
  type SlotRuleInput,
} from '@shared/order-slots';
import type { SpecialDay } from '@shared/special-days';
import type { ScheduleTurn } from '@shared/types/commerce';

const MX = 'America/Mexico_City';
const everyDay = (open: string, close: string): ScheduleTurn[] => [0, 1, 2, 3, 4, 5, 6].map((dia) => ({ dia, horario_apertura: open, horario_cierre: close }));
const special = (fecha: string, cerrado: boolean, open: string | null = null, close: string | null = null): SpecialDay => ({
  id: fecha,
  fecha,
  cerrado,
  horario_apertura: open,
  horario_cierre: close,
  motivo: 'Día especial',
});
/** Local Mexico City wall clock → instant. */
const mx = (date: string, time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return localInstant(date, h * 60 + m, MX);
};

function input(patch: Partial<SlotRuleInput> = {}, settings: Partial<SchedulingSettings> = {}): SlotRuleInput {
  return {
    servicio_activo: true,
    horarios: everyDay('13:00', '17:00'),
    zona_horaria: MX,
    dias_especiales: [],
    settings: { ...DEFAULT_SCHEDULING, ...settings },
    ...patch,
  };
}

// Monday 7 December 2026, 11:00 in Mexico City (17:00 UTC).
const NOW = mx('2026-12-07', '11:00');

describe('slot rule: which promised times a customer may choose', () => {
  const rows: { name: string; rule?: SlotRuleInput; now?: Date; at: Date; expected: string | null }[] = [
    { name: 'a slot today inside the turn', at: mx('2026-12-07', '14:00'), expected: null },
    { name: 'the first slot of the turn', at: mx('2026-12-07', '13:00'), expected: null },
    { name: 'the last slot before closing', at: mx('2026-12-07', '16:45'), expected: null },
    { name: 'the closing minute itself', at: mx('2026-12-07', '17:00'), expected: SLOT_MSG.closed },
    { name: 'before opening', at: mx('2026-12-07', '12:00'), expected: SLOT_MSG.closed },
    { name: 'a past time', at: mx('2026-12-07', '10:00'), expected: SLOT_MSG.past },
    { name: 'sooner than the preparation time', now: mx('2026-12-07', '12:40'), at: mx('2026-12-07', '13:00'), expected: SLOT_MSG.past },
    { name: 'right after the preparation time', now: mx('2026-12-07', '12:40'), at: mx('2026-12-07', '13:15'), expected: null },
    { name: 'off the 15-minute grid', at: mx('2026-12-07', '14:07'), expected: SLOT_MSG.notOnGrid },
    { name: 'the last day ahead (2 days)', at: mx('2026-12-09', '16:45'), expected: null },
    { name: 'past the days-ahead bound', at: mx('2026-12-10', '13:00'), expected: SLOT_MSG.tooFar(2) },
    { name: 'only today when 0 days ahead', rule: input({}, { dias_adelanto: 0 }), at: mx('2026-12-08', '13:00'), expected: SLOT_MSG.tooFar(0) },
    { name: 'a day without turns', rule: input({ horarios: everyDay('13:00', '17:00').filter((t) => t.dia !== 2) }), at: mx('2026-12-08', '14:00'), expected: SLOT_MSG.closed },
    { name: 'a closed special day', rule: input({ dias_especiales: [special('2026-12-08', true)] }), at: mx('2026-12-08', '14:00'), expected: SLOT_MSG.closed },
    { name: 'a special day with its own hours: inside', rule: input({ dias_especiales: [special('2026-12-08', false, '08:00', '10:00')] }), at: mx('2026-12-08', '09:00'), expected: null },
    { name: 'a special day with its own hours: the weekly turn no longer counts', rule: input({ dias_especiales: [special('2026-12-08', false, '08:00', '10:00')] }), at: mx('2026-12-08', '14:00'), expected: SLOT_MSG.closed },
    { name: 'service switched off', rule: input({ servicio_activo: false }), at: mx('2026-12-07', '14:00'), expected: SLOT_MSG.off },
    { name: 'scheduling switched off', rule: input({}, { programados_activos: false }), at: mx('2026-12-07', '14:00'), expected: SLOT_MSG.off },
    {
      // 23:30 on Monday in Mexico City is already Tuesday in UTC: the bound counts local days.
      name: 'late turn: the local date decides, not the UTC one',
      rule: input({ horarios: everyDay('20:00', '24:00') }, { dias_adelanto: 0 }),
      now: mx('2026-12-07', '22:00'),
      at: mx('2026-12-07', '23:30'),
      expected: null,
    },
    {
      name: 'an overnight turn reaches past midnight',
      rule: input({ horarios: everyDay('20:00', '02:00') }, { dias_adelanto: 1 }),
      now: mx('2026-12-07', '22:00'),
      at: mx('2026-12-08', '01:45'),
      expected: null,
    },
  ];
  it.each(rows)('$name', ({ rule, now, at, expected }) => {
    expect(slotRefusal(rule ?? input(), at, now ?? NOW)).toBe(expected);
  });

  it('lists every 15 minutes of the turns up to the days-ahead bound, labelled in local time', () => {
    const slots = orderSlots(input(), NOW);
    expect(slots).toHaveLength(16 * 3); // 13:00–16:45 on Monday, Tuesday and Wednesday
    expect(slots[0]).toEqual({ at: '2026-12-07T19:00:00.000Z', etiqueta: 'hoy 13:00' });
    expect(slots[16]!.etiqueta).toBe('mañana 13:00');
    expect(slots.at(-1)!.etiqueta).toBe('el miércoles 16:45');
  });

  it('reads stored settings leniently and validates them with one schema', async () => {
    expect(schedulingOf(null)).toEqual(DEFAULT_SCHEDULING);
    expect(schedulingOf({ dias_adelanto: 5 }).dias_adelanto).toBe(5);
    await expect(schedulingSettingsSchema.validate({ ...DEFAULT_SCHEDULING, capacidad_modo: 'pedidos', capacidad_por_franja: null })).rejects.toThrow(
      'Capacidad por franja: escribe cuántos caben cada 15 minutos',
    );
    await expect(schedulingSettingsSchema.validate({ ...DEFAULT_SCHEDULING, dias_adelanto: 30 })).rejects.toThrow('Días de anticipación: el valor máximo es 7');
  });
});

describe('capacity per slot', () => {
  const byOrders: SchedulingSettings = { ...DEFAULT_SCHEDULING, capacidad_modo: 'pedidos', capacidad_por_franja: 3 };
  const byItems: SchedulingSettings = { ...DEFAULT_SCHEDULING, capacidad_modo: 'articulos', capacidad_por_franja: 10 };
  it.each([
    { name: 'off: always room', settings: DEFAULT_SCHEDULING, used: { pedidos: 99, articulos: 999 }, items: 5, room: true },
    { name: 'orders: a place left', settings: byOrders, used: { pedidos: 2, articulos: 40 }, items: 9, room: true },
    { name: 'orders: full', settings: byOrders, used: { pedidos: 3, articulos: 3 }, items: 1, room: false },
    { name: 'items: fits exactly', settings: byItems, used: { pedidos: 1, articulos: 6 }, items: 4, room: true },
    { name: 'items: one unit too many', settings: byItems, used: { pedidos: 1, articulos: 6 }, items: 5, room: false },
  ])('$name', ({ settings, used, items, room }) => {
    expect(slotHasRoom(settings, used, items)).toBe(room);
  });

  it('names the next slot with room after a full one', () => {
    const slots = orderSlots(input(), NOW);
    const full = { pedidos: 3, articulos: 3 };
    const usage = new Map([
      [slots[0]!.at, full],
      [slots[1]!.at, full],
    ]);
    expect(nextFreeSlot(slots, usage, byOrders, 1, slots[0]!.at)?.etiqueta).toBe('hoy 13:30');
  });

  it('an order for now counts in the slot of its time', () => {
    expect(slotOf(new Date('2026-12-07T17:44:59Z')).toISOString()).toBe('2026-12-07T17:30:00.000Z');
  });
});
