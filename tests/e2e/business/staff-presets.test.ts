// Staff presets and plans in Chromium on the trial account (issue #51, items 13 and 14), at 1280 and 390 px:
// a «Cajero» lands on its first permitted screen (never the trial welcome page), sees no «Elegir un plan» and
// never reaches the provider's fiscal and bank form; a «Cocina» lands on the kitchen screen; a «Repartidor»
// (orders without create) sees the cash close but cannot open a shift;
// the trial owner's «Elegir un plan» lists the plans with the current one marked, and the free plan's upsell
// marks it too.
import { describe, expect, inject, it } from 'vitest';
import type { RolePresetId } from '@shared/roles';
import { presetModules } from '@shared/roles';
import type { AccountDetails } from '@shared/types/account';
import type { E2EAccount } from '../support/accounts';
import { apiLogin, DESKTOP, expectScreen, loginWithStorage, MOBILE, navigate, newPage, useBrowserAndDemoSession } from '../support/browser';
import { shot } from '../support/shots';

const baseUrl = inject('baseUrl');
const accounts = inject('accounts');
const context = useBrowserAndDemoSession();

/** A staff user of the trial commerce with a role preset, created by its owner through the API. */
async function staffOfTrial(role: RolePresetId, tag: string): Promise<E2EAccount> {
  const owner = await apiLogin(baseUrl, accounts.trial);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${owner.token}`, id_comercio: owner.id_comercio };
  const details = (await (await fetch(`${baseUrl}/v1/auth/account-details`, { headers })).json()) as AccountDetails;
  const suffix = `${role}${tag}${Date.now().toString(36)}`;
  const account = { email: `${suffix}@prueba.mx`, password: 'personal1234' };
  const response = await fetch(`${baseUrl}/v1/usuarios`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ ...account, name: `Personal ${role}`, username: suffix.slice(0, 30), status: 'activo', modules: presetModules(role, details.modulesAndPermissions) }),
  });
  if (response.status !== 201) throw new Error(`Alta de ${role}: ${response.status} ${await response.text()}`);
  return account;
}

describe.each([
  { name: '1280', viewport: DESKTOP },
  { name: '390', viewport: MOBILE },
])('staff presets and plans at $name px', ({ name, viewport }) => {
  it('a Cajero lands on the board, sees no plan button and never the payment provider form', { timeout: 90_000 }, async () => {
    const cashier = await staffOfTrial('cajero', name);
    const page = await newPage(context.browser, viewport);
    await loginWithStorage(page, baseUrl, cashier, '/');
    await expectScreen(page, 'orders', '/control-pedidos');
    await page.getByTestId('trial-banner').waitFor();
    expect(await page.getByRole('button', { name: 'Elegir un plan' }).count()).toBe(0);
    await navigate(page, '/configuracion-cobro-en-linea');
    await expectScreen(page, 'no-permission', '/configuracion-cobro-en-linea');
    expect(await page.getByLabel('RFC').count()).toBe(0);
    await navigate(page, '/pedidos-en-linea');
    await page.getByTestId('screen-online-orders').waitFor();
    expect(await page.getByRole('button', { name: 'Configurar cobros en línea' }).count()).toBe(0);
    await page.context().close();
  });

  it('a Cocina lands on the kitchen screen; a Repartidor sees the cash close read-only', { timeout: 90_000 }, async () => {
    const kitchen = await staffOfTrial('cocina', name);
    const cook = await newPage(context.browser, viewport);
    await loginWithStorage(cook, baseUrl, kitchen, '/');
    await expectScreen(cook, 'kitchen', '/cocina');
    await cook.context().close();
    const rider = await staffOfTrial('repartidor', name);
    const page = await newPage(context.browser, viewport);
    await loginWithStorage(page, baseUrl, rider, '/caja');
    await expectScreen(page, 'cash', '/caja');
    await page.getByTestId('cash-read-only').waitFor();
    expect(await page.getByTestId('open-shift').count()).toBe(0);
    await page.context().close();
  });

  it('the trial owner chooses among the plans with the trial marked; the free plan upsell marks the free plan', { timeout: 90_000 }, async () => {
    const page = await newPage(context.browser, viewport);
    await loginWithStorage(page, baseUrl, accounts.trial, '/mi-cuenta');
    await expectScreen(page, 'my-account', '/mi-cuenta');
    const plans = page.getByTestId('account-plans');
    await plans.getByTestId('plan-PROFESIONAL').waitFor();
    expect(await plans.getByTestId('plan-TRIAL').getAttribute('data-current')).toBe('true');
    expect(await plans.getByTestId('plan-TRIAL').textContent()).toContain('Tu plan actual');
    expect(await plans.locator('[data-current="true"]').count()).toBe(1);
    await plans.scrollIntoViewIfNeeded();
    await shot(page, `planes-prueba-${name}`);
    await page.context().close();

    const free = await newPage(context.browser, viewport);
    await loginWithStorage(free, baseUrl, accounts.freemium, '/suscripcion/ESTADISTICAS');
    await expectScreen(free, 'upsell', '/suscripcion/ESTADISTICAS');
    await free.getByTestId('plan-FREEMIUM').waitFor();
    expect(await free.getByTestId('plan-FREEMIUM').textContent()).toContain('Tu plan actual');
    await free.context().close();
  });
});
