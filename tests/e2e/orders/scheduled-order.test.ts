// A scheduled order from the public menu on a 390 px phone (docs/availability.md, «Pedidos programados y
// capacidad»): the customer chooses «Programar para más tarde» and a slot, the confirmation shows the promised
// time, and the order waits on the board in «Programados» with its time, without ringing.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { LoginSession } from '@shared/types/account';
import { DESKTOP, MOBILE, apiLogin, launchBrowser, loginWithStorage, newPage } from '../support/browser';
import { shot } from '../support/shots';
import { sessionApi } from '../onboarding/new-owner';

const baseUrl = inject('baseUrl');
const accounts = inject('accounts');

let browser: Browser;
let session: LoginSession;

const api = sessionApi(baseUrl, () => session);

beforeAll(async () => {
  browser = await launchBrowser();
  session = await apiLogin(baseUrl, accounts.demo);
  await api('PUT', '/v1/comercio', { servicio_activo: true });
  await api('PUT', '/v1/comercio/programacion', { programados_activos: true, dias_adelanto: 2, minutos_preparacion: 30, capacidad_modo: 'desactivada', capacidad_por_franja: null });
});

afterAll(async () => {
  await browser?.close();
});

describe('scheduled order', () => {
  it('is placed for a slot from the public menu at 390 px and waits in «Programados» on the board', async () => {
    const phone: Page = await newPage(browser, MOBILE);
    await phone.goto(`${baseUrl}/m/${session.id_path}`);
    await phone.getByTestId('public-menu').waitFor();
    await phone.getByTestId('public-product').filter({ hasNot: phone.locator('.pm-soldout') }).first().click();
    await phone.getByTestId('product-sheet').waitFor();
    // Products with a required extra group: choose the first option of each group until adding is possible.
    for (const group of await phone.getByTestId('product-sheet').locator('fieldset').all()) {
      if (await phone.getByTestId('add-to-cart').isEnabled()) break;
      await group.locator('input').first().check();
    }
    await phone.getByTestId('add-to-cart').click();
    await phone.getByTestId('open-cart').click();
    await phone.getByTestId('go-checkout').click();
    await phone.getByTestId('public-checkout').waitFor();
    await phone.getByText('Pasar a recoger', { exact: true }).click();
    await phone.getByLabel('Nombre').fill('Familia Programada');
    await phone.getByLabel('Número celular').fill('9931114455');
    await phone.getByLabel('Efectivo').check();

    const when = phone.getByTestId('checkout-when');
    await when.waitFor();
    await phone.getByTestId('when-later').check();
    const select = phone.getByTestId('when-slot');
    await select.waitFor();
    // The fifth slot offered (over an hour ahead), by its label.
    const option = select.locator('option').nth(4);
    const slotAt = (await option.getAttribute('value'))!;
    const label = (await option.textContent())!.trim();
    await select.selectOption(slotAt);
    await when.scrollIntoViewIfNeeded();
    await shot(phone, 'scheduled-checkout-390');
    await phone.getByTestId('place-order').click();
    await phone.getByTestId('order-confirmation').waitFor();
    const folio = (await phone.getByTestId('order-folio').textContent())!.trim();
    await phone.getByTestId('order-scheduled-for').waitFor();
    await shot(phone, 'scheduled-confirmation-390');
    await phone.context().close();
    expect(label).toMatch(/^(Hoy|Mañana|El \S+) \d{1,2}:\d{2}$/);

    const panel = await newPage(browser, DESKTOP);
    await loginWithStorage(panel, baseUrl, accounts.demo, '/control-pedidos');
    await panel.getByTestId('board-search').fill(folio);
    const column = panel.getByTestId('board-column-scheduled');
    const card = column.locator(`[data-testid="order-card"][data-folio="${folio}"]`);
    await card.waitFor({ timeout: 15_000 });
    expect(await card.getByTestId('card-scheduled').textContent()).toMatch(/^Para (hoy|mañana|el \d{2}\/\d{2}\/\d{4}) \d{2}:\d{2}$/);
    expect(await card.getAttribute('data-new')).toBe('false');
    await shot(panel, 'scheduled-board-1280');

    const mobilePanel = await newPage(browser, MOBILE);
    await loginWithStorage(mobilePanel, baseUrl, accounts.demo, '/control-pedidos');
    await mobilePanel.getByTestId('board-tab-scheduled').click();
    await mobilePanel.getByTestId('board-search').fill(folio).catch(() => undefined);
    await mobilePanel.locator(`[data-testid="order-card"][data-folio="${folio}"]`).waitFor({ timeout: 15_000 });
    await shot(mobilePanel, 'scheduled-board-390');
  });

  it('sets the kitchen capacity on Horarios with the shared rules', async () => {
    const page = await newPage(browser, DESKTOP);
    await loginWithStorage(page, baseUrl, accounts.demo, '/horarios');
    const card = page.getByTestId('scheduling-card');
    await card.waitFor();
    await card.getByLabel('Capacidad de cocina').click();
    await page.getByText('Pedidos por cada 15 minutos', { exact: true }).click();
    await card.getByLabel('Máximo cada 15 minutos').fill('8');
    await card.getByTestId('save-scheduling').click();
    await expect.poll(async () => (await api<{ capacidad_modo: string; capacidad_por_franja: number }>('GET', '/v1/comercio/programacion')).capacidad_por_franja).toBe(8);
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'scheduling-settings-1280');
    const phone = await newPage(browser, MOBILE);
    await loginWithStorage(phone, baseUrl, accounts.demo, '/horarios');
    await phone.getByTestId('scheduling-card').scrollIntoViewIfNeeded();
    await shot(phone, 'scheduling-settings-390');
    await api('PUT', '/v1/comercio/programacion', { programados_activos: true, dias_adelanto: 2, minutos_preparacion: 30, capacidad_modo: 'desactivada', capacidad_por_franja: null });
  });
});
