// Loading rows into a database and checking them: shared by restore (rows from a backup file) and
// migrate-to-postgres (rows from the live embedded database). Rows are the row_to_json text of the
// source; json_populate_recordset turns them back into typed rows on the server, in set-based batches.
import { TableDigest } from './checksum';
import { ownedSequences, quoteIdent, tablesInDependencyOrder, type Query } from './catalog';
import { BACKUP_MSG, type TableManifest } from './format';
import { readTableRows } from './snapshot';

interface TableShape {
  columns: string[];
  identityAlways: boolean;
}

export class TableLoader {
  private readonly shapes = new Map<string, TableShape>();
  /** Tables whose own triggers are off while rows are copied (they would rewrite copied counters). */
  private readonly paused: string[] = [];

  constructor(private readonly query: Query) {}

  private async shape(table: string): Promise<TableShape> {
    const known = this.shapes.get(table);
    if (known) return known;
    const { rows } = await this.query(
      `SELECT attname AS name, attidentity AS identity FROM pg_attribute
       WHERE attrelid = to_regclass($1) AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
      [`public.${quoteIdent(table)}`],
    );
    if (rows.length === 0) throw new Error(BACKUP_MSG.mismatch(table, 'la tabla no existe en el destino'));
    await this.query(`ALTER TABLE public.${quoteIdent(table)} DISABLE TRIGGER USER`);
    this.paused.push(table);
    const shape = { columns: rows.map((row) => String(row.name)), identityAlways: rows.some((row) => row.identity === 'a') };
    this.shapes.set(table, shape);
    return shape;
  }

  /** The columns rows are loaded into (all but generated ones); the table's own triggers pause from now on. */
  async columns(table: string): Promise<string[]> {
    return (await this.shape(table)).columns;
  }

  async insert(table: string, rows: string[]): Promise<void> {
    if (rows.length === 0) return;
    const { columns, identityAlways } = await this.shape(table);
    const list = columns.map(quoteIdent).join(', ');
    const target = `public.${quoteIdent(table)}`;
    await this.query(
      `INSERT INTO ${target} (${list}) ${identityAlways ? 'OVERRIDING SYSTEM VALUE ' : ''}SELECT ${list} FROM json_populate_recordset(NULL::${target}, $1::json)`,
      [`[${rows.join(',')}]`],
    );
  }

  /** Empties every public table of a fresh target: rows a migration inserted come again from the source. */
  async clearAll(): Promise<void> {
    const tables = await tablesInDependencyOrder(this.query);
    if (tables.length > 0) await this.query(`TRUNCATE ${tables.map((table) => `public.${quoteIdent(table)}`).join(', ')}`);
  }

  async resumeTriggers(): Promise<void> {
    for (const table of this.paused.splice(0)) await this.query(`ALTER TABLE public.${quoteIdent(table)} ENABLE TRIGGER USER`);
  }
}

/** Serial/identity sequences continue after the highest copied value (folios are columns, copied as is). */
export async function continueSequences(query: Query): Promise<void> {
  for (const { sequence, table, column } of await ownedSequences(query)) {
    await query(`SELECT setval($1, COALESCE((SELECT max(${quoteIdent(column)}) FROM public.${quoteIdent(table)}), 0) + 1, false)`, [`public.${quoteIdent(sequence)}`]);
  }
}

/** Digest of every public table as this connection sees it (call inside the session settings of transaction.ts). */
export async function digestTables(query: Query): Promise<TableManifest[]> {
  const result: TableManifest[] = [];
  for (const table of await tablesInDependencyOrder(query)) {
    const digest = new TableDigest();
    await readTableRows(query, table, (rows) => {
      for (const row of rows) digest.add(row);
    });
    result.push({ name: table, rows: digest.rows, checksum: digest.checksum });
  }
  return result;
}

/** Throws with the first table whose count or checksum differs from the expected manifest. */
export function compareTables(expected: TableManifest[], actual: TableManifest[]): void {
  const byName = new Map(actual.map((table) => [table.name, table]));
  for (const table of expected) {
    const found = byName.get(table.name);
    if (!found) throw new Error(BACKUP_MSG.mismatch(table.name, 'no existe en el destino'));
    if (found.rows !== table.rows) throw new Error(BACKUP_MSG.mismatch(table.name, `${found.rows} filas en lugar de ${table.rows}`));
    if (found.checksum !== table.checksum) throw new Error(BACKUP_MSG.mismatch(table.name, 'la suma de verificación no coincide'));
    byName.delete(table.name);
  }
  for (const extra of byName.values()) {
    if (extra.rows > 0) throw new Error(BACKUP_MSG.mismatch(extra.name, `${extra.rows} filas que el origen no tiene`));
  }
}
