// Phone orders that survive (docs/counter.md), in real Chromium at 1280 and 390 px: a half-typed order
// survives Esc (the panel asks first) and a reload (per-user draft); fields carry visible labels; the
// drawer fits 390 px, with its choices and send button whole at 360 px too; a known phone fills the name
// and last address; the order is born accepted with the chosen prep time.
import type { Page, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEV_API_KEY } from '../../../server/src/config';
import { DESKTOP, loginWithStorage, MOBILE, newPage, useBrowserAndDemoSession } from '../support/browser';
import { clippedTexts } from '../support/layout';
import { privateHeaders, shot } from './support';

const baseUrl = inject('baseUrl');
const accounts = inject('accounts');

const demo = useBrowserAndDemoSession();

async function openRegister(page: Page): Promise<void> {
  await loginWithStorage(page, baseUrl, accounts.demo, '/control-pedidos/registrar-pedido');
  await page.getByTestId('screen-register-order').waitFor();
  await page.getByTestId('menu-product').first().waitFor();
}

/** The drawer's choices (delivery method, preparation time) and send button whose text does not show whole. */
const clippedChoices = (page: Page) => clippedTexts(page, '.ant-drawer-body :is(.ant-radio-button-wrapper, .ant-segmented-item-label, [data-testid="register-submit"])');

/** Holds the panel's menu request (the commerce's settings come with it) until the returned function is called. */
async function holdMenu(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let holding = true;
  await page.route(/\/v1\/public\/comercio\/[^/]+\/menu$/, (route) => {
    if (holding) held.push(route);
    else void route.continue();
  });
  return async () => {
    holding = false;
    await Promise.all(held.map((route) => route.continue()));
  };
}

/** Adds the first product of the menu, choosing the required tortilla when the demo product asks for it. */
async function addProduct(page: Page): Promise<void> {
  const product = page.getByTestId('menu-product').first();
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);
  await product.click();
  const add = page.getByTestId('add-to-order');
  await add.waitFor();
  // Esc closes the picker and gives the focus back to the product's button (it used to fall to the page).
  await page.keyboard.press('Escape');
  await add.waitFor({ state: 'hidden' });
  await expect.poll(focused).toBe('menu-product');
  await product.click();
  await add.waitFor();
  const tortilla = page.getByRole('checkbox', { name: 'Maíz' });
  if (await tortilla.count()) await tortilla.check();
  // Two orders: above the demo's $100 minimum for delivery.
  await page.getByLabel('Cantidad').fill('2');
  await add.click();
  await add.waitFor({ state: 'hidden' });
  await expect.poll(() => page.getByTestId('register-cart').getAttribute('data-lines')).toBe('1');
  await expect.poll(focused).toBe('menu-product');
}

