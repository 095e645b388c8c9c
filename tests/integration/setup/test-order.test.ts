// "Hacer un pedido de prueba" (docs/availability.md): the owner's test order goes through the public order
// endpoint marked with x-pedido-prueba and the owner's session; it is stored with es_prueba, prints like any
// order, and is left out of statistics, reports, the cash close and customers' spending. Nobody else can mark
// an order as a test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CashShift } from '@shared/counter';
import type { OrderDetail } from '@shared/types/order';
import { createOrderingCommerce, insertOrdersReceivedNow, orderBody, placeOrder, type OrderingCommerce } from '../orders/support';
import { createTestApp, type TestApp } from '../../../testkit/test-app';
import { DEFAULT_TIME_ZONE } from '@shared/constants';
import { countOrdersThisMonth } from '../../../server/src/services/order-limits';

let t: TestApp;
let shop: OrderingCommerce;
let other: OrderingCommerce;

beforeAll(async () => {
  t = await createTestApp();
  shop = await createOrderingCommerce(t.app, t.handle);
  other = await createOrderingCommerce(t.app, t.handle);
});
afterAll(async () => {
  await t?.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url: `/v1${url}`, headers: shop.auth.headers, ...(payload ? { payload } : {}) });

const placeTest = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/v1/public/comercio/${shop.idPath}/pedido`, headers: { ...headers, 'x-pedido-prueba': '1' }, payload: orderBody(shop.menu) });

async function accept(id: string): Promise<void> {
  const response = await call('PUT', `/pedido/${id}`, { action: 'changeStatus', status: 'accepted', tiempo_preparacion: 10 });
  expect(response.statusCode, response.body).toBe(200);
}

describe('test order', () => {
  it('only the owner of the commerce, with the session, marks an order as a test', async () => {
    const anonymous = await placeTest({});
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json<{ message: string }>().message).toBe('Solo el propietario del comercio, con su sesión, puede hacer un pedido de prueba');
    expect((await placeTest({ authorization: other.auth.headers.authorization! })).statusCode).toBe(403);
    expect((await placeTest({ authorization: 'Bearer no-es-un-token' })).statusCode).toBe(403);
  });

  it('is stored as a test, and stats, reports, the cash close and customers leave it out', async () => {
    const opened = await call('POST', '/caja/turnos', { fondo_inicial: 100 });
    expect(opened.statusCode, opened.body).toBe(201);
    const shift = opened.json<CashShift>();

    const real = await placeOrder(t.app, shop.idPath, orderBody(shop.menu));
    expect(real.statusCode, real.body).toBe(201);
    const test = await placeTest({ authorization: shop.auth.headers.authorization! });
    expect(test.statusCode, test.body).toBe(201);
    const testOrder = test.json<OrderDetail>();
    expect(testOrder.pedido.es_prueba).toBe(true);
    expect(real.json<OrderDetail>().pedido.es_prueba).toBe(false);
    await accept(real.json<OrderDetail>().pedido.id);
    await accept(testOrder.pedido.id);

    // The history still lists it, marked as a test (the board and history show a "Prueba" tag).
    const history = await call('GET', '/pedidos/historial');
    expect(history.statusCode, history.body).toBe(200);
    expect(history.body).toContain(testOrder.pedido.folio);

    const stats = (await call('GET', '/estadisticas?periodo=hoy')).json<{ pedidos: number; ventas: number }>();
    expect(stats).toMatchObject({ pedidos: 1, ventas: 25 });
    const report = await call('GET', '/reportes/pedidos');
    expect(report.statusCode, report.body).toBe(200);
    expect(report.body).toContain(real.json<OrderDetail>().pedido.folio);
    expect(report.body).not.toContain(testOrder.pedido.folio);

    const live = (await call('GET', '/caja/turno-actual')).json<{ turno: CashShift }>().turno;
    expect(live.id).toBe(shift.id);
    expect(live.resumen).toMatchObject({ pedidos: 1, ventas_total: 25 });
  });

  it('does not use the month’s order quota: placed when the quota is full, and the count stays', async () => {
    const freemium = await createOrderingCommerce(t.app, t.handle, { plan: 'FREEMIUM' });
    // FREEMIUM allows 30 orders a month: 30 already received this month.
    await insertOrdersReceivedNow(t.handle, freemium.commerce.commerceId, 30);
    const used = () => countOrdersThisMonth(t.handle.db, freemium.commerce.commerceId, DEFAULT_TIME_ZONE);
    expect(await used()).toBe(30);
    expect((await placeOrder(t.app, freemium.idPath, orderBody(freemium.menu))).statusCode).toBe(409);
    const test = await t.app.inject({
      method: 'POST',
      url: `/v1/public/comercio/${freemium.idPath}/pedido`,
      headers: { authorization: freemium.auth.headers.authorization!, 'x-pedido-prueba': '1' },
      payload: orderBody(freemium.menu),
    });
    expect(test.statusCode, test.body).toBe(201);
    expect(await used()).toBe(30);
  });
});
