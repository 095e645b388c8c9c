// Dates: stored UTC, shown in the commerce's time zone (default America/Mexico_City), es-MX formats.
import { DEFAULT_TIME_ZONE, LOCALE } from './constants';

const DATE_OPTIONS: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };
const TIME_OPTIONS: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/** One formatter per format and time zone: tables and exports format a date per row (docs/board.md). */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(kind: 'date' | 'time', timeZone: string): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(LOCALE, { ...(kind === 'date' ? DATE_OPTIONS : TIME_OPTIONS), timeZone });
    formatters.set(key, cached);
  }
  return cached;
}

/** '21/11/2026' */
export function formatDate(value: string | Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return formatter('date', timeZone).format(new Date(value));
}

/** '14:05' (24 h) */
export function formatTime(value: string | Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return formatter('time', timeZone).format(new Date(value));
}

/** '21/11/2026 14:05' */
export function formatDateTime(value: string | Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return `${formatDate(value, timeZone)} ${formatTime(value, timeZone)}`;
}

export interface ZonedParts {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
  /** 0 = Sunday … 6 = Saturday (docs/domain.md (Constantes)). */
  weekday: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than using it (hot in order intake). */
const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
      hourCycle: 'h23',
    });
    if (partsFormatters.size < 1_000) partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Calendar parts of an instant as seen in a time zone. */
export function zonedParts(value: string | Date, timeZone: string = DEFAULT_TIME_ZONE): ZonedParts {
  const parts = partsFormatter(timeZone).formatToParts(new Date(value));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    hour: Number(get('hour')),
    minute: Number(get('minute')),
    weekday: WEEKDAYS.indexOf(get('weekday')),
  };
}

/** 'YYYY-MM' of an instant in a time zone: the key of monthly order limits. */
export function monthKey(value: string | Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const p = zonedParts(value, timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}`;
}

/** 'YYYY-MM-DD' of an instant in a time zone: the commerce's calendar day (at 23:30 on 23/11 in Mexico City
 * it is already 24/11 in UTC; this answers 2026-11-23). */
export function localDay(value: string | Date = new Date(), timeZone: string = DEFAULT_TIME_ZONE): string {
  const p = zonedParts(value, timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** First day of the month of a 'YYYY-MM-DD' day. */
export function monthStartDay(day: string): string {
  return `${day.slice(0, 8)}01`;
}

/** Day names Monday first; index by SPEC day number (Sunday = 0) with DAY_NAMES[dia]. */
export const DAY_NAMES = ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'] as const;
export const DAYS_MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0] as const;
