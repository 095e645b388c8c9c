// Tabular exports (CSV and XLSX) from one column definition, so a screen's two download formats always
// carry the same columns. CSV: UTF-8 with BOM (Excel reads the accents), every cell quoted, free text that
// starts like a formula neutralised. XLSX: exceljs, bold header, money columns formatted as pesos.
import ExcelJS from 'exceljs';

export interface ExportColumn<Row> {
  header: string;
  value: (row: Row) => string | number;
  /** Pesos: two decimals in CSV, currency format in XLSX. */
  money?: boolean;
  width?: number;
}

function csvCell(value: string | number, money: boolean): string {
  const text = typeof value === 'number' ? (money ? value.toFixed(2) : String(value)) : value;
  const safe = typeof value === 'string' && /^[=+\-@]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function toCsv<Row>(columns: readonly ExportColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((c) => csvCell(c.header, false)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row), !!c.money)).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export async function toXlsx<Row>(sheetName: string, columns: readonly ExportColumn<Row>[], rows: readonly Row[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width ?? Math.max(12, c.header.length + 4) }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((c) => c.value(row)));
  columns.forEach((c, index) => {
    if (c.money) sheet.getColumn(index + 1).numFmt = '"$"#,##0.00';
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CSV_MIME = 'text/csv; charset=utf-8';
