// Integraciones → Webhooks in real Chromium against the real server (docs/webhooks.md): the owner adds an
// endpoint pointing at a local receiver (the secret is shown once), a public order reaches the receiver
// signed (checked by the receiver's own implementation), the delivery log shows it, «Reenviar» sends it again
// with the same message id, and the endpoint is deleted with confirmation. Screenshots at 1280 and 390 px.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, loginWithStorage, MOBILE, newPage, useBrowserAndDemoSession } from '../support/browser';
import { shot } from '../support/shots';
import { placePublicOrder } from '../orders/support';
import { startWebhookReceiver, type WebhookReceiver, type ReceivedWebhook } from '../../support/webhook-receiver';

const baseUrl = inject('baseUrl');
const accounts = inject('accounts');
const demo = useBrowserAndDemoSession();

async function until<T>(read: () => T | undefined, what: string, timeoutMs = 15_000): Promise<T> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 100))) {
    const value = read();
    if (value !== undefined) return value;
  }
  throw new Error(`No llegó a tiempo: ${what}`);
}

describe('webhooks', () => {
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => receiver?.down());

  async function openIntegrations(page: Page): Promise<void> {
    await loginWithStorage(page, baseUrl, accounts.demo, '/integraciones');
    await page.getByTestId('webhooks-section').waitFor();
  }

  it('the owner adds an endpoint, an order reaches the receiver, the log shows it and «Reenviar» sends it again', async () => {
    const page = await newPage(demo.browser, DESKTOP);
    await openIntegrations(page);
    await page.getByTestId('webhook-add').click();
    await page.getByTestId('webhook-url').fill(receiver.url('/e2e'));
    await shot(page, 'webhooks-agregar-1280');
    // The modal's own button: the WhatsApp settings on the same screen have a «Guardar» too.
    await page.getByTestId('webhook-add-modal').getByRole('button', { name: 'Guardar', exact: true }).click();
    const secret = (await page.getByTestId('webhook-secret').innerText()).trim();
    expect(secret).toMatch(/^whsec_/);
    receiver.setSecret('/e2e', secret);
    await shot(page, 'webhooks-secreto-1280');
    await page.getByRole('button', { name: 'Ya lo guardé' }).click();
    const endpointCard = page.getByTestId('webhook-endpoint').filter({ hasText: receiver.url('/e2e') });
    await endpointCard.waitFor();
    expect(await page.getByText(secret).count()).toBe(0);

    const placed = await placePublicOrder(baseUrl, demo.session.id_path);
    const delivered: ReceivedWebhook = await until(() => receiver.accepted('/e2e').find((item) => item.orderId === placed.pedido.id && item.type === 'order.created'), 'order.created en el receptor');
    expect(receiver.badSignatures).toEqual([]);
    expect(delivered.body.commerce_id).toBe(demo.session.id_comercio);
    await shot(page, 'webhooks-1280');

    await endpointCard.getByTestId('webhook-show-log').click();
    const log = page.getByTestId('webhook-log');
    const row = log.getByTestId('webhook-delivery').filter({ hasText: 'Pedido nuevo' }).first();
    await row.waitFor();
    await expect.poll(() => row.getAttribute('data-status')).toBe('sent');
    expect(await row.getByTestId('webhook-delivery-answer').innerText()).toBe('HTTP 200');
    await shot(page, 'webhooks-entregas-1280');

    await row.getByTestId('webhook-resend').click();
    await page.getByText('Entrega en cola para reenviarse').waitFor();
    const again = await until(() => {
      const copies = receiver.accepted('/e2e').filter((item) => item.id === delivered.id);
      return copies.length >= 2 ? copies : undefined;
    }, 'el reenvío en el receptor');
    expect(again.map((item) => item.type)).toEqual(['order.created', 'order.created']);
    await log.getByTestId('webhook-log-refresh').click();
    await expect.poll(() => row.getAttribute('data-status')).toBe('sent');
    await page.keyboard.press('Escape');
    await page.context().close();
  });

  it('shows the notice of an endpoint the server disabled, reads on a phone, and deletes with confirmation', async () => {
    // An endpoint whose receiver answers 404 to everything (the receiver knows no secret for its path).
    const session = demo.session;
    const headers = { 'content-type': 'application/json', id_comercio: session.id_comercio, authorization: `Bearer ${session.token}` };
    const created = await fetch(`${baseUrl}/v1/webhooks`, { method: 'POST', headers, body: JSON.stringify({ url: receiver.url('/gone'), eventos: ['order.created'] }) });
    expect(created.status).toBe(201);
    const goneId = ((await created.json()) as { endpoint: { id: string } }).endpoint.id;
    for (let n = 0; n < 5; n += 1) await placePublicOrder(baseUrl, session.id_path);
    await expect
      .poll(
        async () => {
          const listed = (await (await fetch(`${baseUrl}/v1/webhooks`, { headers })).json()) as { rows: { id: string; estado: string }[] };
          return listed.rows.find((row) => row.id === goneId)?.estado;
        },
        { timeout: 20_000 },
      )
      .toBe('disabled');

    const page = await newPage(demo.browser, MOBILE);
    await openIntegrations(page);
    await page.getByTestId('webhooks-disabled-banner').waitFor();
    const goneCard = page.getByTestId('webhook-endpoint').filter({ hasText: receiver.url('/gone') });
    await goneCard.getByTestId('webhook-disabled-notice').scrollIntoViewIfNeeded();
    await shot(page, 'webhooks-desactivado-390');
    await goneCard.getByTestId('webhook-delete').click();
    await page.getByRole('button', { name: 'Eliminar' }).last().click();
    await goneCard.waitFor({ state: 'detached' });
    const endpointCard = page.getByTestId('webhook-endpoint').filter({ hasText: receiver.url('/e2e') });
    await endpointCard.scrollIntoViewIfNeeded();
    await shot(page, 'webhooks-390');
    await endpointCard.getByTestId('webhook-show-log').click();
    await page.getByTestId('webhook-log').getByTestId('webhook-delivery').first().waitFor();
    await shot(page, 'webhooks-entregas-390');
    await page.keyboard.press('Escape');
    await page.getByTestId('webhook-log').waitFor({ state: 'hidden' });
    await endpointCard.getByTestId('webhook-delete').click();
    await page.getByRole('button', { name: 'Eliminar' }).last().click();
    await endpointCard.waitFor({ state: 'detached' });
    await page.context().close();
  });
});
