// Moves the embedded database to a PostgreSQL server: the target gets the schema by the normal
// migrations, then every table is copied from one consistent snapshot of the source in dependency order
// (set-based batches), sequences continue, and every table is checked (row count and checksum) before the
// target's transaction commits. Folios are columns of commerces, so they continue as they were.
import pg from 'pg';
import { createDatabase, type DbHandle } from '../../db/database';
import { runMigrations } from '../../db/migrate';
import { TableDigest } from './checksum';
import { quoteIdent } from './catalog';
import { compareTables, continueSequences, digestTables, TableLoader } from './load-tables';
import type { TableManifest } from './format';
import { withSnapshot } from './snapshot';
import { isEmptyDatabase, withWriteTransaction } from './transaction';

export const MOVE_MSG = {
  targetNotEmpty: 'La base de datos de destino ya tiene tablas. Usa una base de datos nueva y vacía.',
  notPostgres: 'La dirección de destino debe empezar con postgres:// o postgresql://',
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

export async function moveToPostgres(source: DbHandle, databaseUrl: string, log: (message: string) => void = () => undefined): Promise<MoveResult> {
  const started = Date.now();
  await ensureDatabaseExists(databaseUrl);
  await runMigrations(source); // the source at this app's level (with a backup first if it was behind)
  const target = await createDatabase({ databaseUrl });
  try {
    if (!(await isEmptyDatabase(target))) throw new Error(MOVE_MSG.targetNotEmpty);
    await runMigrations(target, { backupFirst: false });
    const tables = await withSnapshot(source, (reader) =>
      withWriteTransaction(target, async (query) => {
        const loader = new TableLoader(query);
        await loader.clearAll();
        const copied: TableManifest[] = [];
        for (const table of reader.tables) {
          const digest = new TableDigest();
          await reader.readTable(table, async (rows) => {
            for (const row of rows) digest.add(row);
            await loader.insert(table, rows);
          });
          copied.push({ name: table, rows: digest.rows, checksum: digest.checksum });
          if (digest.rows > 0) log(`  ${table}: ${digest.rows} filas`);
        }
        await loader.resumeTriggers();
        await continueSequences(query);
        compareTables(copied, await digestTables(query));
        return copied;
      }),
    );
    return { tables, rows: tables.reduce((sum, table) => sum + table.rows, 0), ms: Date.now() - started };
  } finally {
    await target.close();
  }
}
