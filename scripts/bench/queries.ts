// `npm run bench -- queries [--orders 1000000] [--commerces 1000] [--per-commerce 2000] [--customers 50000]
//   [--days 730] [--iterations 100] [--drivers pg,pglite] [--plans /tmp/plans.txt]`
// The panel's read queries at scale: one commerce with 1,000,000 orders among 1,000 commerces (set-based
// seed, scripts/bench/_scale-seed.ts), each query timed through the real routes over HTTP (p50/p99 of
// sequential GETs): orders in process, history pages and filters, customers, statistics, a report and
// exports. PostgreSQL when BENCH_DATABASE_URL (an admin URL; a throw-away database is created and
// dropped), PGlite in a temporary directory. Then the plan checks at that size (tests/integration/scale/
// hot-queries.ts): no sequential scan of orders (customers for the customers list) in each hot query's
// plan, the text searches in their trigram indexes, and the history search equal to a plain ILIKE scan;
// `plan_checks`, `search_checks` and `ok` (false when any fails). `--plans FILE` writes EXPLAIN
// (ANALYZE, BUFFERS) of each service's statements. docs/scaling.md has the figures.
import { writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { localDay } from '../../shared/dates';
import { addDays } from '../../shared/special-days';
import { createCommerceFixture } from '../../testkit/commerce-fixture';
import { checkCustomersSearch, checkHistorySearch, checkPlan, historySearchTexts, hotQueries } from '../../testkit/scale/hot-queries';
import { planCapture } from '../../testkit/scale/plan-capture';
import { listCustomers } from '../../server/src/services/customers/customers';
import { orderHistory } from '../../server/src/services/orders/history';
import { inProcessOrders } from '../../server/src/services/orders/operations';
import { statsDashboard } from '../../server/src/services/stats/dashboard';
import { resolvePeriod } from '../../server/src/services/stats/period';
import { argNumber, loginAs, openEnv, timeGets, type BenchEnv, type TimedGets } from './_orders-env';
import { planExplainer, type ExplainCall } from './_scale-explain';
import { ACTIVE_ORDERS, customerName, customerPhone, seedScale } from './_scale-seed';

const ZONE = 'America/Mexico_City';

function argText(args: string[], name: string, fallback: string): string {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1]! : fallback;
}

const load = () => loadavg().map((value) => Math.round(value * 100) / 100);

interface Probe {
  name: string;
  path: string;
  /** Slow queries (exports, long statistics) get fewer samples within their time budget. */
  budgetMs?: number;
  explain?: ExplainCall;
}

/** The customer the searches look for (the seed numbers customers from 1). */
const searchedCustomer = (customers: number): number => Math.min(customers, 12_345);

/** The plan and search properties at the seeded size. */
async function checksAt(env: BenchEnv, commerceId: string, k: number) {
  const capture = planCapture(env.handle);
  const planChecks = [];
  for (const hot of hotQueries(commerceId, ZONE, k)) planChecks.push(await checkPlan(capture, hot));
  const history = [];
  for (const q of historySearchTexts(k)) history.push(await checkHistorySearch(env.handle.db, commerceId, ZONE, q));
  const customers = await checkCustomersSearch(env.handle.db, commerceId, k);
  const ok = [...planChecks, ...history, ...customers].every((check) => check.ok);
  return { plan_checks: planChecks, search_checks: { history, customers }, ok };
}

