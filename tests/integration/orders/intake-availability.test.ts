// Intake itself decides whether a customer's order can be taken now (docs/availability.md): the whole
// availability check, special days included, on the commerce row the order is priced from; the public route
// only reads the body. The owner's test order is taken even while closed.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localClock } from '@shared/availability';
import { commerces } from '../../../server/src/db/schema/commerces';
import { createTestApp, type TestApp } from '../../../testkit/test-app';
import { createOrderingCommerce, orderBody, placeOrder, type OrderingCommerce } from './support';

let t: TestApp;
let shop: OrderingCommerce;

beforeAll(async () => {
  t = await createTestApp();
  shop = await createOrderingCommerce(t.app, t.handle);
});
afterAll(async () => t?.close());

const today = () => localClock(new Date(), 'America/Mexico_City').date;
const setCommerce = (patch: Partial<typeof commerces.$inferInsert>) => t.handle.db.update(commerces).set(patch).where(eq(commerces.id, shop.commerce.commerceId));
const placeTest = () =>
  t.app.inject({
    method: 'POST',
    url: `/v1/public/comercio/${shop.idPath}/pedido`,
    headers: { authorization: shop.auth.headers.authorization!, 'x-pedido-prueba': '1' },
    payload: orderBody(shop.menu),
  });

describe('intake availability', () => {
  it('refuses on a holiday with the menu’s reason and takes the owner’s test order', async () => {
    const holiday = await t.app.inject({ method: 'POST', url: '/v1/dias-especiales', headers: shop.auth.headers, payload: { fecha: today(), cerrado: true, motivo: 'Día festivo' } });
    expect(holiday.statusCode, holiday.body).toBe(201);
    const refused = await placeOrder(t.app, shop.idPath, orderBody(shop.menu));
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ code: string; message: string }>()).toMatchObject({ code: 'COMMERCE_CLOSED', message: 'Cerrado hoy por día festivo: abre mañana 0:00' });
    const test = await placeTest();
    expect(test.statusCode, test.body).toBe(201);
    expect(test.json<{ pedido: { es_prueba: boolean } }>().pedido.es_prueba).toBe(true);
    const id = holiday.json<{ id: string }>().id;
    expect((await t.app.inject({ method: 'DELETE', url: `/v1/dias-especiales/${id}`, headers: shop.auth.headers })).statusCode).toBe(204);
  });

  it('refuses once the commerce is switched off straight in the database, and takes the test order', async () => {
    expect((await placeOrder(t.app, shop.idPath, orderBody(shop.menu))).statusCode).toBe(201);
    await setCommerce({ servicio_activo: false });
    const refused = await placeOrder(t.app, shop.idPath, orderBody(shop.menu));
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ code: string }>().code).toBe('COMMERCE_CLOSED');
    expect((await placeTest()).statusCode).toBe(201);
    await setCommerce({ servicio_activo: true });
    expect((await placeOrder(t.app, shop.idPath, orderBody(shop.menu))).statusCode).toBe(201);
  });
});
