// Opening hours (docs/domain.md (Entidades) horarios, §9 days Sunday = 0): whether a commerce is open at an instant,
// and which turns overlap. Times are 'HH:mm' in the commerce's time zone.
import { DEFAULT_TIME_ZONE } from './constants';
import { zonedParts } from './dates';
import type { Commerce, ScheduleTurn } from './types/commerce';

const MINUTES_PER_DAY = 24 * 60;
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of an 'HH:mm' time (00:00–23:59); null when malformed. */
export function parseTime(value: string): number | null {
  const match = TIME_PATTERN.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** Like parseTime, but '24:00' (end of day) is also a valid closing time. */
export function parseClosingTime(value: string): number | null {
  return value === '24:00' ? MINUTES_PER_DAY : parseTime(value);
}

/**
 * The minutes of the week a turn covers, as a half-open interval [start, end) counted from
 * Sunday 00:00. A closing time earlier than (or equal to) the opening runs past midnight into the next
 * day, so end may exceed one week (Saturday 20:00–02:00 ends on the following Sunday).
 * Null for a malformed turn, which never opens.
 */
export function turnInterval(turn: ScheduleTurn): { start: number; end: number } | null {
  const open = parseTime(turn.horario_apertura);
  const close = parseClosingTime(turn.horario_cierre);
  if (open === null || close === null || !Number.isInteger(turn.dia) || turn.dia < 0 || turn.dia > 6) return null;
  const dayStart = turn.dia * MINUTES_PER_DAY;
  const end = close > open ? dayStart + close : dayStart + MINUTES_PER_DAY + close;
  return { start: dayStart + open, end };
}

/** Whether a turn past midnight: its closing time is not after its opening ('24:00' is not past midnight). */
export function isOvernight(turn: ScheduleTurn): boolean {
  const open = parseTime(turn.horario_apertura);
  const close = parseClosingTime(turn.horario_cierre);
  return open !== null && close !== null && close <= open;
}

function contains(interval: { start: number; end: number }, minuteOfWeek: number): boolean {
  // A Saturday-night turn reaches into the next week: look at the instant one week later as well.
  return [minuteOfWeek, minuteOfWeek + MINUTES_PER_WEEK].some((t) => t >= interval.start && t < interval.end);
}

/** Whether any turn covers the instant `at`, read as local time in `timeZone`. Closing minute excluded. */
export function isOpenAt(horarios: readonly ScheduleTurn[], timeZone: string, at: Date): boolean {
  const local = zonedParts(at, timeZone);
  const minuteOfWeek = local.weekday * MINUTES_PER_DAY + local.hour * 60 + local.minute;
  return horarios.some((turn) => {
    const interval = turnInterval(turn);
    return interval !== null && contains(interval, minuteOfWeek);
  });
}

/** Open for orders: service switched on (servicio_activo) and inside a turn. No turns means closed. */
export function isCommerceOpen(commerce: Pick<Commerce, 'servicio_activo' | 'horarios' | 'zona_horaria'>, at: Date): boolean {
  if (!commerce.servicio_activo) return false;
  if (!commerce.horarios || commerce.horarios.length === 0) return false;
  return isOpenAt(commerce.horarios, commerce.zona_horaria || DEFAULT_TIME_ZONE, at);
}

/** Pieces of a turn inside one week [0, MINUTES_PER_WEEK): a Saturday-night turn wraps to Sunday morning. */
function weekSegments(interval: { start: number; end: number }): { start: number; end: number }[] {
  if (interval.end <= MINUTES_PER_WEEK) return [interval];
  return [
    { start: interval.start, end: MINUTES_PER_WEEK },
    { start: 0, end: interval.end - MINUTES_PER_WEEK },
  ];
}

export interface TurnOverlap {
  /** Indexes into the turns given, first < second. */
  first: number;
  second: number;
}

/**
 * Pairs of turns that share any minute, including a turn spilling past midnight into the next
 * day's turns. Turns that only touch (one closes at 14:00, the next opens at 14:00) do not overlap.
 */
export function findOverlaps(turns: readonly ScheduleTurn[]): TurnOverlap[] {
  const segments = turns.map((turn) => {
    const interval = turnInterval(turn);
    return interval ? weekSegments(interval) : [];
  });
  const overlaps: TurnOverlap[] = [];
  for (let first = 0; first < turns.length; first++) {
    for (let second = first + 1; second < turns.length; second++) {
      const clash = segments[first]!.some((a) => segments[second]!.some((b) => a.start < b.end && b.start < a.end));
      if (clash) overlaps.push({ first, second });
    }
  }
  return overlaps;
}
