// The public menu in real Chromium (docs/public-menu.md): the menu is on screen from the HTML alone, the
// script takes it over without moving anything, and a send that fails offers «Reintentar», which sends it.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiLogin, launchBrowser, MOBILE, newPage } from '../support/browser';
import { checkoutWithOneProduct } from '../support/public-menu';

const baseUrl = inject('baseUrl');
const accounts = inject('accounts');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('public menu first paint', () => {
  it('shows the menu without JavaScript, and hydrates it with no layout shift', async () => {
    const { id_path: idPath } = await apiLogin(baseUrl, accounts.demo);
    const noScript = await browser.newContext({ viewport: MOBILE, javaScriptEnabled: false });
    const bare = await noScript.newPage();
    await bare.goto(`${baseUrl}/m/${idPath}`);
    expect(await bare.locator('h1').textContent()).toBe('Taquería El Buen Taco');
    expect(await bare.getByTestId('public-product').count()).toBeGreaterThan(5);
    await noScript.close();

    const page = await newPage(browser, MOBILE);
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { __shifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${baseUrl}/m/${idPath}`, { waitUntil: 'networkidle' });
    // Hydrated: a tap opens the product sheet.
    await page.getByTestId('public-product').first().click();
    await page.getByTestId('product-sheet').waitFor();
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.05);
    await page.context().close();
  });

  it('offers «Reintentar» when the send fails, and sends the order with it', async () => {
    const { id_path: idPath } = await apiLogin(baseUrl, accounts.demo);
    const page = await newPage(browser, MOBILE);
    await checkoutWithOneProduct(page, baseUrl, idPath);
    await page.getByText('Pasar a recoger', { exact: true }).click();
    await page.getByLabel('Nombre').fill('Cliente Reintento');
    await page.getByLabel('Número celular').fill('9931112233');
    const cash = page.getByLabel('Efectivo');
    if (!(await cash.isChecked())) await cash.check();
    // The first send never reaches the server (the phone lost its signal).
    let dropped = 0;
    await page.route('**/v1/public/comercio/*/pedido', async (route) => {
      if (route.request().method() === 'POST' && dropped === 0) {
        dropped += 1;
        return route.abort('internetdisconnected');
      }
      return route.fallback();
    });
    await page.getByTestId('place-order').click();
    await page.getByTestId('checkout-error').getByText('No pudimos conectarnos', { exact: false }).waitFor();
    await page.getByTestId('checkout-retry').click();
    await page.getByTestId('order-status-link').waitFor();
    expect(dropped).toBe(1);
    await page.context().close();
  });
});
