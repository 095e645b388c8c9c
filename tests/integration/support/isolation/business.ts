// Customers, coupons, ads and staff users in the tenant-isolation table: every path with an id of
// commerce A must not reach A's data with commerce B's session, and B's lists and exports show none of A's.
import { randomBytes } from 'node:crypto';
import { customers } from '../../../../server/src/db/schema/customers';
import type { IsolationContext, IsolationRow } from '../isolation-types';

async function asA<T>(ctx: IsolationContext, url: string, payload: Record<string, unknown>): Promise<T> {
  const response = await ctx.app.inject({ method: 'POST', url, payload, headers: ctx.auth.headers });
  if (response.statusCode >= 300) throw new Error(`setup POST ${url} → ${response.statusCode} ${response.body}`);
  return response.json<T>();
}

/** One customer, coupon, ad and staff user of commerce A. */
async function businessOfA(ctx: IsolationContext): Promise<Record<string, string>> {
  const suffix = randomBytes(3).toString('hex');
  const [customer] = await ctx.handle.db
    .insert(customers)
    .values({ id_comercio: ctx.commerce.commerceId, nombre: `Cliente secreto ${suffix}`, numero_celular: `993${String(Date.now()).slice(-7)}`, direcciones: ['Calle secreta 1'] })
    .returning({ id: customers.id });
  const coupon = await asA<{ id: string }>(ctx, '/v1/cupones', { codigo: `SECRETO${suffix.toUpperCase()}`, tipo: 'amount', valor: 10 });
  const ad = await asA<{ id: string }>(ctx, '/v1/anuncios', { titulo: `Anuncio secreto ${suffix}` });
  const user = await asA<{ id: string }>(ctx, '/v1/usuarios', { email: `staff-${suffix}@a.mx`, name: 'Staff secreto', username: `staff_${suffix}`, password: 'contrasena1' });
  return { customerId: customer!.id, couponId: coupon.id, adId: ad.id, userId: user.id };
}

const couponBody = () => ({ codigo: `NUEVO${randomBytes(2).toString('hex').toUpperCase()}`, tipo: 'percent', valor: 10 });

export const rows: IsolationRow[] = [
  { name: 'GET /v1/clientes', method: 'GET', family: 'v1', path: () => '/v1/clientes?q=secreto', setup: businessOfA },
  { name: 'GET /v1/clientes/:id', method: 'GET', family: 'v1', path: (ids) => `/v1/clientes/${ids.customerId}`, setup: businessOfA },
  { name: 'GET /v1/clientes/export csv', method: 'GET', family: 'v1', path: () => '/v1/clientes/export?format=csv', setup: businessOfA },
  { name: 'GET /v1/clientes/export xlsx', method: 'GET', family: 'v1', path: () => '/v1/clientes/export?format=xlsx', setup: businessOfA },
  { name: 'GET /v1/cupones', method: 'GET', family: 'v1', path: () => '/v1/cupones', setup: businessOfA },
  { name: 'GET /v1/cupones/:id', method: 'GET', family: 'v1', path: (ids) => `/v1/cupones/${ids.couponId}`, setup: businessOfA },
  { name: 'POST /v1/cupones', method: 'POST', family: 'v1', path: () => '/v1/cupones', body: couponBody },
  { name: 'PUT /v1/cupones/:id', method: 'PUT', family: 'v1', path: (ids) => `/v1/cupones/${ids.couponId}`, body: () => ({ valor: 20 }), setup: businessOfA },
  { name: 'DELETE /v1/cupones/:id', method: 'DELETE', family: 'v1', path: (ids) => `/v1/cupones/${ids.couponId}`, setup: businessOfA },
  { name: 'GET /v1/anuncios', method: 'GET', family: 'v1', path: () => '/v1/anuncios', setup: businessOfA },
  { name: 'GET /v1/anuncios/:id', method: 'GET', family: 'v1', path: (ids) => `/v1/anuncios/${ids.adId}`, setup: businessOfA },
  { name: 'POST /v1/anuncios', method: 'POST', family: 'v1', path: () => '/v1/anuncios', body: () => ({ titulo: 'Anuncio nuevo' }) },
  { name: 'PUT /v1/anuncios/:id', method: 'PUT', family: 'v1', path: (ids) => `/v1/anuncios/${ids.adId}`, body: () => ({ titulo: 'Cambiado' }), setup: businessOfA },
  {
    name: 'PUT /v1/anuncios/:id/agenda',
    method: 'PUT',
    family: 'v1',
    path: (ids) => `/v1/anuncios/${ids.adId}/agenda`,
    body: () => ({ fecha_inicio: '2026-01-01', fecha_fin: '2026-01-31' }),
    setup: businessOfA,
  },
  { name: 'DELETE /v1/anuncios/:id', method: 'DELETE', family: 'v1', path: (ids) => `/v1/anuncios/${ids.adId}`, setup: businessOfA },
  { name: 'GET /v1/usuarios', method: 'GET', family: 'v1', path: () => '/v1/usuarios', setup: businessOfA },
  { name: 'GET /v1/usuarios/:id', method: 'GET', family: 'v1', path: (ids) => `/v1/usuarios/${ids.userId}`, setup: businessOfA },
  {
    name: 'POST /v1/usuarios',
    method: 'POST',
    family: 'v1',
    path: () => '/v1/usuarios',
    body: () => {
      const suffix = randomBytes(3).toString('hex');
      return { email: `nuevo-${suffix}@b.mx`, name: 'Nuevo', username: `nuevo_${suffix}`, password: 'contrasena1' };
    },
  },
  { name: 'PUT /v1/usuarios/:id', method: 'PUT', family: 'v1', path: (ids) => `/v1/usuarios/${ids.userId}`, body: () => ({ status: 'inactivo' }), setup: businessOfA },
  {
    name: 'PUT /v1/usuarios/:id/contrasena',
    method: 'PUT',
    family: 'v1',
    path: (ids) => `/v1/usuarios/${ids.userId}/contrasena`,
    body: () => ({ password: 'otraclave1', password_confirmation: 'otraclave1' }),
    setup: businessOfA,
  },
  { name: 'DELETE /v1/usuarios/:id', method: 'DELETE', family: 'v1', path: (ids) => `/v1/usuarios/${ids.userId}`, setup: businessOfA },
];
