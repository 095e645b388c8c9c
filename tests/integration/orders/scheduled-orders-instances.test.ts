// The scheduler across server instances (docs/availability.md, «Pedidos programados y capacidad»): two
// apps on one PostgreSQL database each run the scheduler (and the test drives both passes at once); every
// due order gets exactly one newOrder event. Needs PostgreSQL (TEST_DATABASE_URL): two apps cannot share one
// embedded PGlite, so on the PGlite pass this file is skipped (scheduled-orders.test.ts covers one instance).
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SlotOffer } from '@shared/order-slots';
import { buildApp } from '../../../server/src/app';
import { createDatabase, MEMORY_DATA_DIR, type DbHandle } from '../../../server/src/db/database';
import { liveEvents, orders } from '../../../server/src/db/schema/orders';
import { createMemoryNotifier } from '../../../server/src/services/notifier';
import { fireDueOrders } from '../../../server/src/services/orders/scheduling/scheduler';
import { prepareDatabase } from '../../../server/src/start-server';
import { createPostgresDatabase } from '../../../testkit/test-app';
import { expectCiRunsThePostgresPass, onPostgres } from '../support/postgres-pass';
import { createOrderingCommerce, orderBody, placeOrder, type OrderingCommerce } from './support';

describe('scheduled orders on two server instances sharing one PostgreSQL', () => {
  if (!onPostgres) {
    it('runs in the PostgreSQL integration pass of .ci/run', expectCiRunsThePostgresPass);
    return;
  }
  let scratch: Awaited<ReturnType<typeof createPostgresDatabase>>;
  const handles: DbHandle[] = [];
  const apps: FastifyInstance[] = [];
  let shop: OrderingCommerce;

  beforeAll(async () => {
    scratch = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
    for (let i = 0; i < 2; i += 1) {
      const handle = await createDatabase({ databaseUrl: scratch.url });
      if (i === 0) await prepareDatabase(handle, { seedDemo: false });
      handles.push(handle);
      const app = await buildApp({ handle, config: { dataDir: MEMORY_DATA_DIR, notifier: createMemoryNotifier(), publicLimits: null } });
      await app.ready();
      apps.push(app);
    }
    shop = await createOrderingCommerce(apps[0]!, handles[0]!);
  }, 120_000);

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const handle of handles) await handle.close();
    await scratch?.drop();
  });

  it('fires each due order exactly once while both instances try at the same time', async () => {
    const offer = (await apps[1]!.inject({ method: 'GET', url: `/v1/public/comercio/${shop.idPath}/horarios-pedido` })).json<SlotOffer>();
    const ids: string[] = [];
    for (let i = 0; i < 30; i += 1) {
      const placed = await placeOrder(apps[i % 2]!, shop.idPath, orderBody(shop.menu, { programado_para: offer.horarios[i % 8]!.at, numero_celular: `99320000${10 + i}` }));
      expect(placed.statusCode, placed.body).toBe(201);
      ids.push(placed.json<{ pedido: { id: string } }>().pedido.id);
    }
    // All due now: both instances' passes race over the same rows.
    await handles[0]!.db.update(orders).set({ fire_at: sql`now() - interval '1 minute'` }).where(eq(orders.id_comercio, shop.commerce.commerceId));
    const passes = await Promise.all(Array.from({ length: 12 }, (_, i) => fireDueOrders(handles[i % 2]!.db)));
    const rows = await handles[1]!.db
      .select({ orderId: sql<string>`${liveEvents.data}->>'orderId'`, n: sql<number>`count(*)::int` })
      .from(liveEvents)
      .where(sql`${liveEvents.id_comercio} = ${shop.commerce.commerceId} AND ${liveEvents.event_id} = 'newOrder'`)
      .groupBy(sql`${liveEvents.data}->>'orderId'`);
    const counts = new Map(rows.map((row) => [row.orderId, row.n]));
    for (const id of ids) expect(counts.get(id), id).toBe(1);
    // The apps' own schedulers may have taken some first; the test's passes never fired one twice.
    expect(passes.reduce((sum, n) => sum + n, 0)).toBeLessThanOrEqual(30);
    const waiting = await handles[0]!.db.select({ n: sql<number>`count(*)::int` }).from(orders).where(sql`${orders.id_comercio} = ${shop.commerce.commerceId} AND ${orders.fired_at} IS NULL`);
    expect(waiting[0]!.n).toBe(0);
  });
});
