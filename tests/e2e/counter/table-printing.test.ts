// The bill ('cuenta') and the payment receipt really print (docs/counter.md): the panel in Chromium paired
// with the print agent, Printer1 a network printer emulator; a customer orders at a table, the cashier
// prints the bill, takes cash and prints the receipt — the emulator receives both tickets. A bill split
// between cash and card prints each method on the receipt; the cash close prints on the thermal printer.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatMoney } from '@shared/money';
import type { LoginSession } from '@shared/types/account';
import { apiLogin, DESKTOP, launchBrowser, loginWithStorage, newPage } from '../support/browser';
import { flatText, startPrintingRig, type PrintingRig } from '../printing/harness';
import type { CashShift } from '@shared/counter';
import { freeTable, placeTableOrder, privateHeaders, shot } from './support';

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

  it('prints a mixed payment receipt with each method and its amount', async () => {
    const page = await newPage(browser, DESKTOP);
    await loginWithStorage(page, baseUrl, accounts.demo, `/mesas${rig.agent().pairingFragment}`);
    await page.getByTestId('screen-tables').waitFor();
    const table = await freeTable(baseUrl, session);
    await placeTableOrder(baseUrl, session.id_path, table.uuid, 2, 'Mesa mixta');
    await expect.poll(() => tableCard(page, table.numero).getAttribute('data-state'), { timeout: 20_000 }).toBe('ocupada');
    await tableCard(page, table.numero).getByTestId('open-table').click();
    await page.getByTestId('table-bill').waitFor();
    // Two guests, even split: one pays cash, the other by card.
    await page.getByTestId('payment-form').getByText('Iguales').click();
    await page.getByTestId('payment-part').nth(1).getByText('Tarjeta').click();
    const cashPart = (await page.getByTestId('part-amount').first().textContent()) ?? '';
    const cardPart = (await page.getByTestId('part-amount').nth(1).textContent()) ?? '';
    await page.getByLabel('Efectivo recibido').fill('500');
    await page.getByTestId('close-table').click();
    const before = rig.emulator.jobs().length;
    await page.getByTestId('print-receipt').click();
    const [receipt] = (await rig.emulator.waitForJobs(before + 1, 30_000)).slice(before);
    const text = flatText(receipt!);
    expect(text).toContain('Pagos');
    for (const word of ['Efectivo', 'Tarjeta', cashPart, cardPart]) expect(text).toContain(word);
    await shot(page, 'receipt-mixed-1280');
    console.log(`[counter] recibo mixto: ${text.slice(0, 400)}`);
    await page.context().close();
  });

  it('prints the cash close (corte de caja) on the thermal printer, not the system dialog', async () => {
    const current = async () => ((await (await fetch(`${baseUrl}/v1/caja/turno-actual`, { headers: privateHeaders(session) })).json()) as { turno: CashShift | null }).turno;
    // Other files of this worker use the same demo commerce and may leave a shift open: use it, or open one.
    const opened = !(await current());
    if (opened) {
      const response = await fetch(`${baseUrl}/v1/caja/turnos`, { method: 'POST', headers: privateHeaders(session), body: JSON.stringify({ fondo_inicial: 300 }) });
      expect(response.status).toBe(201);
    }
    const page = await newPage(browser, DESKTOP);
    try {
      await loginWithStorage(page, baseUrl, accounts.demo, `/caja${rig.agent().pairingFragment}`);
      // The open shift prints a partial close.
      const openCard = page.getByTestId('open-shift-card');
      await openCard.waitFor();
      let before = rig.emulator.jobs().length;
      await openCard.getByTestId('print-shift').click();
      const [partial] = (await rig.emulator.waitForJobs(before + 1, 30_000)).slice(before);
      expect(flatText(partial!)).toContain('CORTE PARCIAL (turno abierto)');
      expect(flatText(partial!)).toContain('Efectivo esperado');
      await shot(page, 'cash-printed-1280');
      // Close it, whoever opened it, so the list of past shifts has one to print.
      const shift = (await current())!;
      const closing = await fetch(`${baseUrl}/v1/caja/turnos/${shift.id}/cerrar`, { method: 'POST', headers: privateHeaders(session), body: JSON.stringify({ efectivo_contado: shift.resumen.efectivo_esperado }) });
      expect(closing.status, await closing.clone().text()).toBe(200);
      await page.reload();
      // A closed shift from the list prints the close itself.
      await page.getByTestId('past-shifts').locator('.ant-collapse-header').first().click();
      before = rig.emulator.jobs().length;
      await page.getByTestId('past-shifts').getByTestId('print-shift').first().click();
      const [closed] = (await rig.emulator.waitForJobs(before + 1, 30_000)).slice(before);
      const text = flatText(closed!);
      expect(text).toContain('CORTE DE CAJA');
      expect(text).toContain('Efectivo contado');
      expect(await page.getByTestId('shift-print-frame').count()).toBe(0);
      console.log(`[counter] corte impreso: ${text.slice(0, 300)}`);
    } finally {
      const shift = await current();
      if (opened && shift) await fetch(`${baseUrl}/v1/caja/turnos/${shift.id}/cerrar`, { method: 'POST', headers: privateHeaders(session), body: JSON.stringify({ efectivo_contado: shift.resumen.efectivo_esperado }) });
      await page.context().close();
    }
  });
});
