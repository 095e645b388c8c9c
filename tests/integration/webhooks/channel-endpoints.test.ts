// Webhook endpoints of one outside channel (docs/webhooks.md «Endpoints por canal»): a Rappi receiver and an
// Uber Eats receiver each get the order events (created, status changes, cancellation) of their own channel's
// orders only; an endpoint of every order gets them all; menu events reach every endpoint. Orders come in
// through the open API with a commerce key, as the channels post them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelOrderReply, CreatedApiKey } from '@shared/types/api-keys';
import type { WebhookEndpointView } from '@shared/webhooks';
import { createTestApp, type TestApp } from '../../../testkit/test-app';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver';
import { createOrderingCommerce, orderBody, placeOrder, type OrderingCommerce } from '../orders/support';
import { changeStatus, endpointsOf, registerEndpoint } from './support';

describe('webhook endpoints per channel', () => {
  let t: TestApp;
  let shop: OrderingCommerce;
  let rappi: WebhookReceiver;
  let uberEats: WebhookReceiver;
  let everything: WebhookReceiver;
  let key: string;

  beforeAll(async () => {
    [rappi, uberEats, everything] = await Promise.all([startWebhookReceiver(), startWebhookReceiver(), startWebhookReceiver()]);
    t = await createTestApp({ config: { publicLimits: null, outbox: { everyMs: 0 } } });
    shop = await createOrderingCommerce(t.app, t.handle);
    const created = await t.app.inject({ method: 'POST', url: '/v1/api-keys', headers: shop.auth.headers, payload: { nombre: 'Canales', scopes: ['orders:write'] } });
    expect(created.statusCode, created.body).toBe(201);
    key = created.json<CreatedApiKey>().secreto;
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([rappi?.down(), uberEats?.down(), everything?.down()]);
  });

  async function channelOrder(origin: 'rappi' | 'uber_eats', channelId: string): Promise<string> {
    const placed = await t.app.inject({
      method: 'POST',
      url: `/v2/commerce/${shop.commerce.commerceId}/orders`,
      headers: { authorization: `Bearer ${key}` },
      payload: {
        origin,
        id_pedido_canal: channelId,
        cliente: { nombre: `Cliente ${origin}` },
        productos: [{ id_producto: shop.menu.tacoId, cantidad: 1, precio_unitario: 25 }],
        totales: { subtotal: 25, total: 25 },
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    return placed.json<ChannelOrderReply>().pedido.id;
  }

  it('stores the channel on the endpoint and refuses an unknown one with a clear 400', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/v1/webhooks', headers: shop.auth.headers, payload: { url: rappi.url('/x'), eventos: ['order.created'], canal: 'ifood' } });
    expect([bad.statusCode, bad.json<{ field: string }>().field]).toEqual([400, 'canal']);
    const { endpoint } = await registerEndpoint(t.app, shop.auth, rappi, '/rappi', undefined, 'rappi');
    expect(endpoint.canal).toBe('rappi');
    const changed = await t.app.inject({ method: 'PUT', url: `/v1/webhooks/${endpoint.id}`, headers: shop.auth.headers, payload: { canal: null } });
    expect(changed.json<WebhookEndpointView>().canal).toBeNull();
    const back = await t.app.inject({ method: 'PUT', url: `/v1/webhooks/${endpoint.id}`, headers: shop.auth.headers, payload: { canal: 'rappi' } });
    expect(back.json<WebhookEndpointView>().canal).toBe('rappi');
  });

  it('each channel’s receiver gets only its own orders’ status changes; an endpoint of every order gets them all', async () => {
    await registerEndpoint(t.app, shop.auth, uberEats, '/uber', undefined, 'uber_eats');
    await registerEndpoint(t.app, shop.auth, everything, '/todo');
    expect((await endpointsOf(t.app, shop.auth)).map((endpoint) => endpoint.canal).sort()).toEqual(['rappi', 'uber_eats', null].sort());

    const rappiOrder = await channelOrder('rappi', 'RP-1');
    const uberOrder = await channelOrder('uber_eats', 'UE-1');
    const menuOrder = await placeOrder(t.app, shop.idPath, orderBody(shop.menu));
    expect(menuOrder.statusCode, menuOrder.body).toBe(201);
    const menuOrderId = menuOrder.json<{ pedido: { id: string } }>().pedido.id;
    for (const orderId of [rappiOrder, uberOrder, menuOrderId]) expect((await changeStatus(t.app, shop.auth, orderId, 'accepted', { tiempo_preparacion: 15 })).statusCode).toBe(200);
    expect((await changeStatus(t.app, shop.auth, rappiOrder, 'ready_to_pick_up')).statusCode).toBe(200);
    expect((await changeStatus(t.app, shop.auth, uberOrder, 'canceled', { motivo: 'Sin producto' })).statusCode).toBe(200);
    for (let pass = 0; pass < 6; pass += 1) await t.app.outbox.runOnce();

    const seen = (receiver: WebhookReceiver, path: string) => receiver.accepted(path).map((delivery) => `${delivery.type} ${delivery.orderId}`);
    expect(seen(rappi, '/rappi')).toEqual([`order.created ${rappiOrder}`, `order.status_changed ${rappiOrder}`, `order.status_changed ${rappiOrder}`]);
    expect(seen(uberEats, '/uber')).toEqual([`order.created ${uberOrder}`, `order.status_changed ${uberOrder}`, `order.cancelled ${uberOrder}`]);
    const all = seen(everything, '/todo');
    expect(all).toHaveLength(8);
    expect(new Set(all.map((line) => line.split(' ')[1]))).toEqual(new Set([rappiOrder, uberOrder, menuOrderId]));
    // The channel finds its own order id in what it receives.
    const [created] = rappi.accepted('/rappi');
    expect((created!.body.data as { pedido: { canal: { id_pedido_canal: string } } }).pedido.canal.id_pedido_canal).toBe('RP-1');
    expect([rappi, uberEats, everything].flatMap((receiver) => receiver.badSignatures)).toEqual([]);
  });
});
