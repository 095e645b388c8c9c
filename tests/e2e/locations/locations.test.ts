// Several locations under one account in Chromium (docs/locations.md), at 1280 and 390 px: the owner adds a
// location from a copy in Mi cuenta; the header's switcher lists both; an order at the other location rings
// with that location's name; switching shows the other location's board with no reload and none of the
// first location's orders; a cashier limited to one location has no switcher and never sees the other's orders.
import { describe, expect, inject, it } from 'vitest';
import type { LocationSummary } from '@shared/locations';
import type { LoginSession } from '@shared/types/account';
import { onboardedOwner, sessionApi } from '../onboarding/new-owner';
import { placePublicOrder } from '../orders/support';
import { DESKTOP, expectScreen, loginWithStorage, MOBILE, newPage, useBrowserAndDemoSession } from '../support/browser';
import { shot } from '../support/shots';

const baseUrl = inject('baseUrl');
const context = useBrowserAndDemoSession();
const ALL_DAY = [0, 1, 2, 3, 4, 5, 6].map((dia) => ({ dia, horario_apertura: '00:00', horario_cierre: '24:00' }));

/** An onboarded trial owner (every module, USUARIOS included) open all day, with one product to order. */
async function ownerWithMenu(label: string) {
  const owner = await onboardedOwner(baseUrl, label, { horarios: ALL_DAY });
  let session: LoginSession = owner.session;
  const api = sessionApi(baseUrl, () => session);
  await api('PUT', '/v1/suscriptions/activate-trial');
  const category = await api<{ id: string }>('POST', '/v1/categorias', { nombre: 'Tortas' });
  await api('POST', '/v1/productos', { nombre: 'Torta de milanesa', descripcion: 'Con aguacate', id_categoria: category.id, precio: 85 });
  return { owner, api, use: (next: LoginSession) => (session = next) };
}

describe.each([
  { name: '1280', viewport: DESKTOP },
  { name: '390', viewport: MOBILE },
])('locations at $name px', ({ name, viewport }) => {
  it('adds a location from a copy, rings for an order at the other one with its name, switches without reloading', { timeout: 120_000 }, async () => {
    const { owner, api, use } = await ownerWithMenu(`sucursal${name}`);
    const page = await newPage(context.browser, viewport);
    await loginWithStorage(page, baseUrl, owner, '/mi-cuenta');
    await page.getByTestId('screen-my-account').waitFor();
    expect(await page.getByTestId('location-switcher').count()).toBe(0);

    const idPath = `norte-${name}-${Date.now().toString(36)}`;
    await page.getByTestId('add-location').click();
    const modal = page.getByTestId('add-location-modal');
    await modal.getByLabel('Nombre de la sucursal').fill('Sucursal Norte');
    await modal.getByLabel('Dirección del menú').fill(idPath);
    await modal.getByLabel('Dirección', { exact: true }).fill('Av. Universidad 300, Norte');
    await modal.getByLabel('Prefijo de folio').fill('NTE');
    // It starts from a copy of the current location (the form waits for the list of locations).
    await modal.getByText(/^Una copia de /).waitFor();
    await shot(page, `locations-add-${name}`);
    await page.getByRole('button', { name: 'Agregar sucursal' }).last().click();
    await page.getByText('Sucursal agregada').waitFor();
    const switcher = page.getByTestId('location-switcher');
    await switcher.waitFor();

    // The new location: open it for pickup through its own token (the login's second entry).
    const details = await api<{ accountCommerceTokens: { id_comercio: string; token: string }[] }>('GET', '/v1/auth/account-details');
    const locations = await api<LocationSummary[]>('GET', '/v1/sucursales');
    const north = locations.find((location) => location.nombre === 'Sucursal Norte')!;
    const northToken = details.accountCommerceTokens.find((entry) => entry.id_comercio === north.id_comercio)!.token;
    use({ ...owner.session, token: northToken, id_comercio: north.id_comercio, id_path: north.id_path });
    const commerce = await api<Record<string, unknown>>('GET', '/v1/comercio');
    await api('PUT', '/v1/comercio', { ...commerce, servicio_activo: true, activar_pasar_recoger: true, metodos_pago_pasar_recoger: { efectivo: true, tarjeta: false, transferencia: false, enlace_pago: false, payment_provider: false } });

    // An order at the other location rings here, with that location's name.
    const order = (await placePublicOrder(baseUrl, north.id_path, 'takeAway', 'Cliente del Norte')).pedido;
    expect(order.folio.startsWith('NTE')).toBe(true);
    await page.getByTestId('other-location-order').filter({ hasText: 'Nuevo pedido en Sucursal Norte' }).waitFor();
    await shot(page, `locations-other-order-${name}`);
    // The cashier closes the notice (on a phone it lies over the switcher's list) and switches from the header.
    const notice = page.locator('.ant-notification-notice').filter({ hasText: 'Nuevo pedido en Sucursal Norte' });
    await notice.locator('.ant-notification-notice-close').click();
    await notice.waitFor({ state: 'detached' });

    // Switch: the board of the north location, with its order, without a page load (the marker survives).
    await page.evaluate(() => ((window as unknown as { e2eMarker?: number }).e2eMarker = 1));
    await switcher.click();
    // On a phone the list opens below and then moves to the top (noted as open): a pointer click can land where the
    // option was, so the option gets its click event directly, as a tap on it would.
    await page.getByTestId(`location-option-${north.id_path}`).dispatchEvent('click');
    await expect.poll(() => switcher.textContent()).toContain('Sucursal Norte');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/control-pedidos');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expectScreen(page, 'orders', '/control-pedidos');
    await page.getByText(order.folio).first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { e2eMarker?: number }).e2eMarker)).toBe(1);
    await shot(page, `locations-switched-${name}`);
    await page.context().close();
  });

  it('a cashier limited to one location has no switcher and never sees the other location', { timeout: 120_000 }, async () => {
    const { owner, api } = await ownerWithMenu(`cajero${name}`);
    const added = await api<{ location: LocationSummary; token: string }>('POST', '/v1/sucursales', {
      nombre: 'Sucursal Sur',
      id_path: `sur-${name}-${Date.now().toString(36)}`,
      direccion: 'Calle 5 de Mayo 20',
      zona_horaria: 'America/Mexico_City',
      copiar_de: owner.session.id_comercio,
      copiar: ['menu'],
    });
    const suffix = `caj${name}${Date.now().toString(36)}`;
    const cashier = { email: `${suffix}@prueba.mx`, password: 'personal1234' };
    await api('POST', '/v1/usuarios', { ...cashier, name: 'Cajera Centro', username: suffix, status: 'activo', modules: [{ id: 'HISTORIAL', permisos: ['list', 'edit'] }] });
    const page = await newPage(context.browser, viewport);
    const session = await loginWithStorage(page, baseUrl, cashier, '/control-pedidos');
    expect(session.accountCommerceTokens?.map((entry) => entry.id_comercio)).toEqual([owner.session.id_comercio]);
    await expectScreen(page, 'orders', '/control-pedidos');
    expect(await page.getByTestId('location-switcher').count()).toBe(0);
    const refused = await fetch(`${baseUrl}/v1/pedidos/historial`, { headers: { authorization: `Bearer ${session.token}`, id_comercio: added.location.id_comercio } });
    expect(refused.status).toBe(403);
    await shot(page, `locations-cashier-${name}`);
    await page.context().close();
  });
});
