// One transaction on either driver, as a plain query function (the snapshot, the loader and the checks
// use it), with the session settings that make row_to_json give the same text on any server.
import type { DbHandle } from '../../db/database';
import type { Query } from './catalog';

/** Same text for the same row on any server: UTC timestamps, shortest exact floats. */
export const SESSION_SETTINGS = [`SET LOCAL TimeZone = 'UTC'`, `SET LOCAL extra_float_digits = 1`, `SET LOCAL DateStyle = 'ISO, YMD'`];

/** Runs `work` in one transaction; `firstStatements` come before the session settings (e.g. SET TRANSACTION). */
export async function withTransaction<T>(handle: DbHandle, work: (query: Query) => Promise<T>, firstStatements: string[] = []): Promise<T> {
  const run = async (query: Query): Promise<T> => {
    for (const statement of [...firstStatements, ...SESSION_SETTINGS]) await query(statement);
    return work(query);
  };
  if (handle.raw.kind === 'pglite') return handle.raw.client.transaction((tx) => run((text, params) => tx.query<Record<string, unknown>>(text, params)));
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

export function withWriteTransaction<T>(handle: DbHandle, work: (query: Query) => Promise<T>): Promise<T> {
  return withTransaction(handle, work);
}

/** Whether a database has no table of its own yet (a fresh target). */
export async function isEmptyDatabase(handle: DbHandle): Promise<boolean> {
  return withWriteTransaction(handle, async (query) => {
    const { rows } = await query(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname IN ('public', 'drizzle')`);
    return Number(rows[0]?.n ?? 0) === 0;
  });
}
