// The bill ('cuenta') and the payment receipt really print (docs/counter.md): the panel in Chromium paired
// with the print agent, Printer1 a network printer emulator; a customer orders at a table, the cashier
// prints the bill, takes cash and prints the receipt — the emulator receives both tickets.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatMoney } from '@shared/money';
import type { LoginSession } from '@shared/types/account';
import { apiLogin, DESKTOP, launchBrowser, loginWithStorage, newPage } from '../support/browser';
import { flatText, startPrintingRig, type PrintingRig } from '../printing/harness';
import { freeTable, placeTableOrder, shot } from './support';

const baseUrl = inject('baseUrl');
const accounts = inject('accounts');

let browser: Browser;
let rig: PrintingRig;
let session: LoginSession;
beforeAll(async () => {
  rig = await startPrintingRig(new URL(baseUrl).origin);
  const settings = await rig.printing().getSettings();
  await rig.printing().saveSettings({ ...settings, Printer1: { ...settings.Printer1, printer: { kind: 'network', host: '127.0.0.1', port: rig.emulator.port }, autoPrint: 'disabled' } });
  browser = await launchBrowser();
  session = await apiLogin(baseUrl, accounts.demo);
});
afterAll(async () => {
  await browser?.close();
  await rig?.close();
});

const tableCard = (page: Page, numero: number) => page.locator(`[data-testid="table-card"][data-table-number="${numero}"]`);

describe('cuenta y recibo impresos', () => {
  it('prints the bill and the receipt of a table on the main printer', async () => {
    const page = await newPage(browser, DESKTOP);
    await loginWithStorage(page, baseUrl, accounts.demo, `/mesas${rig.agent().pairingFragment}`);
    await page.getByTestId('screen-tables').waitFor();
    const table = await freeTable(baseUrl, session);
    const placed = await placeTableOrder(baseUrl, session.id_path, table.uuid, 2, 'Mesa impresa');
    await expect.poll(() => tableCard(page, table.numero).getAttribute('data-state'), { timeout: 20_000 }).toBe('ocupada');
    await tableCard(page, table.numero).getByTestId('open-table').click();
    await page.getByTestId('table-bill').waitFor();

    const before = rig.emulator.jobs().length;
    await page.getByTestId('print-bill').click();
    const [bill] = (await rig.emulator.waitForJobs(before + 1, 30_000)).slice(before);
    expect(flatText(bill!)).toContain(formatMoney(placed.pedido.total));

    const received = Math.ceil((placed.pedido.total + 1) / 100) * 100;
    await page.getByLabel('Efectivo recibido').fill(String(received));
    await page.getByTestId('close-table').click();
    await page.getByTestId('print-receipt').click();
    const [receipt] = (await rig.emulator.waitForJobs(before + 2, 30_000)).slice(before + 1);
    expect(flatText(receipt!)).toContain(placed.pedido.folio);
    await shot(page, 'receipt-printed-1280');
    console.log(`[counter] cuenta impresa: ${flatText(bill!).slice(0, 300)}`);
    console.log(`[counter] recibo impreso: ${flatText(receipt!).slice(0, 300)}`);
    await page.context().close();
  });
});
