// Issue #19 items 1, 2 and 7 in real Chromium on a commerce of its own (the demo stays open 24/7): a commerce
// closed by its schedule reads the same in the header, the sidebar, Horarios and the public menu; a holiday
// shows to customers; and the setup checklist turns ready only once there is an orderable product.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Availability } from '@shared/availability';
import { addDays } from '@shared/special-days';
import type { LoginSession } from '@shared/types/account';
import { DESKTOP, dismissDialogs, launchBrowser, loginWithStorage, MOBILE, newPage } from '../support/browser';
import { shot } from '../support/shots';
import { onboardedOwner, sessionApi } from '../onboarding/new-owner';

const baseUrl = inject('baseUrl');

let browser: Browser;
let owner: { email: string; password: string };
let session: LoginSession;

const api = sessionApi(baseUrl, () => session);

/** The local date and weekday in Mexico City (the commerce's zone). */
function mexicoToday(): { date: string; weekday: number } {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
  return { date, weekday: new Date(`${date}T12:00:00Z`).getUTCDay() };
}

beforeAll(async () => {
  browser = await launchBrowser();
  // Onboarding done, pickup with cash, and a schedule that is closed now: a single turn three days ahead.
  const dia = (mexicoToday().weekday + 3) % 7;
  const onboarded = await onboardedOwner(baseUrl, 'horario', { horarios: [{ dia, horario_apertura: '08:00', horario_cierre: '17:00' }] });
  owner = { email: onboarded.email, password: onboarded.password };
  session = onboarded.session;
});
afterAll(async () => {
  await browser?.close();
});

async function addProduct(): Promise<void> {
  const category = await api<{ id: string }>('POST', '/v1/categorias', { nombre: 'Tortas' });
  await api('POST', '/v1/productos', { nombre: 'Torta de milanesa', id_categoria: category.id, precio: 85, presentaciones: [] });
}

async function publicMenu(viewport: typeof DESKTOP | typeof MOBILE): Promise<Page> {
  const page = await newPage(browser, viewport);
  await page.goto(`${baseUrl}/m/${session.id_path}`);
  await page.getByTestId('public-menu').waitFor();
  return page;
}

