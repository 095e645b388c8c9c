// What "Descargar mis datos" carries: every table of the commerce (rows with its id_comercio), its own
// commerce and account rows — minus the server's internals (sessions, one-time codes, live-event outbox,
// counters) and secrets (password and token hashes, encrypted integration keys). Read from the catalog,
// so tables added later are exported without a list to keep up to date. docs/data-safety.md.
import { isUuid } from '@shared/ids';
import { quoteIdent, type Query } from '../backup/catalog';

const INTERNAL_TABLES = new Set(['sessions', 'verification_codes', 'live_events', 'intake_versions', 'rate_limits']);
const SECRET_COLUMN = /(password|hash|secret|token)/i;

export interface ExportTable {
  name: string;
  columns: string[];
  /** SELECT of the commerce's rows as JSON text (column r). */
  select: string;
}

export async function commerceTables(query: Query, commerceId: string): Promise<ExportTable[]> {
  if (!isUuid(commerceId)) throw new Error('id_comercio inválido');
  const literal = `'${commerceId}'`;
  const { rows } = await query(`
    SELECT c.table_name AS "table", array_agg(c.column_name::text ORDER BY c.ordinal_position) AS columns
    FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
    WHERE c.table_schema = 'public'
    GROUP BY c.table_name ORDER BY c.table_name`);
  const tables: ExportTable[] = [];
  for (const row of rows) {
    const name = String(row.table);
    const all = row.columns as string[];
    const columns = all.filter((column) => !SECRET_COLUMN.test(column));
    const hidden = all.filter((column) => SECRET_COLUMN.test(column)).map((column) => `'${column.replace(/'/g, "''")}'`);
    const projection = hidden.length > 0 ? `(to_jsonb(t) - ARRAY[${hidden.join(', ')}]::text[])::text AS r` : `to_jsonb(t)::text AS r`;
    let where: string | null = null;
    if (name === 'commerces') where = `t.id = ${literal}`;
    else if (name === 'accounts') where = `t.id = (SELECT account_id FROM public.commerces WHERE id = ${literal})`;
    else if (all.includes('id_comercio') && !INTERNAL_TABLES.has(name)) where = `t.id_comercio = ${literal}`;
    if (where) tables.push({ name, columns, select: `SELECT ${projection} FROM public.${quoteIdent(name)} t WHERE ${where}` });
  }
  return tables;
}
