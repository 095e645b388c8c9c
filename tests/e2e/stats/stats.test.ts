// Estadísticas in real Chromium against the real server with the demo taquería (90 days of orders):
// the 'Mes' KPIs are non-zero and equal the API's figures, the charts render, and a report downloads as
// CSV with its header and totals row. Set E2E_SHOTS_DIR to keep screenshots at 1280 and 390 px.
import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatMoney } from '@shared/money';
import { formatCount } from '@shared/count';
import { apiLogin, DESKTOP, expectScreen, loginWithStorage, MOBILE, newPage } from '../support/browser';
import { shot } from '../support/shots';

const baseUrl = inject('baseUrl');
const accounts = inject('accounts');

let browser: Browser;
beforeAll(async () => {
  const { launchBrowser } = await import('../support/browser');
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});


describe('estadisticas', () => {
  it("shows non-zero 'Mes' KPIs equal to the API, charts, and exports a report as CSV", async () => {
    const session = await apiLogin(baseUrl, accounts.demo);
    const response = await fetch(`${baseUrl}/v1/estadisticas?periodo=mes`, { headers: { authorization: `Bearer ${session.token}`, id_comercio: session.id_comercio } });
    const month = (await response.json()) as { ventas: number; pedidos: number; ticket_promedio: number };
    expect(month.pedidos).toBeGreaterThan(0);

    const page = await newPage(browser, DESKTOP);
    await loginWithStorage(page, baseUrl, accounts.demo, '/estadisticas');
    await expectScreen(page, 'stats', '/estadisticas');
    await page.getByTestId('stats-period').getByText('Mes', { exact: true }).click();
    const ventas = page.getByTestId('kpi-ventas');
    await ventas.getByText(formatMoney(month.ventas)).waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('kpi-pedidos').innerText()).toContain(formatCount(month.pedidos)); // '1,040' once the worker's server passes 1,000 orders
    expect(await page.getByTestId('kpi-ticket').innerText()).toContain(formatMoney(month.ticket_promedio));
    expect(month.ventas).toBeGreaterThan(0);
    await page.getByTestId('chart-by-day').locator('.recharts-bar-rectangle').first().waitFor();
    await page.getByTestId('top-products').locator('tbody tr.ant-table-row').first().waitFor();
    await shot(page, 'estadisticas-1280');

    await page.getByTestId('report-tab-corte-caja').click();
    await page.getByTestId('report-totals').getByText('Total').waitFor();
    await page.getByTestId('stats-reports').scrollIntoViewIfNeeded();
    await shot(page, 'reporte-corte-1280');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-export-csv').click()]);
    expect(download.suggestedFilename()).toMatch(/^corte-caja-\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('"Método de pago","Pedidos","Ventas","Propinas","Envíos","Cambio entregado"');
    expect(lines.at(-1)).toMatch(/^"Total","\d+","\d+\.\d{2}"/);
    await page.close();
  });

  it('fits a 390 px phone', async () => {
    const page = await newPage(browser, MOBILE);
    await loginWithStorage(page, baseUrl, accounts.demo, '/estadisticas');
    await expectScreen(page, 'stats', '/estadisticas');
    await page.getByTestId('stats-period').getByText('Mes', { exact: true }).click();
    await page.getByTestId('chart-by-day').locator('.recharts-bar-rectangle').first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, 'estadisticas-390');
    await page.getByTestId('stats-reports').scrollIntoViewIfNeeded();
    await shot(page, 'reportes-390');
    await page.close();
  });
});
