// Environment of the orders benchmark: a real server (buildApp on a real port) over embedded PGlite in a
// temporary DATA_DIR, or over a fresh database on a PostgreSQL server; demo commerce seeded.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/src/app';
import { DEV_API_KEY } from '../../server/src/config';
import { createDatabase, type DbHandle } from '../../server/src/db/database';
import { DEMO_LOGIN } from '../../server/src/db/seed/demo/commerce';
import { prepareDatabase } from '../../server/src/start-server';
import { createScratchDatabase } from '../lib/scratch-database';
import { summarize } from './_summary';

export interface BenchEnv {
  driver: 'pglite' | 'pg';
  app: FastifyInstance;
  handle: DbHandle;
  url: string;
  seedSeconds: number;
  close(): Promise<void>;
}

export interface PanelLogin {
  token: string;
  commerceId: string;
  v2Headers: Record<string, string>;
}

export async function openEnv(driver: 'pglite' | 'pg', adminUrl?: string): Promise<BenchEnv> {
  // The embedded server's daily backup would copy the scratch DATA_DIR while it is measured (1.4 GB during
  // the 1,000,000-order PGlite run); a benchmark measures the server, not that copy.
  process.env.BACKUP_SCHEDULE ??= 'off';
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-orders-'));
  const postgres = driver === 'pg' && adminUrl ? await createScratchDatabase(adminUrl, 'bench') : null;
  const handle = await createDatabase(postgres ? { databaseUrl: postgres.url } : { dataDir });
  const started = performance.now();
  await prepareDatabase(handle, { seedDemo: true });
  const seedSeconds = Math.round((performance.now() - started) / 100) / 10;
  const app = await buildApp({ handle, config: { dataDir } });
  const url = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
  return {
    driver,
    app,
    handle,
    url,
    seedSeconds,
    async close() {
      await app.close();
      await handle.close();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function loginAs(url: string, email: string = DEMO_LOGIN.email, password: string = DEMO_LOGIN.password): Promise<PanelLogin> {
  const response = await fetch(`${url}/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  if (!response.ok) throw new Error(`login ${email}: ${response.status} ${await response.text()}`);
  const session = (await response.json()) as { token: string; id_comercio: string };
  return { token: session.token, commerceId: session.id_comercio, v2Headers: { 'x-api-key': DEV_API_KEY, 'x-panel-session': session.token } };
}

export { summarize } from './_summary';

export interface TimedGets {
  status: number;
  n: number;
  p50_ms: number | null;
  p99_ms: number | null;
  max_ms: number | null;
}

/**
 * Times `iterations` sequential GETs after `warmup` untimed ones; stops early (at least `minimum` samples)
 * once `budgetMs` is spent, so a slow query does not hold the run for minutes.
 */
export async function timeGets(url: string, headers: Record<string, string>, iterations: number, options: { warmup?: number; budgetMs?: number; minimum?: number } = {}): Promise<TimedGets> {
  const { warmup = 10, budgetMs = Infinity, minimum = 10 } = options;
  const latencies: number[] = [];
  let status = 0;
  const started = performance.now();
  for (let i = 0; i < iterations + warmup; i += 1) {
    const t0 = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    status = response.status;
    if (i >= warmup) latencies.push(performance.now() - t0);
    if (latencies.length >= minimum && performance.now() - started > budgetMs) break;
  }
  return { status, ...summarize(latencies) };
}

export function argNumber(args: string[], name: string, fallback: number): number {
  const index = args.indexOf(`--${name}`);
  const value = index >= 0 ? Number(args[index + 1]) : NaN;
  return Number.isFinite(value) ? value : fallback;
}
