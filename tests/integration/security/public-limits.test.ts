// Limits on the public (docs/security.md, "Límites del público"), with the shipped defaults: a real rush passes
// (50 customers in a row, also all behind one Wi-Fi), one phone or one address flooding a commerce is answered
// 429 with a Spanish message and Retry-After and nothing is stored; the counts are in the database, so a second
// instance sees them; coupon guesses through the preview and sign-ups are limited per address; the units of a
// line are capped by the commerce's setting.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/src/app';
import { DEFAULT_PUBLIC_LIMITS } from '../../../server/src/config';
import { MEMORY_DATA_DIR } from '../../../server/src/db/database';
import { coupons } from '../../../server/src/db/schema/marketing';
import { orders } from '../../../server/src/db/schema/orders';
import { ORDER_MSG } from '../../../server/src/services/orders/errors';
import { createMemoryNotifier } from '../../../server/src/services/notifier';
import { PUBLIC_LIMIT_MSG } from '../../../server/src/services/public-limits';
import { createOrderingCommerce, orderBody, type OrderingCommerce } from '../orders/support';
import { createTestApp, type TestApp } from '../../../testkit/test-app';

let t: TestApp;
let shop: OrderingCommerce;
let other: OrderingCommerce;
let instanceB: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  shop = await createOrderingCommerce(t.app, t.handle);
  other = await createOrderingCommerce(t.app, t.handle);
  instanceB = await buildApp({ handle: t.handle, config: { dataDir: MEMORY_DATA_DIR, notifier: createMemoryNotifier() } });
  await instanceB.ready();
});
afterAll(async () => {
  await instanceB?.close();
  await t?.close();
});

const phone = (n: number) => `99320${String(n).padStart(5, '0')}`;

function order(target: OrderingCommerce, ip: string, overrides: Record<string, unknown>, app: FastifyInstance = t.app, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: `/v1/public/comercio/${target.idPath}/pedido`, payload: orderBody(target.menu, overrides), remoteAddress: ip, headers });
}

async function storedOrders(target: OrderingCommerce): Promise<number> {
  const [row] = await t.handle.db.select({ n: count() }).from(orders).where(eq(orders.id_comercio, target.commerce.commerceId));
  return row!.n;
}

describe('order intake limits', () => {
  it('takes a rush of 50 customers, each from their own phone and address', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => order(shop, `10.50.0.${i + 1}`, { numero_celular: phone(i) })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(201));
  });

  it('takes 50 customers behind one Wi-Fi, and stops that address past its limit with 429 and Retry-After', async () => {
    const ip = '10.51.0.1';
    for (let i = 0; i < DEFAULT_PUBLIC_LIMITS.ordersPerIp; i += 1) {
      expect((await order(shop, ip, { numero_celular: phone(100 + i) })).statusCode).toBe(201);
    }
    const before = await storedOrders(shop);
    const refused = await order(shop, ip, { numero_celular: phone(999) });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: PUBLIC_LIMIT_MSG.orders, code: 'RATE_LIMITED' });
    // Until the address's window ends: about the whole window, since it began a moment ago.
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(DEFAULT_PUBLIC_LIMITS.ordersWindowMs / 1000 - 120);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(DEFAULT_PUBLIC_LIMITS.ordersWindowMs / 1000);
    expect(refused.json().retryAfterSeconds).toBe(Number(refused.headers['retry-after']));
    expect(await storedOrders(shop)).toBe(before);
    // The limit is per commerce: the same address still orders elsewhere.
    expect((await order(other, ip, { numero_celular: phone(999) })).statusCode).toBe(201);
  });

  it('stops one phone from several addresses, on every instance (the count is in the database)', async () => {
    const flood = phone(7777);
    for (let i = 0; i < DEFAULT_PUBLIC_LIMITS.ordersPerPhone; i += 1) {
      const app = i % 2 === 0 ? t.app : instanceB;
      expect((await order(shop, `10.52.0.${i + 1}`, { numero_celular: flood }, app)).statusCode).toBe(201);
    }
    const refused = await order(shop, '10.52.1.1', { numero_celular: flood }, instanceB);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(PUBLIC_LIMIT_MSG.orders);
  });

  it('gives back refused orders: a customer correcting them is not stopped', async () => {
    const customer = phone(6666);
    for (let i = 0; i < DEFAULT_PUBLIC_LIMITS.ordersPerPhone + 5; i += 1) {
      const refused = await order(shop, '10.55.0.1', { numero_celular: customer, productos: [{ id_producto: shop.menu.soldOutId, cantidad: 1, extras: [] }] });
      expect(refused.statusCode).toBe(422);
    }
    expect((await order(shop, '10.55.0.1', { numero_celular: customer })).statusCode).toBe(201);
  });

  it('still answers the retry of an order it took while the customer is at the limit', async () => {
    const ip = '10.53.0.1';
    const key = randomUUID();
    const first = await order(other, ip, { numero_celular: phone(8888) }, t.app, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    for (let i = 1; i < DEFAULT_PUBLIC_LIMITS.ordersPerPhone; i += 1) await order(other, ip, { numero_celular: phone(8888) });
    expect((await order(other, ip, { numero_celular: phone(8888) })).statusCode).toBe(429);
    const retry = await order(other, ip, { numero_celular: phone(8888) }, t.app, { 'idempotency-key': key });
    expect(retry.statusCode).toBe(201);
    expect(retry.json().pedido.folio).toBe(first.json().pedido.folio);
  });

  it('caps the units of a line by the commerce setting (default 50), refused 400 naming the line', async () => {
    const line = (cantidad: number) => ({ productos: [{ id_producto: shop.menu.tacoId, cantidad: 1, extras: [] }, { id_producto: shop.menu.tacoId, cantidad, extras: [] }] });
    const before = await storedOrders(shop);
    const refused = await order(shop, '10.54.0.1', { numero_celular: phone(5000), ...line(51) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: ORDER_MSG.quantityOverMax(50), field: 'productos[1].cantidad' });
    expect(await storedOrders(shop)).toBe(before);
    expect((await order(shop, '10.54.0.2', { numero_celular: phone(5001), ...line(50) })).statusCode).toBe(201);

    const set = (value: unknown) => t.app.inject({ method: 'PUT', url: '/v1/comercio', headers: shop.auth.headers, payload: { cantidad_maxima_por_producto: value } });
    expect((await set(0)).statusCode).toBe(400);
    const raised = await set(80);
    expect(raised.statusCode).toBe(200);
    expect(raised.json().cantidad_maxima_por_producto).toBe(80);
    expect((await order(shop, '10.54.0.3', { numero_celular: phone(5002), ...line(80) })).statusCode).toBe(201);
    expect((await order(shop, '10.54.0.4', { numero_celular: phone(5003), ...line(81) })).json().message).toBe(ORDER_MSG.quantityOverMax(80));
  });
});

