// Extracts the text of a PDF menu with pdfjs-dist (legacy build, the one meant for Node), rebuilding lines from
// the positioned text items: items whose baselines are close belong to one line, read left to right.
// Two-column pages are read column by column (left, then right) between full-width lines.
import { createRequire } from 'node:module';
import path from 'node:path';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjs: Promise<PdfJs> | null = null;

/**
 * pdfjs-dist's legacy build installs core-js polyfills over JSON.parse, JSON.stringify and Array.prototype.push
 * for the whole process (JSON 3–4× slower: every request body, answer and jsonb parameter; docs/scaling.md).
 * It is loaded on the first PDF menu only, and those three — which pdfjs uses only in their standard form —
 * are put back to the engine's own right after.
 */
function loadPdfJs(): Promise<PdfJs> {
  pdfjs ??= (async () => {
    const natives = { parse: JSON.parse, stringify: JSON.stringify, push: Array.prototype.push };
    const loaded = await import('pdfjs-dist/legacy/build/pdf.mjs');
    JSON.parse = natives.parse;
    JSON.stringify = natives.stringify;
    Array.prototype.push = natives.push;
    return loaded;
  })();
  return pdfjs;
}

const require = createRequire(import.meta.url);
const PDFJS_ROOT = path.dirname(require.resolve('pdfjs-dist/package.json'));
const STANDARD_FONTS = `${path.join(PDFJS_ROOT, 'standard_fonts')}/`;
const CMAPS = `${path.join(PDFJS_ROOT, 'cmaps')}/`;

export const MAX_PDF_PAGES = 30;

