// Delivery partner calls through the sandbox courier with millisecond timers: request, rider assigned,
// delivery status advancing to delivered, each step recorded with its live event; anticipate; cancel.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { Order, OrderDetail } from '@shared/types/order';
import { liveEvents, orders } from '../../../server/src/db/schema/orders';
import { SANDBOX_PROVIDER_NAME, SandboxCourier } from '../../../server/src/services/couriers/sandbox';
import { createTestApp, type TestApp } from '../../../testkit/test-app';
import { DELIVERY_ADDRESS, createOrderingCommerce, orderBody, placeOrder, type OrderingCommerce } from './support';

let t: TestApp;
let shop: OrderingCommerce;

beforeAll(async () => {
  t = await createTestApp();
  shop = await createOrderingCommerce(t.app, t.handle);
});
afterAll(async () => t?.close());

async function deliveryOrder(): Promise<string> {
  const response = await placeOrder(t.app, shop.idPath, orderBody(shop.menu, { metodo_entrega: 'delivery', ...DELIVERY_ADDRESS }));
  return response.json<OrderDetail>().pedido.id;
}

async function orderRow(id: string) {
  const [row] = await t.handle.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

const post = (url: string, payload?: Record<string, unknown>) => t.app.inject({ method: 'POST', url, headers: shop.auth.headers, ...(payload ? { payload } : {}) });

describe('courier sandbox', () => {
  it('requests a rider, assigns one and advances the delivery status to delivered with events', async () => {
    t.app.orderRuntime.couriers.use(new SandboxCourier({ assignAfterMs: 5, stepMs: 5 }));
    const id = await deliveryOrder();
    const response = await post('/v1/delivery/order', { id_pedido: id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ message: string; pedido: Order; proveedor: string }>()).toMatchObject({
      message: 'Se ha enviado la solicitud al repartidor',
      proveedor: SANDBOX_PROVIDER_NAME,
      pedido: { has_requested_rider: true, delivery_status: 'requested' },
    });

    await vi.waitFor(async () => expect((await orderRow(id)).delivery_status).toBe('delivered'), { timeout: 10_000, interval: 20 });
    const row = await orderRow(id);
    expect(row.delivery_driver_info).toMatchObject({ name: expect.stringContaining('(prueba)'), phone: expect.any(String) });

    const events = await t.handle.db.select().from(liveEvents).where(eq(liveEvents.id_comercio, shop.commerce.commerceId)).orderBy(asc(liveEvents.created_at));
    const mine = events.filter((e) => (e.data as { orderId?: string }).orderId === id && e.event_id !== 'newOrder');
    expect(mine.map((e) => [e.event_id, (e.data as { delivery_status?: string }).delivery_status ?? null])).toEqual([
      ['changeDeliveryStatus', 'requested'],
      ['deliveryRiderAssigned', null],
      ['changeDeliveryStatus', 'assigned'],
      ['changeDeliveryStatus', 'arrived_at_pickup'],
      ['changeDeliveryStatus', 'on_the_way'],
      ['changeDeliveryStatus', 'arrived_at_delivery'],
      ['changeDeliveryStatus', 'delivered'],
    ]);
    expect(mine[1]!.data).toMatchObject({ orderId: id, id: expect.any(String), name: row.delivery_driver_info!.name });

    // The courier order now follows the delivery-partner flow.
    const accepted = await t.app.inject({ method: 'PUT', url: `/v1/pedido/${id}`, headers: shop.auth.headers, payload: { action: 'changeStatus', status: 'accepted' } });
    expect(accepted.statusCode).toBe(200);
    const partnerStep = await t.app.inject({ method: 'PUT', url: `/v1/pedido/${id}`, headers: shop.auth.headers, payload: { action: 'changeStatus', status: 'arrived_at_pickup' } });
    expect(partnerStep.statusCode).toBe(200);
  });

  it('anticipates and cancels a rider; cancel is refused when there is none', async () => {
    // Slow clock: the rider would take an hour unless anticipated.
    t.app.orderRuntime.couriers.use(new SandboxCourier({ assignAfterMs: 3_600_000, stepMs: 3_600_000 }));
    const id = await deliveryOrder();
    expect((await post('/v1/delivery/order', { id_pedido: id })).statusCode).toBe(200);
    const again = await post('/v1/delivery/order', { id_pedido: id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'El pedido ya tiene un repartidor solicitado' });

    const anticipated = await post(`/v1/delivery/request/${id}`);
    expect(anticipated.statusCode).toBe(200);
    await vi.waitFor(async () => expect((await orderRow(id)).delivery_status).toBe('assigned'), { timeout: 10_000, interval: 20 });

    const canceled = await post(`/v1/delivery/request-cancel/${id}`);
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json()).toMatchObject({ message: 'Se ha cancelado la solicitud al repartidor', pedido: { delivery_status: 'canceled', has_requested_rider: false } });
    const [cancelEvent] = await t.handle.db
      .select()
      .from(liveEvents)
      .where(and(eq(liveEvents.id_comercio, shop.commerce.commerceId), eq(liveEvents.event_id, 'changeDeliveryStatus')))
      .orderBy(asc(liveEvents.created_at))
      .then((rows) => rows.filter((r) => (r.data as { orderId: string; delivery_status: string }).orderId === id && (r.data as { delivery_status: string }).delivery_status === 'canceled'));
    expect(cancelEvent).toBeDefined();

    expect((await post(`/v1/delivery/request-cancel/${id}`)).statusCode).toBe(409);
    // A new rider may be requested after a cancel.
    expect((await post('/v1/delivery/order', { id_pedido: id })).statusCode).toBe(200);
  });

  it('refuses riders for pickup orders and unknown orders', async () => {
    const pickup = await placeOrder(t.app, shop.idPath, orderBody(shop.menu));
    const response = await post('/v1/delivery/order', { id_pedido: pickup.json<OrderDetail>().pedido.id });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: 'Solo los pedidos con envío a domicilio pueden solicitar repartidor' });
    expect((await post('/v1/delivery/order', { id_pedido: 'no-es-un-id' })).statusCode).toBe(404);
  });
});
