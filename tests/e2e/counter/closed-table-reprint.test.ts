// Issue 51, tables: once a table is paid and closed, its bill («Imprimir cuenta») and its receipt can be
// printed again — from the table's record on Mis mesas and from the order's detail in the history — and
// each copy says «COPIA» on its first line (docs/counter.md, "Closed tables"). The panel in Chromium
// paired with the print agent, Printer1 a network printer emulator.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatMoney } from '@shared/money';
import type { LoginSession } from '@shared/types/account';
import type { OrderDetail } from '@shared/types/order';
import type { ClosedTableBill } from '@shared/types/tables';
import type { EmulatorJob } from '../../../scripts/printer-emulator/emulator';
import { apiLogin, DESKTOP, launchBrowser, loginWithStorage, MOBILE, newPage } from '../support/browser';
import { flatText, startPrintingRig, type PrintingRig } from '../printing/harness';
import { freeTable, placeTableOrder, privateHeaders, shot } from './support';

const baseUrl = inject('baseUrl');
const accounts = inject('accounts');

let browser: Browser;
let rig: PrintingRig;
let session: LoginSession;
let paid: { tableNumber: number; order: OrderDetail; bill: ClosedTableBill };

/** A customer orders at a free table and the table is paid half cash, half card (through the API). */
async function paidTable(): Promise<typeof paid> {
  const table = await freeTable(baseUrl, session);
  const order = await placeTableOrder(baseUrl, session.id_path, table.uuid, 2, 'Mesa ya cerrada');
  const total = order.pedido.total;
  const cash = Math.round((total / 2) * 100) / 100;
  const card = Math.round((total - cash) * 100) / 100;
  const response = await fetch(`${baseUrl}/v1/mesas/${table.uuid}/cobrar`, {
    method: 'POST',
    headers: privateHeaders(session),
    body: JSON.stringify({ pagos: [{ metodo: 'efectivo', monto: cash }, { metodo: 'tarjeta', monto: card }], propina: 0, efectivo_recibido: Math.ceil(cash / 100) * 100 }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const bills = await fetch(`${baseUrl}/v1/mesas/cuentas-cerradas?pedido=${order.pedido.id}`, { headers: privateHeaders(session) });
  const [bill] = ((await bills.json()) as { cuentas: ClosedTableBill[] }).cuentas;
  return { tableNumber: table.numero, order, bill: bill! };
}

beforeAll(async () => {
  rig = await startPrintingRig(new URL(baseUrl).origin);
  const settings = await rig.printing().getSettings();
  await rig.printing().saveSettings({ ...settings, Printer1: { ...settings.Printer1, printer: { kind: 'network', host: '127.0.0.1', port: rig.emulator.port }, autoPrint: 'disabled' } });
  browser = await launchBrowser();
  session = await apiLogin(baseUrl, accounts.demo);
  paid = await paidTable();
});
afterAll(async () => {
  await browser?.close();
  await rig?.close();
});

/** Clicks `button` and answers the ticket the emulator receives next. */
async function printed(button: ReturnType<Page['getByTestId']>): Promise<string> {
  const before = rig.emulator.jobs().length;
  await button.click();
  const [job] = (await rig.emulator.waitForJobs(before + 1, 30_000)).slice(before) as EmulatorJob[];
  return flatText(job!);
}

/** Both copies from one closed bill card: the bill and the receipt, each marked «COPIA» first. */
async function reprintBoth(card: ReturnType<Page['getByTestId']>): Promise<void> {
  const bill = await printed(card.getByTestId('reprint-bill'));
  expect(bill.trimStart().startsWith('COPIA'), bill.slice(0, 80)).toBe(true);
  expect(bill).toContain('CUENTA');
  expect(bill).toContain(`Mesa: ${paid.tableNumber}`);
  expect(bill).toContain(formatMoney(paid.order.pedido.total));

  const receipt = await printed(card.getByTestId('reprint-receipt'));
  expect(receipt.trimStart().startsWith('COPIA'), receipt.slice(0, 80)).toBe(true);
  expect(receipt).toContain('COMPROBANTE DE PAGO');
  expect(receipt).toContain(paid.order.pedido.folio);
  for (const part of paid.bill.pago.pagos) expect(receipt).toContain(formatMoney(part.monto));
  expect(receipt).toContain('Efectivo');
  expect(receipt).toContain('Tarjeta');
}

describe('cuentas de mesas cerradas', () => {
  it('from the table’s record on Mis mesas: the closed bill and receipt print again as «COPIA»', async () => {
    for (const viewport of [DESKTOP, MOBILE]) {
      const page = await newPage(browser, viewport);
      await loginWithStorage(page, baseUrl, accounts.demo, `/mesas${rig.agent().pairingFragment}`);
      const tableCard = page.locator(`[data-testid="table-card"][data-table-number="${paid.tableNumber}"]`);
      // Another test may have seated someone at this table since: its record opens either way.
      await tableCard.locator('[data-testid="table-record"], [data-testid="open-table"]').first().click();
      const card = page.getByTestId('closed-bills').locator(`[data-testid="closed-bill"][data-payment-id="${paid.bill.pago.id}"]`);
      await card.waitFor({ timeout: 20_000 });
      await expect(card.textContent()).resolves.toContain(`Pedido ${paid.order.pedido.folio}`);
      await expect(card.textContent()).resolves.toContain('Efectivo + Tarjeta');
      await card.scrollIntoViewIfNeeded();
      await shot(page, `h51-table-record-${viewport.width}`);
      if (viewport === DESKTOP) await reprintBoth(card);
      await page.context().close();
    }
  });

  it('from the order’s detail in the history: the table’s bill and receipt print again as «COPIA»', async () => {
    for (const viewport of [DESKTOP, MOBILE]) {
      const page = await newPage(browser, viewport);
      await loginWithStorage(page, baseUrl, accounts.demo, `/historial-pedidos/detalle/${paid.order.pedido.id}${rig.agent().pairingFragment}`);
      const detail = page.getByTestId('screen-order-history-detail');
      const card = detail.getByTestId('closed-bill');
      await card.waitFor({ timeout: 20_000 });
      await expect(card.getAttribute('data-payment-id')).resolves.toBe(paid.bill.pago.id);
      await card.scrollIntoViewIfNeeded();
      await shot(page, `h51-history-detail-${viewport.width}`);
      if (viewport === DESKTOP) await reprintBoth(card);
      await page.context().close();
    }
  });

  it('an order not paid at a table shows no table bill in its detail', async () => {
    const page = await newPage(browser, DESKTOP);
    const response = await fetch(`${baseUrl}/v1/pedidos/historial?pageSize=50`, { headers: privateHeaders(session) });
    const rows = ((await response.json()) as { rows?: { id: string; metodo_entrega: string }[] }).rows ?? [];
    const delivery = rows.find((row) => row.metodo_entrega === 'delivery');
    expect(delivery, 'the demo history has delivery orders').toBeDefined();
    await loginWithStorage(page, baseUrl, accounts.demo, `/historial-pedidos/detalle/${delivery!.id}`);
    await page.getByTestId('screen-order-history-detail').getByTestId('reprint-order').waitFor({ timeout: 20_000 });
    await expect(page.getByTestId('closed-bill').count()).resolves.toBe(0);
    await page.context().close();
  });
});
