// «Cotizar» before «Solicitar repartidor» (docs/integrations.md, Picker): GET /v1/delivery/cotizacion/:id asks
// Picker's preCheckout for the order's trip and books nothing; the sandbox rider has no price; a pick-up order,
// Picker down and another commerce's order answer clear 4xx/502 instead of a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourierQuote } from '@shared/types/order';
import { createTestApp, type TestApp } from '../../../testkit/test-app';
import { startFakePicker, type FakePicker } from '../../support/fake-picker';
import { DELIVERY_ADDRESS, createOrderingCommerce, orderBody, placeOrder, type OrderingCommerce } from '../orders/support';

const ORIGIN = { latitude: 17.9869, longitude: -92.9303 };
const ADDRESS = { ...ORIGIN, country: 'México', state: 'Tabasco', city: 'Villahermosa', neighborhood: 'Centro', postalCode: '86000', street: 'Madero', exteriorNumber: '1', interiorNumber: '', fullAddress: 'Madero 1, Centro' };
const NEAR = { latitud: 18.0069, longitud: -92.9303 };

let t: TestApp;
let fake: FakePicker;
let shop: OrderingCommerce;
let sandboxShop: OrderingCommerce;

const quote = (who: OrderingCommerce, id: string) => t.app.inject({ method: 'GET', url: `/v1/delivery/cotizacion/${id}`, headers: who.auth.headers });
async function order(who: OrderingCommerce, delivery = true): Promise<string> {
  const placed = await placeOrder(t.app, who.idPath, orderBody(who.menu, delivery ? { metodo_entrega: 'delivery', ...DELIVERY_ADDRESS, ...NEAR } : { metodo_entrega: 'inRestaurant' }));
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json<{ pedido: { id: string } }>().pedido.id;
}

beforeAll(async () => {
  fake = await startFakePicker();
  t = await createTestApp({ config: { publicLimits: null, providerUrls: { picker: fake.baseUrl } } });
  shop = await createOrderingCommerce(t.app, t.handle, { commerce: { address: ADDRESS } });
  sandboxShop = await createOrderingCommerce(t.app, t.handle, { commerce: { address: ADDRESS } });
  const saved = await t.app.inject({ method: 'PUT', url: '/v1/integrations/delivery/picker', headers: shop.auth.headers, payload: { configuration: { token: fake.token } } });
  expect(saved.statusCode, saved.body).toBe(200);
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('Picker quote before asking for a rider', () => {
  it('answers Picker’s fee for the trip and books nothing', async () => {
    const id = await order(shop);
    const response = await quote(shop, id);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<CourierQuote>();
    expect(body).toMatchObject({ proveedor: 'Picker', disponible: true, distancia_km: 2.22 });
    // The fake's tariff: 35 + 8 per km.
    expect(body.costo).toBeCloseTo(35 + 8 * 2.22, 2);
    expect(fake.bookings.size).toBe(0);
    expect(fake.requests.filter((request) => request.path === '/booking/preCheckout').at(-1)?.authorization).toBe(`Bearer ${fake.token}`);
  });

  it('the sandbox rider gives no price', async () => {
    const body = (await quote(sandboxShop, await order(sandboxShop))).json<CourierQuote>();
    expect(body).toEqual({ proveedor: 'Repartidor de prueba (sandbox)', disponible: false, costo: null, distancia_km: null });
  });

  it('refuses a pick-up order, another commerce’s order and Picker down with clear answers', async () => {
    expect((await quote(shop, await order(shop, false))).statusCode).toBe(422);
    const mine = await order(shop);
    expect((await quote(sandboxShop, mine)).statusCode).toBe(404);
    fake.setDown(true);
    const down = await quote(shop, mine);
    fake.setDown(false);
    expect(down.statusCode).toBe(502);
    expect(down.json<{ message: string }>().message).toMatch(/^Error al enviar la solicitud/);
  });
});
