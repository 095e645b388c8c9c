// A table's link paid for a bill that changed, in real Chromium (docs/counter.md, "Enlace de pago de la cuenta"): the
// bill screen shows what arrived, the payment form counts it as «Pagado con enlace de pago» and asks only for
// «Resta por cobrar»; «Cobrar y cerrar mesa» closes the table with the link as its «Enlace de pago» part. This file
// starts a server of its own in this process, so the server reads the fake's base URL (STRIPE_API_BASE_URL).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@shared/money';
import type { ClosedTableBill } from '@shared/types/tables';
import { DEMO_LOGIN } from '../../../server/src/start-server';
import { useStripeWorld } from './stripe-world';
import { floor, freeTable, placeTableOrder, privateHeaders } from '../counter/support';
import { DESKTOP, loginWithStorage, MOBILE, newPage } from '../support/browser';
import { shot } from '../support/shots';

const world = useStripeWorld();

const tableCard = (page: Page, numero: number) => page.locator(`[data-testid="table-card"][data-table-number="${numero}"]`);

describe.each([
  ['1280', DESKTOP],
  ['390', MOBILE],
] as const)('un enlace pagado para una cuenta anterior a %s px', (width, viewport) => {
  it('the payment form counts it and the cashier collects only the rest', async () => {
    const page = await newPage(world.browser, viewport);
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
    const second = await placeTableOrder(world.server.url, world.session.id_path, table.uuid, 2);
    const phone = await newPage(world.browser, MOBILE);
    await phone.goto(url);
    await phone.getByTestId('fake-pay').click();
    await phone.waitForURL((next) => next.origin === world.server.url);
    await page.getByTestId('table-link-unapplied').waitFor({ timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Cerrar' }).last().click();

    await expect.poll(() => page.getByTestId('amount-left').textContent(), { timeout: 15_000 }).toBe(formatMoney(second.pedido.total));
    expect(await page.getByTestId('paid-online').textContent()).toContain(formatMoney(first.pedido.total));
    expect(await page.getByTestId('table-link-unapplied').textContent()).toContain('cuenta como la parte «Enlace de pago»');
    await page.getByTestId('paid-online').scrollIntoViewIfNeeded();
    await shot(page, `table-link-counted-${width}`);

    await page.getByTestId('close-table').click();
    await page.getByTestId('payment-done').waitFor();
    await shot(page, `table-link-counted-done-${width}`);
    await expect.poll(async () => (await floor(world.server.url, world.session)).find((t) => t.uuid === table.uuid)?.estado).toBe('libre');
    const closed = await fetch(`${world.server.url}/v1/mesas/cuentas-cerradas?mesa=${table.uuid}`, { headers: privateHeaders(world.session) });
    const bills = (await closed.json()) as { cuentas: ClosedTableBill[] };
    expect(bills.cuentas[0]!.pago.pagos).toEqual([
      { metodo: 'efectivo', monto: second.pedido.total },
      { metodo: 'enlace_pago', monto: first.pedido.total },
    ]);
    await page.close();
    await phone.close();
  });
});
