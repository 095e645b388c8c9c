// A table's rows as CSV through the one CSV writer (services/export/table.ts): a column per field, nested
// values (schedules, settings) as their JSON text.
import { toCsv, type ExportColumn } from '../export/table';

type Row = Record<string, unknown>;

function cell(value: unknown): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return JSON.stringify(value);
}

export function rowsToCsv(columns: string[], rows: Row[]): string {
  const definition: ExportColumn<Row>[] = columns.map((column) => ({ header: column, value: (row) => cell(row[column]) }));
  return toCsv(definition, rows);
}
