// The plan's monthly limit is per account (docs/locations.md): two locations taking the account's last order
// of the month at the same instant must not both get it. Intake locks its own commerce row; the account's
// count is read under a lock of the account (lock_account_quota, migration 0038), so an order at another
// location waits for the first to commit and then sees it. Real concurrency needs PostgreSQL (PGlite runs
// one statement at a time), so this runs in the PostgreSQL pass of .ci/run.
import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { commerces } from '../../../server/src/db/schema/index';
import { monthKey } from '../../../shared/dates';
import { addAccountLocation } from '../../../testkit/account-location';
import type { TestApp } from '../../../testkit/test-app';
import { insertOrdersReceivedNow, orderBody, placeOrder, withOrderingCommerce, type OrderingCommerce } from '../orders/support';
import { expectCiRunsThePostgresPass, onPostgres } from '../support/postgres-pass';

let t: TestApp;
let shop: OrderingCommerce;
withOrderingCommerce((app, ordering) => {
  t = app;
  shop = ordering;
});

const FREEMIUM_LIMIT = 30;

/** intake_take_folio's call for a location, with its current versions (what the intake statement passes). */
async function takeFolio(client: pg.PoolClient, commerceId: string, month: string): Promise<string> {
  const versions = await client.query<{ commerce: string; plans: string }>(
    `SELECT coalesce((SELECT version FROM intake_versions WHERE id_comercio = $1), 0)::text AS commerce,
            coalesce((SELECT version FROM intake_versions WHERE id_comercio = '00000000-0000-0000-0000-000000000000'), 0)::text AS plans`,
    [commerceId],
  );
  const { commerce, plans } = versions.rows[0]!;
  const answer = await client.query<{ folio: string }>('SELECT intake_take_folio($1, $2, $3, false, now(), $4, $5, $6) AS folio', [commerceId, commerce, plans, month, FREEMIUM_LIMIT, 'T-']);
  return answer.rows[0]!.folio;
}

describe('the account-wide monthly limit under concurrent orders', () => {
  if (!onPostgres) {
    it('runs in the PostgreSQL integration pass of .ci/run', expectCiRunsThePostgresPass);
    return;
  }

  it("makes a second location wait for the first one's last order, then refuses its own", async () => {
    if (t.handle.raw.kind !== 'pg') throw new Error('PostgreSQL expected');
    const { pool } = t.handle.raw;
    const { commerceId: branchId } = await addAccountLocation(t.handle, shop.commerce.accountId, { nombre: 'Sucursal Norte', copyOf: shop.commerce.commerceId, prefijoFolio: 'NTE' });
    await t.handle.db.update(commerces).set({ tipo_plan: 'FREEMIUM' }).where(eq(commerces.account_id, shop.commerce.accountId));
    await insertOrdersReceivedNow(t.handle, shop.commerce.commerceId, FREEMIUM_LIMIT - 1);
    const [row] = await t.handle.db.select({ zone: commerces.zona_horaria }).from(commerces).where(eq(commerces.id, branchId));
    const month = monthKey(new Date(), row!.zone);

    const first = await pool.connect();
    const second = await pool.connect();
    try {
      // The first location takes the account's last place and has not committed yet.
      await first.query('BEGIN');
      await takeFolio(first, shop.commerce.commerceId, month);
      await first.query(`UPDATE order_month_counts SET recibidos = recibidos + 1 WHERE id_comercio = $1 AND mes = $2`, [shop.commerce.commerceId, month]);
      // The second location's intake, at the same time: it must wait on the account's lock, not read 29 and pass.
      await second.query('BEGIN');
      const secondPid = (await second.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
      const secondTake = takeFolio(second, branchId, month).then(
        (folio) => ({ folio, error: null as string | null }),
        (error: Error) => ({ folio: null, error: error.message }),
      );
      await expect
        .poll(async () => (await pool.query<{ waiting: string | null }>('SELECT wait_event AS waiting FROM pg_stat_activity WHERE pid = $1', [secondPid])).rows[0]?.waiting ?? null)
        .toBe('advisory');
      await first.query('COMMIT');
      expect(await secondTake).toEqual({ folio: null, error: 'intake:limit' });
      await second.query('ROLLBACK');
    } finally {
      first.release();
      second.release();
    }

    // Through the API as well: the account's month is used up.
    const refused = await placeOrder(t.app, shop.idPath, orderBody(shop.menu));
    expect(refused.statusCode, refused.body).toBe(409);
  });
});
