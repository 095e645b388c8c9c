// "Can customers order now?" (docs/availability.md): ONE answer, computed on the server from the service switch,
// the weekly schedule and special days, busy-mode pause, the plan's monthly limit and menu readiness, with
// its reason in Spanish. The panel (header, sidebar, Horarios, warning bar), the public menu and order
// intake all show or apply this same answer.
import { AUTO_PAUSE_PUBLIC_MESSAGE } from './auto-pause';
import { DEFAULT_TIME_ZONE } from './constants';
import { zonedParts } from './dates';
import { parseClosingTime, parseTime } from './schedule';
import { addDays, daysBetween, weekdayOf, type SpecialDay } from './special-days';
import type { ScheduleTurn } from './types/commerce';

export type AvailabilityReason = 'open' | 'switched_off' | 'no_products' | 'order_limit' | 'no_schedule' | 'special_closed' | 'outside_schedule' | 'unattended' | 'paused';

/** How the state is painted: green, orange or red. */
export type AvailabilityTone = 'open' | 'paused' | 'closed';

export interface Availability {
  /** Customers can place an order right now. */
  abierto: boolean;
  motivo: AvailabilityReason;
  tono: AvailabilityTone;
  /** Short label: 'Abierto', 'Cerrado', 'Pausado', 'Cerrado temporalmente'. */
  etiqueta: string;
  /** The full reason, e.g. 'Cerrado por horario: abre mañana 8:00'. */
  mensaje: string;
  /** When it opens next by the schedule ('mañana 8:00'), when closed by schedule; else null. */
  proxima_apertura: string | null;
  /** When today's opening ends ('17:00'), while open; null when it runs past the next week (24/7). */
  cierra: string | null;
  /** Today's special day (holiday, one-off closure or opening), if any. */
  dia_especial_hoy: SpecialDay | null;
  /** Special days from tomorrow on, within UPCOMING_SPECIAL_DAYS, by date. */
  proximos_dias_especiales: SpecialDay[];
  /** Products a customer could order (the setup checklist's product item). */
  productos_disponibles: number;
}

export interface AvailabilityInput {
  servicio_activo: boolean;
  horarios: readonly ScheduleTurn[];
  zona_horaria: string | null | undefined;
  dias_especiales: readonly SpecialDay[];
  /** Busy mode of the counter (docs/counter.md); null when off. */
  pausa: { pausado: boolean; pausa_hasta: string | null } | null;
  /** The store paused itself: nobody was watching (shared/auto-pause.ts); absent = no. */
  sin_atencion?: boolean;
  /** The plan's monthly order limit is reached. */
  limite_alcanzado: boolean;
  /** Products a customer could add to a cart (active, not sold out, in a visible category). */
  productos_disponibles: number;
}

/** Special days shown to customers ahead of time. */
export const UPCOMING_SPECIAL_DAYS = 45;
const DAY = 24 * 60;
/** Days of schedule looked at ahead: one full week after today, plus the day after for late turns. */
const WINDOW_DAYS = 8;

interface Interval {
  start: number;
  end: number;
}

