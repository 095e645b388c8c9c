// `npm run bench -- board [--sizes 300,1000] [--events 15] [--interval 1500] [--cold-loads 3] [--static DIR] [--width 1280] [--shots DIR] [--profile DIR]`
// Also: `--static DIR_A --compare DIR_B` (cold first paint of two builds in turns, _board-compare.ts) and `--history 100000`
// (order history and customers tables at that many rows, _board-history.ts).
// The live board in headless Chromium against the real server (embedded PGlite, demo commerce) with a few
// hundred active orders: board first paint (cold, then two warm-cache loads), customer POST → card on screen (p50/p95), long tasks during the
// stream (> 50 ms, and the longest), card renders per event (the board's dev counter) and JS heap.
// "card" is the first card on screen (the folio, while the detail loads); "complete card" has everything.
// The panel is built once into a private directory (or --static DIR for an existing build).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { launchFullChromium } from '../../testkit/chromium';
import { sql } from 'drizzle-orm';
import { startServer, type RunningServer } from '../../server/src/start-server';
import { DEMO_ID_PATH } from '../../server/src/db/seed/demo/commerce';
import { buildOrder, createRandom, fetchCatalogue, type Catalogue } from '../simulate';
import { argNumber, loginAs, type PanelLogin } from './_orders-env';
import { announcementIds, markAnnouncementsSeen } from '../../testkit/announcements';

const ROOT = resolve(import.meta.dirname, '../..');
/** Same key as renderer/src/app/session.ts (the stored login session). */
const SESSION_KEY = 'panel.session';
const BENCH_FOLIO = 'BRD-';

function argText(args: string[], name: string): string | null {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? (args[index + 1] ?? null) : null;
}

function percentile(samples: number[], p: number): number | null {
  const sorted = [...samples].sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!);
}

