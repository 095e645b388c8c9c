// EXPLAIN (ANALYZE, BUFFERS) of the statements a service call sends, captured through drizzle's logger
// exactly as the service builds them (the same technique as tests/integration/scale/query-plans.test.ts).
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Db, DbHandle } from '../../server/src/db/database';
import * as schema from '../../server/src/db/schema/index';

interface Captured {
  query: string;
  params: unknown[];
}

export type ExplainCall = (db: Db) => Promise<unknown>;

export function planExplainer(handle: DbHandle) {
  let captured: Captured[] = [];
  const logger = { logQuery: (query: string, params: unknown[]) => void captured.push({ query, params }) };
  const raw = handle.raw;
  const db = (raw.kind === 'pglite' ? drizzlePglite({ client: raw.client, schema, logger }) : drizzlePg({ client: raw.pool, schema, logger })) as unknown as Db;
  const run = async (text: string, params: unknown[]): Promise<Record<string, unknown>[]> =>
    raw.kind === 'pglite' ? (await raw.client.query<Record<string, unknown>>(text, params)).rows : (await raw.pool.query(text, params)).rows;

  /** Text plans of every statement of `call` that reads orders or customers. */
  return async function explain(call: ExplainCall): Promise<string[]> {
    captured = [];
    await call(db);
    const plans: string[] = [];
    for (const entry of captured.filter((c) => /\b(orders|customers)\b/.test(c.query))) {
      const rows = await run(`EXPLAIN (ANALYZE, BUFFERS) ${entry.query}`, entry.params);
      plans.push(`${entry.query}\n${rows.map((row) => String(Object.values(row)[0])).join('\n')}`);
    }
    return plans;
  };
}
