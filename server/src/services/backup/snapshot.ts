// One consistent read of the whole database: every table is read inside one REPEATABLE READ, READ ONLY
// transaction, so the backup sees a single instant even while orders keep arriving. On PostgreSQL other
// connections keep writing meanwhile; embedded PGlite has one connection, so requests that arrive during
// the read wait for it (they are delayed, not refused) — docs/data-safety.md gives the times.
import type { DbHandle } from '../../db/database';
import { quoteIdent, schemaLevel, tablesInDependencyOrder, type Query } from './catalog';
import type { SchemaLevel } from './format';

const BATCH_ROWS = 2_000;

export interface SnapshotReader {
  schema: SchemaLevel;
  /** Public tables, parents first. */
  tables: string[];
  /** Calls onBatch with the JSON text of each row (row_to_json), a batch at a time. */
  readTable(table: string, onBatch: (rows: string[]) => Promise<void> | void): Promise<void>;
  query: Query;
}

/** Same text for the same row on any server: UTC timestamps, shortest exact floats. */
export const SESSION_SETTINGS = [`SET LOCAL TimeZone = 'UTC'`, `SET LOCAL extra_float_digits = 1`, `SET LOCAL DateStyle = 'ISO, YMD'`];

let cursorCount = 0;

/** Reads a table through a cursor (inside a transaction), a batch of row JSON texts at a time. */
export async function readTableRows(query: Query, table: string, onBatch: (rows: string[]) => Promise<void> | void): Promise<void> {
  cursorCount += 1;
  const cursor = `respaldo_${cursorCount}`;
  await query(`DECLARE ${cursor} NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS r FROM public.${quoteIdent(table)} t`);
  try {
    for (;;) {
      const { rows } = await query(`FETCH ${BATCH_ROWS} FROM ${cursor}`);
      if (rows.length === 0) break;
      await onBatch(rows.map((row) => String(row.r)));
      if (rows.length < BATCH_ROWS) break;
    }
  } finally {
    await query(`CLOSE ${cursor}`);
  }
}

/** Runs `work` inside one consistent read-only snapshot of the database. */
export async function withSnapshot<T>(handle: DbHandle, work: (reader: SnapshotReader) => Promise<T>): Promise<T> {
  const run = async (query: Query): Promise<T> => {
    await query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    for (const statement of SESSION_SETTINGS) await query(statement);
    const reader: SnapshotReader = {
      query,
      schema: await schemaLevel(query),
      tables: await tablesInDependencyOrder(query),
      readTable: (table, onBatch) => readTableRows(query, table, onBatch),
    };
    return work(reader);
  };
  if (handle.raw.kind === 'pglite') {
    return handle.raw.client.transaction((tx) => run((text, params) => tx.query<Record<string, unknown>>(text, params)));
  }
  const client = await handle.raw.pool.connect();
  try {
    await client.query('BEGIN');
    const result = await run((text, params) => client.query(text, params));
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
