// «Cotizar repartidor» in real Chromium (docs/integrations.md, Picker): the owner opens a delivery order's detail,
// asks the quote (GET /v1/delivery/cotizacion/:id → Picker's preCheckout on tests/support/fake-picker.ts), reads
// Picker's price and the note that Picker gives the arrival time only when it assigns the courier, then requests
// the courier and sees «Se ha enviado la solicitud al repartidor». Asking the quote books nothing. At 390 and
// 1280 px (E2E_SHOTS_DIR). This file starts a server of its own in this process, so the server reads the
// fake's base URL (PICKER_BASE_URL).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@shared/money';
import type { LoginSession } from '@shared/types/account';
import { DEMO_LOGIN, type RunningServer } from '../../../server/src/start-server';
import { startFakePicker, type FakePicker } from '../../support/fake-picker';
import { apiLogin, DESKTOP, dismissDialogs, expectScreen, launchBrowser, loginWithStorage, MOBILE, newPage } from '../support/browser';
import { shot } from '../support/shots';
import { sessionApi } from '../onboarding/new-owner';
import { startOwnDemoServer } from '../support/own-server';
import { placePhoneOrder } from '../orders/support';

const ENV = ['PICKER_BASE_URL'] as const;
const saved = Object.fromEntries(ENV.map((name) => [name, process.env[name]]));
let server: RunningServer;
let browser: Browser;
let picker: FakePicker;
let session: LoginSession;

beforeAll(async () => {
  picker = await startFakePicker();
  process.env.PICKER_BASE_URL = picker.baseUrl;
  server = await startOwnDemoServer();
  browser = await launchBrowser();
  session = await apiLogin(server.url, DEMO_LOGIN);
  await sessionApi(server.url, () => session)('PUT', '/v1/integrations/delivery/picker', { configuration: { token: picker.token } });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await picker?.close();
  for (const name of ENV) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

const preCheckouts = () => picker.requests.filter((request) => request.path === '/booking/preCheckout').length;

describe('«Cotizar repartidor» con Picker', () => {
  it('shows Picker’s price and the honest note on arrival time, books nothing, then «Solicitar repartidor» sends the request', async () => {
    const order = await placePhoneOrder(server.url, session, 'delivery', 'Cliente Cotización E2E');
    const path = `/control-pedidos/detalle/${order.pedido.id}`;

    // On a phone first: the price and the note must fit beside the buttons.
    const phone = await newPage(browser, MOBILE);
    await loginWithStorage(phone, server.url, DEMO_LOGIN, path);
    await expectScreen(phone, 'order-details', path);
    await dismissDialogs(phone);
    await phone.getByTestId('quote-rider').click();
    const phoneText = phone.getByTestId('courier-quote-text');
    await phoneText.waitFor();
    await phone.getByTestId('courier-quote').scrollIntoViewIfNeeded();
    await shot(phone, 'picker-quote-390');
    await phone.context().close();

    const page = await newPage(browser, DESKTOP);
    await loginWithStorage(page, server.url, DEMO_LOGIN, path);
    await expectScreen(page, 'order-details', path);
    await dismissDialogs(page);
    const asked = preCheckouts();
    await page.getByTestId('quote-rider').click();
    const text = page.getByTestId('courier-quote-text');
    await text.waitFor();
    expect(preCheckouts()).toBe(asked + 1);
    const quoted = await text.textContent();
    // Picker's price for this trip (the fake's tariff: 35 + 8 per km), and no invented arrival time.
    expect(quoted).toMatch(/^Picker cobra \$\d+\.\d{2}/);
    const price = Number(/\$(\d+\.\d{2})/.exec(quoted!)![1]);
    expect(price).toBeGreaterThanOrEqual(35);
    expect(await page.getByTestId('courier-quote-price').textContent()).toBe(formatMoney(price));
    expect(quoted).toContain('El tiempo de llegada lo da Picker al asignar al repartidor.');
    expect(picker.bookings.size).toBe(0);
    await shot(page, 'picker-quote-1280');

    await page.getByTestId('request-rider').click();
    await page.locator('.ant-message-notice').getByText('Se ha enviado la solicitud al repartidor').waitFor();
    expect(picker.bookings.size).toBe(1);
    // Requested: the quote and «Solicitar» give way to «Anticipar» / «Cancelar repartidor».
    await page.getByTestId('cancel-rider').waitFor();
    expect(await page.getByTestId('quote-rider').count()).toBe(0);
    await shot(page, 'picker-requested-1280');
  });
});