describe.each([
  ['1280', DESKTOP],
  ['390', MOBILE],
] as const)('registrar pedido a %s px', (width, viewport) => {
  it('survives Esc and a reload, fills a known customer, and is born accepted with the prep time', async () => {
    const phone = `99377${width === '390' ? '1' : '2'}${String(Date.now()).slice(-4)}`;
    // A customer who ordered delivery before (the lookup fills name and last address).
    const previous = await fetch(`${baseUrl}/v1/pedidos/telefonico`, {
      method: 'POST',
      headers: privateHeaders(demo.session),
      body: JSON.stringify(await firstOrderBody(phone)),
    });
    expect(previous.status, await previous.clone().text()).toBe(201);

    const page = await newPage(demo.browser, viewport);
    await openRegister(page);
    const started = Date.now();
    let clicks = 0;
    await addProduct(page);
    clicks += 3;
    await page.getByLabel('Teléfono del cliente').fill(phone);
    await page.getByLabel('Teléfono del cliente').press('Enter');
    clicks += 1;
    await expect.poll(() => page.getByLabel('Nombre del cliente').inputValue()).toBe('Rocío Pérez');
    await page.getByTestId('screen-register-order').getByText('Domicilio', { exact: true }).click();
    clicks += 1;
    await expect.poll(() => page.getByLabel('Calle').inputValue()).toBe('Calle Zaragoza');
    expect(await page.getByLabel('Colonia').inputValue()).toBe('Centro');
    const overflow = await page.evaluate(() => {
      const drawer = document.querySelector('.ant-drawer-content-wrapper') as HTMLElement | null;
      const body = document.querySelector('.ant-drawer-body') as HTMLElement | null;
      return { drawer: drawer?.getBoundingClientRect().width ?? 0, scroll: body ? body.scrollWidth - body.clientWidth : 0 };
    });
    expect(overflow.drawer).toBeLessThanOrEqual(viewport.width);
    expect(overflow.scroll).toBeLessThanOrEqual(0);
    // Every choice shows its whole label: at 390 px antd's padding cut '10 min' to '10 …' and pushed
    // 'Comer aquí' out of its button.
    expect(await clippedChoices(page)).toEqual([]);
    await shot(page, `phone-order-${width}`);
    if (width === '390') {
      // A 360 px Android too.
      await page.setViewportSize({ ...viewport, width: 360 });
      expect(await clippedChoices(page)).toEqual([]);
      await shot(page, 'phone-order-360');
      await page.setViewportSize(viewport);
    }

    // Esc asks before discarding; staying keeps everything.
    await page.keyboard.press('Escape');
    await page.getByTestId('draft-stay').waitFor();
    await shot(page, `phone-order-exit-${width}`);
    await page.getByTestId('draft-stay').click();
    expect(await page.getByLabel('Nombre del cliente').inputValue()).toBe('Rocío Pérez');

    // A reload brings the draft back, and its sections show in one piece: the address fields depend on the
    // commerce's delivery settings, which come with the menu. Shown before them, the payment section jumped
    // down under a click on the prep time when they came in (a full run at 1280 px).
    const letMenuThrough = await holdMenu(page);
    await page.reload();
    await page.getByTestId('draft-restored').waitFor();
    await page.getByTestId('order-panel-loading').waitFor();
    expect(await page.getByTestId('register-prep').count()).toBe(0);
    await letMenuThrough();
    await page.getByTestId('register-prep').waitFor();
    expect(await page.getByLabel('Calle').inputValue()).toBe('Calle Zaragoza');
    expect(await page.getByLabel('Nombre del cliente').inputValue()).toBe('Rocío Pérez');
    expect(await page.getByTestId('register-cart').getAttribute('data-lines')).toBe('1');

    await page.getByTestId('register-prep').getByText('30 min').click();
    clicks += 1;
    await page.getByTestId('register-submit').click();
    clicks += 1;
    const title = page.locator('.ant-result-title');
    await title.waitFor().catch(async (error: unknown) => {
      await shot(page, `phone-order-failed-${width}`);
      throw error;
    });
    const seconds = (Date.now() - started) / 1000;
    console.log(`[counter] pedido telefónico a ${width} px: ${clicks} clics más teclear el teléfono, ${seconds.toFixed(1)} s (incluye Esc y recarga de la prueba)`);
    const folio = ((await title.textContent()) ?? '').replace(/^Pedido (\S+) registrado$/, '$1');
    expect(await page.locator('.ant-result-subtitle').textContent()).toContain('Aceptado · listo en 30 min');
    await shot(page, `phone-order-done-${width}`);

    const list = await fetch(`${baseUrl}/v2/commerce/${demo.session.id_comercio}/orders?orders_in_process=true`, { headers: { 'x-api-key': DEV_API_KEY, 'x-panel-session': demo.session.token } });
    const rows = ((await list.json()) as { rows: { folio: string; estatus_pedido: string; tiempo_preparacion: number | null }[] }).rows;
    expect(rows.find((o) => o.folio === folio)).toMatchObject({ estatus_pedido: 'accepted', tiempo_preparacion: 30 });

    // Sent: the draft is gone.
    await page.reload();
    await page.getByTestId('menu-product').first().waitFor();
    expect(await page.getByTestId('draft-restored').count()).toBe(0);
    await page.context().close();
  });
});

async function firstOrderBody(phone: string): Promise<Record<string, unknown>> {
  const options = (await (await fetch(`${baseUrl}/v1/public/comercio/${demo.session.id_path}/pedido/opciones`)).json()) as {
    productos: { id: string; presentaciones: { nombre: string }[]; extras: { minimo: number; obligatorio: boolean }[] }[];
  };
  const product = options.productos.find((p) => p.extras.every((g) => !g.obligatorio && g.minimo === 0)) ?? options.productos[0]!;
  return {
    metodo_entrega: 'delivery',
    nombre: 'Rocío Pérez',
    numero_celular: phone,
    metodo_pago: 'efectivo',
    productos: [{ id_producto: product.id, presentacion: product.presentaciones[0]?.nombre ?? null, cantidad: 3, extras: [] }],
    calle: 'Calle Zaragoza',
    colonia: 'Centro',
    numero_exterior: '15',
    referencias: 'Portón café',
  };
}
