// What a database holds, read from pg_catalog so new tables of later migrations are included without a
// list to maintain: the public tables in foreign-key dependency order, the sequences owned by their
// columns, and the schema level (which migrations were applied).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_FOLDER } from '../../db/migrations-folder';
import type { SchemaLevel } from './format';

/** A query on one connection (a PGlite transaction or a pg client): both have this shape. */
/** `blob`: PGlite's answer to COPY … TO '/dev/blob' (migrate-to-postgres reads tables that way). */
export type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[]; blob?: Blob }>;

export interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

export function readJournal(folder = MIGRATIONS_FOLDER): JournalEntry[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return [...journal.entries].sort((a, b) => a.idx - b.idx);
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Tables of schema public, parents before children (a cycle would be reported, none exists). */
export async function tablesInDependencyOrder(query: Query): Promise<string[]> {
  const tables = (await query(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`)).rows.map((row) => String(row.name));
  const edges = (
    await query(`
      SELECT child.relname AS child, parent.relname AS parent
      FROM pg_constraint c
      JOIN pg_class child ON child.oid = c.conrelid
      JOIN pg_class parent ON parent.oid = c.confrelid
      JOIN pg_namespace n ON n.oid = child.relnamespace
      WHERE c.contype = 'f' AND n.nspname = 'public' AND c.conrelid <> c.confrelid`)
  ).rows.map((row) => ({ child: String(row.child), parent: String(row.parent) }));
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const edge of edges) parents.get(edge.child)?.add(edge.parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((table) => !placed.has(table) && [...(parents.get(table) ?? [])].every((parent) => placed.has(parent)));
    if (ready.length === 0) throw new Error(`Dependencias circulares entre tablas: ${tables.filter((t) => !placed.has(t)).join(', ')}`);
    for (const table of ready) {
      placed.add(table);
      ordered.push(table);
    }
  }
  return ordered;
}

/** Sequences owned by a column of a public table (serial/identity), to continue after a copy. */
export async function ownedSequences(query: Query): Promise<{ sequence: string; table: string; column: string }[]> {
  const result = await query(`
    SELECT s.relname AS sequence, t.relname AS "table", a.attname AS "column"
    FROM pg_depend d
    JOIN pg_class s ON s.oid = d.objid AND s.relkind = 'S'
    JOIN pg_class t ON t.oid = d.refobjid
    JOIN pg_namespace n ON n.oid = t.relnamespace
    JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
    WHERE n.nspname = 'public' AND d.deptype IN ('a', 'i')`);
  return result.rows.map((row) => ({ sequence: String(row.sequence), table: String(row.table), column: String(row.column) }));
}

export async function schemaLevel(query: Query, journal: JournalEntry[] = readJournal()): Promise<SchemaLevel> {
  const exists = await query(`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`);
  if (exists.rows[0]?.present !== true) return { migrations: 0, lastWhen: null, lastTag: null };
  const [row] = (await query(`SELECT count(*)::int AS migrations, max(created_at)::text AS last FROM drizzle.__drizzle_migrations`)).rows;
  const migrations = Number(row?.migrations ?? 0);
  const lastWhen = row?.last == null ? null : Number(row.last);
  return { migrations, lastWhen, lastTag: journal.find((entry) => entry.when === lastWhen)?.tag ?? null };
}
