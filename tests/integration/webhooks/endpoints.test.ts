// Webhook endpoints (docs/webhooks.md): the owner's alone, URLs checked, secrets sealed at rest and shown
// once, «Enviar prueba» posts a signed test now, a paused endpoint gets no new deliveries, menu changes
// (sold out, product saved) go out as product.sold_out and menu.changed, and a commerce never sees nor
// resends another's endpoints or deliveries.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEndpoints } from '../../../server/src/db/schema/webhooks';
import { WEBHOOK_MSG } from '@shared/webhooks';
import { createTestApp, login, type LoggedIn, type TestApp } from '../../../testkit/test-app';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver';
import { createOrderingCommerce, orderBody, placeOrder, type OrderingCommerce } from '../orders/support';
import { deliveriesOf, endpointsOf, registerEndpoint } from './support';

describe('webhook endpoints', () => {
  let t: TestApp;
  let shopA: OrderingCommerce;
  let shopB: OrderingCommerce;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    // The outbox at the real time: menu changes write their jobs due at the time they are made.
    t = await createTestApp({ config: { publicLimits: null, outbox: { everyMs: 0 } } });
    shopA = await createOrderingCommerce(t.app, t.handle);
    shopB = await createOrderingCommerce(t.app, t.handle);
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.down();
  });

  const post = (auth: LoggedIn, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/v1/webhooks', headers: auth.headers, payload });

  it('refuses a URL that is not https (http only to localhost outside production), no events, or an unknown one', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ url: 'ftp://example.com/x', eventos: ['order.created'] }, WEBHOOK_MSG.badUrl],
      [{ url: 'http://example.com/hook', eventos: ['order.created'] }, WEBHOOK_MSG.httpsOnly],
      [{ url: 'https://user:pw@example.com/hook', eventos: ['order.created'] }, WEBHOOK_MSG.badUrl],
      [{ url: 'no es una url', eventos: ['order.created'] }, WEBHOOK_MSG.badUrl],
      [{ url: 'https://example.com/hook', eventos: [] }, WEBHOOK_MSG.noEvents],
      [{ url: 'https://example.com/hook', eventos: ['order.exploded'] }, WEBHOOK_MSG.unknownEvent],
    ];
    for (const [payload, message] of cases) {
      const response = await post(shopA.auth, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(message);
    }
    expect((await post(shopA.auth, { eventos: ['order.created'] })).statusCode).toBe(400);
    expect(await endpointsOf(t.app, shopA.auth)).toEqual([]);
  });

  it('stores the secret sealed and shows it once', async () => {
    const { endpoint, secret } = await registerEndpoint(t.app, shopA.auth, receiver, '/a', ['order.created', 'product.sold_out', 'menu.changed']);
    const [row] = await t.handle.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row!.secret_sealed).toMatch(/^v1:/);
    expect(row!.secret_sealed).not.toContain(secret.slice(6, 20));
    const again = await t.app.inject({ method: 'GET', url: '/v1/webhooks', headers: shopA.auth.headers });
    expect(again.body).not.toContain(secret);
  });

  it('«Enviar prueba» posts a signed test message and says what the receiver answered', async () => {
    const [endpoint] = await endpointsOf(t.app, shopA.auth);
    const sent = await t.app.inject({ method: 'POST', url: `/v1/webhooks/${endpoint!.id}/prueba`, headers: shopA.auth.headers });
    expect(sent.json()).toMatchObject({ ok: true, codigo_respuesta: 200 });
    expect(receiver.accepted('/a').at(-1)).toMatchObject({ type: 'webhook.test' });
    receiver.answerWith(500);
    const failed = await t.app.inject({ method: 'POST', url: `/v1/webhooks/${endpoint!.id}/prueba`, headers: shopA.auth.headers });
    receiver.answerWith(null);
    expect(failed.json()).toMatchObject({ ok: false, codigo_respuesta: 500, message: 'HTTP 500' });
  });

  it('sends product.sold_out when a product is switched, and menu.changed when one is saved', async () => {
    const before = receiver.accepted('/a').length;
    const soldOut = await t.app.inject({ method: 'PATCH', url: `/v1/productos/${shopA.menu.tacoId}/agotado`, headers: shopA.auth.headers, payload: { agotado: true } });
    expect(soldOut.statusCode, soldOut.body).toBe(200);
    // The same value again changes nothing and sends nothing.
    await t.app.inject({ method: 'PATCH', url: `/v1/productos/${shopA.menu.tacoId}/agotado`, headers: shopA.auth.headers, payload: { agotado: true } });
    const renamed = await t.app.inject({ method: 'PUT', url: `/v1/productos/${shopA.menu.tacoId}`, headers: shopA.auth.headers, payload: { nombre: 'Taco al pastor grande' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    // Menu events of one endpoint go out one after the other: a pass each.
    for (let pass = 0; pass < 3; pass += 1) await t.app.outbox.runOnce();
    const got = receiver.accepted('/a').slice(before);
    expect(got.map((item) => item.type)).toEqual(['product.sold_out', 'menu.changed', 'menu.changed']);
    expect(got[0]!.body.data).toEqual({ producto: { id: shopA.menu.tacoId, nombre: 'Taco al pastor', id_categoria: shopA.menu.categoryId, agotado: true } });
    expect(got[1]!.body.data).toEqual({ cambio: 'producto_disponibilidad', id_producto: shopA.menu.tacoId, agotado: true });
    expect(got[2]!.body.data).toEqual({ cambio: 'producto_actualizado', id_producto: shopA.menu.tacoId });
    await t.app.inject({ method: 'PATCH', url: `/v1/productos/${shopA.menu.tacoId}/agotado`, headers: shopA.auth.headers, payload: { agotado: false } });
    for (let pass = 0; pass < 2; pass += 1) await t.app.outbox.runOnce();
  });

  it('a paused endpoint gets no new deliveries', async () => {
    const [endpoint] = await endpointsOf(t.app, shopA.auth);
    const paused = await t.app.inject({ method: 'PUT', url: `/v1/webhooks/${endpoint!.id}`, headers: shopA.auth.headers, payload: { activo: false } });
    expect(paused.json()).toMatchObject({ estado: 'paused' });
    const before = (await deliveriesOf(t.app, shopA.auth, endpoint!.id)).length;
    expect((await placeOrder(t.app, shopA.idPath, orderBody(shopA.menu))).statusCode).toBe(201);
    await t.app.outbox.runOnce();
    expect(await deliveriesOf(t.app, shopA.auth, endpoint!.id)).toHaveLength(before);
    await t.app.inject({ method: 'PUT', url: `/v1/webhooks/${endpoint!.id}`, headers: shopA.auth.headers, payload: { activo: true } });
  });

  it("a commerce never sees nor resends another's endpoints or deliveries", async () => {
    expect((await placeOrder(t.app, shopA.idPath, orderBody(shopA.menu))).statusCode).toBe(201);
    await t.app.outbox.runOnce();
    const [endpoint] = await endpointsOf(t.app, shopA.auth);
    const [delivery] = await deliveriesOf(t.app, shopA.auth, endpoint!.id);
    expect(delivery).toBeDefined();
    const base = `/v1/webhooks/${endpoint!.id}`;
    expect(await endpointsOf(t.app, shopB.auth)).toEqual([]);
    for (const [method, url] of [
      ['GET', `${base}/entregas`],
      ['POST', `${base}/entregas/${delivery!.id}/reenviar`],
      ['POST', `${base}/prueba`],
      ['PUT', base],
      ['DELETE', base],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: shopB.auth.headers, payload: method === 'PUT' ? { activo: false } : undefined });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.body).not.toContain(delivery!.id);
    }
    // B's own endpoint cannot resend A's delivery through its path either.
    const own = await registerEndpoint(t.app, shopB.auth, receiver, '/b', ['order.created']);
    const cross = await t.app.inject({ method: 'POST', url: `/v1/webhooks/${own.endpoint.id}/entregas/${delivery!.id}/reenviar`, headers: shopB.auth.headers });
    expect(cross.statusCode).toBe(404);
    expect((await endpointsOf(t.app, shopA.auth))[0]).toMatchObject({ estado: 'active' });
  });

  it('is the owner’s alone: staff with every module get 403', async () => {
    const suffix = String(Date.now()).slice(-6);
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/usuarios',
      headers: shopA.auth.headers,
      payload: { email: `staff-${suffix}@a.mx`, name: 'Staff', username: `staff_${suffix}`, password: 'contrasena1' },
    });
    expect(created.statusCode, created.body).toBeLessThan(300);
    const staff = await login(t.app, `staff-${suffix}@a.mx`, 'contrasena1');
    for (const [method, url] of [
      ['GET', '/v1/webhooks'],
      ['POST', '/v1/webhooks'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: staff.headers, payload: method === 'POST' ? { url: 'https://example.com/x', eventos: ['order.created'] } : undefined });
      expect(response.statusCode).toBe(403);
    }
  });
});
