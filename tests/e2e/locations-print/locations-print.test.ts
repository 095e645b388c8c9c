// Issue 55 item 5, «One counter PC, one location»: the panel in Chromium paired with the print agent, a server
// of this file's own whose demo account has a second location («Sushi Norte», inserted as another commerce of
// the same account), real TCP printer emulators. The account details hand the panel one token per location
// (`accountCommerceTokens`; this server answers only the panel's own, so the test adds the second location's
// token to that answer, the contract the account side fills). By default the PC follows the location the panel
// signed in to: an order at Sushi Norte does not print here, one at the taquería prints once. Following both
// (chosen in Ajustes → Impresión, screenshots at 1280 and 390 px) each location prints on its own printer, once,
// and the station ticket names the brand.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPrintSettings, type PrintSettings } from '@shared/printing';
import type { AccountDetails } from '@shared/types/account';
import type { OrderDetail } from '@shared/types/order';
import { DEMO_LOGIN, type RunningServer } from '../../../server/src/start-server';
import { DEMO_ID_PATH } from '../../../server/src/db/seed/demo/commerce';
import { startPrinterEmulator, type PrinterEmulator } from '../../../scripts/printer-emulator/emulator';
import { apiLogin, chooseSelectOption, launchBrowser, loginWithStorage, MOBILE, newPage } from '../support/browser';
import { shot } from '../support/shots';
import { sleep, startPrintingRig, ticketFolio, type PrintingRig } from '../printing/harness';
import { addSecondLocation, type SecondLocation } from '../../integration/printing/second-location';
import { startOwnDemoServer } from '../support/own-server';

let server: RunningServer;
let browser: Browser;
let rig: PrintingRig;
let sushiPrinter: PrinterEmulator;
let page: Page;
let tacos: { commerceId: string; name: string };
let sushi: SecondLocation;

const SUSHI = 'Sushi Norte';

async function firstProduct(idPath: string): Promise<string> {
  const options = (await (await fetch(`${server.url}/v1/public/comercio/${idPath}/pedido/opciones`)).json()) as { productos: { id: string; extras: { obligatorio: boolean }[] }[] };
  const product = options.productos.find((candidate) => candidate.extras.every((group) => !group.obligatorio));
  if (!product) throw new Error(`sin producto en ${idPath}`);
  return product.id;
}

let phone = 33_000_000;
async function placeOrderAt(idPath: string): Promise<OrderDetail> {
  phone += 1;
  const response = await fetch(`${server.url}/v1/public/comercio/${idPath}/pedido`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ metodo_entrega: 'takeAway', nombre: `Cliente ${phone}`, numero_celular: `55${phone}`, country_code: '52', metodo_pago: 'efectivo', productos: [{ id_producto: await firstProduct(idPath), cantidad: 1 }] }),
  });
  if (response.status !== 201) throw new Error(`POST pedido: ${response.status} ${await response.text()}`);
  return (await response.json()) as OrderDetail;
}

const tickets = (emulator: PrinterEmulator, order: OrderDetail) => emulator.jobs().filter((job) => ticketFolio(job) === order.pedido.folio);

/** The agent has nothing queued and no ticket arrived for a while (a second ticket would come from a repeat). */
async function settle(): Promise<void> {
  let count = -1;
  while (count !== rig.emulator.jobs().length + sushiPrinter.jobs().length) {
    count = rig.emulator.jobs().length + sushiPrinter.jobs().length;
    rig.printing().wakeAutoPrint();
    await rig.printing().autoPrintIdle();
    await rig.printing().whenIdle();
    await sleep(2_000);
  }
}

function printerSettings(station: { id: string; name: string } | null): PrintSettings {
  const settings = defaultPrintSettings();
  const network = (port: number) => ({ kind: 'network' as const, host: '127.0.0.1', port });
  settings.Printer1 = { ...settings.Printer1, printer: network(rig.emulator.port), printerName: 'Mostrador', autoPrint: 'onOrderReceived', copies: 1, delayBetweenCopiesMs: 0 };
  if (station) settings.Printer2 = { ...settings.Printer2, printer: network(sushiPrinter.port), printerName: 'Cocina sushi', autoPrint: 'onOrderReceived', copies: 1, delayBetweenCopiesMs: 0, kitchen: true, station };
  return settings;
}

beforeAll(async () => {
  server = await startOwnDemoServer();
  const login = await apiLogin(server.url, DEMO_LOGIN);
  tacos = { commerceId: login.id_comercio, name: login.nombre_comercio };
  sushi = await addSecondLocation(server, { commerceId: tacos.commerceId }, SUSHI, 'sushi-norte');
  rig = await startPrintingRig(new URL(server.url).origin);
  sushiPrinter = await startPrinterEmulator({ port: 0 });
  await rig.printing().saveSettings(printerSettings(null));
  browser = await launchBrowser();
  page = await newPage(browser);
  // The account side's contract: one token per location the user may use (shared/types/account.ts).
  await page.route('**/v1/auth/account-details', async (route) => {
    const response = await route.fetch();
    const details = (await response.json()) as AccountDetails;
    const tokens = details.accountCommerceTokens.some((entry) => entry.id_comercio === sushi.commerceId) ? details.accountCommerceTokens : [...details.accountCommerceTokens, { id_comercio: sushi.commerceId, token: sushi.token }];
    await route.fulfill({ response, json: { ...details, accountCommerceTokens: tokens } });
  });
  await loginWithStorage(page, server.url, DEMO_LOGIN, `/ajustes${rig.agent().pairingFragment}`);
  await page.getByTestId('settings-printing').waitFor({ timeout: 30_000 });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await rig?.close();
  await sushiPrinter?.close();
  await server?.close();
});