export async function buildPanel(outDir: string): Promise<void> {
  const { build } = await import('vite');
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: join(ROOT, 'vite.config.ts'), root: join(ROOT, 'renderer'), mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

/** Tops the commerce up to `target` active orders (half pending, half accepted), each with 1–5 lines. */
export async function fillActiveOrders(server: RunningServer, commerceId: string, target: number): Promise<number> {
  const db = server.handle.db;
  const count = async (query: ReturnType<typeof sql>) => Number(((await db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  const countActive = () =>
    count(sql`SELECT count(*)::int AS n FROM orders WHERE id_comercio = ${commerceId}::uuid AND deleted_at IS NULL
      AND estatus_pedido NOT IN ('delivered', 'rejected', 'canceled')`);
  const missing = target - (await countActive());
  if (missing <= 0) return countActive();
  const start = await count(sql`SELECT count(*)::int AS n FROM orders WHERE folio LIKE ${`${BENCH_FOLIO}%`}`);
  await db.execute(sql`
    INSERT INTO orders (folio, id_comercio, metodo_entrega, metodo_pago, estatus_pedido, estatus, nombre, numero_celular,
                        subtotal_cents, total_cents, costo_envio_cents, tiempo_preparacion, created_at, updated_at)
    SELECT ${BENCH_FOLIO} || lpad((${start}::int + g)::text, 6, '0'), ${commerceId}::uuid,
           (ARRAY['delivery','takeAway','inRestaurant'])[1 + g % 3],
           (ARRAY['efectivo','tarjeta','transferencia'])[1 + g % 3],
           CASE WHEN g % 2 = 0 THEN 'pending' ELSE 'accepted' END,
           CASE WHEN g % 2 = 0 THEN 'pending' ELSE 'accepted' END,
           'Cliente ' || g, '993' || lpad((g % 10000000)::text, 7, '0'), 15000 + g % 5000, 18500 + g % 5000, 3500,
           CASE WHEN g % 2 = 0 THEN NULL ELSE 20 END,
           now() - ((g % 90) * interval '1 minute'), now()
    FROM generate_series(1, ${missing}::int) AS g`);
  await db.execute(sql`
    INSERT INTO order_lines (id_pedido, id_comercio, nombre, cantidad, precio_cents, subtotal_cents, orden)
    SELECT o.id, o.id_comercio,
           (ARRAY['Taco al pastor','Gringa de suadero','Agua de horchata','Quesadilla de flor','Torta cubana'])[1 + k],
           1 + k % 3, 2500, 2500 * (1 + k % 3), k
    FROM orders o CROSS JOIN generate_series(0, 4) AS k
    WHERE o.id_comercio = ${commerceId}::uuid AND o.folio LIKE ${`${BENCH_FOLIO}%`}
      AND k <= (abs(hashtext(o.id::text)) % 5)
      AND NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.id_pedido = o.id)`);
  await db.execute(sql`ANALYZE orders`);
  return countActive();
}

/**
 * Page-side probes, installed before the panel loads: long tasks, card arrivals, first card painted.
 * Plain source text: a compiled function would carry the bundler's helpers into the page.
 */
const PROBE_SCRIPT = `
(() => {
  const probe = { longTasks: [], cardSeen: {}, cardFull: {}, firstCardPaint: null };
  window.__boardBench = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  // After the next frame the card has been painted (or the page was blocked until then, which counts).
  const painted = (id) => requestAnimationFrame(() => setTimeout(() => {
    if (probe.cardSeen[id] === undefined) probe.cardSeen[id] = Date.now();
    if (probe.firstCardPaint === null) probe.firstCardPaint = performance.now();
  }, 0));
  // A card first shows as "loading" (folio only) while its detail is on its way; "full" is the complete card.
  const full = (card) => {
    const id = card.getAttribute('data-order-id');
    if (id && card.hasAttribute('data-status') && probe.cardFull[id] === undefined) {
      probe.cardFull[id] = -1;
      requestAnimationFrame(() => setTimeout(() => { probe.cardFull[id] = Date.now(); }, 0));
    }
  };
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      if (mutation.type === 'attributes') {
        if (mutation.target instanceof Element && mutation.target.matches('[data-testid="order-card"]')) full(mutation.target);
        continue;
      }
      for (const node of mutation.addedNodes) {
        if (!(node instanceof Element)) continue;
        const cards = node.matches('[data-testid="order-card"]') ? [node] : node.querySelectorAll('[data-testid="order-card"]');
        for (const card of cards) {
          const id = card.getAttribute('data-order-id');
          if (id && probe.cardSeen[id] === undefined) painted(id);
          full(card);
        }
      }
    }
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-status'] });
})();
`;

interface PageProbe {
  longTasks: { start: number; duration: number }[];
  cardSeen: Record<string, number>;
  cardFull: Record<string, number>;
  firstCardPaint: number | null;
}

/**
 * Where the first paint went: the scripts (download, parse, run; the last one fetched before the first API
 * request), then each API request of the boot (start → end, navigation-relative), then data → card painted.
 */
async function firstPaintBreakdown(page: Page, firstPaint: number) {
  const entries = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => {
      const timing = entry as PerformanceResourceTiming;
      return {
        name: new URL(timing.name).pathname,
        start: timing.startTime,
        requestStart: timing.requestStart,
        responseStart: timing.responseStart,
        end: timing.responseEnd,
        type: timing.initiatorType,
      };
    }),
  );
  const api = entries.filter((entry) => entry.name.startsWith('/v1/') || entry.name.startsWith('/v2/')).filter((entry) => entry.start < firstPaint);
  const firstApi = Math.min(...api.map((entry) => entry.start));
  const scripts = entries.filter((entry) => entry.name.endsWith('.js') && entry.start < firstPaint);
  const ordersList = api.find((entry) => entry.name.endsWith('/orders'));
  const round = (n: number) => Math.round(n);
  return {
    scripts_before_first_request: scripts.filter((entry) => entry.start < firstApi).length,
    scripts_before_first_paint: scripts.length,
    last_script_end_ms: round(Math.max(0, ...scripts.map((entry) => entry.end))),
    // start → sent (queued for a connection) → first byte (the server) → end, for the API requests and the last scripts.
    requests: api.map((entry) => ({ path: entry.name, start_ms: round(entry.start), sent_ms: round(entry.requestStart), first_byte_ms: round(entry.responseStart), end_ms: round(entry.end) })),
    last_scripts: [...scripts]
      .sort((a, b) => b.end - a.end)
      .slice(0, 3)
      .map((entry) => ({ path: entry.name, start_ms: round(entry.start), sent_ms: round(entry.requestStart), first_byte_ms: round(entry.responseStart), end_ms: round(entry.end) })),
    orders_list_end_ms: ordersList ? round(ordersList.end) : null,
    data_to_card_ms: ordersList ? round(firstPaint - ordersList.end) : null,
  };
}

async function waitForFirstCard(page: Page): Promise<void> {
  await page
    .waitForFunction(() => (window as unknown as { __boardBench: PageProbe }).__boardBench.firstCardPaint !== null, undefined, { timeout: 60_000 })
    .catch(async (error: unknown) => {
      await page.screenshot({ path: join(tmpdir(), 'bench-board-failure.png') });
      throw new Error(`El tablero no mostró pedidos en ${page.url()}: ${String(error)}`);
    });
}

/**
 * How the scripts and styles of a load were served: from the HTTP cache (no request), revalidated (a 304
 * round trip: transferred headers only) or downloaded.
 */
async function assetSources(page: Page) {
  const entries = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => {
      const timing = entry as PerformanceResourceTiming;
      return { name: new URL(timing.name).pathname, transfer: timing.transferSize, body: timing.encodedBodySize };
    }),
  );
  const assets = entries.filter((entry) => entry.name.startsWith('/assets/'));
  // A 304 transfers its headers only: less than the (cached) body it stands for.
  const revalidated = assets.filter((entry) => entry.transfer > 0 && entry.transfer < entry.body);
  return {
    assets: assets.length,
    from_cache: assets.filter((entry) => entry.transfer === 0).length,
    revalidated_304: revalidated.length,
    downloaded: assets.filter((entry) => entry.transfer > 0).length - revalidated.length,
  };
}

