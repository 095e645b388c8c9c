// The public menu in real Chromium (docs/public-menu.md): the menu is on screen from the HTML alone, the
// script takes it over without moving anything. A send that fails is checkout-retry.test.ts's.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiLogin, launchBrowser, MOBILE, newPage } from '../support/browser';

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
});
