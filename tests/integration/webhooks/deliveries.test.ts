// Outbound webhooks over real HTTP (docs/webhooks.md): each order event reaches the receiver signed (checked by
// the receiver's own implementation), a receiver that is down gets every event once and in order per order
// when it is back, an event relayed twice is delivered once, a 4xx refusal is not retried, repeated failures
// disable the endpoint with a notice, and «Reenviar» sends a delivery again with the same message id.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveEvents } from '../../../server/src/db/schema/orders';
import { outboxJobs } from '../../../server/src/db/schema/outbox';
import { WEBHOOK_DISABLED_REASON, WEBHOOK_DISABLE_AFTER_GIVE_UPS } from '../../../server/src/services/webhooks/health';
import { createTestApp, type TestApp } from '../../../testkit/test-app';
import { startWebhookReceiver, verifyStandardWebhook, type WebhookReceiver } from '../../support/webhook-receiver';
import { createOrderingCommerce, orderBody, placeOrder, type OrderingCommerce } from '../orders/support';
import { changeStatus, deliveriesOf, endpointsOf, registerEndpoint } from './support';

const HOUR = 60 * 60_000;

describe('outbound webhooks', () => {
  let t: TestApp;
  let shop: OrderingCommerce;
  let receiver: WebhookReceiver;
  let clock = new Date();
  const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    t = await createTestApp({ config: { publicLimits: null, outbox: { everyMs: 0, clock: () => clock } } });
    shop = await createOrderingCommerce(t.app, t.handle);
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.down();
  });

  async function newOrder(): Promise<string> {
    const placed = await placeOrder(t.app, shop.idPath, orderBody(shop.menu));
    expect(placed.statusCode, placed.body).toBe(201);
    return placed.json<{ pedido: { id: string } }>().pedido.id;
  }

  /** Runs passes, moving the clock past each wait, until no webhook job is pending (or `max` passes). */
  async function drain(max = 40): Promise<void> {
    for (let pass = 0; pass < max; pass += 1) {
      await t.app.outbox.runOnce();
      const pending = (await t.handle.db.select().from(outboxJobs).where(eq(outboxJobs.status, 'pending'))).filter((job) => job.kind === 'webhook');
      if (pending.length === 0) return;
      // Every job that could go went in this pass: jump to the next retry (a job waiting for an earlier one of
      // its order is due already, and goes once that one is settled).
      const later = pending.map((job) => job.next_attempt_at.getTime()).filter((at) => at > clock.getTime());
      if (later.length > 0) clock = new Date(Math.min(...later));
    }
  }

  it('posts a signed order.created that an independent implementation verifies, with the v2 order as data', async () => {
    const { endpoint, secret } = await registerEndpoint(t.app, shop.auth, receiver, '/signed', ['order.created']);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const listed = await endpointsOf(t.app, shop.auth);
    expect(JSON.stringify(listed)).not.toContain(secret);
    expect(listed[0]).toMatchObject({ id: endpoint.id, estado: 'active', secret_hint: `••••${secret.slice(-4)}` });

    const orderId = await newOrder();
    await t.app.outbox.runOnce();
    const [delivery] = receiver.accepted('/signed');
    expect(receiver.badSignatures).toEqual([]);
    expect(delivery).toMatchObject({ type: 'order.created', orderId });
    expect(delivery!.body).toMatchObject({ id: delivery!.id, type: 'order.created', commerce_id: shop.commerce.commerceId });
    const detail = await t.app.inject({ method: 'GET', url: `/v2/commerce/${shop.commerce.commerceId}/orders/${orderId}`, headers: shop.auth.v2Headers });
    expect(detail.statusCode).toBe(200);
    expect(delivery!.body.data).toEqual(detail.json());
    // The receiver's check is real: another secret, or a changed body, does not pass.
    const raw = JSON.stringify(delivery!.body);
    expect(await verifyStandardWebhook('whsec_' + Buffer.alloc(32, 7).toString('base64'), { id: delivery!.id, timestamp: String(delivery!.timestamp), signature: 'v1,AAAA' }, raw)).toBe(false);
    await t.app.inject({ method: 'PUT', url: `/v1/webhooks/${endpoint.id}`, headers: shop.auth.headers, payload: { activo: false } });
  });

  it('a receiver down, then back, gets every event once and in order per order', async () => {
    const { endpoint } = await registerEndpoint(t.app, shop.auth, receiver, '/orders');
    await receiver.down();
    // Each change is followed by a pass, as the outbox's timer does every 2 s: the relay writes the jobs (with
    // the order as it stands then) whether or not the receiver answers.
    const passAfter = async <T>(change: Promise<T>): Promise<T> => {
      const result = await change;
      await t.app.outbox.runOnce();
      advance(60_000);
      return result;
    };
    const first = await passAfter(newOrder());
    const second = await passAfter(newOrder());
    expect((await passAfter(changeStatus(t.app, shop.auth, first, 'accepted', { tiempo_preparacion: 20 }))).statusCode).toBe(200);
    expect((await passAfter(changeStatus(t.app, shop.auth, second, 'rejected'))).statusCode).toBe(200);
    expect((await passAfter(changeStatus(t.app, shop.auth, first, 'ready_to_pick_up'))).statusCode).toBe(200);
    // Only the first job of each order was tried while the receiver was down: the later ones wait their turn.
    const log = await deliveriesOf(t.app, shop.auth, endpoint.id);
    const tried = log.filter((row) => row.intentos > 0);
    expect(new Set(tried.map((row) => row.tipo))).toEqual(new Set(['order.created']));
    expect(tried.every((row) => row.estado === 'pending' && /No se pudo conectar/.test(row.error ?? ''))).toBe(true);

    await receiver.up();
    await drain();
    const got = receiver.accepted('/orders');
    expect(new Set(got.map((item) => item.id)).size).toBe(got.length);
    const typesOf = (orderId: string) => got.filter((item) => item.orderId === orderId).map((item) => `${item.type}:${(item.body.data as { pedido: { estatus_pedido: string } }).pedido.estatus_pedido}`);
    expect(typesOf(first)).toEqual(['order.created:pending', 'order.status_changed:accepted', 'order.status_changed:ready_to_pick_up']);
    expect(typesOf(second)).toEqual(['order.created:pending', 'order.cancelled:rejected']);
    const events = await t.handle.db.select().from(liveEvents).where(eq(liveEvents.id_comercio, shop.commerce.commerceId));
    const orderEvents = events.filter((event) => ['newOrder', 'changeOrderStatus'].includes(event.event_id) && [first, second].includes((event.data as { orderId: string }).orderId));
    expect(got.filter((item) => [first, second].includes(item.orderId ?? ''))).toHaveLength(orderEvents.length);
  });

  it('an edit of an accepted order goes out as order.edited after its earlier events, with the edited order', async () => {
    const orderId = await newOrder();
    await t.app.outbox.runOnce();
    expect((await changeStatus(t.app, shop.auth, orderId, 'accepted', { tiempo_preparacion: 15 })).statusCode).toBe(200);
    await t.app.outbox.runOnce();
    const detail = await t.app.inject({ method: 'GET', url: `/v2/commerce/${shop.commerce.commerceId}/orders/${orderId}`, headers: shop.auth.v2Headers });
    const order = detail.json<{ productos: { id: string; id_producto: string; cantidad: number; presentacion: string | null; instrucciones: string | null; extras: { id_extra: string; cantidad: number }[] }[] }>();
    const productos = order.productos.map((line) => ({ id_linea: line.id, id_producto: line.id_producto, cantidad: 2, presentacion: line.presentacion, instrucciones: line.instrucciones, extras: line.extras.map((e) => ({ id_extra: e.id_extra, cantidad: e.cantidad })) }));
    const edited = await t.app.inject({ method: 'PUT', url: `/v1/pedido/${orderId}/edicion`, headers: shop.auth.headers, payload: { version: 1, productos } });
    expect(edited.statusCode, edited.body).toBe(200);
    await t.app.outbox.runOnce();
    const got = receiver.accepted('/orders').filter((item) => item.orderId === orderId);
    expect(got.map((item) => item.type)).toEqual(['order.created', 'order.status_changed', 'order.edited']);
    expect((got[2]!.body.data as { productos: { cantidad: number }[] }).productos.map((line) => line.cantidad)).toEqual([2]);
  });

  it('an event relayed twice is delivered once', async () => {
    const before = receiver.accepted('/orders').length;
    const orderId = await newOrder();
    await t.app.outbox.runOnce();
    expect(receiver.accepted('/orders')).toHaveLength(before + 1);
    const ofOrder = (await t.handle.db.select().from(liveEvents).where(eq(liveEvents.event_id, 'newOrder'))).filter((event) => (event.data as { orderId: string }).orderId === orderId);
    expect(ofOrder).toHaveLength(1);
    await t.handle.db.update(liveEvents).set({ relayed_at: null }).where(eq(liveEvents.id, ofOrder[0]!.id));
    const again = await t.app.outbox.runOnce();
    expect(again.relayed).toBeGreaterThan(0);
    expect(again.queued).toBe(0);
    await t.app.outbox.runOnce();
    expect(receiver.accepted('/orders').filter((item) => item.orderId === orderId)).toHaveLength(1);
  });

  it('a 4xx refusal is not retried, and «Reenviar» sends it again with the same message id', async () => {
    const { endpoint } = await registerEndpoint(t.app, shop.auth, receiver, '/refuses', ['order.created']);
    receiver.answerWith(422);
    const orderId = await newOrder();
    await t.app.outbox.runOnce();
    advance(2 * HOUR);
    await t.app.outbox.runOnce();
    receiver.answerWith(null);
    const attempts = receiver.received.filter((item) => item.path === '/refuses');
    expect(attempts.map((item) => item.status)).toEqual([422]);
    let [row] = await deliveriesOf(t.app, shop.auth, endpoint.id);
    expect(row).toMatchObject({ tipo: 'order.created', id_pedido: orderId, estado: 'failed', intentos: 1, codigo_respuesta: 422 });

    const resend = await t.app.inject({ method: 'POST', url: `/v1/webhooks/${endpoint.id}/entregas/${row!.id}/reenviar`, headers: shop.auth.headers });
    expect(resend.statusCode, resend.body).toBe(200);
    const twice = await t.app.inject({ method: 'POST', url: `/v1/webhooks/${endpoint.id}/entregas/${row!.id}/reenviar`, headers: shop.auth.headers });
    expect(twice.statusCode).toBe(409);
    await t.app.outbox.runOnce();
    [row] = await deliveriesOf(t.app, shop.auth, endpoint.id);
    expect(row).toMatchObject({ estado: 'sent', intentos: 1, codigo_respuesta: 200, error: null });
    const sent = receiver.received.filter((item) => item.path === '/refuses');
    expect(sent.map((item) => item.status)).toEqual([422, 200]);
    expect(sent[1]!.id).toBe(sent[0]!.id);
    await t.app.inject({ method: 'DELETE', url: `/v1/webhooks/${endpoint.id}`, headers: shop.auth.headers });
  });

  it(`disables an endpoint after ${WEBHOOK_DISABLE_AFTER_GIVE_UPS} refusals in a row, with a notice, and sends it nothing more`, async () => {
    const { endpoint } = await registerEndpoint(t.app, shop.auth, receiver, '/gone', ['order.created']);
    receiver.answerWith(404);
    for (let n = 0; n < WEBHOOK_DISABLE_AFTER_GIVE_UPS; n += 1) {
      await newOrder();
      await t.app.outbox.runOnce();
    }
    receiver.answerWith(null);
    let [view] = (await endpointsOf(t.app, shop.auth)).filter((item) => item.id === endpoint.id);
    expect(view).toMatchObject({ estado: 'disabled', disabled_reason: WEBHOOK_DISABLED_REASON.refusals });
    const before = receiver.received.filter((item) => item.path === '/gone').length;
    await newOrder();
    await t.app.outbox.runOnce();
    expect(receiver.received.filter((item) => item.path === '/gone')).toHaveLength(before);

    const reactivated = await t.app.inject({ method: 'PUT', url: `/v1/webhooks/${endpoint.id}`, headers: shop.auth.headers, payload: { activo: true } });
    expect(reactivated.json()).toMatchObject({ estado: 'active', disabled_reason: null });
    await t.app.inject({ method: 'DELETE', url: `/v1/webhooks/${endpoint.id}`, headers: shop.auth.headers });
    [view] = (await endpointsOf(t.app, shop.auth)).filter((item) => item.id === endpoint.id);
    expect(view).toBeUndefined();
  });

  it('disables an endpoint whose receiver did not answer for 24 h', async () => {
    await t.app.inject({ method: 'PUT', url: `/v1/webhooks/${(await endpointsOf(t.app, shop.auth)).find((item) => item.url.endsWith('/orders'))!.id}`, headers: shop.auth.headers, payload: { activo: false } });
    const silent = await startWebhookReceiver();
    const { endpoint } = await registerEndpoint(t.app, shop.auth, silent, '/silent', ['order.created']);
    await silent.down();
    await newOrder();
    await drain(60);
    const [view] = (await endpointsOf(t.app, shop.auth)).filter((item) => item.id === endpoint.id);
    expect(view).toMatchObject({ estado: 'disabled', disabled_reason: WEBHOOK_DISABLED_REASON.down });
    const [row] = await deliveriesOf(t.app, shop.auth, endpoint.id);
    expect(row!.estado).toBe('failed');
    expect(row!.intentos).toBeGreaterThan(10);
  });
});
