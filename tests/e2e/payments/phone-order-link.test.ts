// A phone order paid by link, in real Chromium (docs/payments.md, "Payment links from the counter"): the cashier
// opens the order the phone call made, «Enviar enlace de pago» shows the link for the server's total as QR and
// copyable text; the customer pays on the provider's page (tests/support/fake-stripe.ts); the dialog turns
// «Pagado» and the board card says «Pagado en línea», without a reload. This file starts a server of its own in
// this process, so the server reads the fake's base URL (STRIPE_API_BASE_URL).
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@shared/money';
import type { OrderDetail } from '@shared/types/order';
import { DEMO_LOGIN } from '../../../server/src/start-server';
import { useStripeWorld } from './stripe-world';
import { privateHeaders } from '../counter/support';
import { DESKTOP, loginWithStorage, MOBILE, newPage } from '../support/browser';
import { shot } from '../support/shots';

const world = useStripeWorld();

async function placePhoneOrder(nombre: string): Promise<OrderDetail['pedido']> {
  const options = (await (await fetch(`${world.server.url}/v1/public/comercio/${world.session.id_path}/pedido/opciones`)).json()) as {
    productos: { id: string; presentaciones: { nombre: string }[]; extras: { minimo: number; obligatorio: boolean }[] }[];
  };
  const product = options.productos.find((p) => p.extras.every((g) => !g.obligatorio && g.minimo === 0)) ?? options.productos[0]!;
  const answer = await fetch(`${world.server.url}/v1/pedidos/telefonico`, {
    method: 'POST',
    headers: privateHeaders(world.session),
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
    const page = await newPage(world.browser, viewport);
    await loginWithStorage(page, world.server.url, DEMO_LOGIN, `/control-pedidos/detalle/${order.id}`);
    await page.getByTestId('send-payment-link').click();
    const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('payment-link') });
    await dialog.getByTestId('payment-link-qr').waitFor();
    expect(await dialog.locator('.ant-modal-title').textContent()).toBe(`Enlace de pago · ${order.folio}`);
    await dialog.getByTestId('payment-link-pending').waitFor();
    const url = await dialog.getByTestId('payment-link-url').inputValue();
    expect(url.startsWith(`${world.stripe.baseUrl}/pay/`)).toBe(true);
    await shot(page, `phone-link-dialog-${width}`);

    // The customer opens the link on their phone and pays the order's total, the server's.
    const phone = await newPage(world.browser, MOBILE);
    await phone.goto(url);
    expect(await phone.getByTestId('fake-amount').textContent()).toBe(`$${order.total.toFixed(2)} MXN`);
    await phone.getByTestId('fake-pay').click();
    await phone.waitForURL((next) => next.origin === world.server.url);

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
