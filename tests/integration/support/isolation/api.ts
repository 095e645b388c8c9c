// The open order API in the tenant-isolation table (docs/api.md): commerce A's API keys, their call log and
// its SKU table are not B's to read, revoke or change, and B's v2 session cannot post orders to A or read
// A's channel menu (tests/integration/api/open-api.test.ts does the same with API keys).
import { randomBytes } from 'node:crypto';
import { seedMenu } from '../../orders/support';
import type { IsolationContext, IsolationRow } from '../isolation-types';

async function asA<T>(ctx: IsolationContext, method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>): Promise<T> {
  const response = await ctx.app.inject({ method, url, payload, headers: ctx.auth.headers });
  if (response.statusCode >= 300) throw new Error(`setup ${method} ${url} → ${response.statusCode} ${response.body}`);
  return response.json<T>();
}

/** A key of A with one logged call, A's menu and one SKU of it. */
async function apiOfA(ctx: IsolationContext): Promise<Record<string, string>> {
  const suffix = randomBytes(3).toString('hex');
  const created = await asA<{ clave: { id: string }; secreto: string }>(ctx, 'POST', '/v1/api-keys', { nombre: `Clave secreta ${suffix}`, scopes: ['menu:read', 'orders:write'] });
  const menuCall = await ctx.app.inject({ method: 'GET', url: `/v2/commerce/${ctx.commerce.commerceId}/menu`, headers: { authorization: `Bearer ${created.secreto}` } });
  if (menuCall.statusCode !== 200) throw new Error(`setup menu call → ${menuCall.statusCode}`);
  const menu = await seedMenu(ctx.handle, ctx.commerce.commerceId);
  const mapping = await asA<{ id: string }>(ctx, 'PUT', '/v1/canales/productos', { sku: `SKU-SECRETO-${suffix}`, id_producto: menu.tacoId });
  return { keyId: created.clave.id, mappingId: mapping.id, productId: menu.tacoId };
}

const channelOrder = (productId: string) => ({
  origin: 'otro',
  id_pedido_canal: `ISO-${randomBytes(4).toString('hex')}`,
  cliente: { nombre: 'Cliente de canal' },
  productos: [{ id_producto: productId, cantidad: 1, precio_unitario: 25 }],
  totales: { subtotal: 25, total: 25 },
});

export const rows: IsolationRow[] = [
  { name: 'GET /v1/api-keys', method: 'GET', family: 'v1', path: () => '/v1/api-keys', setup: apiOfA },
  { name: 'POST /v1/api-keys', method: 'POST', family: 'v1', path: () => '/v1/api-keys', body: () => ({ nombre: 'Nueva clave', scopes: ['menu:read'] }) },
  { name: 'DELETE /v1/api-keys/:id', method: 'DELETE', family: 'v1', path: (ids) => `/v1/api-keys/${ids.keyId}`, setup: apiOfA },
  { name: 'GET /v1/api-keys/registro', method: 'GET', family: 'v1', path: () => '/v1/api-keys/registro', setup: apiOfA },
  { name: 'GET /v1/api-keys/registro?id_clave', method: 'GET', family: 'v1', path: (ids) => `/v1/api-keys/registro?id_clave=${ids.keyId}`, setup: apiOfA, refusedBody: (body) => Array.isArray(body) && body.length === 0 },
  { name: 'GET /v1/canales/productos', method: 'GET', family: 'v1', path: () => '/v1/canales/productos', setup: apiOfA },
  {
    name: 'PUT /v1/canales/productos',
    method: 'PUT',
    family: 'v1',
    path: () => '/v1/canales/productos',
    body: (ids) => ({ sku: 'SKU-DE-B', id_producto: ids.productId }),
    setup: apiOfA,
    // B's SKU cannot point at A's product: the product is not in B's menu.
    refusedWith: [400],
  },
  { name: 'DELETE /v1/canales/productos/:id', method: 'DELETE', family: 'v1', path: (ids) => `/v1/canales/productos/${ids.mappingId}`, setup: apiOfA },
  { name: 'POST /v2/commerce/:commerceId/orders', method: 'POST', family: 'v2', path: (ids) => `/v2/commerce/${ids.commerceId}/orders`, body: (ids) => channelOrder(ids.productId!), setup: apiOfA },
  { name: 'GET /v2/commerce/:commerceId/menu', method: 'GET', family: 'v2', path: (ids) => `/v2/commerce/${ids.commerceId}/menu`, setup: apiOfA },
];
