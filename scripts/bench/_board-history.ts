// `npm run bench -- board --history 100000 [--static DIR]`: the order history and the customers at 100,000
// rows, in Chromium at 1280 px against the real server (PGlite, demo commerce). Seeds N customers and one
// finished order each (SQL, like the active orders of the board series), then times, for each table:
// opening it, searching, sorting or filtering and the next page — from the action to the new rows painted —
// and the long tasks (> 50 ms) during each. Both tables are paged by the server (20 rows in the DOM).
import { mkdir } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from '../../server/src/start-server';
import { boardPage, startProfile, stopProfile } from './board';

const HISTORY_FOLIO = 'HIS-';

/** N customers (phones 55…) and one finished order each for them, on the commerce. Idempotent per N. */
export async function seedHistory(server: RunningServer, commerceId: string, target: number): Promise<{ customers: number; orders: number }> {
  const db = server.handle.db;
  const count = async (query: ReturnType<typeof sql>) => Number(((await db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  const have = await count(sql`SELECT count(*)::int AS n FROM orders WHERE id_comercio = ${commerceId}::uuid AND folio LIKE ${`${HISTORY_FOLIO}%`}`);
  if (have < target) {
    await db.execute(sql`
      INSERT INTO customers (id_comercio, nombre, numero_celular, direcciones)
      SELECT ${commerceId}::uuid, 'Cliente histórico ' || g, '55' || lpad(g::text, 8, '0'), jsonb_build_array('Calle ' || (g % 500) || ' #' || g || ', Centro')
      FROM generate_series(${have + 1}::int, ${target}::int) AS g
      ON CONFLICT DO NOTHING`);
    // One statement: the customers' totals are kept by a statement trigger on orders (migration 0013).
    await db.execute(sql`
      INSERT INTO orders (folio, id_comercio, id_cliente, metodo_entrega, metodo_pago, estatus_pedido, estatus, nombre, numero_celular,
                          subtotal_cents, total_cents, costo_envio_cents, created_at, updated_at)
      SELECT ${HISTORY_FOLIO} || lpad(c.g::text, 7, '0'), ${commerceId}::uuid, c.id,
             (ARRAY['delivery','takeAway','inRestaurant'])[1 + c.g % 3],
             (ARRAY['efectivo','tarjeta','transferencia'])[1 + c.g % 3],
             (ARRAY['delivered','delivered','delivered','canceled','rejected'])[1 + c.g % 5],
             (ARRAY['delivered','delivered','delivered','canceled','rejected'])[1 + c.g % 5],
             c.nombre, c.numero_celular, 15000 + c.g % 5000, 18500 + c.g % 5000, 3500,
             now() - interval '2 hours' - (c.g * interval '20 seconds'), now()
      FROM (SELECT id, nombre, numero_celular, substring(numero_celular from 3)::int AS g FROM customers
            WHERE id_comercio = ${commerceId}::uuid AND numero_celular LIKE '55%' AND length(numero_celular) = 10) AS c
      WHERE c.g > ${have} AND c.g <= ${target}`);
    await db.execute(sql`ANALYZE orders`);
    await db.execute(sql`ANALYZE customers`);
  }
  return {
    customers: await count(sql`SELECT count(*)::int AS n FROM customers WHERE id_comercio = ${commerceId}::uuid`),
    orders: await count(sql`SELECT count(*)::int AS n FROM orders WHERE id_comercio = ${commerceId}::uuid AND deleted_at IS NULL`),
  };
}

interface LongTask {
  start: number;
  duration: number;
}

const nowInPage = (page: Page) => page.evaluate(() => performance.now());

/** After the table's loading overlay is gone, the next frame: the new rows are on screen. */
async function rowsPainted(page: Page, table: string): Promise<number> {
  await page.waitForFunction(
    (testId) => {
      const root = document.querySelector(`[data-testid="${testId}"]`);
      return !!root && !root.querySelector('.ant-spin-spinning') && !!root.querySelector('tbody tr.ant-table-row, tbody tr.ant-table-placeholder');
    },
    table,
    { timeout: 60_000, polling: 'raf' },
  );
  return page.evaluate(() => new Promise<number>((done) => requestAnimationFrame(() => setTimeout(() => done(performance.now()), 0))));
}

/** One user action on a table: from the action to its new rows painted, and the long tasks meanwhile. */
async function timed(page: Page, table: string, apiPath: RegExp, act: () => Promise<unknown>, profileFile?: string) {
  const profiler = profileFile ? await startProfile(page) : null;
  const started = await nowInPage(page);
  const answered = page.waitForResponse((response) => apiPath.test(new URL(response.url()).pathname), { timeout: 60_000 });
  await act();
  await answered;
  const painted = await rowsPainted(page, table);
  const profile = profiler && profileFile ? await stopProfile(profiler, profileFile) : undefined;
  const tasks = ((await page.evaluate(() => (window as unknown as { __boardBench: { longTasks: LongTask[] } }).__boardBench.longTasks)) as LongTask[]).filter(
    (task) => task.start >= started && task.start <= painted,
  );
  return {
    rows_shown_ms: Math.round(painted - started),
    rows_in_dom: await page.locator(`[data-testid="${table}"] tbody tr.ant-table-row`).count(),
    long_tasks_over_50ms: tasks.filter((task) => task.duration > 50).length,
    longest_task_ms: Math.round(Math.max(0, ...tasks.map((task) => task.duration))),
    ...(profile ? { cpu_self_time_top_ms: profile.functions } : {}),
  };
}

/** Opens a table page twice (the first fills the HTTP cache, like a cashier moving around the panel), times the second. */
async function openTable(page: Page, url: string, table: string, apiPath: RegExp) {
  await page.goto(url);
  await rowsPainted(page, table);
  const answered = page.waitForResponse((response) => apiPath.test(new URL(response.url()).pathname), { timeout: 60_000 });
  await page.goto(url);
  await answered;
  const painted = await rowsPainted(page, table);
  const tasks = (await page.evaluate(() => (window as unknown as { __boardBench: { longTasks: LongTask[] } }).__boardBench.longTasks)) as LongTask[];
  return {
    rows_shown_ms: Math.round(painted),
    total_text: await page.locator('.ant-pagination-total-text').first().textContent(),
    long_tasks_over_50ms: tasks.filter((task) => task.duration > 50).length,
    longest_task_ms: Math.round(Math.max(0, ...tasks.map((task) => task.duration))),
  };
}

/** Types the text in the search field and submits it (an empty text clears the search). */
async function search(page: Page, label: string, text: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await field.fill(text);
  await field.press('Enter');
}

async function pickOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: option }).first().click();
}

