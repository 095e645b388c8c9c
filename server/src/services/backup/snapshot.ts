// One consistent read of the whole database: every table is read inside one REPEATABLE READ, READ ONLY
// transaction, so the backup sees a single instant even while orders keep arriving. On PostgreSQL other
// connections keep writing meanwhile; embedded PGlite has one connection, so a backup reads a detached copy
// of it instead (detached-copy.ts) — docs/data-safety.md gives the times.
import type { DbHandle } from '../../db/database';
import { quoteIdent, schemaLevel, tablesInDependencyOrder, type Query } from './catalog';
import type { SchemaLevel } from './format';
import { withTransaction } from './transaction';

// Small batches, with a turn of the event loop between them: on PGlite each FETCH runs on this thread.
const BATCH_ROWS = 1_000;

export interface SnapshotReader {
  schema: SchemaLevel;
  /** Public tables, parents first. */
  tables: string[];
  /** Calls onBatch with the JSON text of each row (row_to_json), a batch at a time. */
  readTable(table: string, onBatch: (rows: string[]) => Promise<void> | void): Promise<void>;
  query: Query;
}

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
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  } catch (error) {
    // The CLOSE of an aborted transaction fails too ("current transaction is aborted"): report the cause.
    await query(`CLOSE ${cursor}`).catch(() => undefined);
    throw new Error(`tabla ${table}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  await query(`CLOSE ${cursor}`);
}

/** Runs `work` inside one consistent read-only snapshot of the database. */
export function withSnapshot<T>(handle: DbHandle, work: (reader: SnapshotReader) => Promise<T>): Promise<T> {
  return withTransaction(
    handle,
    async (query) =>
      work({
        query,
        schema: await schemaLevel(query),
        tables: await tablesInDependencyOrder(query),
        readTable: (table, onBatch) => readTableRows(query, table, onBatch),
      }),
    ['SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY'],
  );
}
