// Counter endpoints in the tenant-isolation table: cash shifts (caja), busy mode and the table bill and
// payment routes act on the session's own commerce; a shift or table of A named by B is a 404.
import type { IsolationContext, IsolationRow } from '../isolation-types';
import { ordersOfA } from './orders';

/** A's open cash shift (the one already open when an earlier row opened it). */
async function shiftOfA(ctx: IsolationContext): Promise<Record<string, string>> {
  const opened = await ctx.app.inject({ method: 'POST', url: '/v1/caja/turnos', headers: ctx.auth.headers, payload: { fondo_inicial: 500 } });
  if (opened.statusCode === 201) return { shiftId: opened.json<{ id: string }>().id };
  const current = await ctx.app.inject({ method: 'GET', url: '/v1/caja/turno-actual', headers: ctx.auth.headers });
  const shift = current.json<{ turno: { id: string } | null }>().turno;
  if (!shift) throw new Error(`setup cash shift → ${opened.statusCode} ${opened.body}`);
  return { shiftId: shift.id };
}

/** A's table paid at the counter (its order settled by a table payment). */
async function paidTableOfA(ctx: IsolationContext): Promise<Record<string, string>> {
  const ids = await ordersOfA(ctx);
  const bill = await ctx.app.inject({ method: 'GET', url: `/v1/mesas/${ids.tableUuid}/cuenta`, headers: ctx.auth.headers });
  const consumo = bill.json<{ consumo: number }>().consumo;
  const paid = await ctx.app.inject({ method: 'POST', url: `/v1/mesas/${ids.tableUuid}/cobrar`, headers: ctx.auth.headers, payload: { pagos: [{ metodo: 'tarjeta', monto: consumo }], propina: 0 } });
  if (paid.statusCode !== 200) throw new Error(`setup table payment → ${paid.statusCode} ${paid.body}`);
  return ids;
}

export const rows: IsolationRow[] = [
  { name: 'GET /v1/caja/turno-actual', method: 'GET', family: 'v1', path: () => '/v1/caja/turno-actual', setup: shiftOfA },
  { name: 'POST /v1/caja/turnos', method: 'POST', family: 'v1', path: () => '/v1/caja/turnos', body: () => ({ fondo_inicial: 100 }) },
  {
    name: 'POST /v1/caja/turnos/:id/movimientos',
    method: 'POST',
    family: 'v1',
    path: (ids) => `/v1/caja/turnos/${ids.shiftId}/movimientos`,
    body: () => ({ tipo: 'salida', monto: 10, motivo: 'Gas' }),
    setup: shiftOfA,
  },
  { name: 'GET /v1/caja/turnos', method: 'GET', family: 'v1', path: () => '/v1/caja/turnos', setup: shiftOfA },
  { name: 'GET /v1/caja/turnos/:id/corte.csv', method: 'GET', family: 'v1', path: (ids) => `/v1/caja/turnos/${ids.shiftId}/corte.csv`, setup: shiftOfA },
  { name: 'POST /v1/caja/turnos/:id/ventas-sin-turno', method: 'POST', family: 'v1', path: (ids) => `/v1/caja/turnos/${ids.shiftId}/ventas-sin-turno`, setup: shiftOfA },
  { name: 'POST /v1/caja/turnos/:id/cerrar', method: 'POST', family: 'v1', path: (ids) => `/v1/caja/turnos/${ids.shiftId}/cerrar`, body: () => ({ efectivo_contado: 500 }), setup: shiftOfA },
  { name: 'GET /v1/modo-ocupado', method: 'GET', family: 'v1', path: () => '/v1/modo-ocupado' },
  { name: 'PUT /v1/modo-ocupado', method: 'PUT', family: 'v1', path: () => '/v1/modo-ocupado', body: () => ({ accion: 'reanudar' }) },
  { name: 'GET /v1/mesas/qr.pdf', method: 'GET', family: 'v1', path: () => '/v1/mesas/qr.pdf', setup: ordersOfA },
  { name: 'GET /v1/mesas/:uuid/cuenta', method: 'GET', family: 'v1', path: (ids) => `/v1/mesas/${ids.tableUuid}/cuenta`, setup: ordersOfA },
  { name: 'POST /v1/mesas/:uuid/cuenta', method: 'POST', family: 'v1', path: (ids) => `/v1/mesas/${ids.tableUuid}/cuenta`, setup: ordersOfA },
  {
    name: 'POST /v1/mesas/:uuid/cobrar',
    method: 'POST',
    family: 'v1',
    path: (ids) => `/v1/mesas/${ids.tableUuid}/cobrar`,
    body: () => ({ pagos: [{ metodo: 'efectivo', monto: 1000 }], propina: 0 }),
    setup: ordersOfA,
  },
  { name: 'GET /v1/mesas/cuentas-cerradas?mesa', method: 'GET', family: 'v1', path: (ids) => `/v1/mesas/cuentas-cerradas?mesa=${ids.tableUuid}`, setup: paidTableOfA },
  { name: 'GET /v1/mesas/cuentas-cerradas?pedido', method: 'GET', family: 'v1', path: (ids) => `/v1/mesas/cuentas-cerradas?pedido=${ids.tableOrderId}`, setup: paidTableOfA },
  { name: 'GET /v1/mesas/:uuid/enlace-pago', method: 'GET', family: 'v1', path: (ids) => `/v1/mesas/${ids.tableUuid}/enlace-pago`, setup: ordersOfA },
  { name: 'POST /v1/mesas/:uuid/enlace-pago', method: 'POST', family: 'v1', path: (ids) => `/v1/mesas/${ids.tableUuid}/enlace-pago`, setup: ordersOfA },
  { name: 'POST /v1/mesas/:uuid/liberar', method: 'POST', family: 'v1', path: (ids) => `/v1/mesas/${ids.tableUuid}/liberar`, body: () => ({ motivo: 'Se fueron' }), setup: ordersOfA },
];
