// Scheduled orders and kitchen capacity (docs/availability.md, "Pedidos programados y capacidad"): the
// commerce's settings (one schema for the panel and the server), which 15-minute slots a customer may
// choose (weekly schedule, special days, now, days ahead), and whether a slot has room for an order.
// The server validates intake with these rules and the public menu offers the slots they give.
import * as yup from 'yup';
import { openingIntervals, whenText } from './availability';
import { DEFAULT_TIME_ZONE } from './constants';
import { zonedParts } from './dates';
import { addDays, type SpecialDay } from './special-days';
import type { ScheduleTurn } from './types/commerce';

/** Minutes of one slot: customers choose among these times, capacity is counted per slot. */
export const SLOT_MINUTES = 15;
const DAY = 24 * 60;

export const CAPACITY_MODES = ['desactivada', 'pedidos', 'articulos'] as const;
export type CapacityMode = (typeof CAPACITY_MODES)[number];

export interface SchedulingSettings {
  /** Customers may choose a later time (a slot) instead of «Lo antes posible». */
  programados_activos: boolean;
  /** Days after today a customer may schedule for (0 = only later today). */
  dias_adelanto: number;
  /** Minutes before the promised time a scheduled order rings and prints, and the soonest a slot can be. */
  minutos_preparacion: number;
  /** Cap per slot by orders or by items (units), or none. */
  capacidad_modo: CapacityMode;
  /** Orders or items per slot; null while the cap is off. */
  capacidad_por_franja: number | null;
}

export const DEFAULT_SCHEDULING: SchedulingSettings = {
  programados_activos: true,
  dias_adelanto: 2,
  minutos_preparacion: 30,
  capacidad_modo: 'desactivada',
  capacidad_por_franja: null,
};

export const SCHEDULING_LIMITS = { daysAheadMax: 7, prepMinutesMax: 240, capacityMax: 500 } as const;

/** The settings' one schema: the panel's form and PUT /v1/comercio/programacion validate with it. */
export const schedulingSettingsSchema = yup
  .object({
    programados_activos: yup.boolean().typeError('Pedidos programados: indica sí o no').required('Pedidos programados: indica sí o no'),
    dias_adelanto: yup
      .number()
      .typeError('Días de anticipación: debe ser un número')
      .required('Días de anticipación: es requerido')
      .integer('Días de anticipación: debe ser un número entero')
      .min(0, 'Días de anticipación: el valor mínimo es 0')
      .max(SCHEDULING_LIMITS.daysAheadMax, `Días de anticipación: el valor máximo es ${SCHEDULING_LIMITS.daysAheadMax}`),
    minutos_preparacion: yup
      .number()
      .typeError('Tiempo de preparación: debe ser un número')
      .required('Tiempo de preparación: es requerido')
      .integer('Tiempo de preparación: debe ser un número entero')
      .min(0, 'Tiempo de preparación: el valor mínimo es 0')
      .max(SCHEDULING_LIMITS.prepMinutesMax, `Tiempo de preparación: el valor máximo es ${SCHEDULING_LIMITS.prepMinutesMax}`),
    capacidad_modo: yup.string().oneOf(CAPACITY_MODES, 'Capacidad de cocina: elige desactivada, por pedidos o por artículos').required('Capacidad de cocina: es requerida'),
    capacidad_por_franja: yup
      .number()
      .typeError('Capacidad por franja: debe ser un número')
      .integer('Capacidad por franja: debe ser un número entero')
      .min(1, 'Capacidad por franja: el valor mínimo es 1')
      .max(SCHEDULING_LIMITS.capacityMax, `Capacidad por franja: el valor máximo es ${SCHEDULING_LIMITS.capacityMax}`)
      .nullable()
      .default(null)
      .when('capacidad_modo', {
        is: (mode: unknown) => mode !== 'desactivada',
        then: (schema) => schema.required('Capacidad por franja: escribe cuántos caben cada 15 minutos'),
        otherwise: (schema) => schema.transform(() => null),
      }),
  })
  .noUnknown('Programación: campo desconocido');