export async function measureHistory(browser: Browser, server: RunningServer, commerceId: string, rows: number, width: number, shotsDir?: string, profileDir?: string) {
  const seedStarted = performance.now();
  const seeded = await seedHistory(server, commerceId, rows);
  const seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;
  const loadBefore = loadavg()[0]!;
  const page = await boardPage(browser, server, width);
  // A name that exists at any size (and, with 100,000 rows, also matches 12340–12349, 123400–…).
  const wanted = `Cliente histórico ${Math.min(1234, rows)}`;
  const historyApi = /\/v1\/pedidos\/historial$/;
  const history = {
    open: await openTable(page, `${server.url}/historial-pedidos`, 'history-table', historyApi),
    search: await timed(page, 'history-table', historyApi, () => search(page, 'Buscar pedidos', wanted)),
    clear_search: await timed(page, 'history-table', historyApi, () => search(page, 'Buscar pedidos', '')),
    filter_status: await timed(page, 'history-table', historyApi, () => pickOption(page, 'Estatus', 'Cancelado')),
    next_page: await timed(page, 'history-table', historyApi, () => page.locator('li.ant-pagination-next').first().click(), profileDir && join(profileDir, 'history-next-page.cpuprofile')),
  };
  await page.keyboard.press('Escape');
  if (shotsDir) {
    await mkdir(shotsDir, { recursive: true });
    await page.screenshot({ path: join(shotsDir, `history-${rows}-${width}.png`) });
  }
  const customersApi = /\/v1\/clientes$/;
  const customers = {
    open: await openTable(page, `${server.url}/clientes`, 'clients-table', customersApi),
    search: await timed(page, 'clients-table', customersApi, () => search(page, 'Buscar clientes', wanted)),
    clear_search: await timed(page, 'clients-table', customersApi, () => search(page, 'Buscar clientes', '')),
    sort_by_spend: await timed(page, 'clients-table', customersApi, () => pickOption(page, 'Ordenar por', 'Mayor gasto')),
    next_page: await timed(page, 'clients-table', customersApi, () => page.locator('li.ant-pagination-next').first().click()),
  };
  if (shotsDir) await page.screenshot({ path: join(shotsDir, `customers-${rows}-${width}.png`) });
  await page.context().close();
  return {
    seeded,
    seed_seconds: seedSeconds,
    history,
    customers,
    load_average_1m: { before: Math.round(loadBefore * 10) / 10, after: Math.round(loadavg()[0]! * 10) / 10 },
  };
}
