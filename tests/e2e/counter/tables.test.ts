// The counter's tables in real Chromium (docs/counter.md): a customer orders at a table from the QR page,
// the table turns occupied on the floor without a reload, the cashier prints the bill (the table shows
// "Cuenta pedida"), takes cash with change and closes it; "Liberar sin cobro" asks a reason. 1280 and 390 px.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { formatMoney } from '@shared/money';
import { DEV_API_KEY } from '../../../server/src/config';
import { checkRadio, DESKTOP, loginWithStorage, MOBILE, newPage, useBrowserAndDemoSession } from '../support/browser';
import { floor, freeTable, placeTableOrder, privateHeaders, shot } from './support';

const baseUrl = inject('baseUrl');
const accounts = inject('accounts');

const demo = useBrowserAndDemoSession();

const tableCard = (page: Page, numero: number) => page.locator(`[data-testid="table-card"][data-table-number="${numero}"]`);

async function openFloor(page: Page): Promise<void> {
  await loginWithStorage(page, baseUrl, accounts.demo, '/mesas');
  await page.getByTestId('screen-tables').waitFor();
  await page.getByTestId('table-card').first().waitFor();
}

async function noHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

describe.each([
  ['1280', DESKTOP],
  ['390', MOBILE],
] as const)('mesas a %s px', (width, viewport) => {
  it('a QR order turns the table occupied live; the cashier prints the bill, takes cash with change and closes it', async () => {
    const page = await newPage(demo.browser, viewport);
    await openFloor(page);
    const table = await freeTable(baseUrl, demo.session);
    await tableCard(page, table.numero).waitFor();
    await expect.poll(() => tableCard(page, table.numero).getAttribute('data-state')).toBe('libre');

    const placed = await placeTableOrder(baseUrl, demo.session.id_path, table.uuid, 3);
    // No reload: the live channel changes the in-process orders and the floor refetches.
    await expect.poll(() => tableCard(page, table.numero).getAttribute('data-state'), { timeout: 15_000 }).toBe('ocupada');
    await expect.poll(() => tableCard(page, table.numero).getByTestId('table-amount').textContent()).toBe(formatMoney(placed.pedido.total));
    await noHorizontalScroll(page);
    await shot(page, `floor-${width}`);

    const started = Date.now();
    let clicks = 0;
    await tableCard(page, table.numero).getByTestId('open-table').click();
    clicks += 1;
    await page.getByTestId('table-bill').waitFor();
    await expect.poll(() => page.getByTestId('table-total').textContent()).toBe(formatMoney(placed.pedido.total));
    await page.getByTestId('print-bill').click();
    clicks += 1;
    await expect.poll(async () => (await floor(baseUrl, demo.session)).find((t) => t.uuid === table.uuid)?.estado).toBe('cuenta');
    await shot(page, `bill-${width}`);

    // Cash: the customer pays with the next round bill above the total.
    const received = Math.ceil((placed.pedido.total + 1) / 100) * 100;
    await page.getByLabel('Efectivo recibido').fill(String(received));
    clicks += 1;
    await expect.poll(() => page.getByTestId('cash-change').textContent()).toBe(formatMoney(received - placed.pedido.total));
    await shot(page, `payment-${width}`);
    await page.getByTestId('close-table').click();
    clicks += 1;
    await page.getByTestId('paid-change').waitFor();
    expect(await page.getByTestId('paid-change').textContent()).toContain(formatMoney(received - placed.pedido.total));
    await shot(page, `paid-${width}`);
    await page.getByTestId('payment-done').click();
    clicks += 1;
    const seconds = (Date.now() - started) / 1000;
    console.log(`[counter] cerrar mesa a ${width} px: ${clicks} clics, ${seconds.toFixed(1)} s (con impresión de cuenta)`);

    await expect.poll(() => tableCard(page, table.numero).getAttribute('data-state'), { timeout: 15_000 }).toBe('libre');
    const response = await fetch(`${baseUrl}/v2/commerce/${demo.session.id_comercio}/orders/${placed.pedido.id}`, { headers: { 'x-api-key': DEV_API_KEY, 'x-panel-session': demo.session.token } });
    const detail = (await response.json()) as { pedido: { estatus_pedido: string; estatus_pago: string } };
    expect(detail.pedido).toMatchObject({ estatus_pedido: 'delivered', estatus_pago: 'pagado' });
    await page.context().close();
  });

  it('a bill asked for on another panel shows "Cuenta pedida" here without a reload', async () => {
    const page = await newPage(demo.browser, viewport);
    await openFloor(page);
    const table = await freeTable(baseUrl, demo.session);
    await placeTableOrder(baseUrl, demo.session.id_path, table.uuid, 1);
    await expect.poll(() => tableCard(page, table.numero).getAttribute('data-state'), { timeout: 15_000 }).toBe('ocupada');
    // Another cashier prints the bill; this floor polls only every 60 s, so the change comes by the live channel.
    const asked = await fetch(`${baseUrl}/v1/mesas/${table.uuid}/cuenta`, { method: 'POST', headers: privateHeaders(demo.session), body: '{}' });
    expect(asked.status).toBe(200);
    await expect.poll(() => tableCard(page, table.numero).getAttribute('data-state'), { timeout: 15_000 }).toBe('cuenta');
    expect(await tableCard(page, table.numero).textContent()).toContain('Cuenta pedida');
    await shot(page, `bill-requested-live-${width}`);
    await fetch(`${baseUrl}/v1/mesas/${table.uuid}/liberar`, { method: 'POST', headers: privateHeaders(demo.session), body: JSON.stringify({ motivo: 'Limpieza de la prueba' }) });
    await page.context().close();
  });

  it('"Liberar sin cobro" is separate, asks a reason and frees the table', async () => {
    const page = await newPage(demo.browser, viewport);
    await openFloor(page);
    const table = await freeTable(baseUrl, demo.session);
    await placeTableOrder(baseUrl, demo.session.id_path, table.uuid, 1);
    await expect.poll(() => tableCard(page, table.numero).getAttribute('data-state'), { timeout: 15_000 }).toBe('ocupada');
    await tableCard(page, table.numero).getByTestId('open-table').click();
    await page.getByTestId('force-close-table').click();
    const confirm = page.getByTestId('confirm-release');
    await confirm.waitFor();
    expect(await confirm.isDisabled()).toBe(true);
    await checkRadio(page, 'El cliente se fue sin pagar');
    await shot(page, `release-${width}`);
    await confirm.click();
    await expect.poll(() => tableCard(page, table.numero).getAttribute('data-state'), { timeout: 15_000 }).toBe('libre');
    await page.context().close();
  });
});

describe('QR', () => {
  it('opens a table QR as an action and downloads the PDF sheet', async () => {
    const page = await newPage(demo.browser, DESKTOP);
    await openFloor(page);
    await page.getByTestId('table-qr-button').first().click();
    await page.getByTestId('table-qr').waitFor();
    await shot(page, 'qr-dialog-1280');
    await page.keyboard.press('Escape');
    const download = page.waitForEvent('download');
    await page.getByTestId('qr-sheet').click();
    expect((await download).suggestedFilename()).toBe('mesas-qr.pdf');
    await page.context().close();
  });
});
