// PDF ticket through pdfkit with the embedded DejaVu Sans font (assets/fonts), so Spanish text
// renders the same on every machine. Width: 125/58 points per paper millimetre (docs/domain.md (Constantes)).
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { create as parseFont, type Font } from 'fontkit';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRINT, type TextSize } from '@shared/constants';
import type { TicketBlock, TicketDoc } from '../ticket/model';
import { MM_PER_COLUMN } from '../ticket/layout';
import { readAgentEnv } from '../../../config';

/** docs/domain.md (Constantes) PDF title sizes (small 7, medium 9, large 11, extraLarge 13) for each text size. */
export const PDF_TITLE_SIZE: Record<TextSize, number> = {
  xxs: PRINT.pdfTitleSizes.small,
  small: PRINT.pdfTitleSizes.small,
  medium: PRINT.pdfTitleSizes.medium,
  large: PRINT.pdfTitleSizes.large,
  xxl: PRINT.pdfTitleSizes.extraLarge,
};

const PADDING_PT = 3;

function findFontsDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    readAgentEnv().fontsDir,
    path.resolve(here, '../../../../assets/fonts'),
    path.resolve(process.cwd(), 'assets/fonts'),
    path.resolve(here, '../assets/fonts'),
  ].filter((dir): dir is string => typeof dir === 'string');
  for (const dir of candidates) if (existsSync(path.join(dir, 'DejaVuSans.ttf'))) return dir;
  throw new Error('No se encontró la fuente DejaVuSans.ttf (assets/fonts)');
}

const REGULAR = 'DejaVuSans';
const BOLD = 'DejaVuSans-Bold';
let parsedFonts: Record<string, Font> | null = null;

/**
 * The two fonts, read and parsed once per process. Given a file path, pdfkit reads and parses the 750 kB
 * font again for every document (two per ticket: measure, then draw), and its first layout builds the
 * shaping tables: ~40 ms of main-process CPU per PDF ticket, ~10 ms with the parsed fonts shared.
 */
function fonts(): Record<string, Font> {
  if (!parsedFonts) {
    const dir = findFontsDir();
    const parse = (name: string): Font => {
      const font = parseFont(readFileSync(path.join(dir, `${name}.ttf`)));
      font.layout('Ticket'); // decodes the shaping tables on the shared font, so every document's view inherits them
      return font;
    };
    parsedFonts = { [REGULAR]: parse(REGULAR), [BOLD]: parse(BOLD) };
  }
  return parsedFonts;
}

/** fontkit's per-font caches that record what one document did (see documentFont). */
interface FontCaches {
  _glyphs: Record<number, unknown>;
  _layoutEngine: { constructor: new (font: unknown) => unknown };
}

/**
 * One document's view of a shared font: the parsed tables are inherited, the glyph cache and the layout
 * engine are its own. A glyph first met as a component of another (the "u" inside "ú") is cached without
 * its character; shared across documents, a later ticket's "u" then had no character in the PDF's text
 * layer (searching and copying "turno" gave "trno"). The read-back tests (tests/unit/printing) catch it.
 */
function documentFont(shared: Font): Font {
  const caches = shared as unknown as FontCaches;
  const view = Object.create(shared) as Font & FontCaches;
  Object.defineProperty(view, '_glyphs', { value: {}, writable: true });
  Object.defineProperty(view, '_layoutEngine', { value: new caches._layoutEngine.constructor(view) });
  return view;
}

/** A document that knows the two fonts by name (`pdf.font(fontName(bold))`), parsed once per process. */
function newDocument(options: PDFKit.PDFDocumentOptions): PDFKit.PDFDocument {
  // pdfkit takes an already-parsed fontkit font (any object with `layout`); @types/pdfkit predates that.
  const views = Object.fromEntries(Object.entries(fonts()).map(([name, font]) => [name, documentFont(font) as unknown as PDFKit.Mixins.PDFFontSource]));
  // The regular font is also the document's first font: pdfkit's default, Helvetica, parses its AFM metrics
  // anew for every document (two per ticket), about a tenth of a PDF ticket's time, for a font never drawn.
  const pdf = new PDFDocument({ ...options, font: views[REGULAR] as unknown as string });
  for (const [name, view] of Object.entries(views)) pdf.registerFont(name, view);
  return pdf;
}

function fontName(bold: boolean): string {
  return bold ? BOLD : REGULAR;
}

export function pdfPageWidth(doc: TicketDoc): number {
  return PRINT.ticketWidthFactor * doc.layout.paperWidthMm;
}

function imageFromDataUrl(source: string): Buffer | null {
  const match = /^data:image\/(png|jpe?g);base64,(.+)$/i.exec(source.trim());
  return match?.[2] ? Buffer.from(match[2], 'base64') : null;
}

