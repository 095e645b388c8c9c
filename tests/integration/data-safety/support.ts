// Helpers of the data-safety tests: temp folders, digests of a whole database, editing a backup file.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { createDatabase, MEMORY_DATA_DIR, type DbHandle } from '../../../server/src/db/database';
import type { Query } from '../../../server/src/services/backup/catalog';
import type { TableManifest } from '../../../server/src/services/backup/format';
import { createPostgresDatabase } from '../../../testkit/test-app';
import { digestTables } from '../../../server/src/services/backup/load-tables';
import { withSnapshot } from '../../../server/src/services/backup/snapshot';

const created: string[] = [];

export async function tempDir(label: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `panel-${label}-`));
  created.push(dir);
  return dir;
}

export async function removeTempDirs(): Promise<void> {
  for (const dir of created.splice(0)) await rm(dir, { recursive: true, force: true });
}

/** Row count and checksum of every table, as the backup computes them. */
export function digestOf(handle: DbHandle): Promise<TableManifest[]> {
  return withSnapshot(handle, (reader) => digestTables(reader.query));
}

export function rowsOf(tables: TableManifest[], name: string): number {
  return tables.find((table) => table.name === name)?.rows ?? -1;
}

/** Rewrites some entries of a backup zip (to simulate a newer or damaged file). */
export async function editBackup(file: string, edit: (entries: Record<string, string>) => void): Promise<void> {
  const entries = unzipSync(new Uint8Array(await readFile(file)));
  const text: Record<string, string> = {};
  for (const [name, bytes] of Object.entries(entries)) text[name] = strFromU8(bytes);
  edit(text);
  const zippable: Zippable = {};
  for (const [name, value] of Object.entries(text)) zippable[name] = strToU8(value);
  await writeFile(file, zipSync(zippable));
}

/** The previous release's database (tests/fixtures/previous-release): pg_dump SQL without psql's meta-commands. */
export async function previousReleaseSql(): Promise<string> {
  const path = new URL('../../fixtures/previous-release/schema-0004.sql.gz', import.meta.url);
  const sql = strFromU8(gunzipSync(new Uint8Array(await readFile(path))));
  return sql
    .split('\n')
    .filter((line) => !line.startsWith('\\'))
    .join('\n');
}

/** Loads the previous release's database into an empty database (either driver). */
export async function loadPreviousRelease(handle: DbHandle): Promise<void> {
  const sql = await previousReleaseSql();
  if (handle.raw.kind === 'pglite') {
    await handle.raw.client.exec(sql);
    // pg_dump empties search_path for its session; PGlite keeps one session, so put it back.
    await handle.raw.client.exec('RESET search_path');
    return;
  }
  const client = await handle.raw.pool.connect();
  try {
    await client.query(sql);
  } finally {
    // pg_dump's set_config('search_path', '', false) lasts for the session: never return it to the pool as is.
    client.release(true);
  }
}

/** An empty database of the suite's driver: in-memory PGlite, or a new database on TEST_DATABASE_URL's server. */
export async function emptyDatabase(): Promise<{ handle: DbHandle; close(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const handle = await createDatabase({ dataDir: MEMORY_DATA_DIR });
    return { handle, close: () => handle.close() };
  }
  const postgres = await createPostgresDatabase(adminUrl);
  const handle = await createDatabase({ databaseUrl: postgres.url });
  return {
    handle,
    async close() {
      await handle.close();
      await postgres.drop();
    },
  };
}

export { createPostgresDatabase } from '../../../testkit/test-app';

/** A plain query on the handle's own client (either driver). */
export function queryOf(handle: DbHandle): Query {
  if (handle.raw.kind === 'pglite') {
    const client = handle.raw.client;
    return (text, params) => client.query<Record<string, unknown>>(text, params);
  }
  const pool = handle.raw.pool;
  return (text, params) => pool.query(text, params);
}
