// Starts the whole server: database (PGlite under DATA_DIR or PostgreSQL with DATABASE_URL), migrations,
// reference data (plans, tags), the demo commerce on first run, then Fastify on a port.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { drain } from './lifecycle';
import type { AppConfigOptions } from './app-config';
import { DEFAULT_DATA_DIR, DEFAULT_PORT, envNumber, serverEnv } from './config';
import { createDatabase, MEMORY_DATA_DIR, type DatabaseOptions, type DbHandle } from './db/database';
import { runMigrations } from './db/migrate';
import { DEMO_LOGIN, isDatabaseEmpty, seedDemo } from './db/seed/demo/index';
import { seedReferenceData } from './db/seed/reference';
import { checkEmbeddedDatabase, DamagedDatabaseError, damagedDatabaseMessage } from './db/consistency';
import { diskSpaceProblem, FIRST_START_DISK_BYTES, LOW_DISK_BYTES } from './db/disk-space';
import { databaseFaultOf, FAULT_MSG } from './db/faults';
import { STARTUP_WARNING_MS, startupDiskFullMessage, startupStalledMessage, watchStartup } from './db/startup-watchdog';

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
  config?: AppConfigOptions;
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
  const onDisk = !databaseUrl && dataDir !== MEMORY_DATA_DIR;
  // A folder just created cannot be damaged yet: only an existing database is checked.
  const existing = onDisk && existsSync(join(dataDir, 'pglite', 'PG_VERSION'));
  if (onDisk) {
    const problem = diskSpaceProblem(dataDir, existing ? LOW_DISK_BYTES : FIRST_START_DISK_BYTES);
    if (problem) throw new Error(problem);
  }
  const watchdog = watchStartup({
    afterMs: options.warnAfterMs,
    message: (seconds) => startupStalledMessage(databaseUrl ? { driver: 'pg' } : { driver: 'pglite', dataDir }, seconds),
    disk: onDisk ? { dir: dataDir, lowBytes: LOW_DISK_BYTES, message: startupDiskFullMessage(dataDir, Math.ceil((options.warnAfterMs ?? STARTUP_WARNING_MS) / 1000)) } : undefined,
  });
  let ready = false;
  try {
    const handle = await createDatabase(options.database);
    try {
      if (existing) await checkEmbeddedDatabase(handle, dataDir);
      await prepareDatabase(handle, { seedDemo: options.seedDemo, log: options.log });
    } catch (error) {
      await handle.close().catch(() => undefined);
      throw error;
    }
    ready = true;
    return handle;
  } catch (error) {
    throw explainStartFailure(error, onDisk ? dataDir : null);
  } finally {
    watchdog.stop({ failed: !ready });
  }
}

/** A start that failed on a full disk or a damaged database says so, whatever PGlite's own words were. */
function explainStartFailure(error: unknown, dataDir: string | null): unknown {
  if (error instanceof DamagedDatabaseError) return error;
  const fault = databaseFaultOf(error);
  const disk = dataDir ? diskSpaceProblem(dataDir, LOW_DISK_BYTES) : null;
  if (disk) return new Error(disk, { cause: error });
  if (fault === 'diskFull') return new Error(`${FAULT_MSG.diskFull} (${error instanceof Error ? error.message : String(error)})`, { cause: error });
  if (fault === 'damaged' && dataDir) return new Error(damagedDatabaseMessage(dataDir, [error instanceof Error ? error.message : String(error)]), { cause: error });
  return error;
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