/** The stored settings read leniently: a missing or malformed value falls back to the default. */
export function schedulingOf(stored: unknown): SchedulingSettings {
  try {
    return schedulingSettingsSchema.validateSync({ ...DEFAULT_SCHEDULING, ...(stored as object) }, { stripUnknown: true }) as SchedulingSettings;
  } catch {
    return DEFAULT_SCHEDULING;
  }
}

/** The UTC instant at which the clock in `timeZone` reads the local date ('YYYY-MM-DD') at `minute` of the day. */
export function localInstant(date: string, minute: number, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wallClock = Date.UTC(year, month - 1, day, Math.floor(minute / 60), minute % 60);
  let guess = wallClock;
  // Corrected by the zone's offset at the guessed instant; twice settles daylight-saving edges.
  for (let i = 0; i < 2; i += 1) {
    const p = zonedParts(new Date(guess), timeZone);
    guess += wallClock - Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  }
  return new Date(guess);
}

export interface SlotRuleInput {
  servicio_activo: boolean;
  horarios: readonly ScheduleTurn[];
  zona_horaria: string | null | undefined;
  /** Special days from yesterday on (at least through today + dias_adelanto). */
  dias_especiales: readonly SpecialDay[];
  settings: SchedulingSettings;
}

export interface OrderSlot {
  /** The slot's start, ISO (UTC): the promised time sent with the order. */
  at: string;
  /** 'hoy 14:15', 'mañana 9:00', 'el lunes 13:30'. */
  etiqueta: string;
}

/** The first instant a new order can be promised for: now + preparation time. */
export function soonestPromise(settings: SchedulingSettings, now: Date): Date {
  return new Date(now.getTime() + settings.minutos_preparacion * 60_000);
}

/** The slot an instant falls in (its start): what an order promised then counts against. */
export function slotOf(at: Date): Date {
  const size = SLOT_MINUTES * 60_000;
  return new Date(Math.floor(at.getTime() / size) * size);
}

/**
 * Slots a customer may choose, soonest first: every 15 minutes inside the opening hours (special days
 * override the week), no sooner than now + the preparation time, up to the end of today + dias_adelanto.
 * Empty when scheduling or the service is off.
 */
export function orderSlots(input: SlotRuleInput, now: Date): OrderSlot[] {
  const { settings } = input;
  if (!input.servicio_activo || !settings.programados_activos) return [];
  const timeZone = input.zona_horaria || DEFAULT_TIME_ZONE;
  const { date: today } = localDate(now, timeZone);
  const specials = new Map(input.dias_especiales.map((day) => [day.fecha, day]));
  const soonest = soonestPromise(settings, now).getTime();
  const lastMinute = (settings.dias_adelanto + 1) * DAY;
  const slots: OrderSlot[] = [];
  for (const interval of openingIntervals(today, input.horarios, specials)) {
    const first = Math.max(0, Math.ceil(interval.start / SLOT_MINUTES) * SLOT_MINUTES);
    for (let minute = first; minute < interval.end && minute < lastMinute; minute += SLOT_MINUTES) {
      const offset = Math.floor(minute / DAY);
      const at = localInstant(addDays(today, offset), minute - offset * DAY, timeZone);
      if (at.getTime() < soonest) continue;
      if (slots.length > 0 && slots[slots.length - 1]!.at >= at.toISOString()) continue; // touching turns
      slots.push({ at: at.toISOString(), etiqueta: whenText(minute, today) });
    }
  }
  return slots;
}

function localDate(at: Date, timeZone: string): { date: string } {
  const p = zonedParts(at, timeZone);
  return { date: `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}` };
}

