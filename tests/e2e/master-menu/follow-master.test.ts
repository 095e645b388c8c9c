// Shared menu in real Chromium (docs/master-menu.md): the owner sets «Sucursal Norte» to follow the menu of
// «Sucursal Centro» (same account), gives a product a price of its own there, edits that product in Centro,
// and sees the change in Norte with Norte's price kept. Screenshots at 1280 and 390 px when E2E_SHOTS_DIR is set.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, MOBILE, launchBrowser, loginWithStorage, newPage } from '../support/browser';
import { shot } from '../support/shots';

const baseUrl = inject('baseUrl');
const accounts = inject('accounts');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

function productRow(page: Page, name: string) {
  return page.getByTestId('menu-product').filter({ has: page.getByText(name, { exact: true }) });
}

describe('a location following a master menu', () => {
  it('follows Centro, keeps its own price through an edit made in Centro', async () => {
    const north = await newPage(browser, DESKTOP);
    await loginWithStorage(north, baseUrl, accounts.menuFollower, '/menu/productos');
    await north.getByText('Esta sucursal tiene su propio menú.').waitFor();
    await north.getByRole('button', { name: 'Menú compartido' }).click();
    const dialog = north.getByRole('dialog', { name: 'Menú compartido' });
    await dialog.getByText('Seguir el menú de otra sucursal').click();
    await dialog.getByText('El menú de esta sucursal se reemplaza por el de Sucursal Centro.').waitFor();
    await shot(north, 'master-menu-choose-1280');
    await dialog.getByRole('button', { name: 'Guardar' }).click();

    await north.getByText('Este menú se administra desde Sucursal Centro').waitFor();
    await productRow(north, 'Taco al pastor').waitFor();
    expect(await north.getByRole('button', { name: 'Nuevo producto' }).count()).toBe(0);
    expect(await north.getByRole('button', { name: 'Eliminar Taco al pastor' }).count()).toBe(0);

    // Norte's own price: only the price is editable in its form.
    await north.getByRole('button', { name: 'Editar Taco al pastor' }).click();
    await expect.poll(() => north.getByLabel('Nombre').isDisabled()).toBe(true);
    await north.getByLabel('Precio').fill('30');
    await shot(north, 'master-menu-product-form-1280');
    await north.getByTestId('save-product').click();
    await expect.poll(() => productRow(north, 'Taco al pastor').textContent()).toContain('$30.00');

    // Centro renames the product and changes its price.
    const centro = await newPage(browser, DESKTOP);
    await loginWithStorage(centro, baseUrl, accounts.menuMaster, '/menu/productos');
    await centro.getByText('Menú maestro de: Sucursal Norte', { exact: false }).waitFor();
    await centro.getByRole('button', { name: 'Editar Taco al pastor' }).click();
    await centro.getByLabel('Nombre').fill('Taco al pastor con piña');
    await centro.getByLabel('Precio').fill('27');
    await centro.getByTestId('save-product').click();
    await expect.poll(() => productRow(centro, 'Taco al pastor con piña').textContent()).toContain('$27.00');
    await shot(centro, 'master-menu-master-1280');

    // Norte sees the new name with its own price; a product it did not price follows Centro's price.
    await north.reload();
    await productRow(north, 'Taco al pastor con piña').waitFor();
    expect(await productRow(north, 'Taco al pastor con piña').textContent()).toContain('$30.00');
    expect(await productRow(north, 'Taco de suadero').textContent()).toContain('$28.00');
    await shot(north, 'master-menu-follower-1280');

    const phone = await newPage(browser, MOBILE);
    await loginWithStorage(phone, baseUrl, accounts.menuFollower, '/menu/productos');
    await productRow(phone, 'Taco al pastor con piña').waitFor();
    await shot(phone, 'master-menu-follower-390', true);
    await phone.getByRole('button', { name: 'Menú compartido' }).click();
    await phone.getByRole('dialog', { name: 'Menú compartido' }).getByText('Menú propio').waitFor();
    await shot(phone, 'master-menu-choose-390');
    await Promise.all([north.context().close(), centro.context().close(), phone.context().close()]);
  });
});
