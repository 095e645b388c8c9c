// A table's bill paid by link with Stripe, in real Chromium (docs/counter.md, "Enlace de pago de la cuenta"): the
// cashier opens the table, «Enviar enlace de pago» shows the order's link dialog (QR + copyable link) for the bill's
// total; the customer pays on the provider's page (tests/support/fake-stripe.ts); the dialog turns «Pagado» and the
// floor shows the table free, without a reload. This file starts a server of its own in this process, so the server
// reads the fake's base URL (STRIPE_API_BASE_URL).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@shared/money';
import { DEMO_LOGIN } from '../../../server/src/start-server';
import { useStripeWorld } from './stripe-world';
import { floor, freeTable, placeTableOrder } from '../counter/support';
import { DESKTOP, loginWithStorage, MOBILE, newPage } from '../support/browser';
import { shot } from '../support/shots';

const world = useStripeWorld();

const tableCard = (page: Page, numero: number) => page.locator(`[data-testid="table-card"][data-table-number="${numero}"]`);

describe.each([
  ['1280', DESKTOP],
  ['390', MOBILE],
] as const)('enlace de pago de una mesa a %s px', (width, viewport) => {
  it('the cashier sends the link, the customer pays at Stripe, the table closes live', async () => {
    const page = await newPage(world.browser, viewport);
    await loginWithStorage(page, world.server.url, DEMO_LOGIN, '/mesas');
    await page.getByTestId('screen-tables').waitFor();
    const table = await freeTable(world.server.url, world.session);
    const placed = await placeTableOrder(world.server.url, world.session.id_path, table.uuid, 2);
    await expect.poll(() => tableCard(page, table.numero).getAttribute('data-state'), { timeout: 15_000 }).toBe('ocupada');

    await tableCard(page, table.numero).getByTestId('open-table').click();
    await page.getByTestId('table-bill').waitFor();
    await page.getByTestId('send-table-payment-link').click();
    const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('payment-link') });
    await dialog.getByTestId('payment-link-qr').waitFor();
    expect(await dialog.locator('.ant-modal-title').textContent()).toBe(`Enlace de pago · Mesa ${table.numero} · ${formatMoney(placed.pedido.total)}`);
    await dialog.getByTestId('payment-link-pending').waitFor();
    const url = await dialog.getByTestId('payment-link-url').inputValue();
    expect(url.startsWith(`${world.stripe.baseUrl}/pay/`)).toBe(true);
    await shot(page, `table-link-dialog-${width}`);

    // The customer opens the link on their phone and pays the bill's total.
    const phone = await newPage(world.browser, MOBILE);
    await phone.goto(url);
    expect(await phone.getByTestId('fake-amount').textContent()).toBe(`$${placed.pedido.total.toFixed(2)} MXN`);
    await phone.getByTestId('fake-pay').click();
    await phone.waitForURL((next) => next.origin === world.server.url);

    // No reload: the dialog turns «Pagado», the table is free on the floor.
    await dialog.getByTestId('payment-link-paid').waitFor({ timeout: 15_000 });
    await shot(page, `table-link-paid-${width}`);
    await expect.poll(async () => (await floor(world.server.url, world.session)).find((t) => t.uuid === table.uuid)?.estado).toBe('libre');
    await dialog.getByRole('button', { name: 'Cerrar' }).last().click();
    await page.getByTestId('payment-done').click();
    await expect.poll(() => tableCard(page, table.numero).getAttribute('data-state'), { timeout: 15_000 }).toBe('libre');
    await page.close();
    await phone.close();
  });
});

describe('a link paid after the bill changed', () => {
  it('leaves the table open and shows the cashier what arrived and what the bill is', async () => {
    const page = await newPage(world.browser, DESKTOP);
    await loginWithStorage(page, world.server.url, DEMO_LOGIN, '/mesas');
    await page.getByTestId('screen-tables').waitFor();
    const table = await freeTable(world.server.url, world.session);
    const first = await placeTableOrder(world.server.url, world.session.id_path, table.uuid, 1);
    await expect.poll(() => tableCard(page, table.numero).getAttribute('data-state'), { timeout: 15_000 }).toBe('ocupada');
    await tableCard(page, table.numero).getByTestId('open-table').click();
    await page.getByTestId('table-bill').waitFor();
    await page.getByTestId('send-table-payment-link').click();
    const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('payment-link') });
    const url = await dialog.getByTestId('payment-link-url').inputValue();
    // Another round arrives before the customer pays the link for the first bill.
    const second = await placeTableOrder(world.server.url, world.session.id_path, table.uuid, 1);
    const phone = await newPage(world.browser, MOBILE);
    await phone.goto(url);
    await phone.getByTestId('fake-pay').click();
    await phone.waitForURL((next) => next.origin === world.server.url);
    const notice = page.getByTestId('table-link-unapplied');
    await notice.waitFor({ timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Cerrar' }).last().click();
    expect(await notice.textContent()).toContain(
      `Pago en línea recibido por ${formatMoney(first.pedido.total)}; la cuenta es ${formatMoney(first.pedido.total + second.pedido.total)}`,
    );
    // The bill on screen follows the server's: both rounds.
    await expect.poll(() => page.getByTestId('table-total').textContent()).toBe(formatMoney(first.pedido.total + second.pedido.total));
    expect((await floor(world.server.url, world.session)).find((t) => t.uuid === table.uuid)?.estado).not.toBe('libre');
    await notice.scrollIntoViewIfNeeded();
    await shot(page, 'table-link-unapplied-1280');
    await page.close();
    await phone.close();
  });
});