describe('coupon preview limits', () => {
  const preview = (codigo: string, ip: string) =>
    t.app.inject({ method: 'GET', url: `/v1/public/comercio/${shop.idPath}/cupon?codigo=${codigo}&subtotal=200`, remoteAddress: ip });

  it('stops an address guessing codes, even on a real one, and never stops previews that apply', async () => {
    await t.handle.db.insert(coupons).values({ id_comercio: shop.commerce.commerceId, codigo: 'REAL10', tipo: 'percent', valor: 1000 });
    for (let i = 0; i < 30; i += 1) expect((await preview('REAL10', '10.60.0.1')).json()).toMatchObject({ aplica: true });

    const ip = '10.60.0.2';
    for (let i = 0; i < DEFAULT_PUBLIC_LIMITS.couponMissesPerIp; i += 1) {
      const guess = await preview(`ADIVINA${i}`, ip);
      expect(guess.statusCode).toBe(200);
      expect(guess.json().aplica).toBe(false);
    }
    const stopped = await preview('REAL10', ip);
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json()).toMatchObject({ message: PUBLIC_LIMIT_MSG.coupons });
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(DEFAULT_PUBLIC_LIMITS.couponWindowMs / 1000 - 120);
    expect((await preview('REAL10', '10.60.0.3')).json()).toMatchObject({ aplica: true });
  });
});

describe('sign-up limits', () => {
  const signUp = (n: number, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/auth/registro',
      remoteAddress: ip,
      payload: { nombre_comercio: `Fonda ${n}`, nombre: 'Ana López', email: `ana${n}@fonda-limites.mx`, password: 'fonda2024', telefono: '9931234567', country_code: '52', terminos: true },
    });

  it('stops many sign-ups from one address with 429 and Retry-After; another address signs up', async () => {
    for (let i = 0; i < DEFAULT_PUBLIC_LIMITS.signupsPerIp; i += 1) expect((await signUp(i, '10.70.0.1')).statusCode).toBe(201);
    const refused = await signUp(100, '10.70.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: PUBLIC_LIMIT_MSG.signups });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(DEFAULT_PUBLIC_LIMITS.signupWindowMs / 1000 - 120);
    expect((await signUp(101, '10.70.0.2')).statusCode).toBe(201);
  });
});