function probes(commerceId: string, customers: number): Probe[] {
  const today = localDay(new Date(), ZONE);
  const from30 = addDays(today, -29);
  const from90 = addDays(today, -89);
  const weekStart = addDays(today, -66);
  const weekEnd = addDays(today, -60);
  const k = searchedCustomer(customers);
  const history = (query: string) => `/v1/pedidos/historial?${query}&pageSize=20`;
  return [
    { name: 'in_process', path: `/v2/commerce/${commerceId}/orders?orders_in_process=true`, explain: (db) => inProcessOrders(db, commerceId) },
    { name: 'history_page_1', path: history('page=1'), explain: (db) => orderHistory(db, commerceId, ZONE, { page: 1, pageSize: 20 }) },
    { name: 'history_page_50', path: history('page=50') },
    { name: 'history_page_2000', path: history('page=2000'), explain: (db) => orderHistory(db, commerceId, ZONE, { page: 2000, pageSize: 20 }) },
    { name: 'history_status_delivered', path: history('estatus=delivered&page=1'), explain: (db) => orderHistory(db, commerceId, ZONE, { estatus: 'delivered', page: 1, pageSize: 20 }) },
    { name: 'history_status_canceled_page_5', path: history('estatus=canceled&page=5') },
    { name: 'history_delivery_takeaway', path: history('metodo_entrega=takeAway&page=1'), explain: (db) => orderHistory(db, commerceId, ZONE, { metodo_entrega: 'takeAway', page: 1, pageSize: 20 }) },
    { name: 'history_week_60_days_ago', path: history(`desde=${weekStart}&hasta=${weekEnd}&page=1`), explain: (db) => orderHistory(db, commerceId, ZONE, { desde: weekStart, hasta: weekEnd, page: 1, pageSize: 20 }) },
    { name: 'history_week_status_payment', path: history(`desde=${weekStart}&hasta=${weekEnd}&estatus=delivered&metodo_pago=tarjeta&page=2`) },
    { name: 'history_search_name', path: history(`q=${encodeURIComponent(customerName(k))}&page=1`), budgetMs: 10_000, explain: (db) => orderHistory(db, commerceId, ZONE, { q: customerName(k), page: 1, pageSize: 20 }) },
    { name: 'history_search_phone', path: history(`q=${customerPhone(k)}&page=1`), budgetMs: 10_000, explain: (db) => orderHistory(db, commerceId, ZONE, { q: customerPhone(k), page: 1, pageSize: 20 }) },
    { name: 'history_search_folio', path: history(`q=S-${k}7&page=1`), budgetMs: 10_000 },
    // Two characters: no trigram, the newest-first walk (a common text fills the page at once).
    { name: 'history_search_two_characters', path: history('q=55&page=1'), budgetMs: 10_000, explain: (db) => orderHistory(db, commerceId, ZONE, { q: '55', page: 1, pageSize: 20 }) },
    { name: 'history_search_phone_last_30_days', path: history(`q=${customerPhone(k)}&desde=${from30}&hasta=${today}&page=1`), budgetMs: 10_000 },
    { name: 'customers_page_1', path: '/v1/clientes?page=1&pageSize=20', budgetMs: 10_000, explain: (db) => listCustomers(db, commerceId, { page: 1, pageSize: 20 }) },
    { name: 'customers_by_spend', path: '/v1/clientes?orden=total_gastado&page=1&pageSize=20', budgetMs: 10_000 },
    { name: 'customers_by_name_page_100', path: '/v1/clientes?orden=nombre&page=100&pageSize=20', budgetMs: 10_000 },
    { name: 'customers_search', path: `/v1/clientes?q=${encodeURIComponent(customerName(k))}&page=1&pageSize=20`, budgetMs: 10_000, explain: (db) => listCustomers(db, commerceId, { q: customerName(k), page: 1, pageSize: 20 }) },
    {
      name: 'stats_30_days',
      path: `/v1/estadisticas?periodo=personalizado&desde=${from30}&hasta=${today}`,
      budgetMs: 15_000,
      explain: (db) => statsDashboard(db, commerceId, ZONE, resolvePeriod('personalizado', ZONE, new Date(), { desde: from30, hasta: today })),
    },
    { name: 'stats_90_days', path: `/v1/estadisticas?periodo=personalizado&desde=${from90}&hasta=${today}`, budgetMs: 15_000 },
    { name: 'report_orders_30_days_page_1', path: `/v1/reportes/pedidos?desde=${from30}&hasta=${today}`, budgetMs: 10_000 },
    { name: 'report_cash_closing_30_days', path: `/v1/reportes/corte-caja?desde=${from30}&hasta=${today}`, budgetMs: 10_000 },
    { name: 'export_history_week_csv', path: `/v1/pedidos/historial/export?format=csv&desde=${weekStart}&hasta=${weekEnd}`, budgetMs: 10_000 },
    { name: 'export_customers_csv', path: '/v1/clientes/export?format=csv', budgetMs: 10_000 },
  ];
}

