// Phone orders keyed by staff are born accepted with the chosen prep time and announce both print
// triggers; sales mean accepted-onward orders (shared/orders/sales.ts) in Estadísticas.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { OrderDetail } from '@shared/types/order';
import { liveEvents } from '../../../server/src/db/schema/index';
import { createTestApp, type TestApp } from '../../../testkit/test-app';
import { createOrderingCommerce, DELIVERY_ADDRESS, orderBody, placeOrder, type OrderingCommerce } from '../orders/support';

let t: TestApp;
let shop: OrderingCommerce;
beforeAll(async () => {
  t = await createTestApp();
  shop = await createOrderingCommerce(t.app, t.handle);
});
afterAll(async () => t?.close());

const phone = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/v1/pedidos/telefonico', headers: shop.auth.headers, payload });

describe('phone orders', () => {
  it('are born accepted with the chosen prep time and publish newOrder and changeOrderStatus accepted (both print triggers)', async () => {
    const response = await phone(orderBody(shop.menu, { nombre: 'Doña Chayo', tiempo_preparacion: 35 }));
    expect(response.statusCode, response.body).toBe(201);
    const detail = response.json<OrderDetail>();
    expect(detail.pedido).toMatchObject({ estatus_pedido: 'accepted', origin: 'telefono', tiempo_preparacion: 35 });
    const events = await t.handle.db
      .select()
      .from(liveEvents)
      .where(and(eq(liveEvents.id_comercio, shop.commerce.commerceId), sql`${liveEvents.data}::text LIKE ${'%' + detail.pedido.id + '%'}`))
      .orderBy(asc(liveEvents.created_at));
    expect(events.map((e) => e.event_id).sort()).toEqual(['changeOrderStatus', 'newOrder']);
  });

  it('default to 20 minutes and refuse a bad prep time without storing anything', async () => {
    const ok = await phone(orderBody(shop.menu));
    expect(ok.statusCode).toBe(201);
    const bad = await phone(orderBody(shop.menu, { tiempo_preparacion: 0 }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('tiempo_preparacion: el tiempo de preparación debe ser de 1 a 240 minutos');
  });
});

describe('customer lookup', () => {
  it('fills the name and the fields of the latest delivery address', async () => {
    const first = await phone(orderBody(shop.menu, { nombre: 'Lupita Cruz', numero_celular: '9935550001', metodo_entrega: 'delivery', ...DELIVERY_ADDRESS }));
    expect(first.statusCode, first.body).toBe(201);
    const second = await phone(orderBody(shop.menu, { nombre: 'Lupita Cruz', numero_celular: '9935550001', metodo_entrega: 'delivery', ...DELIVERY_ADDRESS, calle: 'Calle Zaragoza', numero_exterior: '22' }));
    expect(second.statusCode, second.body).toBe(201);
    const found = await t.app.inject({ method: 'GET', url: '/v1/clientes/buscar?telefono=9935550001', headers: shop.auth.headers });
    expect(found.statusCode).toBe(200);
    expect(found.json().rows).toEqual([
      expect.objectContaining({ nombre: 'Lupita Cruz', ultima_direccion: { calle: 'Calle Zaragoza', numero_exterior: '22', numero_interior: null, colonia: 'Atasta', referencias: 'Portón negro' } }),
    ]);
  });
});

describe('sales definition', () => {
  it('leaves pending orders out of ventas and counts accepted ones', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/v1/estadisticas?periodo=hoy', headers: shop.auth.headers })).json<{ ventas: number; pedidos: number }>();
    const pending = await placeOrder(t.app, shop.idPath, orderBody(shop.menu));
    expect(pending.statusCode).toBe(201);
    const afterPending = (await t.app.inject({ method: 'GET', url: '/v1/estadisticas?periodo=hoy', headers: shop.auth.headers })).json<{ ventas: number; pedidos: number }>();
    expect(afterPending.ventas).toBe(before.ventas);
    const id = pending.json<OrderDetail>().pedido.id;
    const accept = await t.app.inject({ method: 'PUT', url: `/v1/pedido/${id}`, headers: shop.auth.headers, payload: { action: 'changeStatus', status: 'accepted', tiempo_preparacion: 15 } });
    expect(accept.statusCode).toBe(200);
    const afterAccept = (await t.app.inject({ method: 'GET', url: '/v1/estadisticas?periodo=hoy', headers: shop.auth.headers })).json<{ ventas: number; pedidos: number }>();
    expect(afterAccept.ventas).toBe(before.ventas + 25);
    expect(afterAccept.pedidos).toBe(before.pedidos + 1);
  });
});
