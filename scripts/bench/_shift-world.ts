// The pieces of a compressed counter shift (scripts/bench/shift.ts): the real server (restartable on its
// port and data folder), the counter PC's network (a TCP proxy that can drop), the print agent as its own
// process (restartable, its RSS read from /proc), two printer emulators (counter and kitchen) that can
// be switched off (three with kitchen stations: counter, grill and bar), and the panel in Chromium paired with the agent.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, createWriteStream, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import net from 'node:net';
import path from 'node:path';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { launchFullChromium } from '../../testkit/chromium';
import { markAnnouncementsSeen, announcementIds } from '../../testkit/announcements';
import { defaultPrintSettings } from '@shared/printing';
import type { OrderDetail } from '@shared/types/order';
import type { KitchenStation } from '@shared/kitchen/stations';
import { startServer, type RunningServer } from '../../server/src/start-server';
import type { AppConfigOptions } from '../../server/src/app-config';
import type { DbHandle } from '../../server/src/db/database';
import { DEMO_ID_PATH, DEMO_LOGIN } from '../../server/src/db/seed/demo/commerce';
import { SESSION_STORAGE_KEY } from '../../renderer/src/app/session';
import { startPrinterEmulator, type PrinterEmulator } from '../printer-emulator/emulator';
import { watchPanel, type PanelWitness } from './_shift-witness';

const REPO_ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const AGENT_TOKEN = 'turno-completo-token-0123456789';

/** Retries `step` until it resolves (the server may be restarting); gives up after `timeoutMs`. */
export async function retrying<T>(what: string, step: () => Promise<T>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (let delay = 100; ; delay = Math.min(delay * 2, 1_000)) {
    try {
      return await step();
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`${what}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The counter PC's network to the server: `drop()` cuts every connection and refuses new ones until `restore()`. */
export class NetworkLink {
  private readonly sockets = new Set<net.Socket>();
  private down = false;
  private constructor(
    private readonly server: net.Server,
    readonly port: number,
  ) {}

  /** `targetPort` may not listen yet (the server is starting): connections then fail like a drop. */
  static async open(targetPort: number): Promise<NetworkLink> {
    const port = await freePort();
    let link: NetworkLink | null = null;
    const server = net.createServer((client) => {
      if (!link || link.down) return client.destroy();
      const upstream = net.connect(targetPort, '127.0.0.1');
      for (const socket of [client, upstream]) {
        link.sockets.add(socket);
        socket.on('close', () => link?.sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream);
      upstream.pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    link = new NetworkLink(server, port);
    return link;
  }

  drop(): void {
    this.down = true;
    for (const socket of this.sockets) socket.destroy();
  }

  restore(): void {
    this.down = false;
  }

  close(): Promise<void> {
    this.drop();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

export interface ShiftServer {
  readonly url: string;
  productId: string;
  /** Another orderable product (the bar's, with kitchen stations). */
  secondProductId: string;
  /** The demo's platform announcements, which the panel marks as seen (testkit/announcements.ts). */
  announcementIds: string[];
  /** The running server's database (null while it restarts): what a phase checks or does outside the API. */
  readonly handle: DbHandle | null;
  restart(): Promise<void>;
  login(): Promise<{ token: string; id_comercio: string }>;
  /** `withSecond`: the order also has the second product (a line for the bar station). */
  placeOrder(n: number, withSecond?: boolean): Promise<OrderDetail>;
  /** Defines the commerce's kitchen stations (PUT /v1/cocina/estaciones); resolves with them, ids given. */
  putStations(token: string, commerceId: string, stations: Omit<KitchenStation, 'id'>[]): Promise<KitchenStation[]>;
  setStatus(token: string, commerceId: string, orderId: string, status: string, minutes?: number): Promise<number>;
  close(): Promise<void>;
}

/** `config`: more of the app's settings (the integrations phase's provider addresses and outbox clock). */
export async function startShiftServer(root: string, staticDir: string | undefined, port: number, config: AppConfigOptions = {}): Promise<ShiftServer> {
  // Every customer of the shift orders from this PC with one phone: without the public's limits (60 orders per
  // address, 10 per phone in 10 minutes; docs/security.md), which the bench's environment turns off but the e2e
  // test's (tests/e2e/printing/shift.test.ts) does not.
  const open = () => startServer({ port, host: '127.0.0.1', dataDir: path.join(root, 'server'), staticDir, seedDemo: true, logger: false, config: { publicLimits: null, ...config } });
  let running: RunningServer | null = await open();
  const url = `http://127.0.0.1:${port}`;
  const options = (await (await fetch(`${url}/v1/public/comercio/${DEMO_ID_PATH}/pedido/opciones`)).json()) as { productos: { id: string; extras: { obligatorio: boolean }[]; presentaciones: unknown[] }[] };
  const orderable = options.productos.filter((p) => p.extras.every((group) => !group.obligatorio));
  const product = orderable[0];
  const second = orderable.find((p) => p.id !== product?.id && p.presentaciones.length === 0) ?? orderable[1];
  if (!product || !second) throw new Error('El menú demo no tiene dos productos sin extras obligatorios');
  return {
    url,
    productId: product.id,
    secondProductId: second.id,
    announcementIds: await announcementIds(running.handle),
    get handle() {
      return running?.handle ?? null;
    },
    async restart() {
      const current = running;
      running = null;
      await current?.close();
      running = await retrying('reiniciar el servidor', open);
    },
    async login() {
      const response = await fetch(`${url}/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: DEMO_LOGIN.email, password: DEMO_LOGIN.password }) });
      if (!response.ok) throw new Error(`login: ${response.status}`);
      return (await response.json()) as { token: string; id_comercio: string };
    },
    async placeOrder(n, withSecond = false) {
      const response = await fetch(`${url}/v1/public/comercio/${DEMO_ID_PATH}/pedido`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ metodo_entrega: 'takeAway', nombre: `Cliente ${n}`, numero_celular: '5512345678', country_code: '52', metodo_pago: 'efectivo', productos: [{ id_producto: product.id, cantidad: 1 + (n % 3) }, ...(withSecond ? [{ id_producto: second.id, cantidad: 1 }] : [])] }),
      });
      if (response.status !== 201) throw new Error(`POST pedido: ${response.status}`);
      return (await response.json()) as OrderDetail;
    },
    async putStations(token, commerceId, stations) {
      const response = await fetch(`${url}/v1/cocina/estaciones`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, id_comercio: commerceId },
        body: JSON.stringify({ estaciones: stations }),
      });
      if (!response.ok) throw new Error(`PUT estaciones: ${response.status} ${await response.text()}`);
      return (await response.json()) as KitchenStation[];
    },
    async setStatus(token, commerceId, orderId, status, minutes) {
      const response = await fetch(`${url}/v1/pedido/${orderId}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, id_comercio: commerceId },
        body: JSON.stringify({ action: 'changeStatus', status, ...(minutes ? { tiempo_preparacion: minutes } : {}) }),
      });
      if (response.status >= 500) throw new Error(`PUT pedido: ${response.status}`);
      return response.status;
    },
    async close() {
      await running?.close();
      running = null;
    },
  };
}

