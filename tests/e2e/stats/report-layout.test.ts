// Reports at 1280 px with the demo taquería (issue #19 item 9): the widest report (Pedidos generados) scrolls
// inside its table, never the page, and its last column can be reached; the date range and the exported
// file's name end on today in the commerce's time zone (Mexico City), not the browser's or UTC's day.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { localDay } from '@shared/dates';
import { DESKTOP, expectScreen, launchBrowser, loginWithStorage } from '../support/browser';
import { shot } from '../support/shots';

const baseUrl = inject('baseUrl');
const accounts = inject('accounts');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('reports layout at 1280 px', () => {
  it('scrolls the orders report inside the table and names the export by the local today', async () => {
    // The browser runs in UTC: its "today" can be a day ahead of Mexico City's at night.
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'es-MX', timezoneId: 'UTC' });
    await context.route('**/v2/announcements**', (route) => route.fulfill({ json: { count: 0, results: [] } }));
    const utcPage = await context.newPage();
    utcPage.setDefaultTimeout(15_000);
    await loginWithStorage(utcPage, baseUrl, accounts.demo, '/estadisticas');
    await expectScreen(utcPage, 'stats', '/estadisticas');
    const table = utcPage.getByTestId('report-table');
    await table.locator('tbody tr.ant-table-row').first().waitFor();
    await utcPage.getByTestId('stats-reports').scrollIntoViewIfNeeded();
    await shot(utcPage, 'reporte-pedidos-1280');

    const pageOverflow = await utcPage.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(pageOverflow).toBeLessThanOrEqual(0);
    const scroller = table.locator('.ant-table-content, .ant-table-body').first();
    const widths = await scroller.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth, right: element.getBoundingClientRect().right }));
    expect(widths.right).toBeLessThanOrEqual(DESKTOP.width);
    // The last column is reachable by scrolling the table itself.
    await scroller.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    const lastHeader = table.locator('thead th').last();
    const box = await lastHeader.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x + box!.width).toBeLessThanOrEqual(widths.right + 1);
    await shot(utcPage, 'reporte-pedidos-scroll-1280');

    const today = localDay(new Date(), 'America/Mexico_City');
    const [download] = await Promise.all([utcPage.waitForEvent('download'), utcPage.getByTestId('report-export-csv').click()]);
    expect(download.suggestedFilename()).toBe(`pedidos-${today.slice(0, 8)}01_${today}.csv`);
    await context.close();
  });
});
