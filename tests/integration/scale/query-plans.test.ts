// The hot queries' plans on a small data set with sequential scans disabled (plan-capture.ts): each hot
// query (hot-queries.ts) must be served by an index — no sequential scan of `orders`, nor of `customers`
// for the customers list and the searches; the history search must find exactly what the plain
// three-column ILIKE finds, short texts included, and the customers search its customer. The same
// properties at 1,000,000 orders, and the text searches in their trigram indexes (migration 0014), which
// the planner picks only at scale: `npm run bench -- queries`.
// Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceFixture } from '../../../testkit/commerce-fixture';
import { createTestApp, type TestApp } from '../../../testkit/test-app';
import { checkCustomersSearch, checkHistorySearch, checkPlan, historySearchTexts, hotQueries } from '../../../testkit/scale/hot-queries';
import { planCapture } from '../../../testkit/scale/plan-capture';

const ORDERS = 400;
const CUSTOMERS = 200;
const IN_PROCESS = 20;
const OTHER_COMMERCES = 2;
const ZONE = 'America/Mexico_City';
/** The customer the searches look for: 'Cliente 37', 5500000037, folio S-370. */
const SEARCHED = 37;

let t: TestApp;
let commerceId: string;

beforeAll(async () => {
  t = await createTestApp();
  commerceId = (await createCommerceFixture(t.handle, { plan: 'PLUS', nombre: 'Comercio grande' })).commerceId;
  const others: string[] = [];
  for (let i = 0; i < OTHER_COMMERCES; i += 1) others.push((await createCommerceFixture(t.handle, { plan: 'PLUS' })).commerceId);
  const fill = async (id: string, orders: number, inProcess: number) => {
    await t.handle.db.execute(sql`
      INSERT INTO customers (id_comercio, nombre, numero_celular, country_code)
      SELECT ${id}::uuid, 'Cliente ' || k, '55' || lpad(k::text, 8, '0'), '52' FROM generate_series(1, ${CUSTOMERS}::int) AS k`);
    await t.handle.db.execute(sql`
      INSERT INTO orders (folio, id_comercio, id_cliente, metodo_entrega, metodo_pago, estatus_pedido, estatus, nombre, numero_celular,
                          subtotal_cents, total_cents, costo_envio_cents, created_at, updated_at)
      SELECT 'S-' || g, ${id}::uuid,
             (SELECT c.id FROM customers c WHERE c.id_comercio = ${id}::uuid AND c.numero_celular = '55' || lpad((1 + g % ${CUSTOMERS}::int)::text, 8, '0')),
             (ARRAY['delivery','takeAway','inRestaurant'])[1 + g % 3], (ARRAY['efectivo','tarjeta','transferencia'])[1 + (g / 3) % 3],
             s.status, s.status, 'Cliente ' || (1 + g % ${CUSTOMERS}::int), '55' || lpad((1 + g % ${CUSTOMERS}::int)::text, 8, '0'),
             15000 + g % 5000, 18500 + g % 5000, 3500, now() - g * interval '10 minutes', now()
      FROM generate_series(1, ${orders}::int) AS g,
           LATERAL (SELECT CASE WHEN g <= ${inProcess}::int THEN (ARRAY['pending','accepted','on_the_way','ready_to_pick_up'])[1 + g % 4]
                                ELSE (ARRAY['delivered','delivered','delivered','canceled','rejected'])[1 + g % 5] END AS status) s`);
  };
  await fill(commerceId, ORDERS, IN_PROCESS);
  for (const id of others) await fill(id, ORDERS / 2, 0);
  await t.handle.db.execute(sql`VACUUM ANALYZE`);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('hot queries are served by indexes, never by a sequential scan', () => {
  it('orders in process, history pages and filters, customers in each order, statistics and the text searches', async () => {
    const plans = planCapture(t.handle, { seqScan: false });
    const checks = [];
    for (const hot of hotQueries(commerceId, ZONE, SEARCHED)) checks.push(await checkPlan(plans, hot, { named: false }));
    expect(checks.filter((check) => !check.ok)).toEqual([]);
    expect(checks.map((check) => check.name)).toContain('historial buscar folio');
    // Each search is served by an index of its table, the trigram one or the commerce's.
    for (const check of checks.filter((entry) => entry.name.includes('buscar'))) expect(check.indexes.length, check.name).toBeGreaterThan(0);
  });
});

describe('text searches find what a plain scan finds', () => {
  it('history: a name, a phone, a folio, a partial name and texts shorter than a trigram', async () => {
    const checks = [];
    for (const q of historySearchTexts(SEARCHED)) checks.push(await checkHistorySearch(t.handle.db, commerceId, ZONE, q));
    expect(checks.filter((check) => !check.ok)).toEqual([]);
    expect(checks.find((check) => check.q === 'Cliente 37')).toMatchObject({ plain: ORDERS / CUSTOMERS, total: ORDERS / CUSTOMERS });
    expect(checks.find((check) => check.q === 'S-1')?.plain).toBeGreaterThan(20);
  });

  it('customers: by name, by phone and by phone with country code; nobody for a text nobody has', async () => {
    const checks = await checkCustomersSearch(t.handle.db, commerceId, SEARCHED);
    expect(checks).toEqual([
      { q: 'Cliente 37', total: 1, ok: true },
      { q: '5500000037', total: 1, ok: true },
      { q: '52 5500000037', total: 1, ok: true },
      { q: 'zz', total: 0, ok: true },
    ]);
  });
});
