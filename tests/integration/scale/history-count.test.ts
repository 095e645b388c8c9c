// History totals at scale: counting stops HISTORY_COUNT_AHEAD rows past the requested page
// (docs/scaling.md). Below that the total is exact; above it the page says so (total_exacto: false) and
// the total still reaches far enough for the pager; a deep page counts exactly again.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryPage } from '@shared/types/pages';
import { HISTORY_COUNT_AHEAD } from '../../../server/src/services/orders/history';
import { createCommerceFixture } from '../../../testkit/commerce-fixture';
import { createTestApp, login, type TestApp } from '../../../testkit/test-app';

const ORDERS = HISTORY_COUNT_AHEAD + 100;
const CANCELED_EVERY = 50;

let t: TestApp;
let headers: Record<string, string>;

const history = async (query: string): Promise<HistoryPage> => {
  const response = await t.app.inject({ method: 'GET', url: `/v1/pedidos/historial?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<HistoryPage>();
};

beforeAll(async () => {
  t = await createTestApp();
  const commerce = await createCommerceFixture(t.handle, { plan: 'PLUS' });
  headers = (await login(t.app, commerce.email, commerce.password)).headers;
  await t.handle.db.execute(sql`
    INSERT INTO orders (folio, id_comercio, metodo_entrega, metodo_pago, estatus_pedido, estatus, nombre, numero_celular, total_cents, created_at)
    SELECT 'H-' || g, ${commerce.commerceId}::uuid, 'takeAway', 'efectivo',
           CASE WHEN g % ${CANCELED_EVERY}::int = 0 THEN 'canceled' ELSE 'delivered' END, 'delivered', 'Cliente ' || g, '9930000000', 1000,
           now() - g * interval '1 minute'
    FROM generate_series(1, ${ORDERS}::int) AS g`);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('history totals', () => {
  it('stop counting past the page on a long history and say so', async () => {
    const first = await history('page=1&pageSize=20');
    expect(first).toMatchObject({ total: HISTORY_COUNT_AHEAD, total_exacto: false, page: 1, pageSize: 20 });
    expect(first.rows.map((row) => row.folio)).toEqual(Array.from({ length: 20 }, (_, i) => `H-${i + 1}`));
  });

  it('count exactly when the matching rows end before the limit, on deep pages too', async () => {
    expect(await history('estatus=canceled&page=1&pageSize=20')).toMatchObject({ total: Math.floor(ORDERS / CANCELED_EVERY), total_exacto: true });
    const deep = await history('page=500&pageSize=20');
    expect(deep).toMatchObject({ total: ORDERS, total_exacto: true });
    expect(deep.rows.map((row) => row.folio)).toEqual(Array.from({ length: 20 }, (_, i) => `H-${9981 + i}`));
  });
});