/** The print agent as its own process, on a fixed port and data folder so a restart resumes where it was. */
export class AgentProcess {
  private child: ChildProcess | null = null;
  readonly restarts: { signal: NodeJS.Signals; at: number }[] = [];
  /** Everything the agent processes wrote, kept after the shift (outside its temp folder). */
  readonly logPath = path.join(tmpdir(), `turno-agente-${Date.now()}.log`);
  private constructor(
    readonly port: number,
    readonly dataDir: string,
    readonly panelOrigin: string,
  ) {}

  /**
   * `stations`: the kitchen printer becomes the grill's station and a third printer the bar's, both printing
   * on acceptance; the counter keeps the whole order.
   */
  static async start(root: string, panelOrigin: string, printers: { counterPort: number; kitchenPort: number; barPort: number }, stations: { grill: KitchenStation; bar: KitchenStation } | null = null): Promise<AgentProcess> {
    const dataDir = path.join(root, 'agent');
    mkdirSync(dataDir, { recursive: true });
    const settings = defaultPrintSettings();
    settings.Printer1 = { ...settings.Printer1, printer: { kind: 'network', host: '127.0.0.1', port: printers.counterPort }, printerName: 'Mostrador', autoPrint: 'onOrderReceived', copies: 1, delayBetweenCopiesMs: 0 };
    settings.Printer2 = { ...settings.Printer2, printer: { kind: 'network', host: '127.0.0.1', port: printers.kitchenPort }, printerName: 'Cocina', autoPrint: 'onOrderAccepted', kitchen: true, copies: 1, delayBetweenCopiesMs: 0 };
    if (stations) {
      settings.Printer2 = { ...settings.Printer2, printerName: stations.grill.name, station: { id: stations.grill.id, name: stations.grill.name } };
      settings.Printer3 = { ...settings.Printer3, printer: { kind: 'network', host: '127.0.0.1', port: printers.barPort }, printerName: stations.bar.name, autoPrint: 'onOrderAccepted', kitchen: true, copies: 1, delayBetweenCopiesMs: 0, station: { id: stations.bar.id, name: stations.bar.name } };
    }
    writeFileSync(path.join(dataDir, 'print-settings.json'), JSON.stringify(settings));
    const agent = new AgentProcess(await freePort(), dataDir, panelOrigin);
    await agent.spawn();
    return agent;
  }

  get pairingFragment(): string {
    return `#agent=${encodeURIComponent(AGENT_TOKEN)}&agentPort=${this.port}`;
  }

  get token(): string {
    return AGENT_TOKEN;
  }

