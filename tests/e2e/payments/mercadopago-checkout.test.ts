// A customer pays a delivery order online with Mercado Pago, in real Chromium (docs/payments.md): checkout at
// 390 px with «Pago en línea» → the Checkout Pro page at the preference's init_point (tests/support/fake-mercadopago.ts)
// → a declined card brings the customer back to «Pago no completado» → «Intentar de nuevo» → paid: the order's
// page says paid only once Mercado Pago's signed notification, checked against GET /v1/payments/:id, arrived; the
// board shows the order paid. Then the provider's retries: the approved notification again (same id, and a new id)
// and the declined payment's notification arriving last change nothing. This file starts a server of its own in
// this process, so the server reads the fake's base URL (MERCADOPAGO_API_BASE_URL).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginSession } from '@shared/types/account';
import type { Commerce } from '@shared/types/commerce';
import type { PublicOrderPayment } from '@shared/online-payment';
import { DEMO_LOGIN, type RunningServer } from '../../../server/src/start-server';
import { startFakeMercadoPago, type FakeMercadoPago } from '../../support/fake-mercadopago';
import { apiLogin, DESKTOP, launchBrowser, loginWithStorage, newPage } from '../support/browser';
import { shot } from '../support/shots';
import { sessionApi } from '../onboarding/new-owner';
import { startOwnDemoServer } from '../support/own-server';
import { fillOnlinePaidDelivery, placeAndReachProvider } from './delivery-checkout';

const ENV = ['MERCADOPAGO_API_BASE_URL', 'PAYMENTS_SWEEP_MS'] as const;
const saved = Object.fromEntries(ENV.map((name) => [name, process.env[name]]));
let server: RunningServer;
let browser: Browser;
let mercadoPago: FakeMercadoPago;
let session: LoginSession;

beforeAll(async () => {
  mercadoPago = await startFakeMercadoPago();
  Object.assign(process.env, mercadoPago.env(), { PAYMENTS_SWEEP_MS: '0' });
  server = await startOwnDemoServer();
  browser = await launchBrowser();
  session = await apiLogin(server.url, DEMO_LOGIN);
  const api = sessionApi(server.url, () => session);
  await api('PUT', '/v1/integrations/payment/mercadoPago', { configuration: { public_key: 'APP_USR-public', access_token: mercadoPago.accessToken, webhook_secret: mercadoPago.webhookSecret } });
  const commerce = await api<Commerce>('GET', '/v1/comercio');
  await api('PUT', '/v1/comercio', { servicio_activo: true, activar_envio_domicilio: true, metodos_pago_envio_domicilio: { ...commerce.metodos_pago_envio_domicilio, payment_provider: true } });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await mercadoPago?.close();
  for (const name of ENV) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

describe('pago en línea con Mercado Pago', () => {
  it('checkout at 390 px → Mercado Pago (declined, then paid) → back: paid on the status page and the board; replayed and late notifications change nothing', async () => {
    const board = await newPage(browser, DESKTOP);
    await loginWithStorage(board, server.url, DEMO_LOGIN, '/control-pedidos');

    const { phone, total } = await fillOnlinePaidDelivery(browser, server.url, session.id_path, 'Cliente Mercado Pago E2E');
    await placeAndReachProvider(phone, mercadoPago.baseUrl);
    // The preference's init_point, for the server's total in pesos.
    const firstPreference = new URL(phone.url()).searchParams.get('pref_id')!;
    expect(await phone.getByTestId('fake-amount').textContent()).toBe(`$${total.replace(/[$,]/g, '')} MXN`);

    // The card is declined: back on the order's page, not paid, with a way to try again.
    await phone.getByTestId('fake-decline').click();
    await phone.waitForURL((url) => url.origin === server.url && url.pathname.includes('/pedido/'));
    const orderId = new URL(phone.url()).pathname.split('/').at(-1)!;
    await phone.locator('[data-testid="order-payment"][data-payment="fallido"]').waitFor();
    const declined = [...mercadoPago.payments.values()].find((payment) => payment.preference_id === firstPreference)!;
    expect(declined.status).toBe('rejected');
    await shot(phone, 'mercadopago-status-declined-390');

    await phone.getByTestId('order-pay-now').click();
    await phone.waitForURL((url) => url.origin === mercadoPago.baseUrl);
    expect(await phone.getByTestId('fake-amount').textContent()).toBe(`$${total.replace(/[$,]/g, '')} MXN`);
    await phone.getByTestId('fake-pay').click();

    // Back on the order's page: paid, because the signed notification reached the server and GET /v1/payments said so.
    await phone.waitForURL((url) => url.origin === server.url && url.pathname.endsWith(`/pedido/${orderId}`));
    await phone.locator('[data-testid="order-payment"][data-payment="pagado"]').waitFor();
    expect(await phone.getByTestId('order-payment-text').textContent()).toBe('Pago recibido. ¡Gracias!');
    await shot(phone, 'mercadopago-status-paid-390');
    const approved = [...mercadoPago.payments.values()].find((payment) => payment.status === 'approved')!;

    // The board: the order rang once paid and shows it (narrowed to this order: a column renders only the cards in view).
    await board.getByTestId('board-search').fill('Cliente Mercado Pago E2E');
    const card = board.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
    await card.waitFor({ timeout: 15_000 });
    await expect.poll(() => card.getByTestId('card-payment').textContent()).toBe('Pagado en línea');

    // Mercado Pago retries notifications and does not keep their order: the approved one again (the same
    // notification id, then a new one) and the declined payment's arriving last leave the order paid as it was.
    const statusOf = async () => (await (await fetch(`${server.url}/v1/public/comercio/${session.id_path}/pedido/${orderId}/pago`)).json()) as PublicOrderPayment;
    const before = await statusOf();
    const replays = [
      await mercadoPago.notify(approved.id, { notificationId: 990001 }),
      await mercadoPago.notify(approved.id, { notificationId: 990001 }),
      await mercadoPago.notify(approved.id),
      await mercadoPago.notify(declined.id),
    ];
    expect(replays.map((reply) => [reply.status, (JSON.parse(reply.body) as { resultado: string }).resultado])).toEqual([
      [200, 'sin_cambio'],
      [200, 'duplicado'],
      [200, 'sin_cambio'],
      [200, 'sin_cambio'],
    ]);
    expect(await statusOf()).toEqual(before);
    await phone.reload();
    await phone.locator('[data-testid="order-payment"][data-payment="pagado"]').waitFor();
    expect(await card.getByTestId('card-payment').textContent()).toBe('Pagado en línea');

    // «Cobros en línea» lists the approved payment (Mercado Pago's payment id), not the declined one.
    const ledger = await newPage(browser, DESKTOP);
    await loginWithStorage(ledger, server.url, DEMO_LOGIN, '/pedidos-en-linea');
    await ledger.getByTestId('screen-online-orders').waitFor();
    const rows = ledger.getByTestId('online-payments-table').locator('tr');
    const row = rows.filter({ hasText: String(approved.id) });
    await row.waitFor();
    expect(await row.textContent()).toContain('Pagado');
    await shot(ledger, 'mercadopago-ledger-1280');
  });
});
