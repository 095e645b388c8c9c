// Moves the embedded database to a PostgreSQL server: the target gets the schema by the normal
// migrations, then every table is copied from one consistent snapshot of the source in dependency order
// with COPY (PGlite's COPY … TO '/dev/blob' → the server's COPY … FROM STDIN, text format), sequences
// continue, and every table is checked before the target's transaction commits: row count and checksum of
// its COPY text on both sides (same session settings, so the same rows give the same text). Folios are
// columns of commerces, so they continue as they were. docs/data-safety.md.
import pg from 'pg';
import { createDatabase, type DbHandle } from '../../db/database';
import { runMigrations } from '../../db/migrate';
import { CopyTextDigest } from './checksum';
import { quoteIdent, type Query } from './catalog';
import { compareTables, continueSequences, TableLoader } from './load-tables';
import type { TableManifest } from './format';
import { copyFrom, copyTo } from './pg-copy';
import { withSnapshot } from './snapshot';
import { isEmptyDatabase, SESSION_SETTINGS } from './transaction';

export const MOVE_MSG = {
  targetNotEmpty: 'La base de datos de destino ya tiene tablas. Usa una base de datos nueva y vacía.',
  notPostgres: 'La dirección de destino debe empezar con postgres:// o postgresql://',
  sourceNotEmbedded: 'El origen debe ser la base de datos integrada (PGlite) de DATA_DIR.',
} as const;

export interface MoveResult {
  tables: TableManifest[];
  rows: number;
  ms: number;
}

/** Creates the target database when the server does not have it yet (connecting to its 'postgres' db). */
export async function ensureDatabaseExists(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') throw new Error(MOVE_MSG.notPostgres);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!name || name === 'postgres') return;
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    const { rows } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rows.length === 0) await admin.query(`CREATE DATABASE ${quoteIdent(name)}`);
  } finally {
    await admin.end();
  }
}

/** One table's rows as COPY text from the embedded source (inside its snapshot). */
async function copyOutOfPglite(query: Query, table: string, columns: string[]): Promise<Uint8Array> {
  const list = columns.map(quoteIdent).join(', ');
  const { blob } = await query(`COPY (SELECT ${list} FROM public.${quoteIdent(table)}) TO '/dev/blob'`);
  return blob ? new Uint8Array(await blob.arrayBuffer()) : new Uint8Array(0);
}

/** Row count and checksum of a target table's COPY text, as the copy left it (same transaction). */
async function digestOnServer(client: pg.PoolClient, table: string, columns: string[]): Promise<TableManifest> {
  const digest = new CopyTextDigest();
  const list = columns.map(quoteIdent).join(', ');
  await copyTo(client, `COPY (SELECT ${list} FROM public.${quoteIdent(table)}) TO STDOUT`, (chunk) => digest.push(chunk));
  digest.end();
  return { name: table, rows: digest.rows, checksum: digest.checksum };
}

export async function moveToPostgres(source: DbHandle, databaseUrl: string, log: (message: string) => void = () => undefined): Promise<MoveResult> {
  const started = Date.now();
  if (source.driver !== 'pglite') throw new Error(MOVE_MSG.sourceNotEmbedded);
  await ensureDatabaseExists(databaseUrl);
  await runMigrations(source); // the source at this app's level (with a backup first if it was behind)
  const target = await createDatabase({ databaseUrl });
  try {
    if (!(await isEmptyDatabase(target))) throw new Error(MOVE_MSG.targetNotEmpty);
    await runMigrations(target, { backupFirst: false });
    if (target.raw.kind !== 'pg') throw new Error(MOVE_MSG.notPostgres);
    const client = await target.raw.pool.connect();
    try {
      await client.query('BEGIN');
      for (const statement of SESSION_SETTINGS) await client.query(statement);
      const query: Query = (text, params) => client.query(text, params);
      const loader = new TableLoader(query);
      await loader.clearAll();
      const tables = await withSnapshot(source, async (reader) => {
        const copied: (TableManifest & { columns: string[] })[] = [];
        for (const table of reader.tables) {
          const columns = await loader.columns(table);
          const text = await copyOutOfPglite(reader.query, table, columns);
          const digest = new CopyTextDigest();
          digest.push(text);
          digest.end();
          await copyFrom(client, `COPY public.${quoteIdent(table)} (${columns.map(quoteIdent).join(', ')}) FROM STDIN`, text);
          copied.push({ name: table, rows: digest.rows, checksum: digest.checksum, columns });
          if (digest.rows > 0) log(`  ${table}: ${digest.rows} filas`);
        }
        return copied;
      });
      await loader.resumeTriggers();
      await continueSequences(query);
      const onServer: TableManifest[] = [];
      for (const table of tables) onServer.push(await digestOnServer(client, table.name, table.columns));
      const manifests = tables.map(({ name, rows, checksum }) => ({ name, rows, checksum }));
      compareTables(manifests, onServer);
      await client.query('COMMIT');
      return { tables: manifests, rows: manifests.reduce((sum, table) => sum + table.rows, 0), ms: Date.now() - started };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  } finally {
    await target.close();
  }
}
