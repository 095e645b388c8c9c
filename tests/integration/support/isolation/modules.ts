// Integrations, news, asistencia and billing in the tenant-isolation table: B never sees A's integration
// settings (not even the public key) and every endpoint acts on the caller's own commerce only.
import { randomBytes } from 'node:crypto';
import type { PrintEventsPage } from '@shared/printing';
import type { IsolationContext, IsolationRow } from '../isolation-types';
import { ordersOfA } from './orders';

/** A Loyverse integration of commerce A; its store id and token must never reach B. */
export async function integrationOfA(ctx: IsolationContext): Promise<Record<string, string>> {
  const storeId = `tienda-${randomBytes(4).toString('hex')}`;
  const token = `tok-${randomBytes(6).toString('hex')}`;
  const response = await ctx.app.inject({ method: 'PUT', url: '/v1/integrations/pos/loyverse', headers: ctx.auth.headers, payload: { configuration: { store_id: storeId, token } } });
  if (response.statusCode !== 200) throw new Error(`setup integration → ${response.statusCode} ${response.body}`);
  return { storeId, token };
}

const loyverse = () => ({ configuration: { store_id: 'tienda-de-b', token: 'token-de-b' } });

export const rows: IsolationRow[] = [
  { name: 'GET /v1/integrations', method: 'GET', family: 'v1', path: () => '/v1/integrations', setup: integrationOfA },
  { name: 'GET /v1/integrations/:type/:code', method: 'GET', family: 'v1', path: () => '/v1/integrations/pos/loyverse', setup: integrationOfA },
  { name: 'PUT /v1/integrations/:type/:code', method: 'PUT', family: 'v1', path: () => '/v1/integrations/pos/loyverse', body: loyverse, setup: integrationOfA },
  { name: 'POST /v1/integrations/:type/:code/test', method: 'POST', family: 'v1', path: () => '/v1/integrations/pos/loyverse/test', setup: integrationOfA },
  { name: 'GET /v1/news', method: 'GET', family: 'v1', path: () => '/v1/news' },
  { name: 'GET /v1/asistencia/tutoriales', method: 'GET', family: 'v1', path: () => '/v1/asistencia/tutoriales' },
  { name: 'GET /v2/announcements', method: 'GET', family: 'v2', path: () => '/v2/announcements?is_active=true&page_size=1' },
  { name: 'GET /v1/account/facturas', method: 'GET', family: 'v1', path: () => '/v1/account/facturas' },
  { name: 'GET /v1/account/billing', method: 'GET', family: 'v1', path: () => '/v1/account/billing' },
  { name: 'GET /v1/account/gigstackportal', method: 'GET', family: 'v1', path: () => '/v1/account/gigstackportal' },
  { name: 'POST /v1/account/reintentar-cobro', method: 'POST', family: 'v1', path: () => '/v1/account/reintentar-cobro' },
  { name: 'GET /v1/account/telefono', method: 'GET', family: 'v1', path: () => '/v1/account/telefono' },
  { name: 'POST /v1/account/telefono/enviar', method: 'POST', family: 'v1', path: () => '/v1/account/telefono/enviar' },
  { name: 'POST /v1/account/telefono/validar', method: 'POST', family: 'v1', path: () => '/v1/account/telefono/validar', body: () => ({ code: '123456' }) },
];
rows.push(
  { name: 'DELETE /v1/integrations/:type/:code', method: 'DELETE', family: 'v1', path: () => '/v1/integrations/pos/loyverse', setup: integrationOfA },
  printEventsOfA(),
  // A PC's printer report lands on the caller's own commerce (the session's): nothing of A is named or read.
  { name: 'POST /v1/impresion/salud', method: 'POST', family: 'v1', path: () => '/v1/impresion/salud', body: () => ({ equipo: 'CAJA-1', impresoras: [{ slot: 'Printer1', nombre: 'Mostrador', en_linea: false }] }) },
);

/** B's resync from long ago lists none of A's orders (the row remembers which order is A's). */
function printEventsOfA(): IsolationRow {
  let orderOfA = '';
  return {
    name: 'GET /v1/impresion/eventos (A order)',
    method: 'GET',
    family: 'v1',
    path: (ids) => {
      orderOfA = ids.orderId ?? '';
      return '/v1/impresion/eventos?desde=2000-01-01T00:00:00.000Z';
    },
    setup: ordersOfA,
    refusedBody: (body) => !(body as PrintEventsPage).events.some((event) => event.order.pedido.id === orderOfA),
  };
}
