// Loyverse and Picker in the tenant-isolation table: B's sync state, import, stock pull and payment types
// are B's own (B has no Loyverse: 409), and A's order's receipt is a 404 to B. A's Loyverse is disconnected
// first so that no row calls the real Loyverse. Picker's webhook names a commerce by id and needs its secret.
import type { IsolationContext, IsolationRow } from '../isolation-types';
import { ordersOfA } from './orders';

async function ordersOfAWithoutLoyverse(ctx: IsolationContext): Promise<Record<string, string>> {
  await ctx.app.inject({ method: 'DELETE', url: '/v1/integrations/pos/loyverse', headers: ctx.auth.headers });
  return ordersOfA(ctx);
}

const setup = ordersOfAWithoutLoyverse;

export const rows: IsolationRow[] = [
  { name: 'GET /v1/loyverse', method: 'GET', family: 'v1', path: () => '/v1/loyverse', setup },
  { name: 'POST /v1/loyverse/importar', method: 'POST', family: 'v1', path: () => '/v1/loyverse/importar', setup },
  { name: 'POST /v1/loyverse/agotados', method: 'POST', family: 'v1', path: () => '/v1/loyverse/agotados', setup },
  { name: 'GET /v1/loyverse/tipos-pago', method: 'GET', family: 'v1', path: () => '/v1/loyverse/tipos-pago', setup },
  { name: 'PUT /v1/loyverse/tipos-pago', method: 'PUT', family: 'v1', path: () => '/v1/loyverse/tipos-pago', body: () => ({ efectivo: 'tipo-de-b' }), setup },
  { name: 'GET /v1/loyverse/pedidos/:id', method: 'GET', family: 'v1', path: (ids) => `/v1/loyverse/pedidos/${ids.orderId}`, setup },
  { name: 'POST /v1/loyverse/pedidos/:id/reenviar', method: 'POST', family: 'v1', path: (ids) => `/v1/loyverse/pedidos/${ids.orderId}/reenviar`, setup },
  { name: 'PUT /v1/loyverse/recibos', method: 'PUT', family: 'v1', path: () => '/v1/loyverse/recibos', body: () => ({ recibo_cuando: 'pagado' }), setup },
  { name: 'GET /v1/loyverse/enlaces', method: 'GET', family: 'v1', path: () => '/v1/loyverse/enlaces', setup },
  // B has no Loyverse (409) and A's product is not in B's menu (404 once B connects): never linked by B.
  { name: 'PUT /v1/loyverse/enlaces', method: 'PUT', family: 'v1', path: () => '/v1/loyverse/enlaces', body: (ids) => ({ id_producto: ids.productId, variant_id: 'variante-de-b' }), setup, refusedWith: [409] },
  // Without Picker's secret the call is refused before anything is read; without a booking, 400.
  { name: 'POST /v1/public/couriers/picker/:commerceId', method: 'POST', family: 'public', path: (ids) => `/v1/public/couriers/picker/${ids.commerceId}`, body: () => ({}) },
];
