// Readiness and answers that tell the truth about the database (server/src/db/faults.ts, lifecycle.ts): a
// request that meets a full disk answers 507 «No hay espacio en disco», an absent database 503, damaged data
// a 500 that says so and turns /readyz 503 for good; and, on a PostgreSQL server, a LISTEN connection cut
// under the instance turns /readyz 503 and closes the panels' sockets with 1013 until it is back by itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CLOSE } from '@shared/live';
import { buildApp } from '../../../server/src/app';
import { MEMORY_DATA_DIR } from '../../../server/src/db/database';
import { FAULT_MSG } from '../../../server/src/db/faults';
import { createMemoryNotifier } from '../../../server/src/services/notifier';
import { followPanel } from '../../../scripts/bench/_panel-client';
import { DEV_API_KEY } from '../../../server/src/config';
import { createTestApp, login, type TestApp } from '../../../testkit/test-app';
import { onPostgres } from '../support/postgres-pass';

const SQLSTATE = { diskFull: '53100', adminShutdown: '57P01', dataCorrupted: 'XX001' } as const;

function databaseError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code });
}

describe('answers and readiness on database faults', () => {
  let t: TestApp;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    t = await createTestApp();
    // A second app on the same database, with a route that fails as the driver does (drizzle wraps the cause).
    app = await buildApp({ handle: t.handle, config: { dataDir: MEMORY_DATA_DIR, notifier: createMemoryNotifier() } });
    app.get('/prueba/falla/:code', { config: { access: 'public' } }, async (request) => {
      const { code } = request.params as { code: string };
      const messages: Record<string, string> = {
        [SQLSTATE.diskFull]: 'could not extend file "base/5/16426": No space left on device',
        [SQLSTATE.adminShutdown]: 'terminating connection due to administrator command',
        [SQLSTATE.dataCorrupted]: 'invalid page in block 10 of relation "base/5/16735"',
      };
      throw new Error('Failed query: select …', { cause: databaseError(code, messages[code] ?? 'error') });
    });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  it('a full disk answers 507 with «No hay espacio en disco» (and readiness 503 for a while); an absent database 503', async () => {
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    const full = await app.inject({ method: 'GET', url: `/prueba/falla/${SQLSTATE.diskFull}` });
    expect(full.statusCode).toBe(507);
    expect(full.json()).toEqual({ message: FAULT_MSG.diskFull });
    // The disk of a database server (or of memory) cannot be measured here: its last refusal counts.
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'disk-full', message: FAULT_MSG.diskFull });
    expect(FAULT_MSG.diskFull).toMatch(/^No hay espacio en disco/);
    const away = await app.inject({ method: 'GET', url: `/prueba/falla/${SQLSTATE.adminShutdown}` });
    expect(away.statusCode).toBe(503);
    expect(away.json()).toEqual({ message: FAULT_MSG.unavailable });
  });

  it('damaged data says so, and readiness stays 503 from then on', async () => {
    const damaged = await app.inject({ method: 'GET', url: `/prueba/falla/${SQLSTATE.dataCorrupted}` });
    expect(damaged.statusCode).toBe(500);
    expect(damaged.json()).toEqual({ message: FAULT_MSG.damaged });
    for (let check = 0; check < 2; check += 1) {
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'damaged', message: `${FAULT_MSG.damaged}: invalid page in block 10 of relation "base/5/16735"` });
    }
  });
});

describe('a LISTEN connection cut under a running instance', () => {
  if (!onPostgres) {
    it('is in-process on PGlite: notifications cannot be lost there, readiness stays 200', async () => {
      const t = await createTestApp();
      try {
        expect(t.handle.listenerConnected()).toBe(true);
        expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      } finally {
        await t.close();
      }
    });
    return;
  }

  it('turns readiness 503 and closes the sockets with 1013 until it reconnects by itself', { timeout: 120_000 }, async () => {
    const t = await createTestApp({ seedDemo: true });
    try {
      const url = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
      const session = await login(t.app, 'demo@ejemplo.mx', 'demo1234');
      const panel = followPanel(url, session.session.id_comercio, session.session.token, DEV_API_KEY);
      await expect.poll(() => panel.connected(), { timeout: 15_000 }).toBe(true);
      if (t.handle.raw.kind !== 'pg') throw new Error('se esperaba PostgreSQL');
      const pool = t.handle.raw.pool;
      const changes: boolean[] = [];
      let readyWhileDown: Promise<{ statusCode: number; json(): unknown }> | null = null;
      t.handle.onListenerChange((connected) => {
        changes.push(connected);
        if (!connected) readyWhileDown ??= t.app.inject({ method: 'GET', url: '/readyz' }).then((answer) => answer);
      });
      // The instance's own LISTEN backend, cut as a restart or a dropped link would.
      const cut = await pool.query<{ n: number }>(
        "SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND query LIKE 'LISTEN%'",
      );
      expect(cut.rows[0]!.n).toBeGreaterThan(0);
      await expect.poll(() => panel.closeCodes.includes(LIVE_CLOSE.tryAgainLater), { timeout: 10_000 }).toBe(true);
      await expect.poll(async () => (await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode, { timeout: 15_000, interval: 50 }).toBe(200);
      await expect.poll(() => panel.connected(), { timeout: 15_000 }).toBe(true);
      expect(changes).toEqual([false, true]);
      const whileDown = await readyWhileDown!;
      expect(whileDown.statusCode).toBe(503);
      expect(whileDown.json()).toMatchObject({ status: 'live-down' });
      panel.stop();
    } finally {
      await t.close();
    }
  });
});
