// Reads printed tickets back as text lines (test-only): ESC/POS through the decoder, PDF through
// pdfjs-dist text positions, HTML block by block (the encoder writes one element per line). Then finds the amounts a customer would add up.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { itemsToLines, type PositionedText } from '../../server/src/services/menu-import/pdf-text';

export interface PdfReadBack {
  lines: string[];
  pageWidth: number;
  /** Every text run with its horizontal extent, to check nothing runs off the paper. */
  runs: { text: string; x: number; right: number }[];
}

function isTextItem(item: unknown): item is { str: string; transform: number[]; width: number; height: number } {
  return typeof item === 'object' && item !== null && 'str' in item && 'transform' in item;
}

export async function readPdf(data: Uint8Array): Promise<PdfReadBack> {
  // Only the text is read: no font faces or canvas to prepare for rendering (a third of the reading time).
  const document = await getDocument({ data, useSystemFonts: false, isEvalSupported: false, disableFontFace: true, isOffscreenCanvasSupported: false, verbosity: 0 }).promise;
  try {
    const page = await document.getPage(1);
    const content = await page.getTextContent();
    const items: PositionedText[] = [];
    const runs: PdfReadBack['runs'] = [];
    for (const item of content.items) {
      if (!isTextItem(item) || item.str.trim() === '') continue;
      const x = item.transform[4] ?? 0;
      items.push({ text: item.str, x, y: item.transform[5] ?? 0, width: item.width, height: item.height || Math.abs(item.transform[3] ?? 0) });
      runs.push({ text: item.str, x, right: x + item.width });
    }
    const pageWidth = page.getViewport({ scale: 1 }).width;
    page.cleanup();
    return { lines: itemsToLines(items), pageWidth, runs };
  } finally {
    await document.destroy();
  }
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

function htmlText(fragment: string): string {
  return fragment.replace(/<[^>]*>/g, ' ').replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity).replace(/\s+/g, ' ').trim();
}

/** One line per block of the HTML ticket: rows read as 'left right'. */
export function readHtmlLines(html: string): { lines: string[]; boldLines: string[] } {
  const body = /<div class="ticket"[^>]*>\n([\s\S]*)\n<\/div><\/body>/.exec(html)?.[1] ?? '';
  const lines: string[] = [];
  const boldLines: string[] = [];
  for (const element of body.split('\n')) {
    const classes = /^<div class="([^"]*)"/.exec(element)?.[1]?.split(' ') ?? [];
    const spans = classes.includes('row') ? [...element.matchAll(/<span>([\s\S]*?)<\/span>/g)].map((match) => htmlText(match[1] ?? '')) : [];
    const line = spans.length > 0 ? spans.filter(Boolean).join(' ') : htmlText(element);
    if (!line) continue;
    lines.push(line);
    if (classes.includes('b')) boldLines.push(line);
  }
  return { lines, boldLines };
}

const MONEY_AT_END = /(?<!\(\+)(-?)\$([\d,]+\.\d{2})$/;

export function moneyAtEnd(line: string): number | null {
  const match = MONEY_AT_END.exec(line.trim());
  if (!match) return null;
  const cents = Math.round(Number(match[2]!.replace(/,/g, '')) * 100);
  return match[1] === '-' ? -cents : cents;
}

export interface TicketFigures {
  /** Amounts of the item lines, cents, in print order. */
  items: number[];
  subtotal: number | null;
  discount: number;
  fee: number;
  tip: number;
  total: number | null;
}

const TOTAL_LABELS = ['Subtotal', 'Cupón', 'Envío', 'Propina', 'TOTAL'];

function startsWith(line: string, label: string): boolean {
  return line.trim().startsWith(label);
}

/**
 * Item amounts are the amounts at the end of lines before 'Subtotal' (extras carry '(+$x c/u)',
 * never an amount of their own); then the totals block, read by its labels.
 */
export function ticketFigures(printed: readonly string[]): TicketFigures {
  // An amount alone on its line belongs to the label above it (narrow paper puts it below).
  const lines: string[] = [];
  for (const line of printed) {
    if (lines.length > 0 && /^-?\$[\d,]+\.\d{2}$/.test(line.trim())) lines[lines.length - 1] += ` ${line.trim()}`;
    else lines.push(line);
  }
  const subtotalAt = lines.findIndex((line) => startsWith(line, 'Subtotal'));
  const items: number[] = [];
  for (const line of subtotalAt >= 0 ? lines.slice(0, subtotalAt) : lines) {
    const amount = moneyAtEnd(line);
    if (amount !== null) items.push(amount);
  }
  const figures: TicketFigures = { items, subtotal: null, discount: 0, fee: 0, tip: 0, total: null };
  // A totals label may wrap over lines before its amount: read label and amount together.
  const entries: string[] = [];
  let pending = '';
  for (const line of subtotalAt >= 0 ? lines.slice(subtotalAt) : []) {
    const startsEntry = TOTAL_LABELS.some((label) => startsWith(line, label));
    pending = pending && !startsEntry ? `${pending} ${line.trim()}` : line.trim();
    if (moneyAtEnd(pending) !== null) {
      entries.push(pending);
      pending = '';
    }
  }
  for (const line of entries) {
    const amount = moneyAtEnd(line);
    if (amount === null) continue;
    if (startsWith(line, 'Subtotal')) figures.subtotal = amount;
    else if (startsWith(line, 'Cupón')) figures.discount += -amount;
    else if (startsWith(line, 'Envío')) figures.fee += amount;
    else if (startsWith(line, 'Propina')) figures.tip += amount;
    else if (startsWith(line, 'TOTAL')) {
      figures.total = amount;
      break;
    }
  }
  return figures;
}
