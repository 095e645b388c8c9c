// Report files: CSV and XLSX through the shared tabular exporter (services/export/table.ts), PDF through
// pdfkit with the embedded DejaVu Sans font so accents and ñ print right. Each file ends with the totals row.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { formatAmount } from '../../../../shared/money';
import { toCsv, toXlsx, type ExportColumn } from '../export/table';
import type { ReportCell, ReportColumn, ReportResult, ReportRow } from './definitions';

/** Rows a PDF holds at most (a printable document, not a data dump; CSV/XLSX carry everything). */
export const PDF_MAX_ROWS = 2000;

function exportColumns(columns: readonly ReportColumn[]): ExportColumn<ReportRow>[] {
  return columns.map((c) => ({ header: c.header, money: c.money, value: (row) => row[c.key] ?? '', width: c.money ? 14 : undefined }));
}

export function reportCsv(report: ReportResult): string {
  return toCsv(exportColumns(report.columnas), [...report.filas, report.totales]);
}

export function reportXlsx(report: ReportResult): Promise<Buffer> {
  return toXlsx(report.titulo.slice(0, 31), exportColumns(report.columnas), [...report.filas, report.totales]);
}

function findFontsDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../../../../assets/fonts'), path.resolve(process.cwd(), 'assets/fonts'), path.resolve(here, '../assets/fonts')];
  for (const dir of candidates) if (existsSync(path.join(dir, 'DejaVuSans.ttf'))) return dir;
  throw new Error('No se encontró la fuente DejaVuSans.ttf (assets/fonts)');
}

let fontsDir: string | null = null;
export const font = (bold: boolean) => {
  fontsDir ??= findFontsDir();
  return path.join(fontsDir, bold ? 'DejaVuSans-Bold.ttf' : 'DejaVuSans.ttf');
};

function cellText(column: ReportColumn, value: ReportCell | undefined): string {
  if (value === undefined || value === '') return '';
  if (column.money && typeof value === 'number') return `$${formatAmount(value)}`;
  return String(value);
}

/** A landscape letter page table: header repeated on each page, money right-aligned, totals in bold. */
export function reportPdf(report: ReportResult, commerceName: string): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'LETTER', layout: 'landscape', margin: 36, info: { Title: report.titulo } });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const left = pdf.page.margins.left;
  const usable = pdf.page.width - left - pdf.page.margins.right;
  const weights = report.columnas.map((c) => (c.money || c.count ? 1 : c.key === 'cliente' || c.key === 'nombre' || c.key === 'producto' ? 2 : 1.4));
  const unit = usable / weights.reduce((a, b) => a + b, 0);
  const widths = weights.map((w) => w * unit);
  const fontSize = report.columnas.length > 8 ? 7.5 : 9;
  const rowHeight = fontSize + 6;
  const bottom = pdf.page.height - pdf.page.margins.bottom;

  pdf.font(font(true)).fontSize(14).text(report.titulo, left, pdf.page.margins.top);
  pdf.font(font(false)).fontSize(9).text(`${commerceName} · del ${report.desde} al ${report.hasta} (${report.zona_horaria})`);
  const rows = report.filas.slice(0, PDF_MAX_ROWS);
  if (report.total_filas > rows.length) pdf.text(`Se muestran ${rows.length} de ${report.total_filas} filas; el total incluye todas.`);
  pdf.moveDown(0.5);

  let y = pdf.y;
  const drawRow = (row: ReportRow | null, bold: boolean) => {
    if (y + rowHeight > bottom) {
      pdf.addPage();
      y = pdf.page.margins.top;
      drawRow(null, true);
    }
    pdf.font(font(bold)).fontSize(fontSize);
    let x = left;
    report.columnas.forEach((column, i) => {
      const text = row ? cellText(column, row[column.key]) : column.header;
      const align = column.money || column.count ? 'right' : 'left';
      pdf.text(text, x + 2, y + 3, { width: widths[i]! - 4, align, lineBreak: false, ellipsis: true, height: rowHeight });
      x += widths[i]!;
    });
    if (!row || bold) pdf.moveTo(left, y + rowHeight).lineTo(left + usable, y + rowHeight).lineWidth(0.5).stroke('#999999');
    y += rowHeight;
  };
  drawRow(null, true);
  for (const row of rows) drawRow(row, false);
  drawRow(report.totales, true);
  pdf.end();
  return done;
}
