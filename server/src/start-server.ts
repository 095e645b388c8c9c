// Starts the whole server: database (PGlite under DATA_DIR or PostgreSQL with DATABASE_URL), migrations,
// reference data (plans, tags), the demo commerce on first run, then Fastify on a port.
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { drain } from './lifecycle';
import type { AppConfig } from './app-config';
import { DEFAULT_DATA_DIR, DEFAULT_PORT, envNumber, serverEnv } from './config';
import { createDatabase, MEMORY_DATA_DIR, type DatabaseOptions, type DbHandle } from './db/database';
import { runMigrations } from './db/migrate';
import { DEMO_LOGIN, isDatabaseEmpty, seedDemo } from './db/seed/demo/index';
import { seedReferenceData } from './db/seed/reference';
import { startupStalledMessage, watchStartup } from './db/startup-watchdog';

export interface StartServerOptions {
  /** Default env PORT or 8080; 0 picks a free port. */
  port?: number;
  /** Default env HOST or 127.0.0.1: only this machine, unless HOST opens it to the network. */
  host?: string;
  /** Default env DATA_DIR or ./data; 'memory://' keeps the database in memory. */
  dataDir?: string;
  /** Default env DATABASE_URL; when set PostgreSQL is used instead of PGlite. */
  databaseUrl?: string;
  /** The built panel (dist/renderer), served at / with SPA fallback. */
  staticDir?: string;
  /** Seed the demo commerce when the database has no commerce yet (default true). */
  seedDemo?: boolean;
  /** Request logging (default true). */
  logger?: boolean;
  /** Further app settings (tests: notifier, rate limits). */
  config?: Partial<AppConfig>;
  /** PGlite only: a new database starts from this dump instead of initdb (tests: a migrated template). */
  pgliteSnapshot?: Blob;
  /** After how long an unfinished database start warns on stderr (default STARTUP_WARNING_MS; tests shorten it). */
  startupWarningMs?: number;
}

export interface RunningServer {
  url: string;
  app: FastifyInstance;
  handle: DbHandle;
  /** Drains (readiness 503, live sockets closed with 1012, requests in flight answered), then closes the database. */
  close(): Promise<void>;
}

/** Migrations, reference data and (when asked and the database is empty) the demo seed. */
export async function prepareDatabase(handle: DbHandle, options: { seedDemo: boolean; log?: (message: string) => void }): Promise<{ seeded: boolean }> {
  await runMigrations(handle);
  await seedReferenceData(handle.db);
  if (options.seedDemo && (await isDatabaseEmpty(handle.db))) {
    const started = Date.now();
    await seedDemo(handle.db);
    options.log?.(`Comercio demo creado en ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return { seeded: true };
  }
  return { seeded: false };
}

/**
 * Opens the database and prepares it, under the start-up watchdog (a start that does not end says so); a
 * preparation that fails closes what it opened.
 */
async function openPreparedDatabase(options: {
  database: DatabaseOptions & { dataDir: string };
  seedDemo: boolean;
  log?: (message: string) => void;
  warnAfterMs?: number;
}): Promise<DbHandle> {
  const { dataDir, databaseUrl } = options.database;
  const watchdog = watchStartup({
    afterMs: options.warnAfterMs,
    message: (seconds) => startupStalledMessage(databaseUrl ? { driver: 'pg' } : { driver: 'pglite', dataDir }, seconds),
  });
  let ready = false;
  try {
    const handle = await createDatabase(options.database);
    try {
      await prepareDatabase(handle, { seedDemo: options.seedDemo, log: options.log });
    } catch (error) {
      await handle.close().catch(() => undefined);
      throw error;
    }
    ready = true;
    return handle;
  } finally {
    watchdog.stop({ failed: !ready });
  }
}

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const env = serverEnv();
  const dataDirOption = options.dataDir ?? env.DATA_DIR ?? DEFAULT_DATA_DIR;
  const dataDir = dataDirOption === MEMORY_DATA_DIR ? MEMORY_DATA_DIR : resolve(dataDirOption);
  const databaseUrl = options.databaseUrl ?? (env.DATABASE_URL || undefined);
  const logger = options.logger ?? true;
  const handle = await openPreparedDatabase({
    database: { dataDir, databaseUrl, pgliteSnapshot: options.pgliteSnapshot },
    seedDemo: options.seedDemo ?? true,
    log: logger ? (m) => console.log(m) : undefined,
    warnAfterMs: options.startupWarningMs,
  });
  let app: FastifyInstance | null = null;
  try {
    app = await buildApp({ handle, config: { dataDir, staticDir: options.staticDir ?? null, ...options.config }, logger });
    const port = options.port ?? envNumber(env.PORT, DEFAULT_PORT);
    const host = options.host ?? env.HOST ?? '127.0.0.1';
    const address = await app.listen({ port, host });
    // Listening on every interface: print the address a person on this machine opens.
    const url = host === '0.0.0.0' || host === '::' ? `http://localhost:${new URL(address).port}` : address;
    const running = app;
    let closed = false;
    return {
      url,
      app: running,
      handle,
      async close() {
        if (closed) return;
        closed = true;
        await drain(running);
        await handle.close();
      },
    };
  } catch (error) {
    await app?.close().catch(() => undefined);
    await handle.close().catch(() => undefined);
    throw error;
  }
}

/** The one line `npm start` and the server's CLI print when the server cannot start. */
export function startupErrorMessage(error: unknown, port: number | string): string {
  const code = (error as NodeJS.ErrnoException).code;
  const reason =
    code === 'EADDRINUSE'
      ? `el puerto ${port} ya está en uso; elige otro con PORT=<puerto>`
      : code === 'ECONNREFUSED'
        ? 'no se pudo conectar a PostgreSQL (revisa DATABASE_URL)'
        : error instanceof Error
          ? error.message
          : String(error);
  return `No se pudo iniciar el servidor: ${reason}`;
}

export { DEMO_LOGIN };
