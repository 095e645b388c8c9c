// Esc on a dialog or drawer gives the focus back to what opened it, also for the ones that unmount as they
// close: a child route's drawer (cambiar-contrasena, tarifas/simulador), a record's form drawer (a new
// coupon), a form mounted only while open (a special day), the phone-order drawer and the order detail. Those left the focus on the page, and a
// keyboard or screen-reader user started again from the top (docs/accessibility.md, "Keyboard"). A screen that
// replaces the one whose button was pressed gives its heading the focus; a menu link keeps it. A select, a
// search box, a date range and a money field show the focus ring around their frame, not on the text input
// antd focuses inside it.
import type { Browser, Locator, Page } from 'playwright-core';
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

describe('focus after a route change', () => {
  it("a screen that replaces the one whose button was pressed takes the focus at its heading, going and coming back", async () => {
    await navigate(page, '/menu/productos');
    const newProduct = page.getByRole('button', { name: 'Nuevo producto' });
    // Disabled until the categories are in (a product needs one); focus() on a disabled button does nothing.
    await expect.poll(() => newProduct.isEnabled()).toBe(true);
    await newProduct.focus();
    expect(await focused(page)).toBe('button «Nuevo producto»');
    await page.keyboard.press('Enter');
    await page.getByTestId('screen-new-product').waitFor();
    await expect.poll(() => focused(page)).toBe('h3 «Nuevo producto»');
    // The next Tab goes on inside the new screen, not from the top of the page.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="screen-new-product"]')))).toBe(true);

    await page.getByTestId('screen-new-product').getByRole('button', { name: 'Volver' }).focus();
    await page.keyboard.press('Enter');
    await newProduct.waitFor();
    await expect.poll(() => focused(page)).toBe('h2 «Menú»');
  });

  it('a link of the side menu keeps the focus on itself', async () => {
    await navigate(page, '/control-pedidos');
    const link = page.getByTestId('nav-clientes');
    await link.focus();
    const before = await focused(page);
    await page.keyboard.press('Enter');
    await page.getByTestId('screen-clients').waitFor();
    // Three frames: the shell looks for a heading two frames after the route changes.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(resolve)))));
    expect(await focused(page)).toBe(before);
  });
});

describe('focus ring', () => {
  it('rings the whole frame of a select, a search box, a date range and a money field, not the input inside it', async () => {
    const ring = (input: Locator, frame: string) => () =>
      input.evaluate((element, selector) => ({ frame: getComputedStyle(element.closest(selector)!).outline, input: getComputedStyle(element).outlineStyle }), frame);
    const RING = { frame: 'rgb(180, 83, 9) solid 3px', input: 'none' };
    // antd's frames animate every property (transition: all): each poll waits until the ring has grown in.
    await navigate(page, '/historial-pedidos');
    const status = page.getByRole('combobox', { name: 'Estatus' });
    await status.focus();
    await expect.poll(ring(status, '.ant-select')).toEqual(RING);
    const search = page.getByLabel('Buscar pedidos');
    await search.focus();
    await expect.poll(ring(search, '.ant-input-affix-wrapper')).toEqual(RING);
    const from = page.getByRole('textbox', { name: 'Rango de fechas' }).first();
    await from.focus();
    await expect.poll(ring(from, '.ant-picker')).toEqual(RING);
    await page.keyboard.press('Escape');

    await navigate(page, '/menu/productos/nuevo-producto');
    const price = page.locator('#campo-precio');
    await price.focus();
    await expect.poll(ring(price, '.ant-input-number')).toEqual(RING);
  });
});
