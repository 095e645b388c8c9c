// The owner's consolidated views in real Chromium (docs/locations.md, "Consolidated views"): an account with two
// locations chooses «Todas las sucursales» on Estadísticas (each location side by side, then the summed
// figures; the reports lead with «Sucursal») and on the order history (a «Sucursal» column), at 1280 and
// 390 px; an owner with one location sees no selector. The account's second location is written into the
// database, so this file starts a server of its own (the worker's shared server runs in another process).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatMoney } from '@shared/money';
import { startServer, type RunningServer } from '../../../server/src/start-server';
import { MEMORY_DATA_DIR } from '../../../server/src/db/database';
import { pgliteTemplate } from '../../../testkit/pglite-template';
import { createCommerceFixture } from '../../../testkit/commerce-fixture';
import { insertOrders, type OrderFixture } from '../../integration/stats/fixtures';
import { addAccountLocation } from '../../../testkit/account-location';
import { chooseSelectOption, DESKTOP, expectScreen, launchBrowser, loginWithStorage, MOBILE, newPage } from '../support/browser';
import { shot } from '../support/shots';
import type { E2EAccount } from '../support/accounts';

let server: RunningServer;
let browser: Browser;
let owner: E2EAccount;
let single: E2EAccount;

// Minutes ago: inside «Mes» in Mexico City's clock except in the first minutes of a month.
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const sale = (folio: string, total: number, minutes: number, nombre: string): OrderFixture => ({
  folio,
  at: minutesAgo(minutes),
  entrega: 'takeAway',
  pago: 'efectivo',
  estatus: 'delivered',
  nombre,
  celular: `99312${folio.replace(/\D/g, '').padStart(5, '0')}`,
  subtotal: total,
  total,
  lines: [{ nombre: 'Taco al pastor', presentacion: 'Orden', cantidad: total / 2500, precio_cents: 2500 }],
});

beforeAll(async () => {
  server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: MEMORY_DATA_DIR,
    staticDir: inject('staticDir'),
    seedDemo: false,
    logger: false,
    pgliteSnapshot: await pgliteTemplate(),
    config: { publicLimits: null, autoPause: null },
  });
  const account = await createCommerceFixture(server.handle, { plan: 'PLUS', nombre: 'Taquería Centro' });
  const norte = (await addAccountLocation(server.handle, account.accountId, { nombre: 'Taquería Norte' })).commerceId;
  await insertOrders(server.handle, account.commerceId, [sale('C-1', 10000, 3, 'Ana López'), sale('C-2', 5000, 2, 'Beto Ruiz')]);
  await insertOrders(server.handle, norte, [sale('N-1', 20000, 4, 'Carla Núñez')]);
  owner = { email: account.email, password: account.password };
  const other = await createCommerceFixture(server.handle, { plan: 'PLUS', nombre: 'Fonda Única' });
  single = { email: other.email, password: other.password };
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function statsForAll(page: Page, suffix: string): Promise<void> {
  await loginWithStorage(page, server.url, owner, '/estadisticas');
  await expectScreen(page, 'stats', '/estadisticas');
  await page.getByTestId('stats-period').getByText('Mes', { exact: true }).click();
  await page.getByTestId('stats-location').click();
  await chooseSelectOption(page, 'Todas las sucursales');
  const table = page.getByTestId('stats-by-location');
  await table.getByText('Taquería Norte').waitFor();
  expect(await table.innerText()).toContain('Taquería Centro');
  expect(await page.getByTestId('stats-by-location-total').innerText()).toContain(formatMoney(350));
  expect(await page.getByTestId('kpi-ventas').innerText()).toContain(formatMoney(350));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, `sucursales-estadisticas-${suffix}`);
  const reports = page.getByTestId('stats-reports');
  await reports.scrollIntoViewIfNeeded();
  await reports.locator('th').filter({ hasText: 'Sucursal' }).first().waitFor();
  await reports.getByText('Todas las sucursales').waitFor();
  await shot(page, `sucursales-reportes-${suffix}`);
}

async function historyForAll(page: Page, suffix: string): Promise<void> {
  await loginWithStorage(page, server.url, owner, '/historial-pedidos');
  await page.getByTestId('history-location').click();
  await chooseSelectOption(page, 'Todas las sucursales');
  const table = page.getByTestId('history-table');
  await table.getByText('N-1').waitFor();
  expect(await table.innerText()).toContain('Taquería Norte');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, `sucursales-historial-${suffix}`);
}

describe('consolidated views of an account with two locations', () => {
  it('Estadísticas: «Todas las sucursales» side by side and summed, reports with «Sucursal» (1280 px)', async () => {
    const page = await newPage(browser, DESKTOP);
    await statsForAll(page, '1280');
    await page.context().close();
  });

  it('the same at 390 px', async () => {
    const page = await newPage(browser, MOBILE);
    await statsForAll(page, '390');
    await page.context().close();
  });

  it('order history: every location with its name, at 1280 and 390 px', async () => {
    const desktop = await newPage(browser, DESKTOP);
    await historyForAll(desktop, '1280');
    await desktop.context().close();
    const phone = await newPage(browser, MOBILE);
    await historyForAll(phone, '390');
    await phone.context().close();
  });

  it('an owner with one location sees no selector', async () => {
    const page = await newPage(browser, DESKTOP);
    await loginWithStorage(page, server.url, single, '/estadisticas');
    await expectScreen(page, 'stats', '/estadisticas');
    await page.getByTestId('kpi-ventas').waitFor();
    expect(await page.getByTestId('stats-location').count()).toBe(0);
    await page.context().close();
  });
});
