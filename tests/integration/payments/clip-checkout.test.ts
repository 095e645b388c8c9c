// «Pago en línea» with Clip (docs/payments.md, "Clip"), over real HTTP against tests/support/fake-clip.ts: the
// payment link carries the server's total in pesos, the order is paid only once Clip's API says COMPLETED (Clip's
// webhook is unsigned: a forged one, the same one twice or one out of order changes nothing), cancelling refunds
// the transaction, a declined refund is retried, the sweep reads a link once more before expiring it, «Probar
// conexión» shows Clip's own refusal, and a request Clip would refuse makes the test fail.
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveEvents, orders } from '../../../server/src/db/schema/orders';
import { onlinePayments } from '../../../server/src/db/schema/online-payment';
import { clipClient } from '../../../server/src/services/payments/clip';
import { ProviderError } from '../../../server/src/services/payments/provider';
import { PUBLIC_PAYMENT_MSG } from '../../../server/src/services/payments/queries';
import { sweepPayments } from '../../../server/src/services/payments/sweep';
import { createTestApp, type TestApp } from '../../../testkit/test-app';
import { startFakeClip, wrongClipKeys, type FakeClip } from '../../support/fake-clip';
import { createOrderingCommerce, orderBody, type OrderingCommerce } from '../orders/support';
import { ONLINE_METHODS } from './support';

let t: TestApp;
let clip: FakeClip;
let shop: OrderingCommerce;
let base: string;
const savedSweep = process.env.PAYMENTS_SWEEP_MS;

