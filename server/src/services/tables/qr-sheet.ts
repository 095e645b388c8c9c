// The printable sheet of table QR codes: a letter PDF, one card per table (six per page) with the table
// number and the QR of its public menu link (/m/{id_path}/mesa/{uuid}), cut lines around each card.
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { font } from '../reports/files';

/**
 * Draws the QR as vector squares (one fill for all dark modules): sharp at any print size, and about a
 * hundred times cheaper than rendering a PNG per table and compressing it into the PDF.
 */
function drawQr(pdf: PDFKit.PDFDocument, url: string, x: number, y: number, size: number): void {
  const quiet = 1; // modules of white margin on each side
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const cell = size / (modules.size + quiet * 2);
  pdf.save();
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) pdf.rect(x + (col + quiet) * cell, y + (row + quiet) * cell, cell, cell);
    }
  }
  pdf.fillColor('#000000').fill();
  pdf.restore();
}

export async function tableQrSheet(commerceName: string, tables: readonly { numero: number; url: string }[]): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'LETTER', margin: 36, info: { Title: `Códigos QR de mesas · ${commerceName}` } });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const cols = 2;
  const rows = 3;
  const left = pdf.page.margins.left;
  const top = pdf.page.margins.top;
  const cardW = (pdf.page.width - left - pdf.page.margins.right) / cols;
  const cardH = (pdf.page.height - top - pdf.page.margins.bottom) / rows;
  const qrSize = Math.min(cardW, cardH) - 84;
  for (const [index, table] of tables.entries()) {
    const slot = index % (cols * rows);
    if (index > 0 && slot === 0) pdf.addPage();
    const x = left + (slot % cols) * cardW;
    const y = top + Math.floor(slot / cols) * cardH;
    pdf.save().dash(4, { space: 4 }).strokeColor('#bbbbbb').rect(x, y, cardW, cardH).stroke().restore();
    pdf.font(font(true)).fontSize(20).fillColor('#000000').text(`Mesa ${table.numero}`, x, y + 12, { width: cardW, align: 'center' });
    drawQr(pdf, table.url, x + (cardW - qrSize) / 2, y + 42, qrSize);
    pdf
      .font(font(false))
      .fontSize(9)
      .fillColor('#333333')
      .text(`${commerceName} · Escanea para ver el menú y pedir`, x + 8, y + 46 + qrSize, { width: cardW - 16, align: 'center' });
  }
  if (tables.length === 0) pdf.font(font(false)).fontSize(12).text('Todavía no tienes mesas.');
  pdf.end();
  return done;
}
