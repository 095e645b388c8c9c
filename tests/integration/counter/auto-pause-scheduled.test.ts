// The automatic pause and scheduled orders (docs/availability.md): an order scheduled for later is pending
// while it waits for its fire time, yet nobody has been asked to accept it: it counts as waiting only from
// the moment it rang (fired_at). The clock is injected; nothing sleeps.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { orders } from '../../../server/src/db/schema/orders';
import { createTestApp, type TestApp } from '../../../testkit/test-app';
import { createOrderingCommerce, orderBody, placeOrder, type OrderingCommerce } from '../orders/support';

const MINUTE = 60_000;
let offsetMs = 0;
let t: TestApp;
let shop: OrderingCommerce;
beforeAll(async () => {
  t = await createTestApp({ config: { autoPause: { everyMs: 0, clock: () => new Date(Date.now() + offsetMs) } } });
  shop = await createOrderingCommerce(t.app, t.handle);
});
afterAll(async () => t?.close());

const agentPoll = async () => expect((await t.app.inject({ method: 'GET', url: '/v1/impresion/eventos', headers: shop.auth.headers })).statusCode).toBe(200);
const pausedNow = async (minutes: number) => {
  offsetMs = minutes * MINUTE;
  await agentPoll();
  return (await t.app.autoPause.evaluate()).paused.some((pause) => pause.commerceId === shop.commerce.commerceId);
};

it('orders waiting for their fire time never pause the store; once they rang, they count from then', async () => {
  const saved = await t.app.inject({ method: 'PUT', url: '/v1/pausa-automatica', headers: shop.auth.headers, payload: { activo: true, minutos_sin_dispositivo: 60, pedidos_sin_aceptar: 2, minutos_sin_aceptar: 10 } });
  expect(saved.statusCode, saved.body).toBe(200);
  const ids: string[] = [];
  for (let i = 0; i < 2; i++) {
    const placed = await placeOrder(t.app, shop.idPath, orderBody(shop.menu));
    expect(placed.statusCode, placed.body).toBe(201);
    ids.push(placed.json<{ pedido: { id: string } }>().pedido.id);
  }
  // Both are scheduled for tonight: they wait for a fire time hours away, still pending.
  const fireAt = new Date(Date.now() + 5 * 60 * MINUTE);
  await t.handle.db.update(orders).set({ programado_para: new Date(fireAt.getTime() + 30 * MINUTE), fire_at: fireAt, fired_at: null }).where(inArray(orders.id, ids));
  expect(await pausedNow(30)).toBe(false);

  // They rang 20 minutes into the test: 10 minutes later nobody accepted them.
  const rang = new Date(Date.now() + 20 * MINUTE);
  for (const id of ids) await t.handle.db.update(orders).set({ fired_at: rang }).where(eq(orders.id, id));
  expect(await pausedNow(29)).toBe(false);
  expect(await pausedNow(31)).toBe(true);
});
