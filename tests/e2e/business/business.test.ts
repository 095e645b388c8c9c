// Customers, coupons, ads and staff users in real Chromium against the real server with the demo taquería:
// create a coupon and see it listed; search a demo customer and open their detail; create and schedule an
// ad; create a staff user with only the menu, log in as them and find coupons closed to them.
// Set E2E_SHOTS_DIR to keep screenshots of every screen at 1280 and 390 px.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatCount } from '@shared/count';
import type { LoginSession } from '@shared/types/account';
import { apiLogin, DESKTOP, expectScreen, loginThroughUi, loginWithStorage, MOBILE, navigate, newPage } from '../support/browser';
import { shot } from '../support/shots';

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


async function api<T>(session: LoginSession, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${session.token}`, id_comercio: session.id_comercio } });
  if (!response.ok) throw new Error(`${path} → ${response.status}`);
  return (await response.json()) as T;
}

describe('cupones', () => {
  it('creates a coupon in the panel and sees it listed with its uses', async () => {
    const page = await newPage(browser, DESKTOP);
    await loginWithStorage(page, baseUrl, accounts.demo, '/cupones');
    await expectScreen(page, 'coupons', '/cupones');
    await page.getByTestId('coupons-table').locator('tbody tr.ant-table-row').first().waitFor();
    await shot(page, 'cupones-1280');

    await page.getByTestId('new-coupon').click();
    await expectScreen(page, 'new-coupon', '/cupones/coupon/nuevo');
    // Empty submit shows the shared schema's 'Requerido'.
    await page.getByTestId('coupon-submit').click();
    await page.getByText('Requerido').first().waitFor();
    await page.getByRole('textbox', { name: 'Código' }).fill('e2e verano');
    expect(await page.getByRole('textbox', { name: 'Código' }).inputValue()).toBe('E2EVERANO');
    await page.getByText('Porcentaje (%)').click();
    await page.getByLabel('Porcentaje de descuento').fill('15');
    await page.getByLabel('Usos totales').fill('50');
    await shot(page, 'cupon-nuevo-1280');
    await page.getByTestId('coupon-submit').click();
    await expectScreen(page, 'coupons', '/cupones');
    const row = page.getByTestId('coupons-table').locator('tr', { hasText: 'E2EVERANO' });
    await row.waitFor();
    expect(await row.innerText()).toContain('15 % de descuento');
    expect(await page.getByTestId('coupon-uses-E2EVERANO').innerText()).toContain('0 / 50');

    await row.getByRole('button', { name: 'Editar cupón E2EVERANO' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/cupones/coupon/edit/'));
    await page.getByTestId('screen-edit-coupon').waitFor();
    await page.getByRole('textbox', { name: 'Código' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Código' }).inputValue()).toBe('E2EVERANO');

    const mobile = await newPage(browser, MOBILE);
    await loginWithStorage(mobile, baseUrl, accounts.demo, '/cupones');
    await expectScreen(mobile, 'coupons', '/cupones');
    await mobile.getByTestId('coupons-table').locator('tbody tr.ant-table-row').first().waitFor();
    await shot(mobile, 'cupones-390');
    await navigate(mobile, '/cupones/coupon/nuevo');
    await expectScreen(mobile, 'new-coupon', '/cupones/coupon/nuevo');
    await shot(mobile, 'cupon-nuevo-390');
    await page.context().close();
    await mobile.context().close();
  });
});

describe('clientes', () => {
  it('searches a demo customer on the server and opens their detail with orders', async () => {
    const session = await apiLogin(baseUrl, accounts.demo);
    const { rows } = await api<{ rows: { id: string; nombre: string; total_pedidos: number }[] }>(session, '/v1/clientes?orden=total_pedidos&pageSize=1');
    const regular = rows[0]!;
    expect(regular.total_pedidos).toBeGreaterThan(0);

    const page = await newPage(browser, DESKTOP);
    await loginWithStorage(page, baseUrl, accounts.demo, '/clientes');
    await expectScreen(page, 'clients', '/clientes');
    await page.getByTestId('clients-table').locator('tbody tr.ant-table-row').first().waitFor();
    await shot(page, 'clientes-1280');

    await page.getByLabel('Buscar clientes').fill(regular.nombre);
    await page.getByLabel('Buscar clientes').press('Enter');
    const row = page.getByTestId('clients-table').locator('tbody tr.ant-table-row', { hasText: regular.nombre });
    await row.waitFor();
    // The row may already show on the unfiltered first page: wait for the server's filtered count.
    await expect.poll(() => page.getByText(/\d+ clientes/).innerText()).toMatch(/^[1-3] clientes$/);
    await row.click();
    await page.getByTestId('screen-client-detail').waitFor();
    expect(new URL(page.url()).searchParams.get('cliente')).toBe(regular.id);
    await page.getByTestId('client-orders').locator('tbody tr.ant-table-row').first().waitFor();
    expect(await page.getByTestId('screen-client-detail').innerText()).toContain(formatCount(regular.total_pedidos)); // '1,040' past a thousand
    await shot(page, 'cliente-detalle-1280');

    const download = page.waitForEvent('download');
    await page.keyboard.press('Escape');
    await page.getByTestId('clients-export-csv').click();
    expect((await download).suggestedFilename()).toMatch(/^clientes-\d{4}-\d{2}-\d{2}\.csv$/);

    const mobile = await newPage(browser, MOBILE);
    await loginWithStorage(mobile, baseUrl, accounts.demo, '/clientes');
    await expectScreen(mobile, 'clients', '/clientes');
    await mobile.getByTestId('clients-table').locator('tbody tr.ant-table-row').first().waitFor();
    await shot(mobile, 'clientes-390');
    await navigate(mobile, `/clientes?cliente=${regular.id}`);
    await mobile.getByTestId('client-orders').locator('tbody tr.ant-table-row').first().waitFor();
    await shot(mobile, 'cliente-detalle-390');
    await page.context().close();
    await mobile.context().close();
  });
});

describe('anuncios', () => {
  it('creates an ad that the public menu shows now, and schedules it', async () => {
    const page = await newPage(browser, DESKTOP);
    await loginWithStorage(page, baseUrl, accounts.demo, '/anuncios');
    await expectScreen(page, 'ads', '/anuncios');
    await page.getByTestId('ads-on-show').waitFor();
    await shot(page, 'anuncios-1280');

    await page.getByTestId('new-ad').click();
    await expectScreen(page, 'new-ad', '/anuncios/nuevo');
    await page.getByRole('textbox', { name: 'Título' }).fill('Martes de tacos E2E');
    await page.getByRole('textbox', { name: 'Texto' }).fill('2x1 en tacos al pastor todo el día');
    await page.getByRole('textbox', { name: 'Enlace (opcional)' }).fill('https://ejemplo.mx/promo');
    await shot(page, 'anuncio-nuevo-1280');
    await page.getByTestId('ad-submit').click();
    await expectScreen(page, 'ads', '/anuncios');
    await page.getByTestId('ads-grid').getByText('Martes de tacos E2E').waitFor();
    await page.getByTestId('ads-on-show').getByText('Martes de tacos E2E').waitFor();

    const session = await apiLogin(baseUrl, accounts.demo);
    const onShow = await (await fetch(`${baseUrl}/v1/public/comercio/${session.id_path}/anuncios`)).json();
    expect((onShow as { titulo: string }[]).map((a) => a.titulo)).toContain('Martes de tacos E2E');

    await page.getByRole('button', { name: 'Agendar anuncio Martes de tacos E2E' }).click();
    await expectScreen(page, 'schedule-ad', '/anuncios/agendar');
    await shot(page, 'anuncios-agendar-1280');

    const mobile = await newPage(browser, MOBILE);
    await loginWithStorage(mobile, baseUrl, accounts.demo, '/anuncios');
    await expectScreen(mobile, 'ads', '/anuncios');
    await mobile.getByTestId('ads-grid').getByText('Martes de tacos E2E').waitFor();
    await shot(mobile, 'anuncios-390');
    await navigate(mobile, '/anuncios/nuevo');
    await expectScreen(mobile, 'new-ad', '/anuncios/nuevo');
    await shot(mobile, 'anuncio-nuevo-390');
    await navigate(mobile, '/anuncios/agendar');
    await expectScreen(mobile, 'schedule-ad', '/anuncios/agendar');
    await shot(mobile, 'anuncios-agendar-390');
    await page.context().close();
    await mobile.context().close();
  });
});

describe('usuarios', () => {
  it('creates a staff user with only the menu; logged in as them, coupons are closed to them', async () => {
    const page = await newPage(browser, DESKTOP);
    page.on('pageerror', (error) => console.error('pageerror', error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') console.error('console', message.text());
    });
    await loginWithStorage(page, baseUrl, accounts.demo, '/usuarios');
    await expectScreen(page, 'users', '/usuarios');
    await page.getByTestId('users-table').getByText('Propietario').waitFor();
    await shot(page, 'usuarios-1280');

    await page.getByTestId('new-user').click();
    await expectScreen(page, 'new-user', '/usuarios/nuevo');
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Mesero de Prueba');
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('mesero.e2e@buentaco.mx');
    await page.getByRole('textbox', { name: 'Usuario', exact: true }).fill('mesero_e2e');
    await page.getByLabel('Contraseña', { exact: true }).fill('mesero1234');
    await page.getByTestId('user-submit').click();
    await page.getByText('Selecciona al menos un módulo').waitFor();
    await page.getByTestId('perm-MENU-list').click();
    await page.getByTestId('perm-MENU-edit').click();
    await shot(page, 'usuario-nuevo-1280');
    await page.getByTestId('user-submit').click();
    await expectScreen(page, 'users', '/usuarios');
    await page.getByTestId('users-table').getByText('Mesero de Prueba').waitFor();
    expect(await page.getByTestId('users-table').locator('tr', { hasText: 'Mesero de Prueba' }).innerText()).toContain('1 módulo');

    const staff = await newPage(browser, DESKTOP);
    await loginThroughUi(staff, baseUrl, { email: 'mesero_e2e', password: 'mesero1234' });
    await staff.waitForURL((url) => url.pathname.startsWith('/menu'));
    const session = await apiLogin(baseUrl, { email: 'mesero.e2e@buentaco.mx', password: 'mesero1234' });
    const details = await api<{ modulesAndPermissions: { id: string; permisos: string[] }[] }>(session, '/v1/auth/account-details');
    expect(details.modulesAndPermissions).toEqual([{ id: 'MENU', permisos: ['list', 'edit'] }]);
    await navigate(staff, '/cupones');
    await expectScreen(staff, 'no-permission', '/cupones');
    expect(await staff.getByTestId('screen-coupons').count()).toBe(0);
    const coupons = await fetch(`${baseUrl}/v1/cupones`, { headers: { authorization: `Bearer ${session.token}`, id_comercio: session.id_comercio } });
    expect(coupons.status).toBe(403);

    // Disabling the user in the panel ends their session at once.
    await page.getByRole('switch', { name: 'Usuario mesero_e2e activo' }).click();
    await page.getByText('desactivado; sus sesiones se cerraron').waitFor();
    const after = await fetch(`${baseUrl}/v1/auth/account-details`, { headers: { authorization: `Bearer ${session.token}`, id_comercio: session.id_comercio } });
    expect(after.status).toBe(401);

    const row = page.getByTestId('users-table').locator('tr', { hasText: 'Mesero de Prueba' });
    await row.getByRole('button', { name: 'Cambiar contraseña de mesero_e2e' }).click();
    await page.getByTestId('screen-user-password').waitFor();
    await shot(page, 'usuario-contrasena-1280');

    const mobile = await newPage(browser, MOBILE);
    await loginWithStorage(mobile, baseUrl, accounts.demo, '/usuarios');
    await expectScreen(mobile, 'users', '/usuarios');
    await mobile.getByTestId('users-table').getByText('Mesero de Prueba').waitFor();
    await shot(mobile, 'usuarios-390');
    await navigate(mobile, '/usuarios/nuevo');
    await expectScreen(mobile, 'new-user', '/usuarios/nuevo');
    await shot(mobile, 'usuario-nuevo-390');
    for (const context of [page.context(), staff.context(), mobile.context()]) await context.close();
  });
});