export const SLOT_MSG = {
  off: 'Este comercio no acepta pedidos programados',
  malformed: 'Hora programada: envía una fecha y hora válidas',
  past: 'La hora elegida ya pasó o no da tiempo de preparar tu pedido: elige una hora más tarde',
  tooFar: (days: number) => (days === 0 ? 'Solo se pueden programar pedidos para hoy' : `Solo se pueden programar pedidos hasta ${days === 1 ? 'mañana' : `${days} días adelante`}`),
  notOnGrid: 'Elige una de las horas de la lista (cada 15 minutos)',
  closed: 'El restaurante no está abierto a esa hora: elige otra hora de la lista',
  full: (next: string | null) =>
    next ? `La cocina ya está llena para ese horario. La siguiente hora disponible es ${next}; elígela para hacer tu pedido.` : 'La cocina ya está llena y no hay horarios disponibles por ahora. Intenta más tarde.',
  fullNow: (next: string | null) =>
    next ? `La cocina está llena en este momento. La siguiente hora disponible es ${next}; prográmalo para esa hora.` : 'La cocina está llena en este momento y no hay horarios disponibles. Intenta más tarde.',
} as const;

/** Why a requested promised time is not one of the slots, or null when it is. */
export function slotRefusal(input: SlotRuleInput, requested: Date, now: Date): string | null {
  const { settings } = input;
  if (!input.servicio_activo || !settings.programados_activos) return SLOT_MSG.off;
  if (Number.isNaN(requested.getTime())) return SLOT_MSG.malformed;
  const iso = requested.toISOString();
  const slots = orderSlots(input, now);
  if (slots.some((slot) => slot.at === iso)) return null;
  if (requested.getTime() < soonestPromise(settings, now).getTime()) return SLOT_MSG.past;
  const timeZone = input.zona_horaria || DEFAULT_TIME_ZONE;
  const lastDay = addDays(localDate(now, timeZone).date, settings.dias_adelanto);
  if (localDate(requested, timeZone).date > lastDay) return SLOT_MSG.tooFar(settings.dias_adelanto);
  if (requested.getTime() % (SLOT_MINUTES * 60_000) !== 0) return SLOT_MSG.notOnGrid;
  return SLOT_MSG.closed;
}

/** Orders and items already counted in one slot. */
export interface SlotUsage {
  pedidos: number;
  articulos: number;
}

/** Whether an order of `items` units fits in a slot with `used`; always true while the cap is off. */
export function slotHasRoom(settings: SchedulingSettings, used: SlotUsage | undefined, items: number): boolean {
  const cap = settings.capacidad_por_franja;
  if (settings.capacidad_modo === 'desactivada' || cap === null) return true;
  const current = used ?? { pedidos: 0, articulos: 0 };
  return settings.capacidad_modo === 'pedidos' ? current.pedidos + 1 <= cap : current.articulos + items <= cap;
}

/** Whether the cap is on (orders then go through the counted path). */
export function capacityOn(settings: SchedulingSettings): boolean {
  return settings.capacidad_modo !== 'desactivada' && settings.capacidad_por_franja !== null;
}

/** The first slot at or after `from` (ISO) with room for an order of `items` units; null when none. */
export function nextFreeSlot(slots: readonly OrderSlot[], usage: ReadonlyMap<string, SlotUsage>, settings: SchedulingSettings, items: number, from: string): OrderSlot | null {
  return slots.find((slot) => slot.at >= from && slotHasRoom(settings, usage.get(slot.at), items)) ?? null;
}

/** What the public checkout offers (GET /v1/public/comercio/{id_path}/horarios-pedido). */
export interface SlotOffer {
  /** «Lo antes posible» can be chosen: open now and the slot it lands in has room. */
  lo_antes_posible: boolean;
  /** Why «Lo antes posible» is not offered while open (the kitchen is full now, with the next free time). */
  aviso: string | null;
  /** The slots with room, soonest first (empty when scheduling is off). */
  horarios: OrderSlot[];
}
