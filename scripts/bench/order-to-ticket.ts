// `npm run bench -- order-to-ticket [--orders 200]`
// From the customer's POST /v1/public/comercio/{id_path}/pedido to the last byte of the ticket at
// the printer emulator, through the desktop side (the print agent follows the orders itself: the live
// channel's print trigger carries the ticket's data, Printer1 auto-printing on received):
//   postToLastByteDesktop     no browser at all (the session handed over once, as at sign-in);
//   postToLastByteWithPanel   the same with the demo panel open in headless Chromium;
//   postToLastByteFloor       the ticket encoded and written to a socket right after the POST answers
//                             (no server push, no job ledger fsync: `floor` in the JSON says so),
//                             measured in blocks alternating with the desktop series;
//   postAnswerDesktop, postAnswerFloor   the POST alone (until its 201 arrives) in each series: similar
//                             figures say both series ran under the same load;
//   postToLastStationTicket   kitchen stations (docs/kitchen.md): two station printers (grill, bar), each
//                             order with a line for each, until the later of its two station tickets arrived;
//                             `ratioStations` against the same run's floor.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { launchFullChromium } from '../../testkit/chromium';
import { defaultPrintSettings, defaultPrinterSettings, type PrintSettings } from '@shared/printing';
import type { OrderDetail } from '@shared/types/order';
import { startServer } from '../../server/src/start-server';
import { DEMO_ID_PATH, DEMO_LOGIN } from '../../server/src/db/seed/demo/commerce';
import { startAgent } from '../../main/agent';
import { SESSION_STORAGE_KEY } from '../../renderer/src/app/session';
import WebSocket from 'ws';
import { createAgentBridge, type SocketLike } from '../../renderer/src/bridge/agent-client';
import { ensurePanelBuilt } from '../lib/build-panel';
import { buildTicket } from '../../main/services/printing/ticket/build-ticket';
import { encodeEscPos } from '../../main/services/printing/encoders/escpos';
import { sendTcp } from '../../main/services/printing/transports/tcp';
import { startPrinterEmulator, type EmulatorJob, type PrinterEmulator } from '../printer-emulator/emulator';
import { BENCH_COMMERCE, option, percentiles, ratioTo } from './_order-to-ticket';

/** Desktop and floor orders alternate in blocks of this many. */
const FLOOR_BLOCK = 25;


/** Resolves with performance.now() when a ticket for `folio` has fully arrived. */
class TicketArrivals {
  private readonly arrived = new Map<string, number>();
  private readonly waiting = new Map<string, (at: number) => void>();

  onJob = (job: EmulatorJob) => {
    const at = performance.now();
    const folio = /Pedido (\S+)/.exec(job.text)?.[1];
    if (!folio || this.arrived.has(folio)) return;
    this.arrived.set(folio, at);
    this.waiting.get(folio)?.(at);
  };

  wait(folio: string, timeoutMs: number): Promise<number> {
    const known = this.arrived.get(folio);
    if (known !== undefined) return Promise.resolve(known);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`El ticket ${folio} no llegó en ${timeoutMs} ms`)), timeoutMs);
      this.waiting.set(folio, (at) => {
        clearTimeout(timer);
        resolve(at);
      });
    });
  }
}

interface OrderOptions {
  productos: { id: string; extras: { obligatorio: boolean }[] }[];
}

