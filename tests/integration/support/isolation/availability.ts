// Availability and special days (docs/availability.md) in the tenant-isolation table: B neither reads, changes
// nor deletes A's special days, and its availability and automatic pause are its own.
import type { IsolationContext, IsolationRow } from '../isolation-types';

let daysAhead = 20;

/** A special day of A some weeks ahead, a different date for each row (one special day per date). */
async function specialDayOfA(ctx: IsolationContext): Promise<Record<string, string>> {
  daysAhead += 1;
  const fecha = new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
  const created = await ctx.app.inject({ method: 'POST', url: '/v1/dias-especiales', headers: ctx.auth.headers, payload: { fecha, cerrado: true, motivo: 'Inventario de A' } });
  return { specialDayId: created.json<{ id: string }>().id };
}

const body = () => ({ fecha: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10), cerrado: true, motivo: 'Día festivo' });

export const rows: IsolationRow[] = [
  { name: 'GET /v1/comercio/disponibilidad', method: 'GET', family: 'v1', path: () => '/v1/comercio/disponibilidad' },
  { name: 'GET /v1/dias-especiales', method: 'GET', family: 'v1', path: () => '/v1/dias-especiales', setup: specialDayOfA },
  { name: 'POST /v1/dias-especiales', method: 'POST', family: 'v1', path: () => '/v1/dias-especiales', body },
  { name: 'PUT /v1/dias-especiales/:id', method: 'PUT', family: 'v1', path: (ids) => `/v1/dias-especiales/${ids.specialDayId}`, setup: specialDayOfA, body },
  { name: 'DELETE /v1/dias-especiales/:id', method: 'DELETE', family: 'v1', path: (ids) => `/v1/dias-especiales/${ids.specialDayId}`, setup: specialDayOfA },
  { name: 'GET /v1/pausa-automatica', method: 'GET', family: 'v1', path: () => '/v1/pausa-automatica' },
  {
    name: 'PUT /v1/pausa-automatica',
    method: 'PUT',
    family: 'v1',
    path: () => '/v1/pausa-automatica',
    body: () => ({ activo: false, minutos_sin_dispositivo: 9, pedidos_sin_aceptar: 4, minutos_sin_aceptar: 12 }),
  },
  { name: 'POST /v1/pausa-automatica/reconocer', method: 'POST', family: 'v1', path: () => '/v1/pausa-automatica/reconocer' },
];
