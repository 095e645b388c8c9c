// A customer pays a delivery order online with Clip, in real Chromium (docs/payments.md, "Clip"): checkout at 390 px
// with «Pago en línea» → Clip's payment page (tests/support/fake-clip.ts) → back on the order's page, which says
// paid only once Clip's (unsigned) webhook made the server read the link from Clip's API; the board shows the order
// paid; «Cobros en línea» lists the payment with Clip's transaction; Integraciones shows Clip's card at 1280 like
// Stripe's. This file starts a server of its own in this process, so the server reads CLIP_API_BASE_URL.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginSession } from '@shared/types/account';
import type { Commerce } from '@shared/types/commerce';
import { DEMO_LOGIN, type RunningServer } from '../../../server/src/start-server';
import { startFakeClip, type FakeClip } from '../../support/fake-clip';
import { apiLogin, DESKTOP, launchBrowser, loginWithStorage, MOBILE, newPage } from '../support/browser';
import { shot } from '../support/shots';
import { sessionApi } from '../onboarding/new-owner';
import { startOwnDemoServer } from '../support/own-server';

const ENV = ['CLIP_API_BASE_URL', 'PAYMENTS_SWEEP_MS'] as const;
const saved = Object.fromEntries(ENV.map((name) => [name, process.env[name]]));
let server: RunningServer;
let browser: Browser;
let clip: FakeClip;
let session: LoginSession;