export async function run(args: string[]): Promise<unknown> {
  const orders = option(args, 'orders', 200);
  const root = mkdtempSync(path.join(tmpdir(), 'bench-order-ticket-'));
  const agentDir = path.join(root, 'agent');
  mkdirSync(agentDir, { recursive: true });
  const panelArrivals = new TicketArrivals();
  const floorArrivals = new TicketArrivals();
  const panelPrinter = await startPrinterEmulator({ port: 0, onJob: panelArrivals.onJob });
  const floorPrinter = await startPrinterEmulator({ port: 0, onJob: floorArrivals.onJob });
  const grillArrivals = new TicketArrivals();
  const barArrivals = new TicketArrivals();
  const grillPrinter = await startPrinterEmulator({ port: 0, onJob: grillArrivals.onJob });
  const barPrinter = await startPrinterEmulator({ port: 0, onJob: barArrivals.onJob });

  const settings = defaultPrintSettings();
  settings.Printer1 = { ...settings.Printer1, printer: { kind: 'network', host: '127.0.0.1', port: panelPrinter.port }, autoPrint: 'onOrderReceived', copies: 1, delayBetweenCopiesMs: 0 };
  writeFileSync(path.join(agentDir, 'print-settings.json'), JSON.stringify(settings));

  const staticDir = await ensurePanelBuilt({ quiet: true });
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir: path.join(root, 'server'), staticDir, seedDemo: true, logger: false });
  const baseUrl = server.url.replace('127.0.0.1', 'localhost');
  const agent = await startAgent({ port: 0, dataDir: agentDir, sharedDir: agentDir, panelOrigin: new URL(baseUrl).origin, log: { info: () => undefined, warn: () => undefined, error: () => undefined }, env: {} });
  const browser = await launchFullChromium();

  const postAnswers: number[] = [];
  const placeOrder = async (productId: string, n: number): Promise<{ detail: OrderDetail; startedAt: number }> => {
    const startedAt = performance.now();
    const response = await fetch(`${baseUrl}/v1/public/comercio/${DEMO_ID_PATH}/pedido`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ metodo_entrega: 'takeAway', nombre: `Cliente ${n}`, numero_celular: '5512345678', country_code: '52', metodo_pago: 'efectivo', productos: [{ id_producto: productId, cantidad: 1 }] }),
    });
    if (response.status !== 201) throw new Error(`POST pedido: ${response.status} ${await response.text()}`);
    const detail = (await response.json()) as OrderDetail;
    postAnswers.push(performance.now() - startedAt);
    return { detail, startedAt };
  };

  try {
    const optionsResponse = await fetch(`${baseUrl}/v1/public/comercio/${DEMO_ID_PATH}/pedido/opciones`);
    const options = (await optionsResponse.json()) as OrderOptions;
    const product = options.productos.find((p) => p.extras.every((group) => !group.obligatorio));
    if (!product) throw new Error('El menú demo no tiene un producto sin extras obligatorios');

    const login = await fetch(`${baseUrl}/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: DEMO_LOGIN.email, password: DEMO_LOGIN.password }) });
    const session = (await login.json()) as { token: string; id_comercio: string };

    // Desktop side alone: the session handed over once (what the panel does at sign-in), then no browser.
    // Its orders alternate with the floor's in blocks of FLOOR_BLOCK, so a change of the machine's load
    // weighs on both series alike (the ratio is what the goal is about). During a floor block the desktop
    // side neither follows nor prints: auto-print stopped and Printer1 disabled; switching it back on sets
    // its `since`, so the floor's orders never print there.
    const control = createAgentBridge({ port: agent.port, token: agent.token, createSocket: (url, protocols) => new WebSocket(url, protocols, { origin: new URL(baseUrl).origin }) as unknown as SocketLike });
    const autoPrintSession = { apiBaseUrl: baseUrl, token: session.token, commerceId: session.id_comercio };
    const withPrinter1 = (autoPrint: PrintSettings['Printer1']['autoPrint']): PrintSettings => ({ ...settings, Printer1: { ...settings.Printer1, autoPrint } });
    const follow = async () => {
      await control.saveSettings(withPrinter1('onOrderReceived'));
      await control.startAutoPrint(autoPrintSession);
      for (let tries = 0; !(await control.getAutoPrintState()).connected; tries += 1) {
        if (tries > 600) throw new Error('El agente no se conectó al canal en vivo');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    await follow();
    const warmDesktop = await placeOrder(product.id, 0);
    await panelArrivals.wait(warmDesktop.detail.pedido.folio, 60_000);
    const commerce = BENCH_COMMERCE;
    const printer = defaultPrinterSettings('Printer1');
    const desktop: number[] = [];
    const floorFolios = new Set<string>();
    const floor: number[] = [];
    const desktopPostAnswers: number[] = [];
    const floorPostAnswers: number[] = [];
    let n = 0;
    while (desktop.length < orders) {
      const size = Math.min(FLOOR_BLOCK, orders - desktop.length);
      postAnswers.length = 0;
      for (let i = 0; i < size; i += 1) {
        const { detail, startedAt } = await placeOrder(product.id, (n += 1));
        desktop.push((await panelArrivals.wait(detail.pedido.folio, 30_000)) - startedAt);
      }
      desktopPostAnswers.push(...postAnswers);
      await control.stopAutoPrint();
      await control.saveSettings(withPrinter1('disabled'));
      postAnswers.length = 0;
      for (let i = 0; i < size; i += 1) {
        const { detail, startedAt } = await placeOrder(product.id, (n += 1));
        floorFolios.add(detail.pedido.folio);
        await sendTcp('127.0.0.1', floorPrinter.port, encodeEscPos(buildTicket(detail, commerce, printer)), { timeoutMs: 10_000 });
        floor.push((await floorArrivals.wait(detail.pedido.folio, 30_000)) - startedAt);
      }
      floorPostAnswers.push(...postAnswers);
      // `since` comes from this PC's estimate of the server's clock (± half a round trip, which a loaded
      // machine stretches): switch back on a moment after the block's last order. A floor order the
      // desktop side still prints is counted apart (floorTicketsAtPanelPrinter).
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await follow();
    }
    // Stations: Printer1 off, Printer2 and Printer3 each a station on its own emulator; every order has a
    // product of each station's category, so it prints on both.
    const headers = { authorization: `Bearer ${session.token}`, id_comercio: session.id_comercio, 'content-type': 'application/json' };
    const menu = (await (await fetch(`${baseUrl}/v1/productos`, { headers })).json()) as { id: string; id_categoria: string; activo?: boolean; agotado?: boolean }[];
    const orderable = new Set(options.productos.filter((p) => p.extras.every((group) => !group.obligatorio)).map((p) => p.id));
    const grillProduct = menu.find((p) => orderable.has(p.id));
    const barProduct = menu.find((p) => orderable.has(p.id) && p.id_categoria !== grillProduct?.id_categoria);
    if (!grillProduct || !barProduct) throw new Error('El menú demo no tiene dos categorías con productos sin extras obligatorios');
    const saved = await fetch(`${baseUrl}/v1/cocina/estaciones`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ estaciones: [{ name: 'Parrilla', categoryIds: [grillProduct.id_categoria], productIds: [] }, { name: 'Barra', categoryIds: [barProduct.id_categoria], productIds: [] }] }),
    });
    const [grillStation, barStation] = (await saved.json()) as { id: string; name: string }[];
    if (saved.status !== 200 || !grillStation || !barStation) throw new Error(`PUT estaciones: ${saved.status}`);
    const stationSettings: PrintSettings = {
      ...withPrinter1('disabled'),
      Printer2: { ...settings.Printer2, printer: { kind: 'network', host: '127.0.0.1', port: grillPrinter.port }, autoPrint: 'onOrderReceived', copies: 1, delayBetweenCopiesMs: 0, station: { id: grillStation.id, name: grillStation.name } },
      Printer3: { ...settings.Printer3, printer: { kind: 'network', host: '127.0.0.1', port: barPrinter.port }, autoPrint: 'onOrderReceived', copies: 1, delayBetweenCopiesMs: 0, station: { id: barStation.id, name: barStation.name } },
    };
    await control.stopAutoPrint();
    await control.saveSettings(stationSettings);
    await control.startAutoPrint(autoPrintSession);
    for (let tries = 0; !(await control.getAutoPrintState()).connected; tries += 1) {
      if (tries > 600) throw new Error('El agente no se conectó al canal en vivo');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const stationOrderFolios = new Set<string>();
    const placeStationOrder = async (k: number) => {
      const startedAt = performance.now();
      const response = await fetch(`${baseUrl}/v1/public/comercio/${DEMO_ID_PATH}/pedido`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ metodo_entrega: 'takeAway', nombre: `Cliente ${k}`, numero_celular: '5512345678', country_code: '52', metodo_pago: 'efectivo', productos: [{ id_producto: grillProduct.id, cantidad: 1 }, { id_producto: barProduct.id, cantidad: 1 }] }),
      });
      if (response.status !== 201) throw new Error(`POST pedido: ${response.status} ${await response.text()}`);
      const folio = ((await response.json()) as OrderDetail).pedido.folio;
      stationOrderFolios.add(folio);
      const [grillAt, barAt] = await Promise.all([grillArrivals.wait(folio, 30_000), barArrivals.wait(folio, 30_000)]);
      return Math.max(grillAt, barAt) - startedAt;
    };
    await placeStationOrder((n += 1));
    const stationSamples: number[] = [];
    for (let i = 0; i < orders; i += 1) stationSamples.push(await placeStationOrder((n += 1)));
    await control.stopAutoPrint();
    // As after a floor block: switched back on a moment after the last station order (its `since`).
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await control.saveSettings(settings);
    await fetch(`${baseUrl}/v1/cocina/estaciones`, { method: 'PUT', headers, body: JSON.stringify({ estaciones: [] }) });
    await control.startAutoPrint(autoPrintSession);
    control.close();
    const stationFolios = (printer: PrinterEmulator) => printer.jobs().map((job) => /Pedido (\S+)/.exec(job.text)?.[1] ?? '');
    const stationsStats = percentiles(stationSamples);
    const postAnswerDesktop = percentiles(desktopPostAnswers);
    const postAnswerFloor = percentiles(floorPostAnswers);

    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'es-MX', timezoneId: 'America/Mexico_City' })).newPage();
    await page.goto(`${baseUrl}/terminos`);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SESSION_STORAGE_KEY, JSON.stringify(session)] as const);
    await page.goto(`${baseUrl}/control-pedidos${agent.pairingFragment}`);
    await page.getByTestId('screen-orders').first().waitFor({ state: 'visible', timeout: 60_000 });

    // Warm-up with the panel open (it hands the same session over again).
    const warm = await placeOrder(product.id, (n += 1));
    await panelArrivals.wait(warm.detail.pedido.folio, 60_000);

    const panel: number[] = [];
    for (let i = 1; i <= orders; i += 1) {
      const { detail, startedAt } = await placeOrder(product.id, (n += 1));
      panel.push((await panelArrivals.wait(detail.pedido.folio, 30_000)) - startedAt);
    }
    await page.context().close();
    const printedFolios = panelPrinter.jobs().map((job) => /Pedido (\S+)/.exec(job.text)?.[1] ?? '');
    const printedAtPanelPrinter = printedFolios.filter((folio) => !floorFolios.has(folio) && !stationOrderFolios.has(folio)).length;

    const withPanel = percentiles(panel);
    const desktopStats = percentiles(desktop);
    const floorStats = percentiles(floor);
    return {
      orders,
      unit: 'ms',
      path: 'public POST → server → live print trigger with the ticket data → desktop side (print agent: job ledger fsync, queue) → emulator',
      floor: `POST answered → ticket built, encoded and written to the emulator socket; no server push, no job ledger fsync (the desktop path fsyncs each job before its bytes go out: exactly once); in blocks of ${FLOOR_BLOCK} orders alternating with the desktop series`,
      postToLastByteDesktop: desktopStats,
      postToLastByteWithPanel: withPanel,
      postToLastByteFloor: floorStats,
      postAnswerDesktop,
      postAnswerFloor,
      ratio: ratioTo(floorStats, withPanel),
      ratioDesktop: ratioTo(floorStats, desktopStats),
      postToLastStationTicket: stationsStats,
      ratioStations: ratioTo(floorStats, stationsStats),
      stationTickets: { grill: stationFolios(grillPrinter).length, bar: stationFolios(barPrinter).length, expectedEach: orders + 1, duplicates: [grillPrinter, barPrinter].map((printer) => stationFolios(printer).length - new Set(stationFolios(printer)).size) },
      ticketsAtPanelPrinter: printedAtPanelPrinter,
      expectedTicketsAtPanelPrinter: 2 * orders + 2,
      duplicateTicketsAtPanelPrinter: printedFolios.length - new Set(printedFolios).size,
      floorTicketsAtPanelPrinter: printedFolios.filter((folio) => floorFolios.has(folio)).length,
      stationOrdersAtPanelPrinter: printedFolios.filter((folio) => stationOrderFolios.has(folio)).length,
    };
  } finally {
    await browser.close().catch(() => undefined);
    await agent.close().catch(() => undefined);
    await server.close().catch(() => undefined);
    await panelPrinter.close();
    await floorPrinter.close();
    await grillPrinter.close();
    await barPrinter.close();
    rmSync(root, { recursive: true, force: true });
  }
}
