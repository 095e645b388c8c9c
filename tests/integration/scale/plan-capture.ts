// Query plans of a service call, captured exactly as the service builds its statements (drizzle logger on
// the test database's own client), then run under EXPLAIN (ANALYZE, FORMAT JSON). Shared by the scale
// tests of query plans (query-plans.test.ts, search-plans.test.ts).
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Db, DbHandle } from '../../../server/src/db/database';
import * as schema from '../../../server/src/db/schema/index';

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

export function planCapture(handle: DbHandle) {
  let captured: Captured[] = [];
  const logger = { logQuery: (query: string, params: unknown[]) => void captured.push({ query, params }) };
  const raw = handle.raw;
  const db = (raw.kind === 'pglite' ? drizzlePglite({ client: raw.client, schema, logger }) : drizzlePg({ client: raw.pool, schema, logger })) as unknown as Db;

  async function explain(query: Captured): Promise<Plan> {
    const text = `EXPLAIN (ANALYZE, FORMAT JSON) ${query.query}`;
    const rows = raw.kind === 'pglite' ? (await raw.client.query<Record<string, unknown>>(text, query.params)).rows : (await raw.pool.query(text, query.params)).rows;
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
