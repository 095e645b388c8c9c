// Issue #19 item 5 in real Chromium against the real server and the demo commerce: staff accounts with one
// module land on a screen, are never logged out by a 403, and see "No tienes permiso para ver esta sección"
// on billing (Mi cuenta), Configuración inicial and settings they lack. Screenshots at 1280 and 390 px
// when E2E_SHOTS_DIR is set.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ModuleId } from '@shared/constants';
import { apiLogin, chooseSelectOption, DESKTOP, expectScreen, loginWithStorage, MOBILE, navigate, newPage } from '../support/browser';
import { settle, shot } from '../support/shots';

const baseUrl = inject('baseUrl');
const accounts = inject('accounts');

let browser: Browser;
beforeAll(async () => {
  const { launchBrowser } = await import('../support/browser');
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A staff user of the demo commerce holding only `modules` (list permission), created by the owner. */
async function staffWith(modules: ModuleId[]): Promise<{ email: string; password: string }> {
  const owner = await apiLogin(baseUrl, accounts.demo);
  const tag = `${modules.join('-').toLowerCase()}-${Date.now().toString(36)}`.replace(/[^a-z0-9-]/g, '').slice(-30);
  const email = `np.${tag}@buentaco.mx`;
  const password = 'permiso1234';
  const response = await fetch(`${baseUrl}/v1/usuarios`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}`, id_comercio: owner.id_comercio },
    body: JSON.stringify({
      email,
      name: 'Personal sin permisos',
      username: `np_${tag.replace(/-/g, '_')}`.slice(0, 30),
      status: 'activo',
      password,
      modules: modules.map((id) => ({ id, permisos: ['list'] })),
    }),
  });
  if (response.status !== 201) throw new Error(`Alta de usuario: ${response.status} ${await response.text()}`);
  return { email, password };
}

/** The panel's refused reads (403 on GET) while the page is open. */
function refusedReads(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403 && response.request().method() === 'GET') refused.push(new URL(response.url()).pathname);
  });
  return refused;
}

describe('no permission, never a logout', () => {
  it('a cashier with online payments but no integrations lands, is not logged out, and sees no-permission on billing and settings', async () => {
    const cashier = await staffWith(['COBROS_EN_LINEA']);
    for (const [viewport, width] of [
      [DESKTOP, 1280],
      [MOBILE, 390],
    ] as const) {
      const page = await newPage(browser, viewport);
      const refused = refusedReads(page);
      await loginWithStorage(page, baseUrl, cashier, '/');
      await page.waitForURL((url) => url.pathname === '/pedidos-en-linea' || url.pathname === '/configuracion-cobro-en-linea');
      await page.locator('[data-testid^="screen-"]').first().waitFor();

      for (const path of ['/mi-cuenta', '/configuracion-inicial', '/ajustes', '/integraciones']) {
        await navigate(page, path);
        await expectScreen(page, 'no-permission', path);
        await page.getByRole('heading', { name: 'No tienes permiso para ver esta sección' }).waitFor();
      }
      await shot(page, `no-permission-${width}`);
      // Still signed in: a reload keeps the panel, not the login screen.
      await page.reload();
      await expectScreen(page, 'no-permission', '/integraciones');
      expect(await page.getByTestId('login-submit').count()).toBe(0);
      expect(refused).toEqual([]);

      await page.getByRole('button', { name: 'Ir al inicio' }).click();
      await page.waitForURL((url) => url.pathname === '/pedidos-en-linea' || url.pathname === '/configuracion-cobro-en-linea');
      await page.context().close();
    }
  });

  it('a child module without its parent (phone orders without history) lands on a screen instead of looping', async () => {
    const phone = await staffWith(['ORDENES_TELEFONICAS']);
    const page = await newPage(browser, DESKTOP);
    await loginWithStorage(page, baseUrl, phone, '/');
    await expectScreen(page, 'no-modules', '/');
    await page.getByText('Tu usuario todavía no tiene acceso a ninguna sección.').waitFor();
    expect(await page.getByTestId('login-submit').count()).toBe(0);
    await page.context().close();
  });

  it('the owner fills the permission matrix with a role preset and adjusts it', async () => {
    for (const [viewport, width] of [
      [DESKTOP, 1280],
      [MOBILE, 390],
    ] as const) {
      const page = await newPage(browser, viewport);
      await loginWithStorage(page, baseUrl, accounts.demo, '/usuarios/nuevo');
      await expectScreen(page, 'new-user', '/usuarios/nuevo');
      await page.getByRole('combobox', { name: 'Rol' }).click();
      // Once the drawer under it has finished sliding in; chooseSelectOption waits for the list itself.
      await settle(page);
      await chooseSelectOption(page, 'Cajero');
      await page.getByTestId('role-preset-description').getByText('Recibe y cobra pedidos').waitFor();
      expect(await page.getByTestId('perm-HISTORIAL-create').isChecked()).toBe(true);
      expect(await page.getByTestId('perm-HISTORIAL-delete').isChecked()).toBe(false);
      expect(await page.getByTestId('perm-AJUSTES-list').isChecked()).toBe(false);
      await shot(page, `user-form-presets-${width}`);
      // Adjusting one box keeps the rest and reads as "Personalizado".
      await page.getByTestId('perm-CUPONES-list').click();
      await page.getByTestId('role-preset-description').getByText('Personalizado').waitFor();
      expect(await page.getByTestId('perm-HISTORIAL-create').isChecked()).toBe(true);
      await page.context().close();
    }
  });
});
