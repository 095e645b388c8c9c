// Two server instances on one real PostgreSQL evaluate the automatic pause at the same moment (docs/availability.md,
// "Pausa automática"): each unwatched commerce is paused once and its owner alerted once, whichever instance
// claims it. PostgreSQL only (TEST_DATABASE_URL), like the other multi-instance tests: PGlite has one connection.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/src/app';
import { MEMORY_DATA_DIR } from '../../../server/src/db/database';
import { createMemoryNotifier, type MemoryNotifier } from '../../../server/src/services/notifier';
import { createTestApp, type TestApp } from '../../../testkit/test-app';
import { createOrderingCommerce, type OrderingCommerce } from '../orders/support';
import { expectCiRunsThePostgresPass, onPostgres } from '../support/postgres-pass';

const COMMERCES = 6;
const ROUNDS = 5;
const MINUTE = 60_000;
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);

describe('automatic pause across two instances (PostgreSQL)', () => {
  if (!onPostgres) {
    it('runs in the PostgreSQL integration pass of .ci/run', expectCiRunsThePostgresPass);
    return;
  }
  let t: TestApp;
  let instanceB: FastifyInstance;
  let notifierB: MemoryNotifier;
  const shops: OrderingCommerce[] = [];

  beforeAll(async () => {
    t = await createTestApp({ config: { autoPause: { everyMs: 0, clock } } });
    notifierB = createMemoryNotifier();
    instanceB = await buildApp({ handle: t.handle, config: { dataDir: MEMORY_DATA_DIR, notifier: notifierB, autoPause: { everyMs: 0, clock } } });
    await instanceB.ready();
    for (let i = 0; i < COMMERCES; i++) shops.push(await createOrderingCommerce(t.app, t.handle));
  });
  afterAll(async () => {
    await instanceB?.close();
    await t?.close();
  });

  it('pauses each unwatched commerce once and alerts its owner once, however many passes race', async () => {
    offsetMs = 10 * MINUTE;
    const passes = await Promise.all(Array.from({ length: ROUNDS }, () => [t.app.autoPause.evaluate(), instanceB.autoPause.evaluate()]).flat());
    const ids = shops.map((shop) => shop.commerce.commerceId);
    const pausedIds = passes.flatMap((pass) => pass.paused.map((p) => p.commerceId)).filter((id) => ids.includes(id));
    expect(pausedIds.sort()).toEqual([...ids].sort());
    const alerts = [...t.notifier.alerts, ...notifierB.alerts];
    for (const shop of shops) expect(alerts.filter((alert) => alert.to === shop.commerce.email)).toHaveLength(1);
  });
});
