// Rows of one SELECT as JSON text, read through a cursor inside a short transaction (of the detached copy
// on an embedded database on disk; elsewhere other requests wait only for one table at a time).
import type { DbHandle } from '../../db/database';
import { withWriteTransaction } from '../backup/transaction';

const BATCH = 2_000;

export async function readTableQuery(handle: DbHandle, select: string): Promise<string[]> {
  return withWriteTransaction(handle, async (query) => {
    const rows: string[] = [];
    await query(`DECLARE exportacion NO SCROLL CURSOR FOR ${select}`);
    for (;;) {
      const batch = await query(`FETCH ${BATCH} FROM exportacion`);
      for (const row of batch.rows) rows.push(String(row.r));
      if (batch.rows.length < BATCH) break;
      await new Promise<void>((resolve) => setImmediate(resolve)); // PGlite runs on this thread: let requests in
    }
    await query('CLOSE exportacion');
    return rows;
  });
}
