// Period of the statistics dashboard as whole local days in the commerce's time zone (docs/domain.md (Constantes): weeks run
// Monday to Sunday). Boundaries are the UTC instants of local midnights, so "hoy" in Mexico City starts at
// 06:00 UTC, not at UTC midnight.
import { localDay, monthStartDay, zonedParts } from '../../../../shared/dates';
import { addDays, daysBetween } from '../../../../shared/special-days';
import { STATS_PERIODS, type StatsPeriod } from '../../../../shared/types/stats';
import { badRequest } from '../../errors';
import { localDayEnd, localDayStart } from '../orders/month';

export { STATS_PERIODS, type StatsPeriod };

/** Longest custom range accepted (days): the chart has one bucket per day. */
export const MAX_RANGE_DAYS = 366;

export interface ResolvedPeriod {
  periodo: StatsPeriod;
  /** First local day, YYYY-MM-DD (inclusive). */
  desde: string;
  /** Last local day, YYYY-MM-DD (inclusive). */
  hasta: string;
  start: Date;
  /** Exclusive upper bound: the start of the local day after `hasta`. */
  end: Date;
}

export { addDays, daysBetween };

/** Local day range → UTC instants; 400 on malformed or reversed dates. */
export function dayRange(desde: string, hasta: string, timeZone: string): { start: Date; end: Date } {
  const start = localDayStart(desde, timeZone);
  if (!start) throw badRequest('desde: fecha no válida (AAAA-MM-DD)', 'desde');
  const end = localDayEnd(hasta, timeZone);
  if (!end) throw badRequest('hasta: fecha no válida (AAAA-MM-DD)', 'hasta');
  if (end <= start) throw badRequest('hasta: debe ser igual o posterior a desde', 'hasta');
  return { start, end };
}

export function resolvePeriod(periodo: StatsPeriod, timeZone: string, now: Date, custom: { desde?: string; hasta?: string } = {}): ResolvedPeriod {
  const todayKey = localDay(now, timeZone);
  let desde: string;
  let hasta: string;
  switch (periodo) {
    case 'hoy':
      desde = hasta = todayKey;
      break;
    case 'semana': {
      const sinceMonday = (zonedParts(now, timeZone).weekday + 6) % 7;
      desde = addDays(todayKey, -sinceMonday);
      hasta = addDays(desde, 6);
      break;
    }
    case 'mes': {
      desde = monthStartDay(todayKey);
      hasta = addDays(monthStartDay(addDays(desde, 31)), -1);
      break;
    }
    case 'personalizado':
      if (!custom.desde) throw badRequest('desde: requerido en un periodo personalizado', 'desde');
      if (!custom.hasta) throw badRequest('hasta: requerido en un periodo personalizado', 'hasta');
      desde = custom.desde;
      hasta = custom.hasta;
      if (/^\d{4}-\d{2}-\d{2}$/.test(desde) && /^\d{4}-\d{2}-\d{2}$/.test(hasta) && daysBetween(desde, hasta) >= MAX_RANGE_DAYS) {
        throw badRequest(`hasta: el periodo no puede pasar de ${MAX_RANGE_DAYS} días`, 'hasta');
      }
      break;
  }
  return { periodo, desde, hasta, ...dayRange(desde, hasta, timeZone) };
}
