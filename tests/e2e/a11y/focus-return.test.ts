// Esc on a dialog or drawer gives the focus back to what opened it, also for the ones that unmount as they
// close: a child route's drawer (cambiar-contrasena, tarifas/simulador), a record's form drawer (a new
// coupon), a form mounted only while open (a special day), the phone-order drawer and the order detail. Those left the focus on the page, and a
// keyboard or screen-reader user started again from the top (docs/accessibility.md, "Keyboard").
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, dismissDialogs, launchBrowser, loginWithStorage, navigate, newPage } from '../support/browser';

const baseUrl = inject('baseUrl');
const accounts = inject('accounts');

let browser: Browser;
// One signed-in page for every case (each case starts on its own screen): a login per case cost a second.
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser, DESKTOP);
  await loginWithStorage(page, baseUrl, accounts.demo, '/control-pedidos');
  await page.getByTestId('screen-orders').waitFor();
  await dismissDialogs(page);
});
afterAll(async () => {
  await browser?.close();
});

/** What has the focus: its test id, or its tag and text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'la página';
    return active.getAttribute('data-testid') ?? active.getAttribute('aria-label') ?? `${active.tagName.toLowerCase()} «${active.textContent?.trim() ?? ''}»`;
  });

describe('focus back to the opener', () => {
  it.each([
    { name: 'a child route drawer', path: '/datos-del-comercio', opener: (page: Page) => page.getByRole('link', { name: 'Cambiar contraseña' }) },
    { name: 'the delivery-fee simulator drawer', path: '/tarifas', opener: (page: Page) => page.getByRole('link', { name: 'Simulador de envío' }) },
    { name: "a coupon's form drawer", path: '/cupones', opener: (page: Page) => page.getByTestId('new-coupon') },
    { name: 'the special-day form', path: '/horarios', opener: (page: Page) => page.getByTestId('special-day-add') },
    { name: 'the phone-order drawer', path: '/control-pedidos', opener: (page: Page) => page.getByTestId('register-order-button') },
    { name: "a history row's order detail", path: '/historial-pedidos', opener: (page: Page) => page.getByRole('button', { name: /^Ver pedido / }).first() },
  ])('Esc on $name gives the focus back to the control that opened it', async ({ path, opener }) => {
    await navigate(page, path);
    const control = opener(page);
    await control.focus();
    const before = await focused(page);
    expect(before).not.toBe('la página');
    await page.keyboard.press('Enter');
    // Open: the dialog or drawer holds the focus.
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('.ant-drawer, .ant-modal-wrap')))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => focused(page)).toBe(before);
  });
});