/** Lays the blocks out from the top; draws when `draw`, and always returns the height used. */
function layout(pdf: PDFKit.PDFDocument, doc: TicketDoc, draw: boolean): number {
  const pageWidth = pdfPageWidth(doc);
  const ptPerMm = PRINT.ticketWidthFactor;
  const left = PADDING_PT + doc.layout.marginLeftColumns * MM_PER_COLUMN * ptPerMm;
  const width = pageWidth - left - PADDING_PT - doc.layout.marginRightColumns * MM_PER_COLUMN * ptPerMm;
  const titleSize = PDF_TITLE_SIZE[doc.layout.textSize];
  const bodySize = Math.max(6, titleSize - 1);
  let y = PADDING_PT;

  const write = (text: string, x: number, w: number, options: { bold: boolean; size: number; align: 'left' | 'center' | 'right' }): number => {
    pdf.font(fontName(options.bold)).fontSize(options.size);
    const height = pdf.heightOfString(text || ' ', { width: w, align: options.align });
    if (draw) pdf.text(text, x, y, { width: w, align: options.align, lineBreak: true });
    return height;
  };

  const renderBlock = (block: TicketBlock): void => {
    switch (block.kind) {
      case 'text':
        y += write(block.text, left, width, { bold: block.bold, size: block.title ? titleSize : bodySize, align: block.align });
        return;
      case 'row': {
        const indent = block.indent * 3;
        pdf.font(fontName(block.bold)).fontSize(bodySize);
        const rightWidth = block.right ? pdf.widthOfString(block.right) + 1 : 0;
        const beside = width - indent - rightWidth - 2;
        // A label whose longest word does not fit beside the amount takes the full line and the
        // amount goes below it, as on the thermal printer: words are never cut to make room.
        const widestWord = Math.max(0, ...block.left.split(/\s+/).map((word) => pdf.widthOfString(word)));
        if (block.right && widestWord > beside) {
          y += write(block.left, left + indent, width - indent, { bold: block.bold, size: bodySize, align: 'left' });
          pdf.font(fontName(block.bold)).fontSize(bodySize);
          if (draw) pdf.text(block.right, left + width - rightWidth, y, { width: rightWidth, align: 'right', lineBreak: false });
          y += pdf.heightOfString(block.right);
          return;
        }
        const leftHeight = write(block.left, left + indent, beside, { bold: block.bold, size: bodySize, align: 'left' });
        pdf.font(fontName(block.bold)).fontSize(bodySize);
        if (block.right && draw) pdf.text(block.right, left + width - rightWidth, y, { width: rightWidth, align: 'right', lineBreak: false });
        y += leftHeight;
        return;
      }
      case 'rule':
        y += 2;
        if (draw) pdf.moveTo(left, y).lineTo(left + width, y).dash(1.5, { space: 1.5 }).lineWidth(0.5).stroke().undash();
        y += 3;
        return;
      case 'qr': {
        const qr = QRCode.create(block.data, { errorCorrectionLevel: 'M' });
        const side = Math.min(width, 70);
        const cell = side / qr.modules.size;
        const x0 = left + (width - side) / 2;
        if (draw) {
          for (let row = 0; row < qr.modules.size; row += 1) {
            for (let col = 0; col < qr.modules.size; col += 1) {
              if (qr.modules.get(row, col)) pdf.rect(x0 + col * cell, y + row * cell, cell, cell);
            }
          }
          pdf.fill('#000');
        }
        y += side + 2;
        y += write(block.caption, left, width, { bold: false, size: bodySize, align: 'center' });
        return;
      }
      case 'logo': {
        const image = imageFromDataUrl(block.source);
        if (!image) return;
        const height = 40;
        if (draw) pdf.image(image, left, y, { fit: [width, height], align: 'center' });
        y += height + 2;
        return;
      }
      case 'feed':
        y += block.lines * bodySize;
        return;
    }
  };

  for (const block of doc.blocks) renderBlock(block);
  return y + PADDING_PT;
}

function collect(pdf: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
}

export async function renderTicketPdf(doc: TicketDoc): Promise<Buffer> {
  const width = pdfPageWidth(doc);
  // First pass measures the ticket so the single page is exactly as tall as its content.
  const measure = newDocument({ size: [width, 10_000], margin: 0, autoFirstPage: true });
  const height = Math.ceil(layout(measure, doc, false));
  measure.end();
  const pdf = newDocument({ size: [width, height], margin: 0, info: { Title: 'Ticket', Producer: 'Panel Comercio' } });
  const done = collect(pdf);
  layout(pdf, doc, true);
  pdf.end();
  return done;
}
