// The text searches at a size where scanning is costly: one commerce with 60,000 orders and 6,000 customers
// among commerces with 60,000 more. The history search (folio/name/phone contains `q`) and the customers
// search must be looked up in their trigram indexes (migration 0014) — the page's ids and the capped count
// alike — and find exactly what the plain three-column test finds; texts shorter than 3 characters (no
// trigrams) walk the history index instead and stay correct. Runs on PGlite and on PostgreSQL
// (TEST_DATABASE_URL); times are printed, never asserted.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/src/db/database';
import { listCustomers } from '../../../server/src/services/customers/customers';
import { HISTORY_COUNT_AHEAD, orderHistory } from '../../../server/src/services/orders/history';
import { rowsOf } from '../../../server/src/services/reports/filters';
import { createCommerceFixture } from '../../support/commerce-fixture';
import { createTestApp, type TestApp } from '../support/test-app';
import { planCapture } from './plan-capture';

const ORDERS = 60_000;
const CUSTOMERS = 6_000;
const OTHER_COMMERCES = 3;
const ZONE = 'America/Mexico_City';
const HISTORY_INDEX = 'orders_search_trgm_idx';
const CUSTOMERS_INDEX = 'customers_search_trgm_idx';

let t: TestApp;
let commerceId: string;
let plans: ReturnType<typeof planCapture>;

/** Customer k of a commerce: 'Cliente k' with phone 55 + k on 8 digits; order g belongs to customer 1 + g % CUSTOMERS. */
const phoneOf = (k: number) => `55${String(k).padStart(8, '0')}`;

async function indexesUsed(name: string, call: (db: Db) => Promise<unknown>, table: string): Promise<string[][]> {
  const queries = await plans.capture(call, table);
  expect(queries.length, name).toBeGreaterThan(0);
  const used: string[][] = [];
  for (const query of queries) {
    const { nodes, ms } = await plans.explain(query);
    const seqScans = nodes.filter((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === table);
    const indexes = nodes.map((node) => node['Index Name']).filter((index): index is string => Boolean(index));
    console.log(`${name}: ${ms.toFixed(1)} ms, índices ${indexes.join(', ') || '—'}`);
    expect(seqScans, `${name}: ${query.query}`).toEqual([]);
    used.push(indexes);
  }
  return used;
}

/** Orders of the commerce whose folio, name or phone contains `text`, by the plain test (no index). */
async function plainMatches(text: string): Promise<number> {
  const pattern = `%${text}%`;
  const [row] = rowsOf<{ n: number }>(
    await t.handle.db.execute(sql`
      SELECT count(*)::int AS n FROM orders
      WHERE id_comercio = ${commerceId}::uuid AND deleted_at IS NULL
        AND (folio ILIKE ${pattern} OR nombre ILIKE ${pattern} OR numero_celular ILIKE ${pattern})`),
  );
  return Number(row?.n ?? 0);
}

beforeAll(async () => {
  t = await createTestApp();
  plans = planCapture(t.handle);
  commerceId = (await createCommerceFixture(t.handle, { plan: 'PLUS', nombre: 'Comercio grande' })).commerceId;
  const others: string[] = [];
  for (let i = 0; i < OTHER_COMMERCES; i += 1) others.push((await createCommerceFixture(t.handle, { plan: 'PLUS' })).commerceId);
  const fill = async (id: string, orders: number) => {
    await t.handle.db.execute(sql`
      INSERT INTO customers (id_comercio, nombre, numero_celular, country_code)
      SELECT ${id}::uuid, 'Cliente ' || k, '55' || lpad(k::text, 8, '0'), '52' FROM generate_series(1, ${CUSTOMERS}::int) AS k`);
    await t.handle.db.execute(sql`
      INSERT INTO orders (folio, id_comercio, metodo_entrega, metodo_pago, estatus_pedido, estatus, nombre, numero_celular,
                          subtotal_cents, total_cents, costo_envio_cents, created_at, updated_at)
      SELECT 'S-' || g, ${id}::uuid, 'takeAway', 'efectivo', 'delivered', 'delivered',
             'Cliente ' || (1 + g % ${CUSTOMERS}::int), '55' || lpad((1 + g % ${CUSTOMERS}::int)::text, 8, '0'),
             15000, 18500, 0, now() - g * interval '1 minute', now()
      FROM generate_series(1, ${orders}::int) AS g`);
  };
  await fill(commerceId, ORDERS);
  for (const id of others) await fill(id, ORDERS / OTHER_COMMERCES);
  // Steady state of a live database: autovacuum has set the statistics the planner estimates with.
  await t.handle.db.execute(sql`VACUUM ANALYZE`);
}, 600_000);

afterAll(async () => {
  await t?.close();
});

describe('text searches use their trigram indexes', () => {
  it('history: a name, a phone and a folio are looked up in the trigram index, page and count', async () => {
    const searches = { nombre: 'Cliente 4321', teléfono: phoneOf(4321), folio: 'S-43210' };
    for (const [label, q] of Object.entries(searches)) {
      const used = await indexesUsed(`historial buscar ${label}`, (db) => orderHistory(db, commerceId, ZONE, { q, page: 1, pageSize: 20 }), 'orders');
      for (const indexes of used) expect(indexes, `historial buscar ${label}`).toContain(HISTORY_INDEX);
    }
  });

  it('history: the search finds exactly what the plain test finds, the short texts included', async () => {
    for (const q of ['Cliente 4321', phoneOf(4321), 'S-43210', 'cliente 59', 'S-1', 'zz', '9', 'no existe']) {
      const expected = await plainMatches(q);
      const page = await orderHistory(t.handle.db, commerceId, ZONE, { q, page: 1, pageSize: 20 });
      // Counting stops HISTORY_COUNT_AHEAD rows past the page (history-count.test.ts).
      expect({ total: page.total, total_exacto: page.total_exacto }, q).toEqual({ total: Math.min(expected, HISTORY_COUNT_AHEAD), total_exacto: expected <= HISTORY_COUNT_AHEAD });
      expect(page.rows.length, q).toBe(Math.min(20, expected));
      const pattern = q.toLowerCase();
      for (const row of page.rows) expect([row.folio, row.nombre, row.numero_celular].some((field) => field.toLowerCase().includes(pattern)), q).toBe(true);
    }
  });

  it('customers: a name and a phone are looked up in the trigram index', async () => {
    for (const q of ['Cliente 4321', phoneOf(4321), `52 ${phoneOf(4321)}`]) {
      const used = await indexesUsed(`clientes buscar ${q}`, (db) => listCustomers(db, commerceId, { q, page: 1, pageSize: 20 }), 'customers');
      for (const indexes of used) expect(indexes, `clientes buscar ${q}`).toContain(CUSTOMERS_INDEX);
      const page = await listCustomers(t.handle.db, commerceId, { q, page: 1, pageSize: 20 });
      expect(page.total, q).toBe(1);
      expect(page.rows[0]).toMatchObject({ nombre: 'Cliente 4321', numero_celular: phoneOf(4321) });
    }
    // Shorter than 3 characters: no trigram; the name test alone, still correct.
    expect((await listCustomers(t.handle.db, commerceId, { q: 'zz', page: 1, pageSize: 20 })).total).toBe(0);
  });
});