/** Opens the board again in the same context (warm HTTP cache) and measures its first paint. */
async function openBoard(page: Page, url: string) {
  await page.goto(`${url}/control-pedidos`);
  await waitForFirstCard(page);
  const firstPaint = Math.round((await readProbe(page)).firstCardPaint!);
  const breakdown = await firstPaintBreakdown(page, firstPaint);
  await page.waitForSelector('[data-testid="order-alarm"][data-live="open"]', { state: 'attached', timeout: 60_000 });
  return { first_paint_ms: firstPaint, assets: await assetSources(page), first_paint_breakdown: breakdown };
}

const readProbe = (page: Page) => page.evaluate(() => (window as unknown as { __boardBench: PageProbe }).__boardBench);
const cardRenders = (page: Page) => page.evaluate(() => (window as unknown as { __panelBoardStats?: { cardRenders: number } }).__panelBoardStats?.cardRenders ?? null);

async function heapMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const usage = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  await cdp.detach();
  return Math.round((usage.usedSize / 1024 / 1024) * 10) / 10;
}

async function postOrder(url: string, body: unknown): Promise<string> {
  const response = await fetch(`${url}/v1/public/comercio/${DEMO_ID_PATH}/pedido`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await response.json()) as { pedido?: { id: string } };
  if (response.status !== 201 || !json.pedido) throw new Error(`pedido rechazado: ${response.status} ${JSON.stringify(json)}`);
  return json.pedido.id;
}

/** When the card was painted (epoch ms), or null if it did not show within the time limit. */
async function waitForCard(page: Page, orderId: string, timeoutMs = 60_000): Promise<number | null> {
  try {
    const handle = await page.waitForFunction((id) => (window as unknown as { __boardBench: PageProbe }).__boardBench.cardSeen[id] ?? null, orderId, { timeout: timeoutMs, polling: 50 });
    return (await handle.jsonValue()) as number;
  } catch {
    return null;
  }
}

interface SizeOptions {
  events: number;
  intervalMs: number;
  width: number;
  /** Cold loads per size, each in a fresh context; first_paint_ms is their median. */
  coldLoads: number;
  /** Screenshots of the board after the stream, at the bench width and at 390 px (phone). */
  shotsDir?: string;
  /** A CPU profile of the page during the stream (.cpuprofile, opens in Chrome's DevTools) and its top functions. */
  profileDir?: string;
}

