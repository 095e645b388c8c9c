// A phone order paid by link, in real Chromium (docs/payments.md, "Payment links from the counter"): the cashier
// opens the order the phone call made, «Enviar enlace de pago» shows the link for the server's total as QR and
// copyable text; the customer pays on the provider's page (tests/support/fake-stripe.ts); the dialog turns
// «Pagado» and the board card says «Pagado en línea», without a reload. This file starts a server of its own in
// this process, so the server reads the fake's base URL (STRIPE_API_BASE_URL).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@shared/money';
import type { LoginSession } from '@shared/types/account';
import type { OrderDetail } from '@shared/types/order';
import { DEMO_LOGIN, type RunningServer } from '../../../server/src/start-server';
import { startFakeStripe, type FakeStripe } from '../../support/fake-stripe';
import { privateHeaders } from '../counter/support';
import { sessionApi } from '../onboarding/new-owner';
import { apiLogin, DESKTOP, launchBrowser, loginWithStorage, MOBILE, newPage } from '../support/browser';
import { startOwnDemoServer } from '../support/own-server';
import { shot } from '../support/shots';

const ENV = ['STRIPE_API_BASE_URL', 'PAYMENTS_SWEEP_MS'] as const;
const saved = Object.fromEntries(ENV.map((name) => [name, process.env[name]]));
let server: RunningServer;
let browser: Browser;
let stripe: FakeStripe;
let session: LoginSession;

beforeAll(async () => {
  stripe = await startFakeStripe();
  Object.assign(process.env, stripe.env(), { PAYMENTS_SWEEP_MS: '0' });
  server = await startOwnDemoServer();
  browser = await launchBrowser();
  session = await apiLogin(server.url, DEMO_LOGIN);
  const api = sessionApi(server.url, () => session);
  await api('PUT', '/v1/integrations/payment/stripe', { configuration: { public_key: 'pk_test_demo', secret_key: stripe.secretKey, webhook_secret: stripe.webhookSecret } });
  stripe.webhookUrl = `${server.url}/v1/public/comercio/${session.id_path}/pagos/webhook/stripe`;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await stripe?.close();
  for (const name of ENV) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

async function placePhoneOrder(nombre: string): Promise<OrderDetail['pedido']> {
  const options = (await (await fetch(`${server.url}/v1/public/comercio/${session.id_path}/pedido/opciones`)).json()) as {
    productos: { id: string; presentaciones: { nombre: string }[]; extras: { minimo: number; obligatorio: boolean }[] }[];
  };
  const product = options.productos.find((p) => p.extras.every((g) => !g.obligatorio && g.minimo === 0)) ?? options.productos[0]!;
  const answer = await fetch(`${server.url}/v1/pedidos/telefonico`, {
    method: 'POST',
    headers: privateHeaders(session),
    body: JSON.stringify({
      metodo_entrega: 'takeAway',
      nombre,
      numero_celular: `99388${String(Date.now()).slice(-5)}`,
      metodo_pago: 'efectivo',
      productos: [{ id_producto: product.id, presentacion: product.presentaciones[0]?.nombre ?? null, cantidad: 2, extras: [] }],
    }),
  });
  expect(answer.status, await answer.clone().text()).toBe(201);
  return ((await answer.json()) as OrderDetail).pedido;
}

describe.each([
  ['1280', DESKTOP],
  ['390', MOBILE],
] as const)('enlace de pago de un pedido por teléfono a %s px', (width, viewport) => {
  it('the cashier sends the link, the customer pays at Stripe, the order shows paid live', async () => {
    const order = await placePhoneOrder(`Cliente Enlace ${width}`);
    const page = await newPage(browser, viewport);
    await loginWithStorage(page, server.url, DEMO_LOGIN, `/control-pedidos/detalle/${order.id}`);
    await page.getByTestId('send-payment-link').click();
    const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('payment-link') });
    await dialog.getByTestId('payment-link-qr').waitFor();
    expect(await dialog.locator('.ant-modal-title').textContent()).toBe(`Enlace de pago · ${order.folio}`);
    await dialog.getByTestId('payment-link-pending').waitFor();
    const url = await dialog.getByTestId('payment-link-url').inputValue();
    expect(url.startsWith(`${stripe.baseUrl}/pay/`)).toBe(true);
    await shot(page, `phone-link-dialog-${width}`);

    // The customer opens the link on their phone and pays the order's total, the server's.
    const phone = await newPage(browser, MOBILE);
    await phone.goto(url);
    expect(await phone.getByTestId('fake-amount').textContent()).toBe(`$${order.total.toFixed(2)} MXN`);
    await phone.getByTestId('fake-pay').click();
    await phone.waitForURL((next) => next.origin === server.url);

    // No reload: the dialog says «Pagado» and the order is paid online.
    await dialog.getByTestId('payment-link-paid').waitFor({ timeout: 15_000 });
    await shot(page, `phone-link-paid-${width}`);
    await dialog.getByRole('button', { name: 'Cerrar' }).last().click();
    // The order's detail behind it follows: an «Enlace de pago» order, paid, for the same total.
    const detail = page.getByTestId('order-detail');
    await expect.poll(() => detail.textContent()).toContain('Estatus del pagoPagado');
    expect(await detail.textContent()).toContain('Método de pagoEnlace de pago');
    expect(await page.getByTestId('order-totals').textContent()).toContain(`Total${formatMoney(order.total)}`);
    await page.close();
    await phone.close();
  });
});
