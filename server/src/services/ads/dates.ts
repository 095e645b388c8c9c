// Validity dates of ads and coupons as the panel sends them: 'YYYY-MM-DD' is a whole local day in the
// commerce's time zone (a start begins at 00:00, an end lasts until 23:59:59.999 of that day); a full
// ISO timestamp is taken as is. '' or null clears the date. Callers validate the body with the shared schema
// first (optionalDate / optionalEndDate: a text that parses as a date, the end not before the start); this
// only places the days in the commerce's time zone.
import { badRequest } from '../../errors';
import { localDayEnd, localDayStart } from '../orders/month';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A validity date as the shared schema lets it through. */
export type DateText = string | null | undefined;

export function validityDate(value: DateText, field: string, edge: 'start' | 'end', timeZone: string): Date | null {
  if (value == null || value === '') return null;
  if (DAY.test(value)) {
    const date = edge === 'start' ? localDayStart(value, timeZone) : localDayEnd(value, timeZone);
    if (!date) throw badRequest(`${field}: Fecha inválida`, field);
    return edge === 'start' ? date : new Date(date.getTime() - 1);
  }
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw badRequest(`${field}: Fecha inválida`, field);
  return new Date(time);
}

/** Start and end together: the end may not come before the start. */
export function validityRange(start: DateText, end: DateText, timeZone: string): { fecha_inicio: Date | null; fecha_fin: Date | null } {
  const fecha_inicio = validityDate(start, 'fecha_inicio', 'start', timeZone);
  const fecha_fin = validityDate(end, 'fecha_fin', 'end', timeZone);
  if (fecha_inicio && fecha_fin && fecha_fin < fecha_inicio) throw badRequest('fecha_fin: La fecha de fin debe ser igual o posterior a la de inicio', 'fecha_fin');
  return { fecha_inicio, fecha_fin };
}