beforeAll(async () => {
  clip = await startFakeClip();
  Object.assign(process.env, clip.env(), { PAYMENTS_SWEEP_MS: '0' });
  server = await startOwnDemoServer();
  browser = await launchBrowser();
  session = await apiLogin(server.url, DEMO_LOGIN);
  const api = sessionApi(server.url, () => session);
  await api('PUT', '/v1/integrations/payment/clip', { configuration: { api_key: clip.apiKey, secret_key: clip.secretKey } });
  // Customers pay with Clip even if the demo has another provider connected.
  await api('PUT', '/v1/cobros-en-linea/ajustes', { proveedor: 'clip' });
  const commerce = await api<Commerce>('GET', '/v1/comercio');
  await api('PUT', '/v1/comercio', { servicio_activo: true, activar_envio_domicilio: true, metodos_pago_envio_domicilio: { ...commerce.metodos_pago_envio_domicilio, payment_provider: true } });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await clip?.close();
  for (const name of ENV) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

describe('pago en línea con Clip', () => {
  it('checkout at 390 px → Clip → back: paid on the status page and on the board, listed in «Cobros en línea»', async () => {
    const board = await newPage(browser, DESKTOP);
    await loginWithStorage(board, server.url, DEMO_LOGIN, '/control-pedidos');

    const phone = await newPage(browser, MOBILE);
    // The demo delivers around its own address: the customer shares a location inside its area.
    await phone.context().grantPermissions(['geolocation'], { origin: server.url });
    await phone.context().setGeolocation({ latitude: 17.988, longitude: -92.931 });
    await phone.goto(`${server.url}/m/${session.id_path}`);
    await phone.getByTestId('public-menu').waitFor();
    const products = phone.getByTestId('public-product');
    for (let i = 0; i < 10; i++) {
      await products.nth(i).click();
      await phone.getByTestId('product-sheet').waitFor();
      if (!(await phone.getByTestId('add-to-cart').isDisabled())) break;
      await phone.keyboard.press('Escape');
      await phone.getByTestId('product-sheet').waitFor({ state: 'hidden' });
    }
    // Three units: above the demo's minimum purchase for delivery.
    await phone.getByTestId('product-sheet').getByRole('button', { name: 'Agregar uno' }).click();
    await phone.getByTestId('product-sheet').getByRole('button', { name: 'Agregar uno' }).click();
    await phone.getByTestId('add-to-cart').click();
    await phone.getByTestId('open-cart').click();
    await phone.getByTestId('go-checkout').click();
    await phone.getByTestId('public-checkout').waitFor();
    await phone.getByRole('radiogroup', { name: 'Tipo de entrega' }).getByText('Envío a domicilio').click();
    await phone.getByLabel('Nombre').fill('Cliente Pago E2E');
    await phone.getByLabel('Número celular').fill('9931112244');
    await phone.getByLabel('Calle').fill('Av. Gregorio Méndez');
    await phone.getByLabel('Núm. exterior').fill('1504');
    const colonia = phone.getByLabel('Colonia');
    if ((await colonia.evaluate((element) => element.tagName)) === 'SELECT') await colonia.selectOption({ index: 1 });
    else await colonia.fill('Atasta');
    await phone.getByLabel('Referencias').fill('Portón negro');
    await phone.getByRole('button', { name: 'Usar mi ubicación actual' }).click();
    await expect.poll(() => phone.getByTestId('checkout-fee').innerText()).not.toBe('—');
    await phone.getByLabel('Pago en línea').check();
    await phone.getByTestId('online-payment-note').waitFor();
    const total = (await phone.getByTestId('checkout-total').textContent())!.trim();
    await phone.getByTestId('online-payment-note').scrollIntoViewIfNeeded();
    await shot(phone, 'clip-checkout-390');

    await phone.getByTestId('place-order').click();
    // Clip's page, for the server's total in pesos (a refusal would show on the checkout instead).
    await Promise.race([phone.waitForURL((url) => url.origin === clip.baseUrl), phone.getByTestId('checkout-error').waitFor()]);
    expect(new URL(phone.url()).origin, (await phone.getByTestId('checkout-error').textContent().catch(() => null)) ?? undefined).toBe(clip.baseUrl);
    expect(await phone.getByTestId('fake-amount').textContent()).toContain(`$${total.replace(/[$,]/g, '')} MXN`);
    const linkId = new URL(phone.url()).pathname.split('/').at(-1)!;
    expect(clip.links.get(linkId)!.status).toBe('CREATED');
    expect(clip.created.at(-1)).toMatchObject({ amount: Number(total.replace(/[$,]/g, '')), currency: 'MXN' });
    await shot(phone, 'clip-page-390');
    await phone.getByTestId('fake-pay').click();

    // Back on the order's page: paid, because Clip's webhook made the server read the link and Clip said COMPLETED.
    await phone.waitForURL((url) => url.origin === server.url && url.pathname.includes('/pedido/'));
    await phone.locator('[data-testid="order-payment"][data-payment="pagado"]').waitFor();
    expect(await phone.getByTestId('order-payment-text').textContent()).toBe('Pago recibido. ¡Gracias!');
    await shot(phone, 'clip-status-paid-390');
    const orderId = new URL(phone.url()).pathname.split('/').at(-1)!;

    // The board: the order rang once paid and shows it.
    // Narrowed to this order: a column renders only the cards in view, and the demo's board holds many.
    await board.getByTestId('board-search').fill('Cliente Pago E2E');
    const card = board.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
    await card.waitFor({ timeout: 15_000 });
    await expect.poll(() => card.getByTestId('card-payment').textContent()).toBe('Pagado en línea');
    await shot(board, 'clip-board-paid-1280');

    const ledger = await newPage(browser, DESKTOP);
    await loginWithStorage(ledger, server.url, DEMO_LOGIN, '/pedidos-en-linea');
    await ledger.getByTestId('screen-online-orders').waitFor();
    const row = ledger.getByTestId('online-payments-table').locator('tr').filter({ hasText: clip.links.get(linkId)!.transaction_id! });
    await row.waitFor();
    expect(await row.textContent()).toContain('Pagado');
    expect(await row.textContent()).toContain('Clip');
    await shot(ledger, 'clip-ledger-1280');

    // Integraciones: Clip's card is a payment provider in use, like Stripe's.
    await ledger.goto(`${server.url}/integraciones`);
    const clipCard = ledger.getByTestId('integration-clip');
    await clipCard.getByText('En uso para cobrar').waitFor();
    expect(await clipCard.getByTestId('integration-payment-provider').textContent()).toContain('Cobra con Clip');
    expect(await ledger.getByTestId('screen-integrations').textContent()).not.toContain('llegará pronto');
    await clipCard.scrollIntoViewIfNeeded();
    await shot(ledger, 'clip-integraciones-1280');
  });
});
