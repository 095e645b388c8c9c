// Issue 51, item 8 (phone optional for eat-in): the cashier's Registrar pedido follows the shared rule of
// the public order (`phoneIsOptional`, shared/validation/public-order.ts), as the server does: an eat-in
// «Comer aquí» order goes without a phone and its field reads «(opcional)»; delivery (and pickup) still
// need the 10 digits. Real Chromium at 1280 and 390 px.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEV_API_KEY } from '../../../server/src/config';
import { DESKTOP, loginWithStorage, MOBILE, newPage, useBrowserAndDemoSession } from '../support/browser';
import { shot } from './support';

const baseUrl = inject('baseUrl');
const accounts = inject('accounts');

const demo = useBrowserAndDemoSession();

/** Registrar pedido with two of the first product in the cart (its required tortilla chosen). */
async function registerWithProduct(page: Page): Promise<void> {
  await loginWithStorage(page, baseUrl, accounts.demo, '/control-pedidos/registrar-pedido');
  await page.getByTestId('screen-register-order').waitFor();
  await page.getByTestId('menu-product').first().click();
  const add = page.getByTestId('add-to-order');
  await add.waitFor();
  const tortilla = page.getByRole('checkbox', { name: 'Maíz' });
  if (await tortilla.count()) await tortilla.check();
  await page.getByLabel('Cantidad').fill('2');
  await add.click();
  await add.waitFor({ state: 'hidden' });
  await expect.poll(() => page.getByTestId('register-cart').getAttribute('data-lines')).toBe('1');
}

const chooseFlow = (page: Page, label: string) => page.getByTestId('screen-register-order').getByText(label, { exact: true }).click();
const phoneLabel = (page: Page) => page.locator('label[for="phone-order-phone"]').textContent();

describe.each([
  ['1280', DESKTOP],
  ['390', MOBILE],
] as const)('registrar pedido sin teléfono a %s px', (width, viewport) => {
  it('saves an eat-in order without phone and refuses a delivery one', async () => {
    const page = await newPage(demo.browser, viewport);
    await registerWithProduct(page);
    const name = `Comensal sin teléfono ${width}`;
    await page.getByLabel('Nombre del cliente').fill(name);

    // Delivery: the phone is required, and the order is not sent without it.
    await chooseFlow(page, 'Domicilio');
    await expect(phoneLabel(page)).resolves.toBe('Teléfono del cliente *');
    await page.getByLabel('Calle').fill('Calle Zaragoza');
    await page.getByLabel('Colonia').fill('Centro');
    const exterior = page.getByLabel('Número exterior');
    if (await exterior.count()) await exterior.fill('15');
    await page.getByTestId('register-submit').click();
    await expect(page.getByTestId('register-problem').textContent()).resolves.toBe('Número celular: debe tener 10 dígitos');
    await shot(page, `h51-phone-order-delivery-no-phone-${width}`);

    // Eat-in: optional, as at the public checkout; the order goes in without a phone.
    await chooseFlow(page, 'Comer aquí');
    await expect(phoneLabel(page)).resolves.toBe('Teléfono del cliente (opcional)');
    await shot(page, `h51-phone-order-eat-in-${width}`);
    await page.getByTestId('register-submit').click();
    const title = page.locator('.ant-result-title');
    await title.waitFor();
    const folio = ((await title.textContent()) ?? '').replace(/^Pedido (\S+) registrado$/, '$1');
    await shot(page, `h51-phone-order-eat-in-done-${width}`);

    const list = await fetch(`${baseUrl}/v2/commerce/${demo.session.id_comercio}/orders?orders_in_process=true`, {
      headers: { 'x-api-key': DEV_API_KEY, 'x-panel-session': demo.session.token },
    });
    const rows = ((await list.json()) as { rows: { folio: string; nombre: string; numero_celular: string | null; metodo_entrega: string }[] }).rows;
    const saved = rows.find((order) => order.folio === folio);
    expect(saved).toMatchObject({ nombre: name, metodo_entrega: 'inRestaurant' });
    expect(saved?.numero_celular ?? '').toBe('');
    await page.context().close();
  });
});
