// `npm run bench -- public-menu [--url URL] [--runs 3]`
// The public menu as a customer meets it (docs/public-menu.md, Speed): a local Lighthouse run (mobile, simulated
// slow 4G and a 4× slower CPU: Lighthouse's defaults) on the menu page and on the order status page of the
// demo taquería with 30 products with photos first, through the production build (dist/renderer, built when
// stale); the median of `--runs` runs, bytes by type, the page's JavaScript gzip size, and the taps from the
// menu to an order sent at 390 px for a product with a required extra. `--url` measures a server already
// running (another build) after laying the same fixture on it. Chromium is /usr/bin/chromium; nothing is
// downloaded.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium, type Browser } from 'playwright-core';
import { startServer } from '../../server/src/start-server';
import { CHROMIUM_ARGS, FULL_CHROMIUM_PATH } from '../../testkit/chromium';
import { ensurePanelBuilt } from '../lib/build-panel';
import { addPhotoProducts, PHOTO_PRODUCTS } from './_menu-fixture';
import { argNumber, loginAs } from './_orders-env';

const DEMO_PATH = 'taqueria-el-buen-taco';
const DEVTOOLS_PORT = 25890;
const TARGETS = { performance: 98, lcp_ms: 1800, cls: 0.05, tbt_ms: 100, js_gzip_kb: 60 };

function argText(args: string[], name: string): string | null {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? (args[index + 1] ?? null) : null;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

interface AuditItem {
  resourceType?: string;
  transferSize?: number;
  requestCount?: number;
  url?: string;
  label?: string;
}

/** Taps (clicks and field focuses) from the menu to the order sent, on a 390 px phone; answers the status page URL. */
async function tapsToOrder(browser: Browser, menuUrl: string): Promise<{ taps: string[]; statusUrl: string }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'es-MX' });
  const page = await context.newPage();
  const taps: string[] = [];
  const tap = async (what: string, locator: ReturnType<typeof page.locator>) => {
    await locator.click();
    taps.push(what);
  };
  await page.goto(menuUrl);
  await tap('producto con extra obligatorio', page.getByTestId('public-product').filter({ hasText: 'Tacos al pastor' }).first());
  await tap('opción obligatoria (tortilla)', page.getByLabel('Maíz'));
  await tap('Agregar', page.getByTestId('add-to-cart'));
  await tap('Ver carrito', page.getByTestId('open-cart'));
  await tap('Continuar', page.getByTestId('go-checkout'));
  await tap('Pasar a recoger', page.getByText('Pasar a recoger', { exact: true }));
  await tap('campo Nombre', page.getByLabel('Nombre'));
  await page.keyboard.type('Cliente Bench');
  await tap('campo Número celular', page.getByLabel('Número celular'));
  await page.keyboard.type('9931112233');
  const cash = page.getByLabel('Efectivo');
  if (!(await cash.isChecked())) await tap('Efectivo', cash);
  await tap('Enviar pedido', page.getByTestId('place-order'));
  const link = page.getByTestId('order-status-link');
  await link.waitFor({ timeout: 30_000 });
  const statusUrl = new URL((await link.getAttribute('href')) ?? '', menuUrl).href;
  await context.close();
  return { taps, statusUrl };
}

async function lighthouseRun(url: string) {
  const result = await lighthouse(url, { port: DEVTOOLS_PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`Lighthouse no devolvió resultado para ${url}`);
  const { lhr } = result;
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = (id: string) => ((lhr.audits[id]?.details as { items?: AuditItem[] } | undefined)?.items ?? []);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp_ms: Math.round(numeric('first-contentful-paint')),
    lcp_ms: Math.round(numeric('largest-contentful-paint')),
    cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
    tbt_ms: Math.round(numeric('total-blocking-time')),
    speed_index_ms: Math.round(numeric('speed-index')),
    bytes_by_type: Object.fromEntries(items('resource-summary').map((item) => [item.resourceType ?? item.label ?? '?', { requests: item.requestCount ?? 0, transfer_kb: Number(((item.transferSize ?? 0) / 1024).toFixed(1)) }])),
    scripts: items('network-requests').filter((item) => item.resourceType === 'Script').map((item) => item.url ?? ''),
  };
}

/** gzip -9 size of the scripts a page fetched, read back from the server (the budget's measure). */
async function scriptsGzipKb(urls: string[]): Promise<number> {
  let bytes = 0;
  for (const url of new Set(urls)) bytes += gzipSync(Buffer.from(await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer()), { level: 9 }).length;
  return Number((bytes / 1024).toFixed(1));
}

async function measurePage(url: string, runs: number) {
  const all: Awaited<ReturnType<typeof lighthouseRun>>[] = [];
  for (let i = 0; i < runs; i += 1) all.push(await lighthouseRun(url));
  const pick = (key: 'performance' | 'fcp_ms' | 'lcp_ms' | 'cls' | 'tbt_ms' | 'speed_index_ms') => median(all.map((run) => run[key]));
  const last = all[all.length - 1]!;
  const figures = { performance: pick('performance'), fcp_ms: pick('fcp_ms'), lcp_ms: pick('lcp_ms'), cls: pick('cls'), tbt_ms: pick('tbt_ms'), speed_index_ms: pick('speed_index_ms') };
  const jsGzipKb = await scriptsGzipKb(last.scripts);
  const meets =
    figures.performance >= TARGETS.performance && figures.lcp_ms <= TARGETS.lcp_ms && figures.cls <= TARGETS.cls && figures.tbt_ms <= TARGETS.tbt_ms && jsGzipKb <= TARGETS.js_gzip_kb;
  return { url, ...figures, performance_runs: all.map((run) => run.performance), js_gzip_kb: jsGzipKb, bytes_by_type: last.bytes_by_type, meets_targets: meets };
}

export async function run(args: string[]): Promise<unknown> {
  const runs = argNumber(args, 'runs', 3);
  const external = argText(args, 'url');
  let dataDir: string | null = null;
  let close: () => Promise<void> = async () => undefined;
  let url = external;
  if (!url) {
    process.env.BACKUP_SCHEDULE ??= 'off';
    dataDir = await mkdtemp(join(tmpdir(), 'bench-public-menu-'));
    const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, staticDir: await ensurePanelBuilt({ quiet: true }), logger: false });
    url = server.url;
    close = () => server.close();
  }
  const browser = await chromium.launch({ executablePath: FULL_CHROMIUM_PATH, args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEVTOOLS_PORT}`] });
  try {
    const login = await loginAs(url);
    await addPhotoProducts(url, login.token, login.commerceId);
    const menuUrl = `${url}/m/${DEMO_PATH}`;
    // Once before measuring: image variants are made on their first request, as after any upload.
    const warm = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await warm.goto(menuUrl, { waitUntil: 'networkidle' });
    await warm.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    await warm.waitForLoadState('networkidle');
    await warm.close();
    const { taps, statusUrl } = await tapsToOrder(browser, menuUrl);
    return {
      conditions: { lighthouse: 'mobile, simulated slow 4G, 4× CPU slowdown (defaults)', chromium: FULL_CHROMIUM_PATH, runs, photo_products: PHOTO_PRODUCTS, server: external ?? 'this build' },
      targets: TARGETS,
      menu: await measurePage(menuUrl, runs),
      order_status: await measurePage(statusUrl, runs),
      taps_to_order_sent_390px: { count: taps.length, taps },
    };
  } finally {
    await browser.close();
    await close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}