export async function startProfile(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
  return cdp;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

/** Writes the profile and returns the functions ("name file:line") and the scripts with the most self time (ms). */
export async function stopProfile(cdp: CDPSession, file: string): Promise<{ functions: Record<string, number>; scripts: Record<string, number> }> {
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] } };
  await cdp.detach();
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(profile));
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const frame = byNode.get(id)?.callFrame;
    if (!frame) return;
    const key = `${frame.functionName || '(anónima)'} ${frame.url.split('/').pop() ?? ''}:${frame.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  const top = [...self].filter(([key]) => !key.startsWith('(idle)') && !key.startsWith('(program)')).sort((a, b) => b[1] - a[1]).slice(0, 15);
  return { functions: Object.fromEntries(top.map(([key, ms]) => [key, Math.round(ms)])), scripts: selfTimeByScript(profile) };
}

/** Self time (ms) per script of a profile, and V8's own parts ("(garbage collector)", "(program)"…), most first. */
function selfTimeByScript(profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }): Record<string, number> {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const frame = byNode.get(id)?.callFrame;
    if (!frame) return;
    const key = frame.url ? (frame.url.split('/').pop() ?? frame.url) : frame.functionName || '(anónima)';
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  const top = [...self].filter(([key]) => key !== '(idle)').sort((a, b) => b[1] - a[1]).slice(0, 15);
  return Object.fromEntries(top.map(([key, ms]) => [key, Math.round(ms)]));
}

async function boardShots(page: Page, dir: string, size: number, width: number): Promise<void> {
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `board-${size}-${width}.png`) });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForSelector('[data-testid="order-card"]');
  await page.waitForTimeout(500);
  await page.screenshot({ path: join(dir, `board-${size}-390.png`) });
}

/** A fresh browser context (empty HTTP and code caches) with the stored session, and its page with the probes. */
export async function boardPage(browser: Browser, server: RunningServer, width: number): Promise<Page> {
  const session = await (await fetch(`${server.url}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@ejemplo.mx', password: 'demo1234' }),
  })).text();
  // The stored session goes in as storage state, so the first load is cold (nothing visited before). The
  // demo's announcement, which would cover the board, is marked as seen as in the e2e pages (no request
  // route: Playwright turns the HTTP cache off while one is set, and the warm loads need it).
  const context = await browser.newContext({
    viewport: { width, height: 800 },
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    storageState: { cookies: [], origins: [{ origin: server.url, localStorage: [{ name: SESSION_KEY, value: session }] }] },
  });
  await markAnnouncementsSeen(context, await announcementIds(server.handle));
  const page = await context.newPage();
  page.on('pageerror', (error) => process.stderr.write(`error en la página: ${error.message}\n`));
  await page.addInitScript({ content: PROBE_SCRIPT });
  return page;
}

/** One cold load in a fresh context (a first visit, or the first after a release): its page stays open. */
export async function coldLoad(browser: Browser, server: RunningServer, width: number, profileFile?: string) {
  const page = await boardPage(browser, server, width);
  const loadProfiler = profileFile ? await startProfile(page) : null;
  await page.goto(`${server.url}/control-pedidos`);
  await waitForFirstCard(page);
  const firstPaint = Math.round((await readProbe(page)).firstCardPaint!);
  const profile = loadProfiler && profileFile ? await stopProfile(loadProfiler, profileFile) : undefined;
  const breakdown = await firstPaintBreakdown(page, firstPaint);
  const assets = await assetSources(page);
  await page.waitForSelector('[data-testid="order-alarm"][data-live="open"]', { state: 'attached', timeout: 60_000 });
  return { page, firstPaint, breakdown, assets, profile };
}

/**
 * The server's first answers after it starts are slower (its code not yet compiled, caches empty): one load
 * in a throwaway context before measuring, so the cold figures are a cold browser against a running server.
 */