export interface PositionedText {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export class PdfReadError extends Error {}

function isTextItem(item: unknown): item is { str: string; transform: number[]; width: number; height: number } {
  return typeof item === 'object' && item !== null && 'str' in item && 'transform' in item;
}

/** Groups items into lines: same baseline within a third of the text height. */
export function itemsToLines(items: readonly PositionedText[]): string[] {
  return itemsToLineGroups(items).map((line) => {
    const ordered = [...line].sort((a, b) => a.x - b.x);
    let out = '';
    let end = Number.NEGATIVE_INFINITY;
    for (const piece of ordered) {
      // A visible gap between runs is a word break; touching runs belong to the same word.
      const gap = piece.x - end;
      const needsSpace = out.length > 0 && gap > piece.height * 0.15 && !out.endsWith(' ') && !piece.text.startsWith(' ');
      out += (needsSpace ? ' ' : '') + piece.text;
      end = piece.x + piece.width;
    }
    return out.replace(/\s+/g, ' ').trim();
  });
}

const PRICE_TEXT = /^\s*(\$|MXN)?\s*\d/i;
const STARTS_WITH_LETTER = /^\s*[A-Za-zÁÉÍÓÚÜÑáéíóúüñ]/;

function crosses(item: PositionedText, x: number): boolean {
  return item.x < x - 1 && item.x + item.width > x + 1;
}

/**
 * Finds the gutter of a two-column menu: an x in the middle of the page that (almost) no text crosses, with
 * product names (text starting with a letter) on both sides and prices on its left (the left column's prices).
 * A single column with right-aligned prices has only prices to the right of its gap and no prices to the
 * left of it, so it is not split.
 */
export function findGutter(items: readonly PositionedText[], pageWidth: number): number | null {
  const text = items.filter((i) => i.text.trim().length > 0);
  if (text.length < 8) return null;
  const allowed = Math.max(1, Math.floor(text.length * 0.05));
  const runs: { start: number; end: number }[] = [];
  let runStart: number | null = null;
  const from = Math.round(pageWidth * 0.3);
  const to = Math.round(pageWidth * 0.7);
  for (let x = from; x <= to + 2; x += 2) {
    const open = x <= to && text.filter((item) => crosses(item, x)).length <= allowed;
    if (open) runStart ??= x;
    else if (runStart !== null) {
      runs.push({ start: runStart, end: x - 2 });
      runStart = null;
    }
  }
  runs.sort((a, b) => b.end - b.start - (a.end - a.start));
  for (const run of runs) {
    const gutter = (run.start + run.end) / 2;
    const right = text.filter((item) => item.x >= gutter);
    const left = text.filter((item) => item.x + item.width <= gutter);
    const namesRight = right.filter((item) => STARTS_WITH_LETTER.test(item.text) && !PRICE_TEXT.test(item.text));
    const namesLeft = left.filter((item) => STARTS_WITH_LETTER.test(item.text));
    const pricesLeft = left.filter((item) => /\d/.test(item.text));
    // Names on at least three different lines: a 'Chico Mediano Grande' header row is one line, not a column.
    const nameLinesRight = new Set(namesRight.map((item) => Math.round(item.y))).size;
    if (nameLinesRight >= 3 && namesLeft.length >= 3 && pricesLeft.length >= 3 && namesRight.length >= right.length * 0.3) return gutter;
  }
  return null;
}

/** Reading order of a two-column page: blocks separated by full-width lines; in each block, left then right. */
export function columnsInReadingOrder(items: readonly PositionedText[], gutter: number): PositionedText[][] {
  const byLine = itemsToLineGroups(items);
  const groups: PositionedText[][] = [];
  let left: PositionedText[] = [];
  let right: PositionedText[] = [];
  const flush = () => {
    if (left.length > 0) groups.push(left);
    if (right.length > 0) groups.push(right);
    left = [];
    right = [];
  };
  for (const line of byLine) {
    if (line.some((item) => crosses(item, gutter))) {
      flush();
      groups.push(line);
      continue;
    }
    left.push(...line.filter((item) => item.x + item.width <= gutter));
    right.push(...line.filter((item) => item.x >= gutter));
  }
  flush();
  return groups;
}

function itemsToLineGroups(items: readonly PositionedText[]): PositionedText[][] {
  const sorted = items.filter((i) => i.text.trim().length > 0).sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: PositionedText[][] = [];
  for (const item of sorted) {
    const line = lines[lines.length - 1];
    const tolerance = Math.max(2, (line?.[0]?.height ?? item.height) / 3);
    if (line && Math.abs(line[0].y - item.y) <= tolerance) line.push(item);
    else lines.push([item]);
  }
  return lines;
}

/** Lines of one page: split into columns first when the page has two. */
export function pageToLines(items: readonly PositionedText[], pageWidth: number): string[] {
  const gutter = findGutter(items, pageWidth);
  if (gutter === null) return itemsToLines(items);
  return columnsInReadingOrder(items, gutter).flatMap((group) => itemsToLines(group));
}

/** Plain text of the PDF, one menu line per text line, pages separated by a blank line. */
export async function extractPdfText(data: Uint8Array): Promise<string> {
  const { getDocument } = await loadPdfJs();
  let document;
  try {
    document = await getDocument({
      data,
      standardFontDataUrl: STANDARD_FONTS,
      cMapUrl: CMAPS,
      cMapPacked: true,
      useSystemFonts: false,
      isEvalSupported: false,
      verbosity: 0,
    }).promise;
  } catch {
    throw new PdfReadError('No se pudo leer el PDF. Verifica que el archivo no esté dañado ni protegido.');
  }
  try {
    const pages: string[] = [];
    const count = Math.min(document.numPages, MAX_PDF_PAGES);
    for (let number = 1; number <= count; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const items: PositionedText[] = [];
      for (const item of content.items) {
        if (!isTextItem(item)) continue;
        items.push({ text: item.str, x: item.transform[4], y: item.transform[5], width: item.width, height: item.height || Math.abs(item.transform[3]) });
      }
      pages.push(pageToLines(items, page.getViewport({ scale: 1 }).width).join('\n'));
      page.cleanup();
    }
    return pages.join('\n\n');
  } finally {
    await document.destroy();
  }
}
