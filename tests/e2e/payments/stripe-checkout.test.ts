// A customer pays a delivery order online with Stripe, in real Chromium (docs/payments.md): checkout at 390 px
// with «Pago en línea» → the provider's page (tests/support/fake-stripe.ts) → back on the order's page, which says
// paid only once Stripe's signed event, checked against its API, arrived; the board shows the order paid and it
// rang only then; «Cobros en línea» at 1280 lists the payment with Stripe's reference and fee. This file starts a
// server of its own in this process, so the server reads the fake's base URL (STRIPE_API_BASE_URL).
import { describe, expect, it } from 'vitest';
import type { Commerce } from '@shared/types/commerce';
import { DEMO_LOGIN } from '../../../server/src/start-server';
import { useStripeWorld } from './stripe-world';
import { DESKTOP, loginWithStorage, newPage } from '../support/browser';
import { shot } from '../support/shots';
import { fillOnlinePaidDelivery, placeAndReachProvider } from './delivery-checkout';

const world = useStripeWorld(async ({ api }) => {
  const commerce = await api<Commerce>('GET', '/v1/comercio');
  await api('PUT', '/v1/comercio', { servicio_activo: true, activar_envio_domicilio: true, metodos_pago_envio_domicilio: { ...commerce.metodos_pago_envio_domicilio, payment_provider: true } });
});

describe('pago en línea con Stripe', () => {
  it('checkout at 390 px → Stripe → back: paid on the status page and on the board, listed in «Cobros en línea»', async () => {
    const board = await newPage(world.browser, DESKTOP);
    await loginWithStorage(board, world.server.url, DEMO_LOGIN, '/control-pedidos');

    const { phone, total } = await fillOnlinePaidDelivery(world.browser, world.server.url, world.session.id_path, 'Cliente Pago E2E');
    await shot(phone, 'payments-checkout-390');

    // Stripe's page, for the server's total.
    await placeAndReachProvider(phone, world.stripe.baseUrl);
    expect(await phone.getByTestId('fake-amount').textContent()).toBe(`$${total.replace(/[$,]/g, '')} MXN`);
    const sessionId = new URL(phone.url()).pathname.split('/').at(-1)!;
    expect(world.stripe.sessions.get(sessionId)!.status).toBe('open');
    await phone.getByTestId('fake-pay').click();

    // Back on the order's page: paid, because the signed event reached the server and Stripe's API said so.
    await phone.waitForURL((url) => url.origin === world.server.url && url.pathname.includes('/pedido/'));
    await phone.locator('[data-testid="order-payment"][data-payment="pagado"]').waitFor();
    expect(await phone.getByTestId('order-payment-text').textContent()).toBe('Pago recibido. ¡Gracias!');
    await shot(phone, 'payments-status-paid-390');
    const orderId = new URL(phone.url()).pathname.split('/').at(-1)!;

    // The board: the order rang once paid and shows it.
    // Narrowed to this order: a column renders only the cards in view, and the demo's board holds many.
    await board.getByTestId('board-search').fill('Cliente Pago E2E');
    const card = board.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
    await card.waitFor({ timeout: 15_000 });
    await expect.poll(() => card.getByTestId('card-payment').textContent()).toBe('Pagado en línea');
    await shot(board, 'payments-board-paid-1280');

    const ledger = await newPage(world.browser, DESKTOP);
    await loginWithStorage(ledger, world.server.url, DEMO_LOGIN, '/pedidos-en-linea');
    await ledger.getByTestId('screen-online-orders').waitFor();
    const row = ledger.getByTestId('online-payments-table').locator('tr').filter({ hasText: world.stripe.sessions.get(sessionId)!.payment_intent! });
    await row.waitFor();
    expect(await row.textContent()).toContain('Pagado');
    await shot(ledger, 'payments-ledger-1280');
  });
});
