// Two owner settings seen in Chromium at 1280 and 390 px (E2E_SHOTS_DIR): Usuarios › a staff user › «Sucursales»
// on an account with two locations (docs/locations.md), and Integraciones › WhatsApp's owner alerts with
// «Minutos con una impresora sin responder» (docs/whatsapp.md).
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { LocationSummary } from '@shared/locations';
import { onboardedOwner, sessionApi } from '../onboarding/new-owner';
import { DESKTOP, dismissDialogs, expectScreen, loginWithStorage, MOBILE, newPage, useBrowserAndDemoSession } from '../support/browser';
import { shot } from '../support/shots';

const baseUrl = inject('baseUrl');
const accounts = inject('accounts');
const context = useBrowserAndDemoSession();
const demoApi = () => sessionApi(baseUrl, () => context.session);

afterAll(async () => {
  // The demo commerce goes back to no owner alerts.
  await demoApi()('PUT', '/v1/whatsapp/ajustes', { pasos: [], plantillas: {}, alertas_dueno: false, telefono_alertas: '', minutos_sin_aceptar: 10, minutos_impresora: 5 });
});

describe.each([
  { name: '1280', viewport: DESKTOP },
  { name: '390', viewport: MOBILE },
])('settings at $name px', ({ name, viewport }) => {
  it('a staff user’s «Sucursales» on an account with two locations', { timeout: 120_000 }, async () => {
    const owner = await onboardedOwner(baseUrl, `usrsuc${name}`);
    const api = sessionApi(baseUrl, () => owner.session);
    await api('PUT', '/v1/suscriptions/activate-trial');
    const added = await api<{ location: LocationSummary }>('POST', '/v1/sucursales', {
      nombre: 'Sucursal Río Grijalva',
      id_path: `grijalva-${name}-${Date.now().toString(36)}`,
      direccion: 'Malecón Carlos A. Madrazo 100',
      zona_horaria: 'America/Mexico_City',
      copiar_de: owner.session.id_comercio,
      copiar: ['menu'],
    });
    const suffix = `suc${name}${Date.now().toString(36)}`;
    await api('POST', '/v1/usuarios', { email: `${suffix}@prueba.mx`, password: 'personal1234', name: 'Cajera Sucursales', username: suffix, status: 'activo', modules: [{ id: 'HISTORIAL', permisos: ['list', 'edit'] }] });
    const user = (await api<{ id: string; username: string }[]>('GET', '/v1/usuarios')).find((item) => item.username === suffix)!;

    const page = await newPage(context.browser, viewport);
    await loginWithStorage(page, baseUrl, owner, `/usuarios/editar/${user.id}`);
    await expectScreen(page, 'edit-user', `/usuarios/editar/${user.id}`);
    await dismissDialogs(page);
    const card = page.getByTestId('user-locations');
    await card.waitFor();
    const other = card.getByTestId(`user-location-${added.location.id_comercio}`);
    await other.getByRole('checkbox').check();
    await other.getByText('Permisos propios en esta sucursal').click();
    // A set of its own starts from the user's permissions (pedidos only), not from the whole plan.
    expect(await other.getByTestId('perm-HISTORIAL-edit').isChecked()).toBe(true);
    expect(await other.getByTestId('perm-USUARIOS-delete').isChecked()).toBe(false);
    expect(await other.getByTestId('perm-MENU-list').isChecked()).toBe(false);
    await card.scrollIntoViewIfNeeded();
    await shot(page, `user-locations-${name}`);
    await card.getByTestId('user-locations-save').click();
    await page.locator('.ant-message-notice').getByText('Sucursales del usuario guardadas').waitFor();
    await page.context().close();
  });

  it('WhatsApp owner alerts with «Minutos con una impresora sin responder»', async () => {
    await demoApi()('PUT', '/v1/whatsapp/ajustes', { pasos: [], plantillas: {}, alertas_dueno: true, telefono_alertas: '9931234567', minutos_sin_aceptar: 10, minutos_impresora: 5 });
    const page = await newPage(context.browser, viewport);
    await loginWithStorage(page, baseUrl, accounts.demo, '/integraciones');
    await expectScreen(page, 'integrations', '/integraciones');
    await dismissDialogs(page);
    const card = page.getByTestId('whatsapp-settings');
    const minutes = card.getByLabel('Minutos con una impresora sin responder');
    await minutes.waitFor();
    expect(await minutes.inputValue()).toBe('5');
    expect(await card.locator('#whatsapp-printer-minutes-hint').textContent()).toBe('Te avisamos cuando una impresora lleva este tiempo sin contestar (de 1 a 120).');
    await minutes.scrollIntoViewIfNeeded();
    await shot(page, `whatsapp-printer-minutes-${name}`);
    await page.context().close();
  });
});