/** 'YYYY-MM-DD' and minute of the day of an instant in a time zone. */
export function localClock(at: Date, timeZone: string): { date: string; minute: number } {
  const p = zonedParts(at, timeZone);
  const date = `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
  return { date, minute: p.hour * 60 + p.minute };
}

function span(open: string | null, close: string | null, base: number): Interval | null {
  const start = open === null ? null : parseTime(open);
  const end = close === null ? null : parseClosingTime(close);
  if (start === null || end === null) return null;
  return { start: base + start, end: base + (end > start ? end : end + DAY) };
}

/**
 * Opening intervals in minutes from local midnight of `today` (yesterday's late turns included), each day
 * taken from its special day when there is one, else from the weekly turns. A closed special day also cuts
 * the previous night's turn at midnight.
 */
export function openingIntervals(today: string, horarios: readonly ScheduleTurn[], specials: ReadonlyMap<string, SpecialDay>): Interval[] {
  const intervals: Interval[] = [];
  const closedDays: Interval[] = [];
  for (let offset = -1; offset <= WINDOW_DAYS; offset++) {
    const date = addDays(today, offset);
    const base = offset * DAY;
    const special = specials.get(date);
    if (special) {
      if (special.cerrado) closedDays.push({ start: base, end: base + DAY });
      else {
        const interval = span(special.horario_apertura, special.horario_cierre, base);
        if (interval) intervals.push(interval);
      }
      continue;
    }
    const weekday = weekdayOf(date);
    for (const turn of horarios) {
      if (turn.dia !== weekday) continue;
      const interval = span(turn.horario_apertura, turn.horario_cierre, base);
      if (interval) intervals.push(interval);
    }
  }
  return intervals
    .map((interval) => closedDays.reduce<Interval | null>((kept, closed) => (kept ? clip(kept, closed) : null), interval))
    .filter((interval): interval is Interval => interval !== null && interval.end > interval.start)
    .sort((a, b) => a.start - b.start);
}

/** The part of `interval` before a closed day starts (a turn never reopens after it). */
function clip(interval: Interval, closed: Interval): Interval | null {
  if (interval.end <= closed.start || interval.start >= closed.end) return interval;
  if (interval.start >= closed.start) return null;
  return { start: interval.start, end: closed.start };
}

function clockText(minuteOfDay: number): string {
  return `${Math.floor(minuteOfDay / 60)}:${String(minuteOfDay % 60).padStart(2, '0')}`;
}

const WEEKDAY_NAMES = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'] as const;

/** 'hoy 18:00', 'mañana 8:00', 'el lunes 8:00' for a minute counted from today's local midnight. */
export function whenText(minute: number, today: string): string {
  const offset = Math.floor(minute / DAY);
  const time = clockText(minute - offset * DAY);
  if (offset === 0) return `hoy ${time}`;
  if (offset === 1) return `mañana ${time}`;
  return `el ${WEEKDAY_NAMES[weekdayOf(addDays(today, offset))]} ${time}`;
}

/** A closing instant: '17:00' today, '24:00' at midnight, 'mañana 2:00' after it. */
function closingText(minute: number, today: string): string {
  if (minute === DAY) return '24:00';
  return minute < DAY ? clockText(minute) : whenText(minute, today);
}

/** End of the run of touching or overlapping intervals that contains `now`; null when it never ends in the window. */
function runEnd(intervals: readonly Interval[], now: number): number | null {
  let end: number | null = null;
  for (const interval of intervals) {
    if (end === null) {
      if (interval.start <= now && now < interval.end) end = interval.end;
    } else if (interval.start <= end) end = Math.max(end, interval.end);
  }
  if (end === null) return null;
  return end >= WINDOW_DAYS * DAY ? null : end;
}

/** 'las 17:00', 'la 1:00', 'mañana 2:00'. */
function untilText(cierra: string): string {
  if (!/^\d/.test(cierra)) return cierra;
  return cierra.startsWith('1:') ? `la ${cierra}` : `las ${cierra}`;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLocaleLowerCase('es-MX') + text.slice(1);
}

function pauseText(pausa: NonNullable<AvailabilityInput['pausa']>, at: Date): string {
  if (!pausa.pausa_hasta) return 'Pausado hasta que se reanude';
  const minutes = Math.max(1, Math.ceil((Date.parse(pausa.pausa_hasta) - at.getTime()) / 60_000));
  return `Pausado ${minutes} min`;
}

/** The one answer. Reasons in priority order: switch, menu, plan limit, schedule (special days first), automatic pause, pause. */
export function computeAvailability(input: AvailabilityInput, at: Date): Availability {
  const timeZone = input.zona_horaria || DEFAULT_TIME_ZONE;
  const { date: today, minute: now } = localClock(at, timeZone);
  const specials = new Map(input.dias_especiales.map((day) => [day.fecha, day]));
  const upcoming = [...input.dias_especiales]
    .filter((day) => {
      const ahead = daysBetween(today, day.fecha);
      return ahead >= 1 && ahead <= UPCOMING_SPECIAL_DAYS;
    })
    .sort((a, b) => a.fecha.localeCompare(b.fecha));
  const base = {
    dia_especial_hoy: specials.get(today) ?? null,
    proximos_dias_especiales: upcoming,
    proxima_apertura: null,
    cierra: null,
    productos_disponibles: input.productos_disponibles,
  };
  const closed = (motivo: AvailabilityReason, mensaje: string, etiqueta = 'Cerrado'): Availability => ({ ...base, abierto: false, motivo, tono: 'closed', etiqueta, mensaje });

  if (!input.servicio_activo) return closed('switched_off', 'Cerrado temporalmente: no recibe pedidos por ahora', 'Cerrado temporalmente');
  if (input.productos_disponibles <= 0) return closed('no_products', 'Sin productos: el menú no tiene productos disponibles');
  if (input.limite_alcanzado) return closed('order_limit', 'Sin pedidos disponibles: se alcanzó el límite de pedidos del mes');

  const intervals = openingIntervals(today, input.horarios, specials);
  const current = intervals.find((interval) => interval.start <= now && now < interval.end);
  if (!current) {
    const next = intervals.find((interval) => interval.start > now);
    const proxima = next ? whenText(next.start, today) : null;
    const suffix = proxima ? `: abre ${proxima}` : '';
    if (base.dia_especial_hoy?.cerrado) return { ...closed('special_closed', `Cerrado hoy por ${lowerFirst(base.dia_especial_hoy.motivo)}${suffix}`), proxima_apertura: proxima };
    if (!next && input.horarios.length === 0) return closed('no_schedule', 'Cerrado: sin horario de atención');
    return { ...closed('outside_schedule', `Cerrado por horario${suffix}`), proxima_apertura: proxima };
  }
  if (input.sin_atencion) return { ...base, abierto: false, motivo: 'unattended', tono: 'paused', etiqueta: 'Pausado', mensaje: AUTO_PAUSE_PUBLIC_MESSAGE };
  if (input.pausa?.pausado) {
    const text = pauseText(input.pausa, at);
    return { ...base, abierto: false, motivo: 'paused', tono: 'paused', etiqueta: 'Pausado', mensaje: text };
  }
  const end = runEnd(intervals, now);
  const cierra = end === null ? null : closingText(end, today);
  const special = base.dia_especial_hoy && !base.dia_especial_hoy.cerrado ? ` (horario especial: ${base.dia_especial_hoy.motivo})` : '';
  const mensaje = cierra ? `Abierto: recibe pedidos hasta ${untilText(cierra)}${special}` : `Abierto: recibe pedidos${special}`;
  return { ...base, abierto: true, motivo: 'open', tono: 'open', etiqueta: 'Abierto', mensaje, cierra };
}

/** Reasons a customer's order is refused at intake because of time (switch, schedule, special days). */
export const SCHEDULE_REASONS: readonly AvailabilityReason[] = ['switched_off', 'no_schedule', 'special_closed', 'outside_schedule'];
