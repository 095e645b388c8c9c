// Picker over real HTTP against tests/support/fake-picker.ts (docs/integrations.md): an honest «Probar
// conexión», a quote, a rider request that books in Picker and subscribes the webhooks, the rider assigned
// by Picker's webhook (once, however often it calls; a forged call refused), status changes by polling,
// cancel with the SPEC's messages and Picker's own refusal, Picker down, and the token never in sight.
import { createServer } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@shared/types/order';
import { MSG } from '@shared/messages';
import { integrations } from '../../../server/src/db/schema/integrations';
import { liveEvents, orders } from '../../../server/src/db/schema/orders';
import { createTestApp, type TestApp } from '../../../testkit/test-app';
import { startFakePicker, type FakePicker } from '../../support/fake-picker';
import { DELIVERY_ADDRESS, createOrderingCommerce, orderBody, placeOrder, type OrderingCommerce } from '../orders/support';

const ORIGIN = { latitude: 17.9869, longitude: -92.9303 };
const ADDRESS = { ...ORIGIN, country: 'México', state: 'Tabasco', city: 'Villahermosa', neighborhood: 'Centro', postalCode: '86000', street: 'Madero', exteriorNumber: '1', interiorNumber: '', fullAddress: 'Madero 1, Centro' };
const NEAR = { latitud: 18.0069, longitud: -92.9303 };

