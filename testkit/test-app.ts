// Builds the real app on a real database for integration tests: in-memory PGlite by default; with env
// TEST_DATABASE_URL (CI's second pass) a fresh PostgreSQL database test_<random> that is dropped on close.
import type { FastifyInstance } from 'fastify';
import type { LoginSession } from '@shared/types/account';
import { buildApp } from '../server/src/app';
import type { AppConfigOptions } from '../server/src/app-config';
import { DEV_API_KEY } from '../server/src/config';
import { createDatabase, MEMORY_DATA_DIR, type DbHandle } from '../server/src/db/database';
import { prepareDatabase } from '../server/src/start-server';
import { createMemoryNotifier, type MemoryNotifier } from '../server/src/services/notifier';
import { createCommerceFixture, type CommerceFixture, type CommerceFixtureOptions } from './commerce-fixture';
import { createScratchDatabase } from '../scripts/lib/scratch-database';
import { pgliteTemplate } from './pglite-template';

export interface TestApp {
  app: FastifyInstance;
  handle: DbHandle;
  notifier: MemoryNotifier;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Seed the demo taquería (default false). */
  seedDemo?: boolean;
  config?: AppConfigOptions;
}

/** A fresh PostgreSQL database for one test file (CI's second pass). */
export function createPostgresDatabase(adminUrl: string) {
  return createScratchDatabase(adminUrl, 'test');
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const postgres = adminUrl ? await createPostgresDatabase(adminUrl) : null;
  const handle = await createDatabase(postgres ? { databaseUrl: postgres.url } : { dataDir: MEMORY_DATA_DIR, pgliteSnapshot: await pgliteTemplate() });
  await prepareDatabase(handle, { seedDemo: options.seedDemo ?? false });
  const notifier = createMemoryNotifier();
  // No automatic-pause, outbox or payment-sweep timers: a test drives them (app.autoPause, app.outbox.runOnce(), sweepPayments).
  const app = await buildApp({ handle, config: { dataDir: MEMORY_DATA_DIR, notifier, autoPause: null, outbox: null, paymentsSweepMs: 0, ...options.config } });
  await app.ready();
  return {
    app,
    handle,
    notifier,
    async close() {
      await app.close();
      await handle.close();
      await postgres?.drop();
    },
  };
}

/** A commerce with its owner in the given state (plan, onboarding, modules). */
export function createCommerce(handle: DbHandle, options: CommerceFixtureOptions = {}): Promise<CommerceFixture> {
  return createCommerceFixture(handle, options);
}

export interface LoggedIn {
  session: LoginSession;
  /** Headers of the private /v1 API. */
  headers: { authorization: string; id_comercio: string };
  /** Headers of the v2 API. */
  v2Headers: { 'x-api-key': string; 'x-panel-session': string };
}

export async function login(app: FastifyInstance, email: string, password: string): Promise<LoggedIn> {
  const response = await app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login ${email} → ${response.statusCode} ${response.body}`);
  const session = response.json<LoginSession>();
  return {
    session,
    headers: { authorization: `Bearer ${session.token}`, id_comercio: session.id_comercio },
    v2Headers: { 'x-api-key': DEV_API_KEY, 'x-panel-session': session.token },
  };
}