describe('una computadora de mostrador, una sucursal', () => {
  it('por omisión sigue la sucursal del panel: un pedido de la otra no imprime aquí, uno de la suya imprime una vez', { timeout: 240_000 }, async () => {
    await expect.poll(async () => (await rig.printing().getAutoPrintState()).connected, { timeout: 60_000 }).toBe(true);
    const state = await rig.printing().getAutoPrintState();
    expect(state.locations?.map((location) => location.commerceId)).toEqual([tacos.commerceId]);

    const atSushi = await placeOrderAt('sushi-norte');
    const atTacos = await placeOrderAt(DEMO_ID_PATH);
    await expect.poll(() => tickets(rig.emulator, atTacos).length, { timeout: 60_000 }).toBe(1);
    await settle();
    expect(tickets(rig.emulator, atTacos)).toHaveLength(1);
    expect(tickets(rig.emulator, atSushi)).toHaveLength(0);
    expect(tickets(sushiPrinter, atSushi)).toHaveLength(0);

    // The card lists both locations, the panel's checked and printing.
    const card = page.getByTestId('print-locations-card');
    await card.waitFor({ timeout: 30_000 });
    await expect.poll(() => card.getByText(SUSHI).count(), { timeout: 20_000 }).toBe(1);
    expect(await card.getByRole('checkbox', { name: tacos.name }).isChecked()).toBe(true);
    expect(await card.getByRole('checkbox', { name: SUSHI }).isChecked()).toBe(false);
  });

  it('siguiendo las dos, cada sucursal imprime en su impresora una vez y el ticket de estación dice la marca', { timeout: 300_000 }, async () => {
    // Sushi Norte's kitchen has a station with its product; Printer2 is that station's printer.
    const productId = await firstProduct('sushi-norte');
    const put = await fetch(`${server.url}/v1/cocina/estaciones`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${sushi.token}`, id_comercio: sushi.commerceId, 'content-type': 'application/json' },
      body: JSON.stringify({ estaciones: [{ name: 'Barra fría', categoryIds: [], productIds: [productId] }] }),
    });
    expect(put.status).toBe(200);
    const [station] = (await put.json()) as { id: string; name: string }[];
    await rig.printing().saveSettings(printerSettings({ id: station!.id, name: station!.name }));
    await page.reload();
    const card = page.getByTestId('print-locations-card');
    await card.waitFor({ timeout: 30_000 });
    await card.getByText(SUSHI).waitFor({ timeout: 20_000 });

    await page.getByTestId(`print-location-${sushi.commerceId}`).click();
    await page.getByTestId('location-of-Printer1').click();
    await chooseSelectOption(page, tacos.name);
    await page.getByTestId('location-of-Printer2').click();
    await chooseSelectOption(page, SUSHI);
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'h55-print-locations-1280');
    await page.getByTestId('print-locations-save').click();
    await page.getByText('Sucursales guardadas').waitFor();
    await page.setViewportSize(MOBILE);
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'h55-print-locations-390');

    await expect.poll(async () => (await rig.printing().getAutoPrintState()).locations?.map((location) => location.commerceId).sort(), { timeout: 30_000 }).toEqual([tacos.commerceId, sushi.commerceId].sort());
    await expect.poll(async () => (await rig.printing().getAutoPrintState()).connected, { timeout: 60_000 }).toBe(true);
    await rig.printing().autoPrintIdle();

    const atTacos = await placeOrderAt(DEMO_ID_PATH);
    const atSushi = await placeOrderAt('sushi-norte');
    await expect.poll(() => tickets(rig.emulator, atTacos).length + tickets(sushiPrinter, atSushi).length, { timeout: 60_000 }).toBe(2);
    await settle();
    expect(tickets(rig.emulator, atTacos)).toHaveLength(1);
    expect(tickets(sushiPrinter, atTacos)).toHaveLength(0);
    expect(tickets(sushiPrinter, atSushi)).toHaveLength(1);
    expect(tickets(rig.emulator, atSushi)).toHaveLength(0);
    expect(tickets(rig.emulator, atTacos)[0]!.text).toContain(tacos.name);
    const stationTicket = tickets(sushiPrinter, atSushi)[0]!.text;
    expect(stationTicket).toContain('Barra fría');
    expect(stationTicket).toContain(SUSHI);
    console.log(`[e2e sucursales] ticket de estación:\n${stationTicket}`);
  });
});
