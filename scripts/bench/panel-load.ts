// `npm run bench -- panel-load [--loads 6] [--rounds 2] [--static DIR]`
// What a panel page costs Chromium, as the e2e tests use it: each load is a fresh context that opens the
// board signed in, then visits products, statistics, customers and the board again by client-side
// navigation. Reports Chromium's CPU per load (every Chromium process, read from /proc, the closed
// renderers' time included) and the page's main-thread times, for the headless shell with and without the
// tests' V8 flags and for the full browser. It is how the tests' flags were chosen (docs/architecture.md,
// "Tests"); Linux only.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { DEMO_LOGIN, startServer } from '../../server/src/start-server';
import { CHROMIUM_ARGS, FULL_CHROMIUM_PATH, TEST_CHROMIUM_PATH, TEST_ONLY_ARGS } from '../../testkit/chromium';
import { announcementIds, markAnnouncementsSeen } from '../../testkit/announcements';
import { argNumber } from './_orders-env';
import { processCpuMs } from './_process-cpu';

const ROOT = resolve(import.meta.dirname, '../..');
/** Same key as renderer/src/app/session.ts (the stored login session). */
const SESSION_KEY = 'panel.session';
const SCREENS: [path: string, screen: string][] = [
  ['/menu/productos', 'products'],
  ['/estadisticas', 'stats'],
  ['/clientes', 'clients'],
  ['/control-pedidos', 'orders'],
];
const VARIANTS: Record<string, { executablePath: string; args: readonly string[] }> = {
  'headless shell, test flags': { executablePath: TEST_CHROMIUM_PATH, args: TEST_ONLY_ARGS },
  'headless shell': { executablePath: TEST_CHROMIUM_PATH, args: [] },
  'full browser': { executablePath: FULL_CHROMIUM_PATH, args: [] },
};

/** Latest CPU milliseconds of every Chromium process into `seen` (pid → ms; ended ones keep theirs). */
async function sampleChromium(seen: Map<string, number>): Promise<void> {
  for (const [pid, ms] of (await processCpuMs((name) => /^(chrom|headless)/.test(name))) ?? []) seen.set(pid, ms);
}

function argText(args: string[], name: string): string | null {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? (args[index + 1] ?? null) : null;
}

async function measure(browser: Browser, baseUrl: string, session: string, loads: number, seenAnnouncements: readonly string[]) {
  const seen = new Map<string, number>();
  await sampleChromium(seen);
  const start = new Map(seen);
  const poll = setInterval(() => void sampleChromium(seen), 100);
  const mainThread: Record<string, number> = {};
  const started = performance.now();
  for (let load = 0; load < loads; load += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'es-MX', reducedMotion: 'reduce' });
    // As the e2e pages (tests/e2e/support/browser.ts): no announcement opens over the panel.
    await markAnnouncementsSeen(context, seenAnnouncements);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.addInitScript(`localStorage.setItem(${JSON.stringify(SESSION_KEY)}, ${JSON.stringify(session)})`);
    await page.goto(`${baseUrl}/control-pedidos`);
    await page.getByTestId('screen-orders').waitFor({ timeout: 30_000 });
    for (const [path, screen] of SCREENS) {
      await page.evaluate((target) => {
        window.history.pushState(null, '', target);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await page.getByTestId(`screen-${screen}`).first().waitFor({ timeout: 30_000 });
    }
    await sampleChromium(seen);
    const { metrics } = await cdp.send('Performance.getMetrics');
    for (const { name, value } of metrics) if (/^(Script|Layout|RecalcStyle|Task)Duration$/.test(name)) mainThread[name] = (mainThread[name] ?? 0) + value;
    await context.close();
  }
  clearInterval(poll);
  await sampleChromium(seen);
  let cpuMs = 0;
  for (const [pid, now] of seen) cpuMs += now - (start.get(pid) ?? 0);
  return {
    chromium_cpu_s_per_load: Number((cpuMs / 1000 / loads).toFixed(3)),
    wall_ms_per_load: Math.round((performance.now() - started) / loads),
    main_thread_ms_per_load: Object.fromEntries(Object.entries(mainThread).map(([name, seconds]) => [name.replace('Duration', ''), Math.round((seconds * 1000) / loads)])),
  };
}

export async function run(args: string[]): Promise<unknown> {
  const loads = argNumber(args, 'loads', 6);
  const rounds = argNumber(args, 'rounds', 2);
  const workDir = await mkdtemp(join(tmpdir(), 'panel-load-'));
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir: join(workDir, 'db'), staticDir: argText(args, 'static') ?? join(ROOT, 'dist/renderer'), seedDemo: true, logger: false });
  const { chromium } = await import('playwright-core');
  const results: Record<string, unknown[]> = {};
  try {
    const response = await fetch(`${server.url}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_LOGIN.email, password: DEMO_LOGIN.password }),
    });
    if (!response.ok) throw new Error(`login demo: ${response.status} ${await response.text()}`);
    const session = await response.text();
    const seenAnnouncements = await announcementIds(server.handle);
    // Rounds take turns between the variants, so a slower moment of the machine does not favour one.
    for (let round = 0; round < rounds; round += 1) {
      for (const [name, variant] of Object.entries(VARIANTS)) {
        const browser = await chromium.launch({ executablePath: variant.executablePath, args: [...CHROMIUM_ARGS, ...variant.args], headless: true });
        try {
          (results[name] ??= []).push(await measure(browser, server.url, session, loads, seenAnnouncements));
        } finally {
          await browser.close();
        }
      }
    }
  } finally {
    await server.close();
    await rm(workDir, { recursive: true, force: true });
  }
  return { loads_per_round: loads, screens_per_load: ['/control-pedidos', ...SCREENS.map(([path]) => path)], results };
}
