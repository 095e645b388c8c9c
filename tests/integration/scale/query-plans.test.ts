// The hot queries' plans at a realistic size: one commerce with 60,000 orders (300 in process) among 10
// commerces with 120,000 more. Each query is captured exactly as its service builds it (drizzle logger),
// then EXPLAIN (ANALYZE) must show no sequential scan of `orders` (nor of `customers` for the customers
// list, which reads the totals kept on each customer's row since migration 0013; docs/scaling.md). Runs on PGlite and
// on PostgreSQL (TEST_DATABASE_URL). Times are printed, never asserted.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/src/db/database';
import { localDay } from '../../../shared/dates';
import { addDays } from '../../../shared/special-days';
import { CUSTOMER_SORTS } from '../../../shared/types/pages';
import { listCustomers } from '../../../server/src/services/customers/customers';
import { orderHistory } from '../../../server/src/services/orders/history';
import { inProcessOrders } from '../../../server/src/services/orders/operations';
import { resolvePeriod } from '../../../server/src/services/stats/period';
import { statsDashboard } from '../../../server/src/services/stats/dashboard';
import { createCommerceFixture } from '../../support/commerce-fixture';
import { createTestApp, type TestApp } from '../support/test-app';
import { planCapture } from './plan-capture';

const ORDERS = 60_000;
const OTHER_COMMERCES = 10;
const ORDERS_PER_OTHER = 12_000;
const ZONE = 'America/Mexico_City';

let t: TestApp;
let commerceId: string;
let plans: ReturnType<typeof planCapture>;

async function expectNoOrdersSeqScan(name: string, call: (db: Db) => Promise<unknown>, table = 'orders'): Promise<void> {
  const queries = await plans.capture(call, table);
  expect(queries.length, name).toBeGreaterThan(0);
  for (const query of queries) {
    const { nodes, ms } = await plans.explain(query);
    const seqScans = nodes.filter((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === table);
    const indexes = nodes.map((node) => node['Index Name']).filter(Boolean);
    console.log(`${name}: ${ms.toFixed(1)} ms, índices ${indexes.join(', ') || '—'}`);
    expect(seqScans, `${name}: ${query.query}`).toEqual([]);
  }
}

beforeAll(async () => {
  t = await createTestApp();
  plans = planCapture(t.handle);

  const target = await createCommerceFixture(t.handle, { plan: 'PLUS', nombre: 'Comercio grande' });
  commerceId = target.commerceId;
  const others: string[] = [];
  for (let i = 0; i < OTHER_COMMERCES; i += 1) others.push((await createCommerceFixture(t.handle, { plan: 'PLUS' })).commerceId);

  const fill = async (id: string, count: number, statuses: string[], minutesAgo: number) => {
    await t.handle.db.execute(sql`
      INSERT INTO customers (id_comercio, nombre, numero_celular, country_code)
      SELECT ${id}::uuid, 'Cliente ' || g, '99' || lpad(g::text, 8, '0'), '52' FROM generate_series(1, 2000) AS g
      ON CONFLICT DO NOTHING`);
    await t.handle.db.execute(sql`
      INSERT INTO orders (folio, id_comercio, id_cliente, metodo_entrega, metodo_pago, estatus_pedido, estatus, nombre, numero_celular,
                          subtotal_cents, total_cents, costo_envio_cents, created_at, updated_at)
      SELECT 'P-' || ${minutesAgo}::int || '-' || g, ${id}::uuid,
             (SELECT c.id FROM customers c WHERE c.id_comercio = ${id}::uuid AND c.numero_celular = '99' || lpad((1 + g % 2000)::text, 8, '0')),
             (ARRAY['delivery','takeAway','inRestaurant'])[1 + g % 3],
             (ARRAY['efectivo','tarjeta','transferencia'])[1 + g % 3],
             (string_to_array(${statuses.join(',')}, ','))[1 + g % ${statuses.length}::int],
             (string_to_array(${statuses.join(',')}, ','))[1 + g % ${statuses.length}::int],
             'Cliente ' || g, '99' || lpad((1 + g % 2000)::text, 8, '0'), 15000 + g % 5000, 18500 + g % 5000, 3500,
             now() - ((${minutesAgo}::int + g) * interval '1 minute'), now()
      FROM generate_series(1, ${count}::int) AS g`);
  };
  await fill(commerceId, ORDERS - 300, ['delivered', 'delivered', 'delivered', 'canceled', 'rejected'], 600);
  await fill(commerceId, 300, ['pending', 'accepted', 'on_the_way', 'ready_to_pick_up'], 0);
  for (const id of others) await fill(id, ORDERS_PER_OTHER, ['delivered', 'pending', 'canceled'], 0);
  // Steady state of a live database: autovacuum has set the visibility map (index-only scans) and statistics.
  await t.handle.db.execute(sql`VACUUM ANALYZE`);
}, 600_000);

afterAll(async () => {
  await t?.close();
});

describe('hot order queries at scale use indexes, never a sequential scan of orders', () => {
  it('orders in process', async () => {
    await expectNoOrdersSeqScan('en proceso', (db) => inProcessOrders(db, commerceId));
  });

  it('history: first page, a filtered page and a deep page', async () => {
    await expectNoOrdersSeqScan('historial p1', (db) => orderHistory(db, commerceId, ZONE, { page: 1, pageSize: 20 }));
    await expectNoOrdersSeqScan('historial filtrado', (db) => orderHistory(db, commerceId, ZONE, { estatus: 'delivered', metodo_pago: 'tarjeta', page: 5, pageSize: 20 }));
    await expectNoOrdersSeqScan('historial por fechas', (db) => {
      const today = new Date().toISOString().slice(0, 10);
      return orderHistory(db, commerceId, ZONE, { desde: today, hasta: today, page: 1, pageSize: 20 });
    });
  });

  it('history: a status filter, a delivery-type filter and a deep page (ids from the index, rows by key)', async () => {
    await expectNoOrdersSeqScan('historial cancelados', (db) => orderHistory(db, commerceId, ZONE, { estatus: 'canceled', page: 1, pageSize: 20 }));
    await expectNoOrdersSeqScan('historial para llevar', (db) => orderHistory(db, commerceId, ZONE, { metodo_entrega: 'takeAway', page: 1, pageSize: 20 }));
    await expectNoOrdersSeqScan('historial página 2000', (db) => orderHistory(db, commerceId, ZONE, { page: 2000, pageSize: 20 }));
  });

  it('customers list in each order, on the totals kept on the customer rows', async () => {
    for (const orden of CUSTOMER_SORTS) {
      await expectNoOrdersSeqScan(`clientes por ${orden}`, (db) => listCustomers(db, commerceId, { orden, page: 1, pageSize: 20 }), 'customers');
    }
  });

  it('statistics of the month and of 90 days', async () => {
    await expectNoOrdersSeqScan('estadísticas', (db) => statsDashboard(db, commerceId, ZONE, resolvePeriod('mes', ZONE, new Date())));
    const today = localDay(new Date(), ZONE);
    const period = resolvePeriod('personalizado', ZONE, new Date(), { desde: addDays(today, -89), hasta: today });
    await expectNoOrdersSeqScan('estadísticas 90 días', (db) => statsDashboard(db, commerceId, ZONE, period));
  });
});
