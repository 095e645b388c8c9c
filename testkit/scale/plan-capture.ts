// Query plans of a service call, captured exactly as the service builds its statements (drizzle logger on
// the test database's own client), then run under EXPLAIN (ANALYZE, FORMAT JSON). With `seqScan: false`
// each EXPLAIN runs in a transaction with `SET LOCAL enable_seqscan = off`: on a small table the planner
// then still answers with a sequential scan only when no index can serve the statement, so a few hundred
// rows prove what a large table's plan would use. Shared by query-plans.test.ts and
// `npm run bench -- queries` (hot-queries.ts).
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Db, DbHandle } from '../../server/src/db/database';
import * as schema from '../../server/src/db/schema/index';

export interface Captured {
  query: string;
  params: unknown[];
}

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

export interface Plan {
  nodes: PlanNode[];
  ms: number;
}

function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

export function planCapture(handle: DbHandle, options: { seqScan?: boolean } = {}) {
  let captured: Captured[] = [];
  const logger = { logQuery: (query: string, params: unknown[]) => void captured.push({ query, params }) };
  const raw = handle.raw;
  const db = (raw.kind === 'pglite' ? drizzlePglite({ client: raw.client, schema, logger }) : drizzlePg({ client: raw.pool, schema, logger })) as unknown as Db;
  const setup = options.seqScan === false ? 'SET LOCAL enable_seqscan = off' : 'SELECT 1';

  async function explainRows(text: string, params: unknown[]): Promise<Record<string, unknown>[]> {
    if (raw.kind === 'pglite') {
      return raw.client.transaction(async (tx) => {
        await tx.query(setup);
        return (await tx.query<Record<string, unknown>>(text, params)).rows;
      });
    }
    const client = await raw.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(setup);
      const { rows } = await client.query(text, params);
      await client.query('COMMIT');
      return rows as Record<string, unknown>[];
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  }

  async function explain(query: Captured): Promise<Plan> {
    const rows = await explainRows(`EXPLAIN (ANALYZE, FORMAT JSON) ${query.query}`, query.params);
    const cell = Object.values(rows[0]!)[0];
    const [plan] = (typeof cell === 'string' ? JSON.parse(cell) : cell) as [{ Plan: PlanNode; 'Execution Time': number }];
    return { nodes: nodesOf(plan.Plan), ms: plan['Execution Time'] };
  }

  /** Runs a service call through the capturing database and answers the statements it sent that read `table`. */
  async function capture(call: (db: Db) => Promise<unknown>, table: string): Promise<Captured[]> {
    captured = [];
    await call(db);
    return captured.filter((entry) => new RegExp(`\\b${table}\\b`).test(entry.query));
  }

  return { capture, explain };
}