beforeAll(async () => {
  clip = await startFakeClip();
  process.env.PAYMENTS_SWEEP_MS = '0';
  t = await createTestApp({ config: { providerUrls: { clip: clip.baseUrl } } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  shop = await createOrderingCommerce(t.app, t.handle, {
    commerce: { metodos_pago_envio_domicilio: ONLINE_METHODS, metodos_pago_pasar_recoger: ONLINE_METHODS, metodos_pago_comer_restaurant: ONLINE_METHODS },
  });
});

afterAll(async () => {
  await t?.close();
  await clip?.close();
  if (savedSweep === undefined) delete process.env.PAYMENTS_SWEEP_MS;
  else process.env.PAYMENTS_SWEEP_MS = savedSweep;
});

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, { method, headers: { ...headers, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) }, body: body !== undefined ? JSON.stringify(body) : undefined });
  const text = await response.text();
  return { status: response.status, json: <T = Record<string, unknown>>() => (text ? JSON.parse(text) : null) as T };
}
const api = (method: string, path: string, body?: unknown) => call(method, `/v1${path}`, body, shop.auth.headers);
const publicCall = (method: string, path: string, body?: unknown) => call(method, `/v1/public/comercio/${shop.idPath}${path}`, body);
const webhookPath = () => `${base}/v1/public/comercio/${shop.idPath}/pagos/webhook/clip`;
const connect = (keys = { api_key: clip.apiKey, secret_key: clip.secretKey }) => api('PUT', '/integrations/payment/clip', { configuration: keys });
const orderRow = async (id: string) => (await t.handle.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const paymentsOf = (orderId: string) => t.handle.db.select().from(onlinePayments).where(eq(onlinePayments.id_pedido, orderId));
const sweep = (at?: Date) => sweepPayments({ db: t.handle.db, secretsKey: t.app.deps.config.secretsKey, providerUrls: t.app.deps.config.providerUrls }, at);
async function eventsOf(orderId: string, eventId: string): Promise<number> {
  const rows = await t.handle.db.select({ data: liveEvents.data, event: liveEvents.event_id }).from(liveEvents).where(eq(liveEvents.id_comercio, shop.commerce.commerceId));
  return rows.filter((row) => row.event === eventId && (row.data as { orderId?: string }).orderId === orderId).length;
}

async function startCheckout(overrides: Record<string, unknown> = {}) {
  const placed = await publicCall('POST', '/pedido', orderBody(shop.menu, { metodo_pago: 'payment_provider', ...overrides }));
  expect(placed.status, JSON.stringify(placed.json())).toBe(201);
  const order = placed.json<{ pedido: { id: string; total: number; folio: string } }>().pedido;
  const started = await publicCall('POST', `/pedido/${order.id}/pago`);
  expect(started.status, JSON.stringify(started.json())).toBe(200);
  const { url, proveedor } = started.json<{ url: string; proveedor: string }>();
  expect(proveedor).toBe('clip');
  return { order, url, linkId: url.split('/pay/')[1]! };
}

describe('Clip: «Probar conexión»', () => {
  it('shows Clip\'s own refusal of wrong keys, and a real authenticated read with the right ones', async () => {
    expect((await connect(wrongClipKeys())).status).toBe(200);
    const refused = await api('POST', '/integrations/payment/clip/test');
    expect(refused.json()).toEqual({ ok: false, message: 'Clip respondió: Unauthorized: invalid API key or secret (UNAUTHORIZED)' });
    expect(clip.refused.at(-1)).toMatchObject({ status: 401 });
    expect((await connect()).status).toBe(200);
    const ok = await api('POST', '/integrations/payment/clip/test');
    expect(ok.json()).toEqual({ ok: true, message: 'Conexión correcta con Clip (aceptó la API key y la clave secreta)' });
    // Integraciones keeps the secret sealed and shows it masked.
    const shown = await api('GET', '/integrations/payment/clip');
    expect(JSON.stringify(shown.json())).not.toContain(clip.secretKey);
    expect(shown.json()).toMatchObject({ connected: true, configuration: { api_key: clip.apiKey } });
  });

  it('a wrong key at checkout is a 502 with Clip\'s words, and no payment is stored', async () => {
    await connect(wrongClipKeys());
    try {
      const placed = await publicCall('POST', '/pedido', orderBody(shop.menu, { metodo_pago: 'payment_provider' }));
      const order = placed.json<{ pedido: { id: string } }>().pedido;
      const started = await publicCall('POST', `/pedido/${order.id}/pago`);
      expect(started.status).toBe(502);
      expect(started.json<{ message: string }>().message).toBe('Clip no pudo crear el pago: Unauthorized: invalid API key or secret (UNAUTHORIZED)');
      expect(await paymentsOf(order.id)).toHaveLength(0);
    } finally {
      await connect();
    }
  });
});

describe('Clip Checkout', () => {
  it('creates a link for the server\'s total in MXN pesos, whatever the client sent, and answers the same link twice', async () => {
    const { order, url, linkId } = await startCheckout({ total: 1, subtotal: 1 });
    expect(url).toBe(`${clip.baseUrl}/pay/${linkId}`);
    const [payment] = await paymentsOf(order.id);
    const sent = clip.created.at(-1)!;
    expect(sent).toMatchObject({
      amount: order.total,
      currency: 'MXN',
      purchase_description: `Pedido ${order.folio}`,
      redirection_url: { success: `${base}/m/${shop.idPath}/pedido/${order.id}`, error: `${base}/m/${shop.idPath}/pedido/${order.id}`, default: `${base}/m/${shop.idPath}/pedido/${order.id}` },
      metadata: { me_reference_id: payment!.id },
      webhook_url: webhookPath(),
    });
    expect(typeof sent.amount).toBe('number');
    expect(payment).toMatchObject({ proveedor: 'clip', referencia: linkId, monto_cents: Math.round(order.total * 100), estatus: 'pendiente' });
    const again = await publicCall('POST', `/pedido/${order.id}/pago`);
    expect(again.json<{ url: string }>().url).toBe(url);
    expect(clip.created.filter((body) => (body.metadata as { me_reference_id?: string }).me_reference_id === payment!.id)).toHaveLength(1);
    expect((await orderRow(order.id)).enlace_pago).toBe(url);
  });

  it('a forged webhook for a link Clip says is unpaid changes nothing; an unknown link is not even asked for', async () => {
    const { order, linkId } = await startCheckout();
    expect(await eventsOf(order.id, 'newOrder')).toBe(0);
    const forged = await clip.notify(linkId, { body: { resource_status: 'COMPLETED', transaction_id: 'forjado', receipt_no: '1' } });
    expect(forged.status).toBe(200);
    expect(JSON.parse(forged.body).resultado).not.toBe('pagado');
    expect((await orderRow(order.id)).estatus_pago).toBe('pendiente');
    expect((await paymentsOf(order.id))[0]).toMatchObject({ estatus: 'pendiente', pago_id: null });
    expect((await publicCall('GET', `/pedido/${order.id}/pago`)).json()).toMatchObject({ estatus: 'pendiente', mensaje: PUBLIC_PAYMENT_MSG.pending('Clip') });

    const unknown = await clip.notify(linkId, { url: webhookPath(), body: { payment_request_id: '11111111-2222-3333-4444-555555555555' } });
    expect(JSON.parse(unknown.body)).toEqual({ recibido: true, resultado: 'sin_pago' });
    const empty = await fetch(webhookPath(), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(empty.status).toBe(400);
    expect((await orderRow(order.id)).estatus_pago).toBe('pendiente');
  });

  it('paying on Clip\'s page marks it paid after reading Clip; the same webhook twice and an older one change nothing', async () => {
    const { order, url, linkId } = await startCheckout();
    // The browser on Clip's page: «Pagar» posts, Clip notifies the webhook, then sends the customer back.
    const page = await fetch(url);
    expect(await page.text()).toContain(`$${order.total.toFixed(2)} MXN`);
    const paid = await fetch(url, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(302);
    expect(paid.headers.get('location')).toBe(`${base}/m/${shop.idPath}/pedido/${order.id}`);
    const link = clip.links.get(linkId)!;
    const row = await orderRow(order.id);
    expect(row.estatus_pago).toBe('pagado');
    const [payment] = await paymentsOf(order.id);
    expect(payment).toMatchObject({ estatus: 'pagado', pago_id: link.transaction_id, monto_cents: Math.round(order.total * 100), detalle: 'COMPLETED' });

    const replay = await clip.notify(linkId);
    expect(JSON.parse(replay.body)).toEqual({ recibido: true, resultado: 'duplicado' });
    const older = await clip.notify(linkId, { body: { resource_status: 'CREATED', transaction_id: null } });
    expect(JSON.parse(older.body)).toEqual({ recibido: true, resultado: 'duplicado' });
    expect(await eventsOf(order.id, 'newOrder')).toBe(1);
    expect(await eventsOf(order.id, 'orderPaymentChanged')).toBe(1);
    expect((await publicCall('GET', `/pedido/${order.id}/pago`)).json()).toMatchObject({ estatus: 'pagado', url: null, mensaje: PUBLIC_PAYMENT_MSG.paid });
    expect((await publicCall('POST', `/pedido/${order.id}/pago`)).status).toBe(409);
  });

  it('a declined card leaves it pending (the customer can try again); five declines make it «rechazado»', async () => {
    const { order, url, linkId } = await startCheckout();
    const declined = await fetch(`${url}?rechazar=1`, { method: 'POST', redirect: 'manual' });
    expect(declined.status).toBe(302);
    expect((await paymentsOf(order.id))[0]).toMatchObject({ estatus: 'pendiente', detalle: 'PENDING' });
    for (let attempt = 0; attempt < 4; attempt++) clip.pay(linkId, 'decline');
    const cancelled = await clip.notify(linkId);
    expect(JSON.parse(cancelled.body).resultado).toBe('actualizado');
    expect((await paymentsOf(order.id))[0]).toMatchObject({ estatus: 'fallido', detalle: 'CANCELED' });
    expect((await orderRow(order.id)).estatus_pago).not.toBe('pagado');
  });

  it('cancelling a paid order refunds the transaction in pesos through Clip, once, with who and when', async () => {
    const { order, url, linkId } = await startCheckout();
    await fetch(url, { method: 'POST', redirect: 'manual' });
    const cancelled = await api('PUT', `/pedido/${order.id}`, { action: 'changeStatus', status: 'canceled', motivo: 'Se acabó la carne' });
    expect(cancelled.status).toBe(200);
    expect((await paymentsOf(order.id))[0]).toMatchObject({ reembolso_estatus: 'pendiente', reembolso_por: shop.auth.session.id_usuario });
    await sweep();
    const [refunded] = await paymentsOf(order.id);
    expect(refunded).toMatchObject({ reembolso_estatus: 'hecho', reembolso_error: null, reembolsado_cents: Math.round(order.total * 100) });
    const made = clip.refunds.filter((r) => r.reference.id === clip.links.get(linkId)!.transaction_id);
    expect(made).toEqual([{ reference: { type: 'transaction', id: refunded!.pago_id }, amount: order.total, idempotencyKey: expect.stringMatching(/^refund-/), id: refunded!.reembolso_id }]);
    expect((await orderRow(order.id)).estatus_pago).toBe('cancelado');
    await sweep();
    expect(clip.refunds.filter((r) => r.reference.id === refunded!.pago_id)).toHaveLength(1);
  });

  it('a declined refund shows Clip\'s words and «Reintentar reembolso» makes it', async () => {
    const { order, url } = await startCheckout();
    await fetch(url, { method: 'POST', redirect: 'manual' });
    clip.declineRefunds(1);
    await api('PUT', `/pedido/${order.id}`, { action: 'changeStatus', status: 'canceled', motivo: null });
    await sweep();
    const [failed] = await paymentsOf(order.id);
    expect(failed).toMatchObject({ reembolso_estatus: 'fallido', reembolso_error: 'Clip rechazó el reembolso: Insufficient balance to process the refund' });
    const retried = await api('POST', `/cobros-en-linea/pagos/${failed!.id}/reembolso`);
    expect(retried.status).toBe(200);
    expect(retried.json()).toMatchObject({ reembolso_estatus: 'hecho', reembolso_error: null });
  });

  it('the sweep reads a link once more before expiring it: paid without a webhook is paid, unpaid is cancelled', async () => {
    const paidQuietly = await startCheckout();
    clip.pay(paidQuietly.linkId);
    const unpaid = await startCheckout();
    await sweep(new Date(Date.now() + 31 * 60_000));
    expect((await orderRow(paidQuietly.order.id)).estatus_pago).toBe('pagado');
    const row = await orderRow(unpaid.order.id);
    expect(row.estatus_pedido).toBe('canceled');
    expect((await paymentsOf(unpaid.order.id))[0]!.estatus).toBe('expirado');
  });
});

describe('the fake refuses what Clip refuses (a wrong request fails the test)', () => {
  const request = { paymentId: '7b0c7e2a-8a5e-4a59-9f4e-2f2b8f0e8a11', orderId: 'o', commerceId: 'c', folio: '1', returnUrl: 'http://127.0.0.1/m/x', notificationUrl: 'http://127.0.0.1/w', expiresAt: new Date(Date.now() + 3_600_000) };

  it('an amount that is not pesos with two decimals, another currency, a missing field or wrong keys', async () => {
    const client = clipClient(clip.apiKey, clip.secretKey, clip.baseUrl);
    // Fractional cents become three decimals of pesos: Clip refuses them, and the client surfaces Clip's words.
    await expect(client.createCheckout({ ...request, amountCents: 1234.5 })).rejects.toMatchObject({ provider: 'clip', status: 400, message: 'amount must be a positive number with at most 2 decimals (INVALID_REQUEST)' });
    await expect(client.createCheckout({ ...request, amountCents: 1234.5 })).rejects.toBeInstanceOf(ProviderError);
    const raw = (body: Record<string, unknown>) =>
      fetch(`${clip.baseUrl}/v2/checkout`, { method: 'POST', headers: { authorization: `Basic ${Buffer.from(`${clip.apiKey}:${clip.secretKey}`).toString('base64')}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const good = { amount: 123.45, currency: 'MXN', purchase_description: 'Pedido 1', redirection_url: { success: 'http://a/s', error: 'http://a/e', default: 'http://a/d' } };
    expect((await raw(good)).status).toBe(200);
    expect((await raw({ ...good, amount: '123.45' })).status).toBe(400);
    expect((await raw({ ...good, currency: 'USD' })).status).toBe(400);
    expect((await raw({ ...good, redirection_url: { success: 'http://a/s' } })).status).toBe(400);
    expect((await raw({ ...good, purchase_description: undefined })).status).toBe(400);
    await expect(clipClient(clip.apiKey, 'otra-clave', clip.baseUrl).readPayment('x')).rejects.toMatchObject({ status: 401 });
    await expect(client.refund('no-existe', 'k', 100)).rejects.toMatchObject({ status: 404 });
  });
});