export async function warmServer(browser: Browser, server: RunningServer, width: number): Promise<number> {
  const { page, firstPaint } = await coldLoad(browser, server, width);
  await page.context().close();
  return firstPaint;
}

async function measureSize(browser: Browser, server: RunningServer, login: PanelLogin, catalogue: Catalogue, size: number, options: SizeOptions) {
  const active = await fillActiveOrders(server, login.commerceId, size);
  // Several cold loads, each in a fresh context (the figure is their median); the last one's page goes on.
  const cold = [];
  for (let load = 0; load < options.coldLoads; load += 1) {
    const profileFile = load === 0 && options.profileDir ? join(options.profileDir, `board-${size}-cold-load.cpuprofile`) : undefined;
    if (load > 0) await cold[load - 1]!.page.context().close();
    cold.push(await coldLoad(browser, server, options.width, profileFile));
  }
  const page = cold.at(-1)!.page;
  const context = page.context();
  const median = [...cold].sort((a, b) => a.firstPaint - b.firstPaint)[Math.floor(cold.length / 2)]!;
  const firstPaint = median.firstPaint;
  const firstPaintParts = median.breakdown;
  const coldAssets = median.assets;
  const coldLoadProfile = cold[0]!.profile;
  // A cashier opens the panel with a warm HTTP cache: two more loads in the same context (the second one
  // also finds V8's code cache, which Chromium writes on a script's second load); the stream runs on the last.
  const warm = [];
  for (let load = 0; load < 2; load += 1) warm.push(await openBoard(page, server.url));
  const heapAtLoad = await heapMb(page);

  const random = createRandom(size);
  const latencies: number[] = [];
  const fullLatencies: number[] = [];
  let missed = 0;
  const rendersPerEvent: number[] = [];
  const warmUp = 2;
  let streamStart = 0;
  let profiler: CDPSession | null = null;
  for (let index = 0; index < options.events + warmUp; index += 1) {
    if (index === warmUp) {
      streamStart = await page.evaluate(() => performance.now());
      if (options.profileDir) profiler = await startProfile(page);
    }
    const before = await cardRenders(page);
    const t0 = Date.now();
    const orderId = await postOrder(server.url, buildOrder(catalogue, random));
    const seenAt = await waitForCard(page, orderId);
    const fullAt = await page
      .waitForFunction((id) => { const at = (window as unknown as { __boardBench: PageProbe }).__boardBench.cardFull[id]; return at !== undefined && at > 0 ? at : null; }, orderId, { timeout: 60_000, polling: 50 })
      .then(async (handle) => (await handle.jsonValue()) as number)
      .catch(() => null);
    await new Promise((done) => setTimeout(done, options.intervalMs));
    const after = await cardRenders(page);
    if (index < warmUp) continue;
    if (seenAt === null) missed += 1;
    else latencies.push(seenAt - t0);
    if (fullAt !== null) fullLatencies.push(fullAt - t0);
    if (before !== null && after !== null) rendersPerEvent.push(after - before);
  }
  const profileTop = profiler && options.profileDir ? await stopProfile(profiler, join(options.profileDir, `board-${size}.cpuprofile`)) : undefined;
  const probe = await readProbe(page);
  const streamTasks = probe.longTasks.filter((task) => task.start >= streamStart);
  const heapAfter = await heapMb(page);
  const renderedCards = await page.locator('[data-testid="order-card"]').count();
  if (options.shotsDir) await boardShots(page, options.shotsDir, size, options.width);
  await context.close();
  return {
    active_orders: active,
    cards_in_dom: renderedCards,
    first_paint_ms: firstPaint,
    cold_first_paint_ms: cold.map((load) => load.firstPaint),
    first_paint_breakdown: firstPaintParts,
    cold_assets: coldAssets,
    warm_first_paint_ms: warm.map((load) => load.first_paint_ms),
    warm_loads: warm,
    post_to_card_ms: { n: latencies.length, not_shown_within_60s: missed, p50: percentile(latencies, 50), p95: percentile(latencies, 95), max: percentile(latencies, 100) },
    post_to_complete_card_ms: { n: fullLatencies.length, p50: percentile(fullLatencies, 50), p95: percentile(fullLatencies, 95), max: percentile(fullLatencies, 100) },
    long_tasks_over_50ms: streamTasks.filter((task) => task.duration > 50).length,
    longest_task_ms: Math.round(Math.max(0, ...streamTasks.map((task) => task.duration))),
    long_tasks_during_load: probe.longTasks.filter((task) => task.start < streamStart).length,
    card_renders_per_event: rendersPerEvent.length ? { p50: percentile(rendersPerEvent, 50), max: Math.max(...rendersPerEvent), total: rendersPerEvent.reduce((a, b) => a + b, 0) } : 'sin contador',
    js_heap_mb: { after_load: heapAtLoad, after_stream: heapAfter },
    ...(profileTop ? { cpu_self_time_top_ms: profileTop.functions } : {}),
    ...(coldLoadProfile ? { cold_load_cpu_self_ms: coldLoadProfile } : {}),
  };
}

