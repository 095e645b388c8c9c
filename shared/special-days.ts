// Special days (docs/availability.md): a holiday or one-off closure, or a one-off opening with its own hours,
// on one calendar date in the commerce's time zone. They override the weekly schedule for that date.
import { parseClosingTime, parseTime } from './schedule';

export interface SpecialDay {
  id: string;
  /** 'YYYY-MM-DD', a local date of the commerce. */
  fecha: string;
  /** true: closed all day; false: open with horario_apertura–horario_cierre instead of the weekly turns. */
  cerrado: boolean;
  horario_apertura: string | null;
  horario_cierre: string | null;
  /** What customers read, e.g. 'Día festivo', 'Navidad', 'Inventario'. */
  motivo: string;
}

export type SpecialDayInput = Omit<SpecialDay, 'id'>;

export const SPECIAL_DAY_MOTIVO_MAX = 60;
/** How far ahead a special day may be set, and how many a commerce keeps. */
export const SPECIAL_DAY_MAX_DAYS_AHEAD = 400;
export const SPECIAL_DAYS_MAX = 120;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether 'YYYY-MM-DD' is a real calendar date. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** 'YYYY-MM-DD' moved by whole days. */
export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Weekday of a 'YYYY-MM-DD' date, Sunday = 0. */
export function weekdayOf(isoDate: string): number {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** Whole days from `from` to `to` (both 'YYYY-MM-DD'). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export type SpecialDayCheck = { ok: true; value: SpecialDayInput } | { ok: false; field: keyof SpecialDayInput; message: string };

/**
 * Validates a special day sent by the panel; `today` is the commerce's local date (past dates are refused).
 * Messages name the field in Spanish.
 */
export function checkSpecialDay(input: unknown, today: string): SpecialDayCheck {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return { ok: false, field: 'fecha', message: 'fecha: Envía la fecha del día especial' };
  const body = input as Record<string, unknown>;
  if (!isIsoDate(body.fecha)) return { ok: false, field: 'fecha', message: 'fecha: Escribe una fecha válida (AAAA-MM-DD)' };
  const ahead = daysBetween(today, body.fecha);
  if (ahead < 0) return { ok: false, field: 'fecha', message: 'fecha: La fecha ya pasó' };
  if (ahead > SPECIAL_DAY_MAX_DAYS_AHEAD) return { ok: false, field: 'fecha', message: 'fecha: Elige una fecha dentro del próximo año' };
  if (typeof body.cerrado !== 'boolean') return { ok: false, field: 'cerrado', message: 'cerrado: Indica si el comercio cierra o abre ese día' };
  const motivo = typeof body.motivo === 'string' ? body.motivo.trim() : '';
  if (motivo.length === 0) return { ok: false, field: 'motivo', message: 'motivo: Escribe el motivo (por ejemplo, Día festivo)' };
  if (motivo.length > SPECIAL_DAY_MOTIVO_MAX) return { ok: false, field: 'motivo', message: `motivo: Máximo ${SPECIAL_DAY_MOTIVO_MAX} caracteres` };
  if (body.cerrado) return { ok: true, value: { fecha: body.fecha, cerrado: true, horario_apertura: null, horario_cierre: null, motivo } };
  const open = typeof body.horario_apertura === 'string' ? parseTime(body.horario_apertura) : null;
  if (open === null) return { ok: false, field: 'horario_apertura', message: 'horario_apertura: Escribe la hora de apertura (HH:mm)' };
  const close = typeof body.horario_cierre === 'string' ? parseClosingTime(body.horario_cierre) : null;
  if (close === null) return { ok: false, field: 'horario_cierre', message: 'horario_cierre: Escribe la hora de cierre (HH:mm)' };
  if (close === open) return { ok: false, field: 'horario_cierre', message: 'horario_cierre: La hora de cierre debe ser distinta a la de apertura' };
  return { ok: true, value: { fecha: body.fecha, cerrado: false, horario_apertura: body.horario_apertura as string, horario_cierre: body.horario_cierre as string, motivo } };
}

// Made on first use: a page's first Intl formatter is a long task on a phone (shared/money.ts).
let dateFormat: Intl.DateTimeFormat | null = null;

/** 'Jueves, 25 de diciembre' for a local 'YYYY-MM-DD' (read at noon UTC: the date itself, whatever the zone). */
export function specialDateText(fecha: string): string {
  dateFormat ??= new Intl.DateTimeFormat('es-MX', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  const text = dateFormat.format(new Date(`${fecha}T12:00:00Z`));
  return text.charAt(0).toLocaleUpperCase('es-MX') + text.slice(1);
}

/** 'Cerrado todo el día' or 'Abierto de 10:00 a 14:00'. */
export function specialHoursText(day: Pick<SpecialDay, 'cerrado' | 'horario_apertura' | 'horario_cierre'>): string {
  return day.cerrado ? 'Cerrado todo el día' : `Abierto de ${day.horario_apertura} a ${day.horario_cierre}`;
}
