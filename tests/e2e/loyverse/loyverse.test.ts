// Loyverse in real Chromium against a server of its own that calls testkit/fakes/loyverse.ts: the
// owner tests the connection, imports the menu and sees the conflict to fix, pulls stock-outs; a delivered
// order shows its Loyverse receipt number, and a refused one shows why with «Reenviar». 1280 and 390 px.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginSession } from '@shared/types/account';
import type { LoyverseOrderReceipt } from '@shared/types/loyverse';
import type { PublicMenu } from '@shared/types/public-menu';
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
});

afterAll(async () => {
  if (previousBaseUrl === undefined) delete process.env.LOYVERSE_BASE_URL;
  else process.env.LOYVERSE_BASE_URL = previousBaseUrl;
  await browser?.close();
  await server?.close();
  await fake?.close();
});

const api = () => sessionApi(server.url, () => session);

async function deliveredOrder(productName: string): Promise<{ id: string; folio: string }> {
  const menu = (await (await fetch(`${server.url}/v1/public/comercio/${session.id_path}/menu`)).json()) as PublicMenu;
  const product = menu.categorias.flatMap((category) => category.productos).find((p) => p.nombre === productName)!;
  const placed = await fetch(`${server.url}/v1/public/comercio/${session.id_path}/pedido`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ metodo_entrega: 'inRestaurant', nombre: 'Lucía Pérez', numero_celular: '9931234567', country_code: '52', metodo_pago: 'efectivo', productos: [{ id_producto: product.id, cantidad: 2, extras: [] }] }),
  });
  expect(placed.status, await placed.clone().text()).toBe(201);
  const { pedido } = (await placed.json()) as { pedido: { id: string; folio: string } };
  await api()('PUT', `/v1/pedido/${pedido.id}`, { action: 'changeStatus', status: 'accepted', tiempo_preparacion: 15 });
  await api()('PUT', `/v1/pedido/${pedido.id}`, { action: 'changeStatus', status: 'delivered' });
  return pedido;
}

describe('Loyverse', () => {
  it('tests the connection, imports the menu with its conflict and pulls stock-outs', async () => {
    await api()('PUT', '/v1/integrations/pos/loyverse', { configuration: { store_id: fake.storeId, token: fake.token } });
    const page = await newPage(browser, DESKTOP);
    await loginWithStorage(page, server.url, DEMO_LOGIN, '/integraciones');
    await page.getByTestId('integration-loyverse').getByText('Configurado').waitFor();
    await page.getByTestId('integration-loyverse').getByRole('button', { name: 'Ver detalle' }).click();
    await page.waitForURL((url) => url.pathname === '/integraciones/pos/loyverse/detail');
    await page.getByRole('button', { name: 'Probar conexión' }).click();
    await page.getByTestId('integration-check').getByText('Conexión correcta con Loyverse: Taquería de prueba, tienda «Sucursal Centro»').waitFor();
    expect(await page.content()).not.toContain(fake.token);

    await page.getByRole('button', { name: 'Importar menú de Loyverse' }).click();
    await page.getByTestId('loyverse-last-import').waitFor();
    await page.getByTestId('loyverse-conflict').getByText('Agua del día', { exact: true }).waitFor();
    expect(await page.getByTestId('loyverse-conflict').count()).toBe(2);
    await page.getByTestId('loyverse-linked').getByText('2 productos · 3 variantes · 2 extras').waitFor();
    await shot(page, 'loyverse-importado-1280');

    fake.stock.set(fake.items[0]!.variants[0]!.variant_id, 0);
    await page.getByRole('button', { name: 'Traer agotados' }).click();
    await page.getByTestId('loyverse-stock').getByText('Agotados: Taco al pastor').waitFor();
    await shot(page, 'loyverse-agotados-1280');
    fake.stock.set(fake.items[0]!.variants[0]!.variant_id, 20);
    await page.getByRole('button', { name: 'Traer agotados' }).click();
    await page.getByTestId('loyverse-stock').getByText('De nuevo disponibles: Taco al pastor').waitFor();
    await page.context().close();

    const phone = await newPage(browser, MOBILE);
    await loginWithStorage(phone, server.url, DEMO_LOGIN, '/integraciones/pos/loyverse/detail');
    await phone.getByTestId('loyverse-last-import').waitFor();
    await shot(phone, 'loyverse-importado-390');
    await phone.context().close();
  });

  it('shows the receipt number of a delivered order, and why Loyverse refused another with «Reenviar»', async () => {
    const order = await deliveredOrder('Taco al pastor');
    await expect.poll(async () => (await api()<LoyverseOrderReceipt>('GET', `/v1/loyverse/pedidos/${order.id}`)).status).toBe('sent');
    const receipt = fake.receipts.find((r) => r.order === order.folio)!;
    const page = await newPage(browser, DESKTOP);
    await loginWithStorage(page, server.url, DEMO_LOGIN, `/historial-pedidos/detalle/${order.id}`);
    await page.getByTestId('loyverse-receipt').getByText(`Recibo Loyverse ${receipt.receipt_number}`).waitFor();
    await shot(page, 'loyverse-recibo-1280');
    await page.context().close();

    // Loyverse now refuses the token: the order says so, in Loyverse's words, and offers «Reenviar».
    await api()('PUT', '/v1/integrations/pos/loyverse', { configuration: { store_id: fake.storeId, token: 'token-revocado' } });
    const refused = await deliveredOrder('Taco al pastor');
    await expect.poll(async () => (await api()<LoyverseOrderReceipt>('GET', `/v1/loyverse/pedidos/${refused.id}`)).status).toBe('failed');
    const phone = await newPage(browser, MOBILE);
    await loginWithStorage(phone, server.url, DEMO_LOGIN, `/historial-pedidos/detalle/${refused.id}`);
    const line = phone.getByTestId('loyverse-receipt');
    await line.getByText('Loyverse no recibió el pedido').waitFor();
    await line.getByText('Loyverse rechazó el recibo: The access token is missing, malformed or invalid').waitFor();
    await shot(phone, 'loyverse-recibo-rechazado-390');
    await api()('PUT', '/v1/integrations/pos/loyverse', { configuration: { store_id: fake.storeId, token: fake.token } });
    await line.getByRole('button', { name: 'Reenviar' }).click();
    await expect.poll(async () => (await api()<LoyverseOrderReceipt>('GET', `/v1/loyverse/pedidos/${refused.id}`)).status).toBe('sent');
    expect(fake.receipts.filter((r) => r.order === refused.folio)).toHaveLength(1);
    await phone.context().close();
  });
});
