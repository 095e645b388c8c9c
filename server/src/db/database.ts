// One database handle for both drivers: embedded PGlite (default, persisted under DATA_DIR) or a
// PostgreSQL server through `pg` (DATABASE_URL). Both expose the same drizzle PgDatabase type and the
// same LISTEN/NOTIFY helpers, which carry live events across server instances (docs/architecture.md, docs/scaling.md).
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { envNumber, serverEnv } from '../config';
import { lockDataDir } from './data-dir-lock';
import { PgListener } from './pg-listener';
import * as schema from './schema/index';
import { MEMORY_DATA_DIR } from './memory-data-dir';

export type Schema = typeof schema;
/** The drizzle database both drivers are used through. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction of Db (same query API). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type DriverName = 'pglite' | 'pg';

export interface DbHandle {
  db: Db;
  driver: DriverName;
  /** Subscribes to a NOTIFY channel; resolves to the function that unsubscribes. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /** Whether NOTIFYs reach this process now (always on PGlite; on PostgreSQL the LISTEN connection is open). */
  listenerConnected(): boolean;
  /** Calls back when the LISTEN connection drops (false) and when it is back and listening again (true). */
  onListenerChange(watcher: (connected: boolean) => void): () => void;
  close(): Promise<void>;
  /** The raw client, for migrations and maintenance (tests create/drop databases with it). */
  raw: { kind: 'pglite'; client: PGlite } | { kind: 'pg'; pool: pg.Pool };
}

export interface DatabaseOptions {
  /** Directory for PGlite data ('<dataDir>/pglite'); 'memory://' keeps everything in memory. */
  dataDir?: string;
  /** postgres://… — when set, a PostgreSQL server is used instead of PGlite. */
  databaseUrl?: string;
  /**
   * PGlite only: a new database starts from this data directory dump (PGlite dumpDataDir) instead of initdb.
   * In memory always; on disk only when the directory holds no database yet (an existing one is opened as is).
   */
  pgliteSnapshot?: Blob;
}

export { MEMORY_DATA_DIR };

export async function createDatabase(options: DatabaseOptions): Promise<DbHandle> {
  if (options.databaseUrl) return createPgHandle(options.databaseUrl);
  return createPgliteHandle(options.dataDir ?? './data', options.pgliteSnapshot);
}

async function createPgliteHandle(dataDir: string, snapshot: Blob | undefined): Promise<DbHandle> {
  let location = MEMORY_DATA_DIR;
  let unlock = async () => {};
  if (dataDir !== MEMORY_DATA_DIR) {
    location = join(dataDir, 'pglite');
    await mkdir(location, { recursive: true });
    // One process at a time on a directory (data-dir-lock.ts): a second one corrupts it.
    unlock = await lockDataDir(dataDir);
  }
  // pg_trgm (the text searches' trigram indexes, migration 0014) ships in the package; it must be loaded on
  // every open, a snapshot's included, since the catalog of a migrated database refers to it.
  const extensions = { pg_trgm };
  const startFrom = snapshot && (location === MEMORY_DATA_DIR || !existsSync(join(location, 'PG_VERSION'))) ? { loadDataDir: snapshot } : {};
  const client = await (location === MEMORY_DATA_DIR ? PGlite.create({ ...startFrom, extensions }) : PGlite.create(location, { ...startFrom, extensions })).catch(async (error: unknown) => {
    await unlock();
    throw error;
  });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    raw: { kind: 'pglite', client },
    async listen(channel, onPayload) {
      const unsubscribe = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await unsubscribe();
      };
    },
    async notify(channel, payload) {
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    // In-process: notifications cannot be lost while the database is open.
    listenerConnected: () => !client.closed,
    onListenerChange: () => () => undefined,
    async close() {
      if (!client.closed) await client.close();
      await unlock();
    },
  };
}

async function createPgHandle(databaseUrl: string): Promise<DbHandle> {
  // JIT off: the panel's queries are short and index-driven; PostgreSQL's JIT compiled the large statistics
  // plans at 1,000,000 orders for 20–130 ms each without making them faster (docs/scaling.md).
  const pool = new pg.Pool({ connectionString: databaseUrl, max: envNumber(serverEnv().PG_POOL_MAX, 10), options: '-c jit=off' });
  // An idle pooled connection that dies (server restart) must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error(`PostgreSQL: conexión inactiva perdida (${error.message})`));
  // The pool listens for errors only on idle connections. A checked-out one (a transaction between two
  // statements) that the server terminates would emit an unheard 'error' and end the process; with this
  // listener its next statement fails instead, the request answers the outage, and release() discards it.
  pool.on('connect', (client) => client.on('error', () => undefined));
  // Fail fast with a clear error when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;

  // LISTEN needs one long-lived connection of its own, kept open through outages (pg-listener.ts).
  const listener = new PgListener(databaseUrl);
  let closed = false;

  return {
    db,
    driver: 'pg',
    raw: { kind: 'pg', pool },
    listen: (channel, onPayload) => listener.listen(channel, onPayload),
    listenerConnected: () => listener.connected(),
    onListenerChange: (watcher) => listener.onChange(watcher),
    async notify(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      if (closed) return;
      closed = true;
      await listener.close();
      await pool.end();
    },
  };
}