async function runOn(driver: 'pglite' | 'pg', args: string[], adminUrl?: string) {
  const env: BenchEnv = await openEnv(driver, adminUrl);
  try {
    const orders = argNumber(args, 'orders', 1_000_000);
    const customers = argNumber(args, 'customers', Math.max(100, Math.round(orders / 20)));
    const fixture = await createCommerceFixture(env.handle, { plan: 'PLUS', nombre: 'Comercio grande' });
    const seed = {
      bigCommerceId: fixture.commerceId,
      commerces: argNumber(args, 'commerces', 1000),
      orders,
      perCommerce: argNumber(args, 'per-commerce', 2000),
      customers,
      days: argNumber(args, 'days', 730),
    };
    const loadBeforeSeed = load();
    const seedTimes = await seedScale(env.handle, seed);
    const login = await loginAs(env.url, fixture.email, fixture.password);
    const headers = { authorization: `Bearer ${login.token}`, id_comercio: fixture.commerceId, ...login.v2Headers };
    const iterations = argNumber(args, 'iterations', 100);
    const loadBefore = load();
    const timings: Record<string, TimedGets> = {};
    const plans: string[] = [];
    const plansFile = argText(args, 'plans', '');
    const explain = planExplainer(env.handle);
    for (const probe of probes(fixture.commerceId, customers)) {
      timings[probe.name] = await timeGets(`${env.url}${probe.path}`, headers, iterations, { warmup: 3, budgetMs: probe.budgetMs ?? 20_000, minimum: 10 });
      if (timings[probe.name]!.status !== 200) throw new Error(`${probe.path} → ${timings[probe.name]!.status}`);
      if (probe.explain && plansFile) plans.push(`### ${driver} ${probe.name}`, ...(await explain(probe.explain)));
    }
    if (plansFile) await writeFile(`${plansFile}.${driver}.txt`, plans.join('\n\n'));
    const checks = await checksAt(env, fixture.commerceId, searchedCustomer(customers));
    return {
      driver,
      ok: checks.ok,
      seed: { ...seed, bigCommerceId: undefined, active_orders: ACTIVE_ORDERS, seconds: seedTimes, load_average_before_seed: loadBeforeSeed },
      load_average_1_5_15: { before_queries: loadBefore, after_queries: load() },
      queries: timings,
      plan_checks: checks.plan_checks,
      search_checks: checks.search_checks,
    };
  } finally {
    await env.close();
  }
}

export async function run(args: string[]): Promise<unknown> {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  const drivers = argText(args, 'drivers', 'pg,pglite').split(',');
  const machine = { cpus: cpus().length, cpu: cpus()[0]?.model ?? '', node: process.version };
  const result: Record<string, unknown> = { machine };
  const oks: boolean[] = [];
  if (drivers.includes('pg')) {
    const postgres = adminUrl ? await runOn('pg', args, adminUrl) : undefined;
    result.postgres = postgres ?? { skipped: 'BENCH_DATABASE_URL no está definida' };
    if (postgres) oks.push(postgres.ok);
  }
  if (drivers.includes('pglite')) {
    const pglite = await runOn('pglite', args);
    result.pglite = pglite;
    oks.push(pglite.ok);
  }
  // Every property checked on every engine that ran; `npm run bench` prints this at the top of the result.
  return { ok: oks.length > 0 && oks.every(Boolean), ...result };
}
