// Proof that a refused request changed nothing: row triggers on every table of the test database count each
// insert, update and delete (and a statement trigger each truncate) in one table of their own, so checking a
// request costs two small queries. Hashing every table's rows before and after cost about 70 ms on the demo
// commerce, and the route-access table did it more than 250 times (14 of its 17 s).
import { sql } from 'drizzle-orm';
import type { DbHandle } from '../../../server/src/db/database';
import { rowsOf } from '../../../server/src/services/reports/filters';

// Written by the machinery rather than by a request's intent: the event outbox, rate-limit and login-attempt
// counters, drizzle's own bookkeeping.
const VOLATILE_TABLES = /^(live_events|.*outbox.*|.*rate_limit.*|.*login_attempt.*|__drizzle.*)$/;
const WRITES = 'test_writes';

export interface WriteTracker {
  /** A mark of the writes so far, to compare with later. */
  mark(): Promise<number>;
  /** The tables with a row inserted, updated or deleted, or truncated, since the mark. */
  tablesWrittenSince(mark: number): Promise<string[]>;
}

/**
 * Starts counting writes on the handle's database: every table of the public schema except the volatile ones
 * and `alsoUntracked` (tables a caller knows are derived from others, such as counters kept by triggers).
 * Once per database, before the requests it checks.
 */
export async function trackWrites(handle: DbHandle, alsoUntracked: readonly string[] = []): Promise<WriteTracker> {
  const tables = rowsOf<{ name: string }>(await handle.db.execute(sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`))
    .map((row) => row.name)
    .filter((name) => !VOLATILE_TABLES.test(name) && !alsoUntracked.includes(name));
  await handle.db.execute(sql.raw(`CREATE TABLE ${WRITES} (id bigserial PRIMARY KEY, tbl text NOT NULL)`));
  await handle.db.execute(
    sql.raw(`CREATE FUNCTION test_count_write() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO ${WRITES} (tbl) VALUES (TG_TABLE_NAME); RETURN NULL; END $$`),
  );
  for (const table of tables) {
    await handle.db.execute(sql.raw(`CREATE TRIGGER test_write AFTER INSERT OR UPDATE OR DELETE ON "${table}" FOR EACH ROW EXECUTE FUNCTION test_count_write()`));
    await handle.db.execute(sql.raw(`CREATE TRIGGER test_truncate AFTER TRUNCATE ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION test_count_write()`));
  }
  return {
    async mark() {
      const [row] = rowsOf<{ n: string | number }>(await handle.db.execute(sql.raw(`SELECT coalesce(max(id), 0) AS n FROM ${WRITES}`)));
      return Number(row?.n ?? 0);
    },
    async tablesWrittenSince(mark) {
      const rows = rowsOf<{ tbl: string }>(await handle.db.execute(sql`SELECT DISTINCT tbl FROM ${sql.identifier(WRITES)} WHERE id > ${mark} ORDER BY tbl`));
      return rows.map((row) => row.tbl);
    },
  };
}
