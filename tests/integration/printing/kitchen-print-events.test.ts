// The server's side of the kitchen's print road (docs/kitchen.md): an order cancelled or rejected and an
// accepted edit (an onOrderEdited outbox row, as the edit records it) are print triggers; the resync page and
// the live message carry them with the commerce's kitchen stations as they are now.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrintEventsPage } from '@shared/printing';
import type { KitchenStation } from '@shared/kitchen/stations';
import { ORDER_EDITED_EVENT, type OrderEditedEventData } from '@shared/orders/edit-changes';
import { liveEvents } from '../../../server/src/db/schema/orders';
import { commerceChannel } from '../../../shared/live';
import { printTriggerDetail } from '../../../server/src/services/printing/events';
import { createTestApp, type TestApp } from '../../../testkit/test-app';
import { createOrderingCommerce, orderBody, placeOrder, type OrderingCommerce } from '../orders/support';

let t: TestApp;
let shop: OrderingCommerce;
let stations: KitchenStation[];
beforeAll(async () => {
  t = await createTestApp();
  shop = await createOrderingCommerce(t.app, t.handle);
  const saved = await t.app.inject({ method: 'PUT', url: '/v1/cocina/estaciones', headers: shop.auth.headers, payload: { estaciones: [{ name: 'Parrilla', categoryIds: [shop.menu.categoryId], productIds: [] }] } });
  expect(saved.statusCode, saved.body).toBe(200);
  stations = saved.json<KitchenStation[]>();
});
afterAll(async () => t?.close());

async function place(): Promise<string> {
  const placed = await placeOrder(t.app, shop.idPath, orderBody(shop.menu));
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json<{ pedido: { id: string } }>().pedido.id;
}

const changeStatus = (orderId: string, status: string) =>
  t.app.inject({ method: 'PUT', url: `/v1/pedido/${orderId}`, headers: shop.auth.headers, payload: { action: 'changeStatus', status, ...(status === 'accepted' ? { tiempo_preparacion: 20 } : {}) } });

async function eventsSince(since: Date): Promise<PrintEventsPage> {
  const response = await t.app.inject({ method: 'GET', url: `/v1/impresion/eventos?desde=${since.toISOString()}`, headers: shop.auth.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PrintEventsPage>();
}

describe('kitchen print triggers', () => {
  it('cancelled, rejected and edited orders come through the resync page with the stations', async () => {
    const since = new Date(Date.now() - 1);
    const cancelled = await place();
    expect((await changeStatus(cancelled, 'accepted')).statusCode).toBe(200);
    expect((await changeStatus(cancelled, 'canceled')).statusCode).toBe(200);
    const rejected = await place();
    expect((await changeStatus(rejected, 'rejected')).statusCode).toBe(200);
    const edited = await place();
    const change: OrderEditedEventData = {
      orderId: edited,
      version: 2,
      added: [{ id_producto: shop.menu.tacoId, id_categoria: shop.menu.categoryId, nombre: 'Taco al pastor', presentacion: null, cantidad: 1, instrucciones: null, extras: [] }],
      removed: [],
    };
    await t.handle.db.insert(liveEvents).values({ id_comercio: shop.auth.session.id_comercio, event_id: ORDER_EDITED_EVENT, channel: commerceChannel(shop.auth.session.id_comercio), data: change });

    const page = await eventsSince(since);
    expect(page.stations).toEqual(stations);
    const triggers = page.events.map((event) => [event.order.pedido.id, event.trigger]);
    expect(triggers).toEqual([
      [cancelled, 'onOrderReceived'],
      [cancelled, 'onOrderAccepted'],
      [cancelled, 'onOrderCancelled'],
      [rejected, 'onOrderReceived'],
      [rejected, 'onOrderCancelled'],
      [edited, 'onOrderReceived'],
      [edited, 'onOrderEdited'],
    ]);
    expect(page.events.at(-1)?.change).toEqual(change);
    expect(page.events.find((event) => event.trigger === 'onOrderCancelled')?.order.pedido.estatus_pedido).toBe('canceled');
  });

  it('the live message of a cancellation carries the order and the stations', async () => {
    const orderId = await place();
    expect((await changeStatus(orderId, 'canceled')).statusCode).toBe(200);
    const detail = await printTriggerDetail(t.handle.db, { id: 'e-live', at: new Date().toISOString(), eventId: 'changeOrderStatus', channel: commerceChannel(shop.auth.session.id_comercio), data: { orderId, status: 'canceled' } });
    expect(detail?.event.trigger).toBe('onOrderCancelled');
    expect(detail?.event.order.pedido.id).toBe(orderId);
    expect(detail?.stations).toEqual(stations);
    // Other status changes are no print trigger.
    expect(await printTriggerDetail(t.handle.db, { id: 'e-2', at: new Date().toISOString(), eventId: 'changeOrderStatus', channel: commerceChannel(shop.auth.session.id_comercio), data: { orderId, status: 'ready_to_pick_up' } })).toBeNull();
  });

  it('an edit made through the edit route reaches the print road with what it added', async () => {
    const since = new Date(Date.now() - 1);
    const orderId = await place();
    expect((await changeStatus(orderId, 'accepted')).statusCode).toBe(200);
    const versions = await t.app.inject({ method: 'GET', url: `/v1/pedido/${orderId}/versiones`, headers: shop.auth.headers });
    expect(versions.statusCode, versions.body).toBe(200);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/v1/pedido/${orderId}/edicion`,
      headers: shop.auth.headers,
      payload: { version: versions.json<{ version: number }>().version, productos: [{ id_producto: shop.menu.tacoId, cantidad: 3, extras: [] }] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const page = await eventsSince(since);
    const change = page.events.find((event) => event.order.pedido.id === orderId && event.trigger === 'onOrderEdited')?.change;
    expect(change?.version).toBe(2);
    expect(change?.added.map((line) => [line.nombre, line.cantidad, line.id_categoria])).toEqual([['Taco al pastor', 2, shop.menu.categoryId]]);
    expect(change?.removed).toEqual([]);
  });
});