let t: TestApp;
let fake: FakePicker;
let shop: OrderingCommerce;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const post = (url: string, payload: Record<string, unknown> = {}) => t.app.inject({ method: 'POST', url, headers: shop.auth.headers, payload });
const orderRow = async (id: string) => (await t.handle.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const eventsOf = async (id: string) => (await t.handle.db.select().from(liveEvents).where(eq(liveEvents.id_comercio, shop.commerce.commerceId))).filter((e) => (e.data as { orderId?: string }).orderId === id);

async function deliveryOrder(): Promise<string> {
  const placed = await placeOrder(t.app, shop.idPath, orderBody(shop.menu, { metodo_entrega: 'delivery', ...DELIVERY_ADDRESS, ...NEAR }));
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json<{ pedido: { id: string } }>().pedido.id;
}

beforeAll(async () => {
  fake = await startFakePicker();
  const port = await freePort();
  t = await createTestApp({ config: { publicLimits: null, publicUrl: `http://127.0.0.1:${port}`, providerUrls: { picker: fake.baseUrl } } });
  await t.app.listen({ port, host: '127.0.0.1' });
  shop = await createOrderingCommerce(t.app, t.handle, { commerce: { address: ADDRESS } });
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('Picker', () => {
  it('«Probar conexión» reads the account and shows Picker’s refusal', async () => {
    const save = (token: string) => t.app.inject({ method: 'PUT', url: '/v1/integrations/delivery/picker', headers: shop.auth.headers, payload: { configuration: { token } } });
    const test = async () => (await post('/v1/integrations/delivery/picker/test')).json<{ ok: boolean; message: string }>();
    await save('token-equivocado');
    expect(await test()).toEqual({ ok: false, message: 'Picker rechazó la conexión: Invalid token' });
    fake.setDown(true);
    await save(fake.token);
    expect((await test()).message).toMatch(/^No se pudo contactar a Picker|Picker rechazó la conexión: Service Unavailable/);
    fake.setDown(false);
    expect(await test()).toEqual({ ok: true, message: 'Conexión correcta con Picker: Taquería de prueba (Picker)' });
    const [row] = await t.handle.db.select().from(integrations).where(and(eq(integrations.id_comercio, shop.commerce.commerceId), eq(integrations.provider_code, 'picker')));
    expect(row!.secrets_encrypted).not.toContain(fake.token);
  });

  it('quotes the trip with Picker’s pre-checkout', async () => {
    const id = await deliveryOrder();
    const quote = await t.app.orderRuntime.picker.quote({ commerceId: shop.commerce.commerceId, orderId: id });
    expect(quote.distanceKm).toBeCloseTo(2.22, 1);
    expect(quote.fee).toBeCloseTo(35 + 8 * quote.distanceKm, 1);
  });

  let orderId: string;
  let bookingId: string;

  it('requests a rider from Picker and subscribes its webhooks', async () => {
    orderId = await deliveryOrder();
    const response = await post('/v1/delivery/order', { id_pedido: orderId });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ message: string; pedido: Order }>();
    expect(body.message).toBe(MSG.riderRequestSent);
    const [booking] = [...fake.bookings.values()];
    bookingId = booking!._id;
    expect(body.pedido).toMatchObject({ delivery_type: 'picker', delivery_status: 'requested', delivery_tracking_id: bookingId, delivery_tracking_url: booking!.trackingLink });
    expect(booking!.request).toMatchObject({ pickupLatitude: ORIGIN.latitude, deliveryLatitude: NEAR.latitud, paymentMethod: 'CASH', carName: 'BIKE', contact: { externalId: orderId } });
    expect(fake.webhooks.map((w) => w.type).sort()).toEqual(['Driver Assigned', 'Update Booking Status']);
    expect(fake.webhooks[0]!.url).toBe(`${t.app.deps.config.publicUrl}/v1/public/couriers/picker/${shop.commerce.commerceId}`);
    expect(fake.requests.every((r) => r.authorization === `Bearer ${fake.token}` || r.path === '/business/getAccountInfoIntegrationDashboard')).toBe(true);
  });

  it('takes the rider from Picker’s webhook once, however often Picker calls, and refuses a forged call', async () => {
    fake.assign(bookingId, { name: 'Pedro Ramírez', phone: '9931234567', profilePicURL: 'https://picker.example/p.jpg' });
    expect(await fake.notify('Driver Assigned', bookingId)).toEqual([200]);
    const row = await orderRow(orderId);
    expect(row.delivery_status).toBe('assigned');
    expect(row.delivery_driver_info).toMatchObject({ name: 'Pedro Ramírez', phone: '9931234567', image: { original: 'https://picker.example/p.jpg' } });
    const events = (await eventsOf(orderId)).length;
    expect(await fake.notify('Driver Assigned', bookingId)).toEqual([200]);
    expect(await fake.notify('Update Booking Status', bookingId)).toEqual([200]);
    expect((await eventsOf(orderId)).length).toBe(events);
    fake.setStatus(bookingId, 3);
    expect(await fake.notify('Update Booking Status', bookingId, 'secreto-inventado')).toEqual([401]);
    expect((await orderRow(orderId)).delivery_status).toBe('assigned');
    const noBooking = await t.app.inject({ method: 'POST', url: `/v1/public/couriers/picker/${shop.commerce.commerceId}`, payload: {} });
    expect(noBooking.statusCode).toBe(400);
  });

  it('follows status changes by polling the open bookings', async () => {
    fake.setStatus(bookingId, 4);
    await t.app.orderRuntime.picker.poll();
    expect((await orderRow(orderId)).delivery_status).toBe('arrived_at_delivery');
  });

  it('cancels the rider in Picker', async () => {
    const response = await post(`/v1/delivery/request-cancel/${orderId}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ message: string }>().message).toBe(MSG.riderRequestCanceled);
    expect(fake.bookings.get(bookingId)!.currentStatus).toBe(7);
    expect(await orderRow(orderId)).toMatchObject({ delivery_status: 'canceled', has_requested_rider: false, delivery_driver_info: null });
  });

  it('shows Picker’s refusal to cancel, and Picker down, in the SPEC’s words', async () => {
    const id = await deliveryOrder();
    expect((await post('/v1/delivery/order', { id_pedido: id })).statusCode).toBe(200);
    const booking = (await orderRow(id)).delivery_tracking_id!;
    fake.setStatus(booking, 5);
    const refused = await post(`/v1/delivery/request-cancel/${id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ message: string }>().message).toBe(`${MSG.cancelRiderError}: Booking can not be cancelled in its current status`);

    const other = await deliveryOrder();
    fake.setDown(true);
    const down = await post('/v1/delivery/order', { id_pedido: other });
    fake.setDown(false);
    expect(down.statusCode).toBe(502);
    expect(down.json<{ message: string }>().message).toBe(`${MSG.sendRequestError}: Service Unavailable`);
    expect(await orderRow(other)).toMatchObject({ has_requested_rider: false, delivery_tracking_id: null });
  });
});
