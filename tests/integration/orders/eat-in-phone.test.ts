// The phone of a public order (shared/validation/public-order.ts, docs/public-menu.md «Mesas»): optional when
// eating in — from a table's QR (the transaction path of intake) or choosing «Comer aquí» (the one-statement
// path) — and then the order is stored with '' and no customer record; required for delivery and pickup, and
// for an eat-in order with a coupon (its per-customer limit counts by phone). Orders without phone count
// against the public limits by address only, never in one shared phone bucket.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@shared/types/order';
import { DEFAULT_PUBLIC_LIMITS } from '../../../server/src/config';
import { customers } from '../../../server/src/db/schema/customers';
import { coupons } from '../../../server/src/db/schema/marketing';
import { orders } from '../../../server/src/db/schema/orders';
import { createTestApp, type TestApp } from '../../../testkit/test-app';
import { createOrderingCommerce, createTable, orderBody, type OrderingCommerce } from './support';

let t: TestApp;
let shop: OrderingCommerce;
beforeAll(async () => {
  t = await createTestApp();
  shop = await createOrderingCommerce(t.app, t.handle);
});
afterAll(async () => t?.close());

let ipCount = 0;
/** Each call from its own address unless told, so the per-address limit stays out of the way. */
function order(overrides: Record<string, unknown>, ip = `10.80.${Math.floor(ipCount / 250)}.${(ipCount++ % 250) + 1}`) {
  const body = orderBody(shop.menu, overrides);
  delete body.numero_celular;
  return t.app.inject({ method: 'POST', url: `/v1/public/comercio/${shop.idPath}/pedido`, payload: { ...body, ...overrides }, remoteAddress: ip });
}

async function stored(id: string) {
  const [row] = await t.handle.db.select({ numero_celular: orders.numero_celular, id_cliente: orders.id_cliente }).from(orders).where(eq(orders.id, id));
  return row;
}

async function phonelessCustomers(): Promise<number> {
  const [row] = await t.handle.db.select({ n: count() }).from(customers).where(and(eq(customers.id_comercio, shop.commerce.commerceId), eq(customers.numero_celular, '')));
  return row!.n;
}

describe('phone of a public order', () => {
  it('takes an order from a table without phone, stored with no customer record', async () => {
    const tableUuid = await createTable(t.handle, shop.commerce.commerceId, 61);
    const placed = await order({ table_uuid: tableUuid, nombre: 'Mesa sin teléfono' });
    expect(placed.statusCode, placed.body).toBe(201);
    const detail = placed.json<OrderDetail>();
    expect(detail.pedido).toMatchObject({ metodo_entrega: 'inRestaurant', numero_celular: '', nombre: 'Mesa sin teléfono' });
    expect(await stored(detail.pedido.id)).toEqual({ numero_celular: '', id_cliente: null });
    // A second round from the same table, also without phone.
    expect((await order({ table_uuid: tableUuid, nombre: 'Mesa sin teléfono', numero_celular: null })).statusCode).toBe(201);
    expect(await phonelessCustomers()).toBe(0);
  });

  it('takes an eat-in order without a table and without phone; with a phone it still keeps the customer', async () => {
    const placed = await order({ metodo_entrega: 'inRestaurant', numero_celular: '' });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await stored(placed.json<OrderDetail>().pedido.id)).toEqual({ numero_celular: '', id_cliente: null });
    const withPhone = await order({ metodo_entrega: 'inRestaurant', numero_celular: '9931230001' });
    expect(withPhone.statusCode, withPhone.body).toBe(201);
    expect((await stored(withPhone.json<OrderDetail>().pedido.id))?.id_cliente).toEqual(expect.any(String));
    expect(await phonelessCustomers()).toBe(0);
  });

  it('refuses delivery and pickup without phone, a wrong phone when eating in, and a coupon without phone', async () => {
    const before = await t.handle.db.select({ n: count() }).from(orders).where(eq(orders.id_comercio, shop.commerce.commerceId));
    for (const flow of ['takeAway', 'delivery']) {
      const refused = await order({ metodo_entrega: flow, calle: 'Reforma', colonia: 'Centro', numero_exterior: '12', referencias: 'Portón negro' });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({ message: 'Número celular: es requerido', field: 'numero_celular' });
    }
    const short = await order({ metodo_entrega: 'inRestaurant', numero_celular: '99312' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ message: 'Número celular: debe tener 10 dígitos' });
    await t.handle.db.insert(coupons).values({ id_comercio: shop.commerce.commerceId, codigo: 'MESA10', tipo: 'percent', valor: 1000, limite_por_cliente: 1 });
    const coupon = await order({ metodo_entrega: 'inRestaurant', coupon_code: 'MESA10' });
    expect(coupon.statusCode).toBe(400);
    expect(coupon.json()).toMatchObject({ message: 'Número celular: es requerido', field: 'numero_celular' });
    const after = await t.handle.db.select({ n: count() }).from(orders).where(eq(orders.id_comercio, shop.commerce.commerceId));
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('counts orders without phone by address only: more than one phone’s limit from many tables go in', async () => {
    const tableUuid = await createTable(t.handle, shop.commerce.commerceId, 62);
    const answers = [];
    for (let i = 0; i < DEFAULT_PUBLIC_LIMITS.ordersPerPhone + 3; i += 1) answers.push((await order({ table_uuid: tableUuid, nombre: `Comensal ${i}` })).statusCode);
    expect(answers).toEqual(Array(DEFAULT_PUBLIC_LIMITS.ordersPerPhone + 3).fill(201));
    // One address is still limited.
    const ip = '10.81.0.1';
    for (let i = 0; i < DEFAULT_PUBLIC_LIMITS.ordersPerIp; i += 1) expect((await order({ metodo_entrega: 'inRestaurant' }, ip)).statusCode).toBe(201);
    expect((await order({ metodo_entrega: 'inRestaurant' }, ip)).statusCode).toBe(429);
  });
});
