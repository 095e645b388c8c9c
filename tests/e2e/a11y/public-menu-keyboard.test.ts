// The public menu for a customer without a mouse (and for a screen reader): a product with options whose
// min/max rules are announced, the cart and the checkout, all by keyboard, focus kept inside the product sheet
// and returned to the product after it closes; axe finds nothing serious at 390 and 1280 px; at 200 % zoom
// (a 1280 px window shows 640 CSS px) no step scrolls sideways.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { LoginSession } from '@shared/types/account';
import { DESKTOP, MOBILE, apiLogin, launchBrowser } from '../support/browser';
import { shot } from '../support/shots';
import { axeFindings, countNodes, describeFindings } from './axe';

const baseUrl = inject('baseUrl');
const accounts = inject('accounts');
const PRODUCT = 'Tacos al pastor';

let browser: Browser;
let session: LoginSession;
const failures: string[] = [];
const counts: Record<string, number> = {};

async function check(page: Page, name: string): Promise<void> {
  const findings = await axeFindings(page);
  counts[name] = countNodes(findings);
  failures.push(...describeFindings(name, findings));
}

async function menuPage(viewport: { width: number; height: number }, deviceScaleFactor = 1): Promise<Page> {
  const context = await browser.newContext({ viewport, deviceScaleFactor, locale: 'es-MX', timezoneId: 'America/Mexico_City' });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(`${baseUrl}/m/${session.id_path}`);
  await page.getByTestId('public-menu').waitFor();
  return page;
}

/** What the keyboard focus is on: its accessible text, test id and whether it sits in the product sheet. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      testId: element?.getAttribute('data-testid') ?? null,
      text: `${element?.getAttribute('aria-label') ?? ''} ${element?.closest('label')?.textContent ?? ''} ${element?.textContent ?? ''}`.trim(),
      inSheet: Boolean(element?.closest('[data-testid="product-sheet"]')),
      type: element instanceof HTMLInputElement ? element.type : element?.tagName.toLowerCase(),
      name: element?.getAttribute('name') ?? null,
      checked: element instanceof HTMLInputElement ? element.checked : null,
    };
  });

/** Presses Tab until the focus lands on what `matches` accepts (a customer tabbing through the page). */
async function tabTo(page: Page, matches: (f: Awaited<ReturnType<typeof focused>>) => boolean, what: string, limit = 120): Promise<void> {
  for (let step = 0; step < limit; step++) {
    await page.keyboard.press('Tab');
    if (matches(await focused(page))) return;
  }
  throw new Error(`Tab nunca llegó a ${what}`);
}

/** The page never needs a sideways scroll (WCAG 1.4.10 reflow). */
const overflowsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

