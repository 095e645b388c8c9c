// PUT /v1/pedido/:id: every transition of the four docs/domain.md (Estados del pedido) flows, allowed and refused, table-driven
// from the shared ORDER_FLOWS; refusals answer 409 INVALID_STATUS_TRANSITION with the current status.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { ORDER_STATUSES, type OrderStatus } from '@shared/constants';
import { ORDER_FLOWS, TERMINAL_STATUSES, type OrderFlow } from '@shared/orders/status-machine';
import { liveEvents, orders } from '../../../server/src/db/schema/orders';
import { createTestApp, type TestApp } from '../../../testkit/test-app';
import { DELIVERY_ADDRESS, createOrderingCommerce, orderBody, placeOrder, type OrderingCommerce } from './support';

let t: TestApp;
let shop: OrderingCommerce;
const orderOfFlow = {} as Record<OrderFlow, string>;

const FLOW_ORDERS: Record<OrderFlow, Record<string, unknown>> = {
  deliveryPartner: { metodo_entrega: 'delivery', ...DELIVERY_ADDRESS },
  ownDelivery: { metodo_entrega: 'delivery', ...DELIVERY_ADDRESS },
  pickup: { metodo_entrega: 'takeAway' },
  eatIn: { metodo_entrega: 'inRestaurant' },
};

beforeAll(async () => {
  t = await createTestApp();
  shop = await createOrderingCommerce(t.app, t.handle);
  for (const flow of Object.keys(FLOW_ORDERS) as OrderFlow[]) {
    const response = await placeOrder(t.app, shop.idPath, orderBody(shop.menu, FLOW_ORDERS[flow]));
    const id = response.json<{ pedido: { id: string } }>().pedido.id;
    orderOfFlow[flow] = id;
    // A courier carries the delivery-partner order.
    if (flow === 'deliveryPartner') await t.handle.db.update(orders).set({ has_requested_rider: true, delivery_status: 'assigned' }).where(eq(orders.id, id));
  }
});
afterAll(async () => t?.close());

/** docs/domain.md (Estados del pedido) written out: the next step of the flow; reject only while pending; cancel from any open state. */
function allowed(flow: OrderFlow, from: OrderStatus, to: OrderStatus): boolean {
  if (TERMINAL_STATUSES.includes(from)) return false;
  if (to === 'canceled') return true;
  if (to === 'rejected') return from === 'pending';
  // An own-delivery order found at a step only couriers report (its rider was canceled on the way)
  // finishes on the delivery-partner flow.
  const effective = flow === 'ownDelivery' && !ORDER_FLOWS.ownDelivery.includes(from) && ORDER_FLOWS.deliveryPartner.includes(from) ? 'deliveryPartner' : flow;
  const steps = ORDER_FLOWS[effective];
  const index = steps.indexOf(from);
  return index >= 0 && steps[index + 1] === to;
}

async function setStatus(id: string, status: OrderStatus) {
  await t.handle.db.update(orders).set({ estatus_pedido: status, estatus: status }).where(eq(orders.id, id));
}

function changeStatus(id: string, status: string, extra: Record<string, unknown> = {}) {
  return t.app.inject({ method: 'PUT', url: `/v1/pedido/${id}`, headers: shop.auth.headers, payload: { action: 'changeStatus', status, ...extra } });
}

