// Public (no session) customer routes in the tenant-isolation table: on B's id_path, A's table, order and
// coupon are unknown, and nothing of A shows in B's menu, ads, options or busy mode.
import { randomBytes } from 'node:crypto';
import type { IsolationContext, IsolationRow } from '../isolation-types';
import { ordersOfA } from './orders';

async function couponOfA(ctx: IsolationContext): Promise<Record<string, string>> {
  const couponCode = `SECRETO${randomBytes(3).toString('hex').toUpperCase()}`;
  const created = await ctx.app.inject({ method: 'POST', url: '/v1/cupones', headers: ctx.auth.headers, payload: { codigo: couponCode, tipo: 'amount', valor: 10 } });
  if (created.statusCode >= 300) throw new Error(`setup coupon → ${created.statusCode} ${created.body}`);
  return { couponCode };
}

const base = (path: string): string => `/v1/public/comercio/${path}`;

export const rows: IsolationRow[] = [
  { name: 'GET public menu', method: 'GET', family: 'public', path: (ids) => base(`${ids.idPath}/menu`), setup: ordersOfA },
  { name: 'GET public table menu', method: 'GET', family: 'public', path: (ids) => base(`${ids.idPath}/mesa/${ids.tableUuid}`), setup: ordersOfA },
  {
    name: 'POST public order with A products',
    method: 'POST',
    family: 'public',
    path: (ids) => base(`${ids.idPath}/pedido`),
    body: (ids) => ({ nombre: 'Cliente', numero_celular: '9931239999', metodo_pago: 'efectivo', metodo_entrega: 'pickup', productos: [{ id_producto: ids.productId, cantidad: 1 }] }),
    setup: ordersOfA,
    refusedWith: [400, 409, 422],
  },
  { name: 'GET public order options', method: 'GET', family: 'public', path: (ids) => base(`${ids.idPath}/pedido/opciones`), setup: ordersOfA },
  { name: 'GET public order slots', method: 'GET', family: 'public', path: (ids) => base(`${ids.idPath}/horarios-pedido`), setup: ordersOfA },
  { name: 'GET public ads', method: 'GET', family: 'public', path: (ids) => base(`${ids.idPath}/anuncios`) },
  { name: 'GET public busy mode', method: 'GET', family: 'public', path: (ids) => base(`${ids.idPath}/modo-ocupado`) },
  { name: 'GET public order status', method: 'GET', family: 'public', path: (ids) => base(`${ids.idPath}/pedido/${ids.orderId}/estatus`), setup: ordersOfA },
  {
    name: 'GET public coupon preview',
    method: 'GET',
    family: 'public',
    path: (ids) => base(`${ids.idPath}/cupon?codigo=${ids.couponCode}&subtotal=100`),
    setup: couponOfA,
    echoed: ['couponCode'],
    refusedBody: (body) => (body as { aplica?: boolean }).aplica === false,
  },
];