beforeAll(async () => {
  browser = await launchBrowser();
  session = await apiLogin(baseUrl, accounts.demo);
  // The journey needs the demo commerce open for orders (other suites may toggle it).
  await fetch(`${baseUrl}/v1/comercio`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${session.token}`, id_comercio: session.id_comercio, 'content-type': 'application/json' },
    body: JSON.stringify({ servicio_activo: true }),
  });
});
afterAll(async () => {
  console.log('axe menú público:', JSON.stringify(counts));
  await browser?.close();
});

describe('public menu by keyboard', () => {
  it('orders a product with required and optional options, from menu to confirmation, keyboard only', { timeout: 300_000 }, async () => {
    const page = await menuPage(MOBILE);
    await check(page, 'menú @390');

    // Tab to the product and open it with Enter; the sheet is a named dialog with the focus inside.
    await tabTo(page, (f) => f.testId === 'public-product' && f.text.startsWith(PRODUCT), PRODUCT);
    await shot(page, 'a11y-public-focus-product-390');
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: PRODUCT });
    await sheet.waitFor();
    expect((await focused(page)).inSheet).toBe(true);

    // Each group of options says its rule in its name, so a screen reader reads it before the options.
    await sheet.getByRole('group', { name: /Tipo de tortilla.*Elige 1/ }).waitFor();
    await sheet.getByRole('group', { name: /Salsas.*Hasta 3/ }).waitFor();
    await check(page, 'ficha de producto @390');

    // An optional salsa, ticked with Space; then the required tortilla, picked among its radios with Space.
    await tabTo(page, (f) => f.type === 'checkbox', 'una salsa', 40);
    await page.keyboard.press('Space');
    expect((await focused(page)).checked).toBe(true);
    // The group's name now counts the choice against its maximum.
    await sheet.getByRole('group', { name: /Salsas.*1 de 3/ }).waitFor();
    await tabTo(page, (f) => f.type === 'radio' && /Harina|Maíz/i.test(f.text), 'el tipo de tortilla', 40);
    await page.keyboard.press('Space');
    expect((await focused(page)).checked).toBe(true);

    // The focus never leaves the open sheet: Tab cycles inside it.
    for (let step = 0; step < 30; step++) {
      await page.keyboard.press('Tab');
      expect((await focused(page)).inSheet).toBe(true);
    }
    await tabTo(page, (f) => f.testId === 'add-to-cart', 'Agregar', 40);
    await shot(page, 'a11y-public-focus-add-390');
    await page.keyboard.press('Enter');
    await sheet.waitFor({ state: 'detached' });
    // Back on the product it came from.
    const back = await focused(page);
    expect(back.testId).toBe('public-product');
    expect(back.text.startsWith(PRODUCT)).toBe(true);

    // Cart: from the cart bar by keyboard.
    await tabTo(page, (f) => f.testId === 'open-cart', 'Ver carrito');
    await page.keyboard.press('Enter');
    await page.getByTestId('public-cart').waitFor();
    await page.getByTestId('cart-line').filter({ hasText: PRODUCT }).waitFor();
    await check(page, 'carrito @390');
    await tabTo(page, (f) => f.testId === 'go-checkout', 'Continuar', 30);
    await page.keyboard.press('Enter');
    await page.getByTestId('public-checkout').waitFor();
    await check(page, 'pago @390');

    // Checkout: delivery type with the arrows, name and phone typed, cash picked, sent with Enter.
    // Tab enters the radio group on the chosen type; the arrows move and choose.
    await tabTo(page, (f) => f.name === 'metodo_entrega', 'el tipo de entrega', 10);
    for (let step = 0; step < 3 && !(await focused(page)).text.includes('Pasar a recoger'); step++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    expect(await page.getByRole('radio', { name: 'Pasar a recoger' }).isChecked()).toBe(true);
    await tabTo(page, (f) => f.text.startsWith('Nombre'), 'Nombre', 10);
    await page.keyboard.type('Cliente Teclado');
    await tabTo(page, (f) => f.text.startsWith('Número celular'), 'Número celular', 5);
    await page.keyboard.type('9931112233');
    await tabTo(page, (f) => f.type === 'radio' && f.text.includes('Efectivo'), 'Efectivo', 20);
    await page.keyboard.press('Space');
    expect(await page.getByRole('radio', { name: 'Efectivo' }).isChecked()).toBe(true);
    await tabTo(page, (f) => f.testId === 'place-order', 'Enviar pedido', 40);
    await shot(page, 'a11y-public-focus-send-390');
    await page.keyboard.press('Enter');
    await page.getByTestId('order-confirmation').waitFor();
    // The confirmation takes the focus, so a screen reader reads it at once.
    await expect.poll(async () => (await focused(page)).text).toContain('Pedido recibido');
    await check(page, 'confirmación @390');
    await page.context().close();
    expect(failures).toEqual([]);
  });

  it('reads well at 1280 px and reflows at 200 % zoom without sideways scroll', { timeout: 300_000 }, async () => {
    const desktop = await menuPage(DESKTOP);
    await check(desktop, 'menú @1280');
    await desktop.getByTestId('public-product').filter({ hasText: PRODUCT }).first().focus();
    await desktop.keyboard.press('Enter');
    await desktop.getByTestId('product-sheet').waitFor();
    await check(desktop, 'ficha de producto @1280');
    await shot(desktop, 'a11y-public-sheet-1280');
    await desktop.context().close();

    // 200 % zoom of a 1280 px window: 640 CSS px at twice the pixel density.
    const zoomed = await menuPage({ width: 640, height: 400 }, 2);
    const sideways: string[] = [];
    if (await overflowsSideways(zoomed)) sideways.push('menú');
    await zoomed.getByTestId('public-product').filter({ hasText: PRODUCT }).first().click();
    const sheet = zoomed.getByTestId('product-sheet');
    await sheet.waitFor();
    if (await overflowsSideways(zoomed)) sideways.push('ficha');
    await sheet.getByRole('group', { name: /Tipo de tortilla/ }).getByRole('radio').first().check();
    await zoomed.getByTestId('add-to-cart').click();
    await zoomed.getByTestId('open-cart').click();
    await zoomed.getByTestId('public-cart').waitFor();
    if (await overflowsSideways(zoomed)) sideways.push('carrito');
    await zoomed.getByTestId('go-checkout').click();
    await zoomed.getByTestId('public-checkout').waitFor();
    if (await overflowsSideways(zoomed)) sideways.push('pago');
    await shot(zoomed, 'a11y-public-checkout-zoom200', true);
    await check(zoomed, 'pago @200%');
    await zoomed.context().close();
    expect(sideways).toEqual([]);
    expect(failures).toEqual([]);
  });
});