describe('PUT /v1/pedido/:id changeStatus', () => {
  for (const flow of Object.keys(ORDER_FLOWS) as OrderFlow[]) {
    it(`enforces every transition of the ${flow} flow`, async () => {
      const id = orderOfFlow[flow];
      let allowedCount = 0;
      for (const from of ORDER_STATUSES) {
        for (const to of ORDER_STATUSES) {
          await setStatus(id, from);
          const response = await changeStatus(id, to);
          if (allowed(flow, from, to)) {
            allowedCount += 1;
            expect(response.statusCode, `${flow}: ${from} → ${to} ${response.body}`).toBe(200);
            expect(response.json<{ estatus_pedido: string }>().estatus_pedido).toBe(to);
          } else {
            expect(response.statusCode, `${flow}: ${from} → ${to} should be refused`).toBe(409);
            expect(response.json()).toMatchObject({ code: 'INVALID_STATUS_TRANSITION', currentStatus: from });
          }
        }
      }
      // At least each step forward, reject from pending and cancel from every step of the flow.
      const steps = ORDER_FLOWS[flow];
      expect(allowedCount).toBeGreaterThanOrEqual(steps.length - 1 + 1 + steps.length - 1);
    });
  }

  it('walks an eat-in order through its whole flow, keeps the preparation time and publishes each change', async () => {
    const response = await placeOrder(t.app, shop.idPath, orderBody(shop.menu, { metodo_entrega: 'inRestaurant' }));
    const id = response.json<{ pedido: { id: string } }>().pedido.id;
    const accepted = await changeStatus(id, 'accepted', { tiempo_preparacion: 25 });
    expect(accepted.json()).toMatchObject({ estatus_pedido: 'accepted', tiempo_preparacion: 25 });
    expect((await changeStatus(id, 'delivered')).statusCode).toBe(200);
    const events = await t.handle.db
      .select()
      .from(liveEvents)
      .where(and(eq(liveEvents.id_comercio, shop.commerce.commerceId), eq(liveEvents.event_id, 'changeOrderStatus')))
      .orderBy(desc(liveEvents.created_at))
      .limit(2);
    expect(events.map((e) => e.data)).toEqual(
      expect.arrayContaining([
        { orderId: id, status: 'accepted' },
        { orderId: id, status: 'delivered' },
      ]),
    );
    // At the last step nothing more is allowed.
    expect((await changeStatus(id, 'delivered')).json()).toEqual({
      message: 'No se puede cambiar el pedido de «Entregado» a «Entregado»',
      code: 'INVALID_STATUS_TRANSITION',
      currentStatus: 'delivered',
    });
  });

  it('answers 400 for an unknown status and 404 for an unknown order', async () => {
    expect((await changeStatus(orderOfFlow.pickup, 'volando')).statusCode).toBe(400);
    const missing = await changeStatus('00000000-0000-4000-8000-000000000000', 'accepted');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'No se encontró el pedido' });
  });
});

describe('PUT /v1/pedido/:id changePaymentMethod and DELETE', () => {
  it('changes the payment method (lower-cased) and refuses unknown ones', async () => {
    const id = orderOfFlow.pickup;
    const changed = await t.app.inject({ method: 'PUT', url: `/v1/pedido/${id}`, headers: shop.auth.headers, payload: { action: 'changePaymentMethod', paymentMethod: 'TARJETA' } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ metodo_pago: 'tarjeta' });
    const bad = await t.app.inject({ method: 'PUT', url: `/v1/pedido/${id}`, headers: shop.auth.headers, payload: { action: 'changePaymentMethod', paymentMethod: 'bitcoin' } });
    expect(bad.statusCode).toBe(400);
  });

  it('deletes with HISTORIAL delete permission only, and the order disappears', async () => {
    const freemium = await createOrderingCommerce(t.app, t.handle, { plan: 'FREEMIUM' });
    const placed = await placeOrder(t.app, freemium.idPath, orderBody(freemium.menu));
    const id = placed.json<{ pedido: { id: string } }>().pedido.id;
    const denied = await t.app.inject({ method: 'DELETE', url: `/v1/pedido/${id}`, headers: freemium.auth.headers });
    expect(denied.statusCode).toBe(403);

    const own = await placeOrder(t.app, shop.idPath, orderBody(shop.menu));
    const ownId = own.json<{ pedido: { id: string } }>().pedido.id;
    expect((await t.app.inject({ method: 'DELETE', url: `/v1/pedido/${ownId}`, headers: shop.auth.headers })).statusCode).toBe(200);
    const detail = await t.app.inject({ method: 'GET', url: `/v2/commerce/${shop.commerce.commerceId}/orders/${ownId}`, headers: shop.auth.v2Headers });
    expect(detail.statusCode).toBe(404);
  });
});
