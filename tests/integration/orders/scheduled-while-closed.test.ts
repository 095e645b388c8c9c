// Ordering ahead while closed (docs/availability.md, «Pedidos programados y capacidad»): a commerce closed
// for the hour takes an order for one of its later slots; switched off («Recibir pedidos» off) or paused
// because nobody is watching, it refuses scheduled orders too, and stores nothing.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SlotOffer } from '@shared/order-slots';
import { AUTO_PAUSE_PUBLIC_MESSAGE } from '@shared/auto-pause';
import { commerceAutoPause } from '../../../server/src/db/schema/auto-pause';
import { orders } from '../../../server/src/db/schema/orders';
import { createTestApp, type TestApp } from '../../../testkit/test-app';
import { createOrderingCommerce, orderBody, placeOrder, type OrderingCommerce } from './support';

let t: TestApp;
let shop: OrderingCommerce;

/** The weekday (0 = Sunday) two days from now in Mexico City: the commerce opens only then. */
function dayAfterTomorrow(): number {
  const weekday = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Mexico_City', weekday: 'short' }).format(new Date(Date.now() + 2 * 86_400_000));
  return ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(weekday);
}

beforeAll(async () => {
  t = await createTestApp({ config: { publicLimits: null } });
  shop = await createOrderingCommerce(t.app, t.handle, { commerce: { horarios: [{ dia: dayAfterTomorrow(), horario_apertura: '10:00', horario_cierre: '14:00' }] } });
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/v1/comercio/programacion',
    headers: shop.auth.headers,
    payload: { programados_activos: true, dias_adelanto: 3, minutos_preparacion: 30, capacidad_modo: 'desactivada', capacidad_por_franja: null },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => t?.close());

const slotOffer = async () => (await t.app.inject({ method: 'GET', url: `/v1/public/comercio/${shop.idPath}/horarios-pedido` })).json<SlotOffer>();
/** «Recibir pedidos» as the owner switches it. */
const switchOrders = (servicio_activo: boolean) => t.app.inject({ method: 'PUT', url: '/v1/comercio', headers: shop.auth.headers, payload: { servicio_activo } });
const stored = async () => (await t.handle.db.select({ n: count() }).from(orders).where(eq(orders.id_comercio, shop.commerce.commerceId)))[0]!.n;

it('closed for the hour: an order for a later slot is taken, one for now is refused', async () => {
  const offer = await slotOffer();
  expect(offer.lo_antes_posible).toBe(false);
  expect(offer.horarios.length).toBeGreaterThan(0);
  const now = await placeOrder(t.app, shop.idPath, orderBody(shop.menu));
  expect(now.statusCode).toBe(409);
  expect(now.json<{ code: string }>().code).toBe('COMMERCE_CLOSED');
  const ahead = await placeOrder(t.app, shop.idPath, orderBody(shop.menu, { programado_para: offer.horarios[0]!.at }));
  expect(ahead.statusCode, ahead.body).toBe(201);
  expect(await stored()).toBe(1);
});

it('switched off, a scheduled order is refused with the reason and nothing is stored', async () => {
  const offer = await slotOffer();
  expect((await switchOrders(false)).statusCode).toBe(200);
  try {
    const before = await stored();
    const refused = await placeOrder(t.app, shop.idPath, orderBody(shop.menu, { programado_para: offer.horarios[1]!.at }));
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json<{ code: string }>().code).toBe('SLOT_INVALID');
    expect(await stored()).toBe(before);
  } finally {
    expect((await switchOrders(true)).statusCode).toBe(200);
  }
});

it('paused because nobody is watching, a scheduled order is refused with the public message and nothing is stored', async () => {
  // Switched on again: the commerce's cached row follows (on PostgreSQL through its notification).
  await expect.poll(async () => (await slotOffer()).horarios.length).toBeGreaterThan(2);
  const offer = await slotOffer();
  await t.handle.db.insert(commerceAutoPause).values({ id_comercio: shop.commerce.commerceId, pausado_at: new Date(), motivo: 'sin_dispositivo', detalle: 'prueba' });
  const before = await stored();
  const refused = await placeOrder(t.app, shop.idPath, orderBody(shop.menu, { programado_para: offer.horarios[2]!.at }));
  expect(refused.statusCode, refused.body).toBe(409);
  expect(refused.json<{ code: string; message: string }>()).toMatchObject({ code: 'ORDERS_AUTO_PAUSED', message: AUTO_PAUSE_PUBLIC_MESSAGE });
  expect(await stored()).toBe(before);
});
