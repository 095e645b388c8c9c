// «Enlazar a mano» and «Enviar el recibo» in real Chromium against a server of its own that calls
// testkit/fakes/loyverse.ts (docs/integrations.md): after the import the owner opens the products without a
// link, picks the Loyverse article of one, and it shows «Enlazado»; the receipt's moment is chosen in the same
// drawer. 1280 and 390 px.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginSession } from '@shared/types/account';
import type { LoyverseMapping, LoyverseStatus } from '@shared/types/loyverse';
import { DEMO_LOGIN, type RunningServer } from '../../../server/src/start-server';
import { seedCatalogue, startFakeLoyverse, type FakeLoyverse } from '../../../testkit/fakes/loyverse';
import { apiLogin, DESKTOP, launchBrowser, loginWithStorage, MOBILE, newPage } from '../support/browser';
import { shot } from '../support/shots';
import { sessionApi } from '../onboarding/new-owner';
import { startOwnDemoServer } from '../support/own-server';

let server: RunningServer;
let browser: Browser;
let fake: FakeLoyverse;
let session: LoginSession;
const previousBaseUrl = process.env.LOYVERSE_BASE_URL;

beforeAll(async () => {
  fake = await startFakeLoyverse();
  seedCatalogue(fake);
  process.env.LOYVERSE_BASE_URL = fake.baseUrl;
  server = await startOwnDemoServer({ outbox: { everyMs: 200 } });
  browser = await launchBrowser();
  session = await apiLogin(server.url, DEMO_LOGIN);
  const api = sessionApi(server.url, () => session);
  await api('PUT', '/v1/integrations/pos/loyverse', { configuration: { store_id: fake.storeId, token: fake.token } });
  await api('POST', '/v1/loyverse/importar');
});

afterAll(async () => {
  if (previousBaseUrl === undefined) delete process.env.LOYVERSE_BASE_URL;
  else process.env.LOYVERSE_BASE_URL = previousBaseUrl;
  await browser?.close();
  await server?.close();
  await fake?.close();
});

const api = () => sessionApi(server.url, () => session);

describe('Loyverse: enlazar a mano', () => {
  it('links an unlinked product to a Loyverse article and chooses when receipts go', async () => {
    const before = (await api()('GET', '/v1/loyverse/enlaces')) as LoyverseMapping;
    const unlinked = before.productos.find((product) => product.presentaciones.length === 0 && !product.variante)!;
    expect(unlinked).toBeDefined();

    const page = await newPage(browser, DESKTOP);
    await loginWithStorage(page, server.url, DEMO_LOGIN, '/integraciones/pos/loyverse/detail');
    await page.getByTestId('loyverse-panel').waitFor();
    await page.getByRole('combobox', { name: 'Cuándo se envía el recibo a Loyverse' }).click();
    await page.getByTitle('Al entregar o al cobrar, lo que pase primero').click();
    await expect.poll(async () => ((await api()('GET', '/v1/loyverse')) as LoyverseStatus).recibo_cuando).toBe('primero');

    await page.getByRole('button', { name: 'Enlazar a mano' }).click();
    const row = page.getByTestId('loyverse-mapping-row').filter({ hasText: unlinked.nombre }).first();
    await row.getByText('Sin enlace').waitFor();
    await shot(page, 'loyverse-enlazar-1280');
    await row.getByRole('combobox').click();
    await page.getByTitle('Agua del día', { exact: true }).last().click();
    await page.getByRole('button', { name: /Ver solo sin enlace|Ver todos/ }).waitFor();
    await page.getByRole('button', { name: 'Ver todos' }).click();
    await page.getByTestId('loyverse-mapping-row').filter({ hasText: unlinked.nombre }).first().getByText('Enlazado').waitFor();
    const after = (await api()('GET', '/v1/loyverse/enlaces')) as LoyverseMapping;
    expect(after.productos.find((product) => product.id === unlinked.id)).toMatchObject({ variante: 'Agua del día' });
    await shot(page, 'loyverse-enlazado-1280');
    await page.context().close();

    const phone = await newPage(browser, MOBILE);
    await loginWithStorage(phone, server.url, DEMO_LOGIN, '/integraciones/pos/loyverse/detail');
    await phone.getByRole('button', { name: 'Enlazar a mano' }).click();
    await phone.getByTestId('loyverse-mapping-row').first().waitFor();
    await phone.getByTestId('loyverse-mapping').scrollIntoViewIfNeeded();
    await shot(phone, 'loyverse-enlazar-390');
    await phone.context().close();
  });
});
