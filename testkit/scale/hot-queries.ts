// The panel's hot read queries, each as its service builds it, with the property its plan must have: no
// sequential scan of `orders` (of `customers` for the customers list, which reads the totals kept on each
// customer's row), and the text searches looked up in their trigram indexes (migration 0014). Also the
// searches' results against a plain three-column ILIKE. One list for the small plan test
// (query-plans.test.ts) and for the at-scale run (`npm run bench -- queries`).
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/src/db/database';
import { localDay } from '../../shared/dates';
import { addDays } from '../../shared/special-days';
import { CUSTOMER_SORTS } from '../../shared/types/pages';
import { listCustomers } from '../../server/src/services/customers/customers';
import { HISTORY_COUNT_AHEAD, orderHistory } from '../../server/src/services/orders/history';
import { inProcessOrders } from '../../server/src/services/orders/operations';
import { rowsOf } from '../../server/src/services/reports/filters';
import { resolvePeriod } from '../../server/src/services/stats/period';
import { statsDashboard } from '../../server/src/services/stats/dashboard';
import type { planCapture } from './plan-capture';

export const HISTORY_SEARCH_INDEX = 'orders_search_trgm_idx';
export const CUSTOMERS_SEARCH_INDEX = 'customers_search_trgm_idx';

/** Customer k: 'Cliente k' with phone 55 + k on 8 digits; order 'S-g' belongs to one of them. */
export const customerName = (k: number): string => `Cliente ${k}`;
export const customerPhone = (k: number): string => `55${String(k).padStart(8, '0')}`;

export interface HotQuery {
  name: string;
  table: 'orders' | 'customers';
  /** An index every statement's plan must use (the text searches). */
  index?: string;
  call: (db: Db) => Promise<unknown>;
}

/** The hot queries of a commerce whose customer `k` exists (names and phones as customerName/customerPhone). */
export function hotQueries(commerceId: string, zone: string, k: number): HotQuery[] {
  const today = localDay(new Date(), zone);
  const history = (name: string, query: Parameters<typeof orderHistory>[3], index?: string): HotQuery => ({
    name,
    table: 'orders',
    index,
    call: (db) => orderHistory(db, commerceId, zone, query),
  });
  const page = { page: 1, pageSize: 20 };
  return [
    { name: 'en proceso', table: 'orders', call: (db) => inProcessOrders(db, commerceId) },
    history('historial p1', page),
    history('historial filtrado', { estatus: 'delivered', metodo_pago: 'tarjeta', page: 5, pageSize: 20 }),
    history('historial por fechas', { desde: today, hasta: today, ...page }),
    history('historial cancelados', { estatus: 'canceled', ...page }),
    history('historial para llevar', { metodo_entrega: 'takeAway', ...page }),
    history('historial página 2000', { page: 2000, pageSize: 20 }),
    ...CUSTOMER_SORTS.map((orden): HotQuery => ({ name: `clientes por ${orden}`, table: 'customers', call: (db) => listCustomers(db, commerceId, { orden, ...page }) })),
    { name: 'estadísticas del mes', table: 'orders', call: (db) => statsDashboard(db, commerceId, zone, resolvePeriod('mes', zone, new Date())) },
    {
      name: 'estadísticas 90 días',
      table: 'orders',
      call: (db) => statsDashboard(db, commerceId, zone, resolvePeriod('personalizado', zone, new Date(), { desde: addDays(today, -89), hasta: today })),
    },
    history('historial buscar nombre', { q: customerName(k), ...page }, HISTORY_SEARCH_INDEX),
    history('historial buscar teléfono', { q: customerPhone(k), ...page }, HISTORY_SEARCH_INDEX),
    history('historial buscar folio', { q: `S-${k}0`, ...page }, HISTORY_SEARCH_INDEX),
    ...[customerName(k), customerPhone(k), `52 ${customerPhone(k)}`].map(
      (q): HotQuery => ({ name: `clientes buscar ${q}`, table: 'customers', index: CUSTOMERS_SEARCH_INDEX, call: (db) => listCustomers(db, commerceId, { q, ...page }) }),
    ),
  ];
}

