// Busy mode (pause online orders, extra prep minutes; an expired pause reads as off) and the customer's
// order status page (docs/counter.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { BusyMode } from '@shared/counter';
import type { OrderDetail } from '@shared/types/order';
import { commerceBusyMode } from '../../../server/src/db/schema/counter';
import { orders } from '../../../server/src/db/schema/orders';
import { createTestApp, type TestApp } from '../../../testkit/test-app';
import { createOrderingCommerce, createTable, orderBody, placeOrder, type OrderingCommerce } from '../orders/support';

let t: TestApp;
let shop: OrderingCommerce;
beforeAll(async () => {
  t = await createTestApp();
  shop = await createOrderingCommerce(t.app, t.handle);
});
afterAll(async () => t?.close());

const busy = (payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: '/v1/modo-ocupado', headers: shop.auth.headers, payload });
const publicMode = async () => (await t.app.inject({ method: 'GET', url: `/v1/public/comercio/${shop.idPath}/modo-ocupado` })).json<BusyMode>();

describe('busy mode', () => {
  it('pauses online orders (not table orders) and resumes by itself when the pause ends', async () => {
    const paused = await busy({ accion: 'pausar', minutos: 15 });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json<BusyMode>()).toMatchObject({ pausado: true });
    expect(await publicMode()).toMatchObject({ pausado: true });
    const refused = await placeOrder(t.app, shop.idPath, orderBody(shop.menu));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'El comercio pausó los pedidos en línea por un momento. Intenta de nuevo en unos minutos.', code: 'ORDERS_PAUSED' });
    const tableUuid = await createTable(t.handle, shop.commerce.commerceId, 51);
    expect((await placeOrder(t.app, shop.idPath, orderBody(shop.menu, { table_uuid: tableUuid }))).statusCode).toBe(201);
    const phone = await t.app.inject({ method: 'POST', url: '/v1/pedidos/telefonico', headers: shop.auth.headers, payload: orderBody(shop.menu) });
    expect(phone.statusCode).toBe(201);

    // The pause ended a second ago: nobody resumed it, orders come in again.
    await t.handle.db.update(commerceBusyMode).set({ pausa_hasta: new Date(Date.now() - 1000) }).where(eq(commerceBusyMode.id_comercio, shop.commerce.commerceId));
    expect(await publicMode()).toMatchObject({ pausado: false, pausa_hasta: null });
    expect((await placeOrder(t.app, shop.idPath, orderBody(shop.menu))).statusCode).toBe(201);
  });

  it('pauses until resumed, adds extra minutes, and refuses other amounts', async () => {
    expect((await busy({ accion: 'pausar', minutos: null })).json<BusyMode>()).toMatchObject({ pausado: true, pausa_hasta: null });
    expect((await busy({ accion: 'reanudar' })).json<BusyMode>()).toMatchObject({ pausado: false });
    expect((await busy({ accion: 'agregar_minutos', minutos: 20 })).json<BusyMode>()).toMatchObject({ minutos_extra: 20 });
    expect((await t.app.inject({ method: 'GET', url: '/v1/modo-ocupado', headers: shop.auth.headers })).json<BusyMode>()).toMatchObject({ minutos_extra: 20 });
    expect((await busy({ accion: 'agregar_minutos', minutos: 15 })).statusCode).toBe(400);
    expect((await busy({ accion: 'pausar', minutos: 45 })).statusCode).toBe(400);
    expect((await busy({ accion: 'apagar' })).statusCode).toBe(400);
    expect((await busy({ accion: 'quitar_minutos' })).json<BusyMode>()).toMatchObject({ minutos_extra: 0 });
  });

  it('adds the extra minutes to the prep time of every order accepted while they are on', async () => {
    const accept = async (minutes: number) => {
      const placed = (await placeOrder(t.app, shop.idPath, orderBody(shop.menu))).json<OrderDetail>();
      const url = `/v1/pedido/${placed.pedido.id}`;
      expect((await t.app.inject({ method: 'PUT', url, headers: shop.auth.headers, payload: { action: 'changeStatus', status: 'accepted', tiempo_preparacion: minutes } })).statusCode).toBe(200);
      const [row] = await t.handle.db.select({ prep: orders.tiempo_preparacion }).from(orders).where(eq(orders.id, placed.pedido.id));
      return row!.prep;
    };
    await busy({ accion: 'agregar_minutos', minutos: 20 });
    expect(await accept(15)).toBe(35);
    await busy({ accion: 'quitar_minutos' });
    expect(await accept(15)).toBe(15);
  });
});

describe('order status page', () => {
  it('shows the step, the ready time once accepted, and the rider; unknown ids are 404', async () => {
    const placed = (await placeOrder(t.app, shop.idPath, orderBody(shop.menu))).json<OrderDetail>();
    const url = `/v1/public/comercio/${shop.idPath}/pedido/${placed.pedido.id}/estatus`;
    expect((await t.app.inject({ method: 'GET', url })).json()).toMatchObject({ estatus: 'pending', listo_a_las: null, repartidor: null, folio: placed.pedido.folio });
    await t.app.inject({ method: 'PUT', url: `/v1/pedido/${placed.pedido.id}`, headers: shop.auth.headers, payload: { action: 'changeStatus', status: 'accepted', tiempo_preparacion: 25 } });
    await t.handle.db.update(orders).set({ delivery_driver_info: { id: 'r1', name: 'Pepe Rider', phone: '9930000000', image: null } }).where(eq(orders.id, placed.pedido.id));
    const accepted = (await t.app.inject({ method: 'GET', url })).json<{ estatus: string; listo_a_las: string; repartidor: { nombre: string } }>();
    expect(accepted.estatus).toBe('accepted');
    expect(Date.parse(accepted.listo_a_las) - Date.parse(placed.pedido.created_at)).toBe(25 * 60_000);
    expect(accepted.repartidor).toEqual({ nombre: 'Pepe Rider', telefono: '9930000000' });
    expect((await t.app.inject({ method: 'GET', url: `/v1/public/comercio/${shop.idPath}/pedido/00000000-0000-4000-8000-000000000000/estatus` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/v1/public/comercio/otro-comercio/pedido/${placed.pedido.id}/estatus` })).statusCode).toBe(404);
  });
});