describe('setup checklist and availability', () => {
  it('the checklist is not ready with 0 products and turns ready once a product is on the menu', async () => {
    const page = await newPage(browser, DESKTOP);
    await loginWithStorage(page, baseUrl, owner, '/configuracion-inicial');
    await page.getByTestId('setup-headline').waitFor();
    await dismissDialogs(page);
    expect(await page.getByTestId('setup-item-products').getAttribute('data-done')).toBe('false');
    expect(await page.getByTestId('setup-percentage').getAttribute('data-complete')).toBe('false');
    expect(await page.getByTestId('setup-headline').innerText()).not.toContain('Listo');
    expect(await page.getByTestId('open-now-reason').innerText()).toBe('Sin productos: el menú no tiene productos disponibles');
    await shot(page, 'setup-checklist-sin-productos-1280');
    await page.getByTestId('setup-item-products').getByRole('link').click();
    await page.waitForURL(`${baseUrl}/menu**`);

    await addProduct();
    await page.goto(`${baseUrl}/configuracion-inicial`);
    await page.locator('[data-testid="setup-item-products"][data-done="true"]').waitFor();
    await page.locator('[data-testid="setup-percentage"][data-complete="true"]').waitFor();
    expect(await page.getByTestId('setup-headline').innerText()).toBe('¡Listo para recibir pedidos!');

    // The test order goes through the public order endpoint (even while closed by schedule), reaches the
    // board with its "Prueba" tag, and is not a sale.
    await page.getByTestId('test-order-button').click();
    const result = page.getByTestId('test-order-result');
    await result.waitFor();
    const text = await result.innerText();
    expect(text).toMatch(/^Pedido de prueba \S+ enviado/);
    await shot(page, 'setup-checklist-listo-1280');
    const folio = /Pedido de prueba (\S+) enviado/.exec(text)![1]!;
    await result.getByRole('link', { name: 'Control de pedidos' }).click();
    const card = page.locator(`[data-testid="order-card"][data-folio="${folio}"]`);
    await card.getByTestId('test-order-tag').waitFor();
    await shot(page, 'tablero-pedido-prueba-1280');
    await page.context().close();
  });

  it('closed by schedule reads the same in the header, sidebar, Horarios and the public menu, at 1280 and 390 px', async () => {
    const availability = await api<Availability>('GET', '/v1/comercio/disponibilidad');
    expect(availability.motivo).toBe('outside_schedule');
    expect(availability.mensaje).toMatch(/^Cerrado por horario: abre el \S+ 8:00$/);

    const page = await newPage(browser, DESKTOP);
    await loginWithStorage(page, baseUrl, owner, '/horarios');
    await page.getByTestId('open-now-reason').waitFor();
    await dismissDialogs(page);
    const header = page.getByRole('banner');
    // The switch reads what servicio_activo is; beside it, why customers cannot order, with the reason.
    expect(await header.getByTestId('open-closed-label').innerText()).toBe('Abierto');
    expect(await header.getByTestId('open-closed-availability').innerText()).toBe('Fuera de horario');
    expect(await header.getByLabel(`Fuera de horario: ${availability.mensaje}`, { exact: true }).count()).toBe(1);
    expect(await header.getByRole('switch', { name: 'Recibir pedidos' }).isChecked()).toBe(true);
    expect(await page.getByTestId('sidebar-open-reason').innerText()).toBe(availability.mensaje);
    expect(await page.getByTestId('open-now-reason').innerText()).toBe(availability.mensaje);
    await shot(page, 'horarios-cerrado-por-horario-1280', true);

    for (const viewport of [DESKTOP, MOBILE]) {
      const phone = await publicMenu(viewport);
      expect(await phone.getByTestId('commerce-status').innerText()).toBe('Cerrado');
      expect(await phone.getByTestId('closed-banner').innerText()).toBe(availability.mensaje);
      await shot(phone, `menu-publico-cerrado-${viewport.width}`);
      await phone.context().close();
    }

    const mobile = await newPage(browser, MOBILE);
    await loginWithStorage(mobile, baseUrl, owner, '/horarios');
    await mobile.getByTestId('open-now-reason').waitFor();
    await dismissDialogs(mobile);
    expect(await mobile.getByRole('banner').getByTestId('open-closed-label').innerText()).toBe('Abierto');
    expect(await mobile.getByRole('banner').getByLabel(`Fuera de horario: ${availability.mensaje}`, { exact: true }).count()).toBe(1);
    expect(await mobile.getByTestId('open-now-reason').innerText()).toBe(availability.mensaje);
    await shot(mobile, 'horarios-cerrado-por-horario-390', true);
    await mobile.context().close();
    await page.context().close();
  });

  it('a holiday added in Horarios shows to customers ahead of time', async () => {
    const page = await newPage(browser, MOBILE);
    await loginWithStorage(page, baseUrl, owner, '/horarios');
    await page.getByTestId('special-day-add').waitFor();
    await dismissDialogs(page);
    await page.getByTestId('special-day-add').click();
    const fecha = addDays(mexicoToday().date, 5);
    await page.getByLabel('Fecha').fill(fecha);
    await page.getByLabel('Motivo (lo ven tus clientes)').fill('Día festivo');
    await page.getByRole('button', { name: 'Guardar día especial' }).click();
    await page.getByTestId('special-day').filter({ hasText: 'Día festivo' }).waitFor();
    await shot(page, 'horarios-dia-especial-390', true);
    await page.goto(`${baseUrl}/configuracion-inicial`);
    await page.getByTestId('setup-headline').waitFor();
    expect(await page.getByTestId('setup-item-products').getAttribute('data-done')).toBe('true');
    await shot(page, 'setup-checklist-390', true);
    await page.context().close();

    const phone = await publicMenu(MOBILE);
    const notice = phone.getByTestId('special-days-notice');
    await notice.waitFor();
    expect(await notice.innerText()).toContain('cerrado todo el día (Día festivo)');
    await phone.context().close();
  });

  it('closed for the hour with later slots offered: a customer orders ahead from the public menu at 390 px', async () => {
    // The commerce opens in three days; offering slots three days ahead opens the cart for an order ahead.
    await api('PUT', '/v1/comercio/programacion', { programados_activos: true, dias_adelanto: 3, minutos_preparacion: 30, capacidad_modo: 'desactivada', capacidad_por_franja: null });
    const phone = await publicMenu(MOBILE);
    await phone.getByTestId('order-ahead').waitFor();
    expect(await phone.getByTestId('closed-banner').innerText()).toContain('programarlo para cuando abramos');
    await shot(phone, 'menu-publico-cerrado-programar-390');
    await phone.getByTestId('public-product').first().click();
    await phone.getByTestId('add-to-cart').click();
    await phone.getByTestId('open-cart').click();
    await phone.getByTestId('go-checkout').click();
    await phone.getByTestId('public-checkout').waitFor();
    const pickup = phone.getByText('Pasar a recoger', { exact: true });
    if (await pickup.count()) await pickup.click();
    await phone.getByLabel('Nombre').fill('Cliente Madrugador');
    await phone.getByLabel('Número celular').fill('9931114466');
    const cash = phone.getByLabel('Efectivo');
    if (await cash.count()) await cash.check();
    // Closed now: «Lo antes posible» is not offered and the first slot is chosen.
    const slot = phone.getByTestId('when-slot');
    await slot.waitFor();
    expect(await slot.inputValue()).not.toBe('');
    await phone.getByTestId('place-order').click();
    await phone.getByTestId('order-confirmation').waitFor();
    await phone.getByTestId('order-scheduled-for').waitFor();
    await shot(phone, 'menu-publico-cerrado-programado-390');
    await phone.context().close();
  });
});
