// The outbox across server instances (docs/outbox.md): two apps on one PostgreSQL database relay and send
// at the same time; every committed event becomes its jobs once and every job is delivered once. Needs
// PostgreSQL (two apps cannot share one embedded PGlite); outbox.test.ts covers one instance.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/src/app';
import { createDatabase, MEMORY_DATA_DIR, type DbHandle } from '../../../server/src/db/database';
import { createMemoryNotifier } from '../../../server/src/services/notifier';
import type { OutboxConsumer, OutboxHandler } from '../../../server/src/services/outbox/types';
import { prepareDatabase } from '../../../server/src/start-server';
import { createPostgresDatabase } from '../../../testkit/test-app';
import { createOrderingCommerce, orderBody, placeOrder, type OrderingCommerce } from '../orders/support';
import { expectCiRunsThePostgresPass, onPostgres } from '../support/postgres-pass';

const KIND = 'test.instances';

describe('the outbox on two server instances sharing one PostgreSQL', () => {
  if (!onPostgres) {
    it('runs in the PostgreSQL integration pass of .ci/run', expectCiRunsThePostgresPass);
    return;
  }
  let scratch: Awaited<ReturnType<typeof createPostgresDatabase>>;
  const handles: DbHandle[] = [];
  const apps: FastifyInstance[] = [];
  const delivered: string[] = [];
  let shop: OrderingCommerce;

  const consumer: OutboxConsumer = {
    name: 'per-event',
    async jobsFor(_db, event) {
      if (event.eventId !== 'newOrder') return [];
      const { orderId } = event.data as { orderId: string };
      return [{ commerceId: event.commerceId, kind: KIND, dedupeKey: orderId, orderId, payload: {} }];
    },
  };
  const handler: OutboxHandler = {
    kind: KIND,
    async deliver(job) {
      delivered.push(job.dedupeKey);
      // A slow receiver keeps the lease held while the other instance's passes run.
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { outcome: 'sent' };
    },
  };

  beforeAll(async () => {
    scratch = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
    for (let i = 0; i < 2; i += 1) {
      const handle = await createDatabase({ databaseUrl: scratch.url });
      if (i === 0) await prepareDatabase(handle, { seedDemo: false });
      handles.push(handle);
      const app = await buildApp({
        handle,
        config: { dataDir: MEMORY_DATA_DIR, notifier: createMemoryNotifier(), publicLimits: null, autoPause: null, outbox: { everyMs: 0, consumers: [consumer], handlers: [handler] } },
      });
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

  it('relays each event once and delivers each job once while both instances run passes together', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 24; i += 1) {
      const placed = await placeOrder(apps[i % 2]!, shop.idPath, orderBody(shop.menu, { numero_celular: `99321000${10 + i}` }));
      expect(placed.statusCode, placed.body).toBe(201);
      ids.push(placed.json<{ pedido: { id: string } }>().pedido.id);
    }
    for (let round = 0; round < 3; round += 1) {
      await Promise.all(Array.from({ length: 8 }, (_, i) => apps[i % 2]!.outbox.runOnce()));
    }
    expect([...delivered].sort()).toEqual([...ids].sort());
  });
});