  private spawn(): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'main/agent.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, AGENT_PORT: String(this.port), AGENT_TOKEN, AGENT_DATA_DIR: this.dataDir, PANEL_ORIGIN: this.panelOrigin, PANEL_PRINT_SHARED_DIR: this.dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const logFile = createWriteStream(this.logPath, { flags: 'a' });
    logFile.write(`--- agente pid ${child.pid} ${new Date().toISOString()}\n`);
    child.stdout?.pipe(logFile, { end: false });
    child.stderr?.pipe(logFile, { end: false });
    return new Promise((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`el agente no arrancó: ${output}`)), 120_000);
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (!/escuchando en ws:/.test(output)) return;
        clearTimeout(timer);
        resolve();
      });
      child.stderr?.on('data', (chunk: Buffer) => void (output = `${output}${chunk.toString()}`.slice(-4000)));
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`el agente terminó (${code}): ${output}`));
      });
    });
  }

  /** Kills the agent (SIGKILL like a crash, SIGTERM like a normal close) and starts it again. */
  async restart(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    }
    this.restarts.push({ signal, at: Date.now() });
    await retrying('reiniciar el agente', () => this.spawn());
  }

  /** Resident memory of the agent process (kB → MB), from /proc. */
  rssMb(): number | null {
    const pid = this.child?.pid;
    if (!pid) return null;
    try {
      const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
      return kb ? Math.round((Number(kb) / 1024) * 10) / 10 : null;
    } catch {
      return null;
    }
  }

  stop(): void {
    this.child?.kill('SIGKILL');
    this.child = null;
  }
}

/** Files the copy lacks among those its index.html and its chunks load (statically or lazily). */
function missingAssets(folder: string): string[] {
  const assets = path.join(folder, 'assets');
  const sources = [path.join(folder, 'index.html'), ...readdirSync(assets).filter((file) => file.endsWith('.js')).map((file) => path.join(assets, file))];
  const wanted = new Set<string>();
  for (const source of sources) {
    for (const match of readFileSync(source, 'utf8').matchAll(/(?:assets\/|"\.\/)([\w.-]+\.(?:js|css))/g)) wanted.add(match[1]!);
  }
  return [...wanted].filter((file) => !existsSync(path.join(assets, file)));
}

/**
 * Copies the built panel so a rebuild of dist/renderer by another run cannot pull files from under the
 * shift; copies again (fresh) while the copy misses a chunk it loads (caught mid-rebuild).
 */
export async function copyBuiltPanel(built: string, target: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    rmSync(target, { recursive: true, force: true });
    cpSync(built, target, { recursive: true });
    const missing = missingAssets(target);
    if (missing.length === 0) return;
    if (attempt >= 20) throw new Error(`La compilación del panel está incompleta: ${missing.slice(0, 5).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
  }
}

/** The counter's, the kitchen's (the grill's with stations) and the bar's printers. */
export async function startPrinters(): Promise<{ counter: PrinterEmulator; kitchen: PrinterEmulator; bar: PrinterEmulator }> {
  const [counter, kitchen, bar] = await Promise.all([startPrinterEmulator({ port: 0 }), startPrinterEmulator({ port: 0 }), startPrinterEmulator({ port: 0 })]);
  return { counter, kitchen, bar };
}

export interface ShiftPanel {
  browser: Browser;
  page: Page;
  cdp: CDPSession;
  witness: PanelWitness;
  reload(): Promise<void>;
  heapAfterGcMb(): Promise<number>;
}

/** The panel in headless Chromium, signed in (session stored), on the orders board, paired with the agent. */
export async function openPanel(
  baseUrl: string,
  session: unknown,
  pairingFragment: string,
  seenAnnouncements: readonly string[],
  launchBrowser: () => Promise<Browser> = launchFullChromium,
): Promise<ShiftPanel> {
  const browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'es-MX', timezoneId: 'America/Mexico_City' });
  await markAnnouncementsSeen(context, seenAnnouncements);
  const witness = await watchPanel(context);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => void (message.type() === 'error' && pageErrors.push(message.text())));
  await page.goto(`${baseUrl}/terminos`);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SESSION_STORAGE_KEY, JSON.stringify(session)] as const);
  await page.goto(`${baseUrl}/control-pedidos${pairingFragment}`);
  const ready = async () => {
    try {
      await page.getByTestId('screen-orders').first().waitFor({ state: 'visible', timeout: 120_000 });
    } catch (error) {
      const shot = path.join(tmpdir(), `turno-panel-${Date.now()}.png`);
      await page.screenshot({ path: shot }).catch(() => undefined);
      throw new Error(`El tablero no apareció en ${page.url()} (captura: ${shot}; errores: ${pageErrors.slice(-5).join(' | ')})`, { cause: error });
    }
  };
  await ready();
  const cdp = await context.newCDPSession(page);
  return {
    browser,
    page,
    cdp,
    witness,
    async reload() {
      await page.reload({ waitUntil: 'domcontentloaded', timeout: 120_000 });
      try {
        await ready();
      } catch (error) {
        // Counted and reported: a cashier facing a blank panel reloads once more.
        witness.failedReloads.push(error instanceof Error ? error.message : String(error));
        await page.reload({ waitUntil: 'domcontentloaded', timeout: 120_000 });
        await ready();
      }
    },
    async heapAfterGcMb() {
      await cdp.send('HeapProfiler.collectGarbage');
      const { usedSize } = await cdp.send('Runtime.getHeapUsage');
      return Math.round((usedSize / 1024 / 1024) * 10) / 10;
    },
  };
}
