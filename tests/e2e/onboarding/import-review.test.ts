// The import review (issue #19 item 10) at 1280 and 390 px with the demo taquería: no column stays fixed over the
// warnings (the table scrolls by itself, the page does not), and a long product name wraps instead of being cut.
// Nothing is created: the review is left without confirming.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectScreen, launchBrowser, loginWithStorage, MOBILE, newPage } from '../support/browser';
import { shot } from '../support/shots';

const baseUrl = inject('baseUrl');
const accounts = inject('accounts');

const LONG_NAME = 'Torta cubana especial de la casa con milanesa, pierna, salchicha, queso amarillo y quesillo';
const MENU = `TORTAS\n${LONG_NAME} $145\nTorta de jamón $60\nTorta gigante $9500\n`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each([
  { name: '1280', viewport: DESKTOP },
  { name: '390', viewport: MOBILE },
])('import review at $name px', ({ name, viewport }) => {
  it('shows every warning uncovered and the whole long name', async () => {
    const page = await newPage(browser, viewport);
    await loginWithStorage(page, baseUrl, accounts.demo, '/menu/productos/procesar-menu');
    await expectScreen(page, 'menu-uploader', '/menu/productos/procesar-menu');
    await page.locator('input[type=file]').setInputFiles({ name: 'menu.txt', mimeType: 'text/plain', buffer: Buffer.from(MENU, 'utf8') });
    const review = page.getByTestId('import-review');
    const rows = review.getByTestId('import-row');
    await expect.poll(() => rows.count()).toBe(3);
    expect(await page.locator('.ant-table-cell-fix-right, .ant-table-cell-fix-left').count()).toBe(0);

    // The long name is all there and its box is tall enough to show it (it wraps, no hidden overflow).
    const name_ = rows.nth(0).getByLabel('Nombre');
    expect(await name_.inputValue()).toBe(LONG_NAME);
    const box = await name_.evaluate((element) => ({ scroll: element.scrollHeight, client: element.clientHeight }));
    expect(box.scroll).toBeLessThanOrEqual(box.client + 1);

    // The warning of the row with an unusual price is reachable by scrolling the table, and nothing sits over it.
    const warning = rows.nth(2).locator('.ant-tag-orange').first();
    await warning.scrollIntoViewIfNeeded();
    const covered = await warning.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return !(top && (element === top || element.contains(top)));
    });
    expect(covered).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    if (viewport === MOBILE) {
      // On a phone every field of a row is in view without scrolling sideways: price and «Agotado» included.
      for (const control of [rows.nth(0).getByLabel('Precio', { exact: true }), rows.nth(0).getByRole('checkbox')]) {
        const right = await control.evaluate((element) => element.getBoundingClientRect().right);
        expect(right).toBeLessThanOrEqual(MOBILE.width);
      }
      expect(await review.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    }
    await shot(page, `importar-avisos-${name}`);
    await page.context().close();
  });
});