export async function run(args: string[]): Promise<unknown> {
  const sizes = (argText(args, 'sizes') ?? '300,1000').split(',').map(Number).filter((n) => n > 0);
  const options: SizeOptions = { events: argNumber(args, 'events', 15), intervalMs: argNumber(args, 'interval', 1500), width: argNumber(args, 'width', 1280), coldLoads: Math.max(1, argNumber(args, 'cold-loads', 3)), shotsDir: argText(args, 'shots') ?? undefined, profileDir: argText(args, 'profile') ?? undefined };
  const compareDir = argText(args, 'compare');
  if (compareDir) {
    const staticA = argText(args, 'static');
    if (!staticA) throw new Error('--compare necesita --static con la otra compilación');
    const browser = await launchFullChromium();
    const { compareBuilds } = await import('./_board-compare');
    return compareBuilds(browser, [staticA, compareDir], sizes, options.width, Math.max(1, argNumber(args, 'cold-loads', 9))).finally(() => browser.close());
  }
  const workDir = await mkdtemp(join(tmpdir(), 'bench-board-'));
  const staticDir = argText(args, 'static') ?? join(workDir, 'panel');
  const buildStarted = performance.now();
  if (!argText(args, 'static')) await buildPanel(staticDir);
  const buildSeconds = Math.round((performance.now() - buildStarted) / 100) / 10;
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir: join(workDir, 'db'), staticDir, seedDemo: true, logger: false });
  const browser = await launchFullChromium();
  try {
    const login = await loginAs(server.url);
    const catalogue = await fetchCatalogue(server.url, DEMO_ID_PATH);
    const history = argNumber(args, 'history', 0);
    if (history > 0) {
      // Only the order history and customers series (docs/board.md, History and customers at 100,000 rows).
      const { measureHistory } = await import('./_board-history');
      return { cpus: cpus().length, viewport_width: options.width, history_rows: history, ...(await measureHistory(browser, server, login.commerceId, history, options.width, options.shotsDir, options.profileDir)) };
    }
    // The warm-up load needs cards to wait for (the demo may have no order in process at this hour).
    await fillActiveOrders(server, login.commerceId, Math.min(...sizes));
    const results: Record<string, unknown> = { server_warmup_first_paint_ms: await warmServer(browser, server, options.width) };
    for (const size of sizes.sort((a, b) => a - b)) {
      const loadBefore = loadavg()[0]!;
      const measured = await measureSize(browser, server, login, catalogue, size, options).catch((error: unknown) => ({ error: String(error) }));
      // Wall-clock figures (long tasks, latencies) stretch with the machine's load: keep it next to them.
      results[`active_${size}`] = { ...measured, load_average_1m: { before: Math.round(loadBefore * 10) / 10, after: Math.round(loadavg()[0]! * 10) / 10 } };
      process.stderr.write(`active_${size}: ${JSON.stringify(results[`active_${size}`])}\n`);
    }
    return { cpus: cpus().length, viewport_width: options.width, events_per_size: options.events, interval_ms: options.intervalMs, build_seconds: buildSeconds, ...results };
  } finally {
    await browser.close();
    await server.close();
    await rm(workDir, { recursive: true, force: true });
  }
}