export interface PlanCheck {
  name: string;
  statements: number;
  seq_scans: string[];
  indexes: string[];
  /** The statements whose plan lacks the required index. */
  missing_index: number;
  ms: number;
  ok: boolean;
}

/**
 * EXPLAIN (ANALYZE) of every statement of the query that reads its table. `named: false` skips the
 * required-index test: on a few hundred rows the planner serves a search from the commerce's B-tree index
 * as well, and only at scale (`npm run bench -- queries`) does it show which index it needs.
 */
export async function checkPlan(plans: ReturnType<typeof planCapture>, hot: HotQuery, options: { named?: boolean } = {}): Promise<PlanCheck> {
  const statements = await plans.capture(hot.call, hot.table);
  const result: PlanCheck = { name: hot.name, statements: statements.length, seq_scans: [], indexes: [], missing_index: 0, ms: 0, ok: false };
  for (const statement of statements) {
    const { nodes, ms } = await plans.explain(statement);
    const indexes = nodes.map((node) => node['Index Name']).filter((index): index is string => Boolean(index));
    if (nodes.some((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === hot.table)) result.seq_scans.push(statement.query);
    if (hot.index && options.named !== false && !indexes.includes(hot.index)) result.missing_index += 1;
    result.indexes.push(...indexes.filter((index) => !result.indexes.includes(index)));
    result.ms += ms;
  }
  result.ms = Math.round(result.ms * 10) / 10;
  result.ok = result.statements > 0 && result.seq_scans.length === 0 && result.missing_index === 0;
  return result;
}

/** Texts the history search is checked with: a name, a phone, a folio, a partial name, short texts, nothing. */
export const historySearchTexts = (k: number): string[] => [customerName(k), customerPhone(k), `S-${k}0`, 'cliente 5', 'S-1', 'zz', '9', 'no existe'];

export interface SearchCheck {
  q: string;
  plain: number;
  total: number;
  total_exacto: boolean;
  rows: number;
  ok: boolean;
}

/** The history search against the plain test: folio, name or phone contains `q`, counted by a scan. */
export async function checkHistorySearch(db: Db, commerceId: string, zone: string, q: string): Promise<SearchCheck> {
  const pattern = `%${q}%`;
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`
      SELECT count(*)::int AS n FROM orders
      WHERE id_comercio = ${commerceId}::uuid AND deleted_at IS NULL
        AND (folio ILIKE ${pattern} OR nombre ILIKE ${pattern} OR numero_celular ILIKE ${pattern})`),
  );
  const plain = Number(row?.n ?? 0);
  const page = await orderHistory(db, commerceId, zone, { q, page: 1, pageSize: 20 });
  const text = q.toLowerCase();
  const rowsMatch = page.rows.every((order) => [order.folio, order.nombre, order.numero_celular].some((field) => field.toLowerCase().includes(text)));
  // Counting stops HISTORY_COUNT_AHEAD rows past the page (history-count.test.ts).
  const ok = rowsMatch && page.rows.length === Math.min(20, plain) && page.total === Math.min(plain, HISTORY_COUNT_AHEAD) && page.total_exacto === plain <= HISTORY_COUNT_AHEAD;
  return { q, plain, total: page.total, total_exacto: page.total_exacto, rows: page.rows.length, ok };
}

/** The customers search finds customer k by name, by phone and by phone with country code; 'zz' finds nobody. */
export async function checkCustomersSearch(db: Db, commerceId: string, k: number): Promise<{ q: string; total: number; ok: boolean }[]> {
  const checks = [];
  for (const q of [customerName(k), customerPhone(k), `52 ${customerPhone(k)}`]) {
    const page = await listCustomers(db, commerceId, { q, page: 1, pageSize: 20 });
    const found = page.rows.some((row) => row.nombre === customerName(k) && row.numero_celular === customerPhone(k));
    checks.push({ q, total: page.total, ok: found });
  }
  const none = await listCustomers(db, commerceId, { q: 'zz', page: 1, pageSize: 20 });
  checks.push({ q: 'zz', total: none.total, ok: none.total === 0 });
  return checks;
}
