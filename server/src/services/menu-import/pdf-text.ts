// Extracts the text of a PDF menu with pdfjs-dist (legacy build, the one meant for Node), rebuilding lines from
// the positioned text items: items whose baselines are close belong to one line, read left to right.
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const require = createRequire(import.meta.url);
const PDFJS_ROOT = path.dirname(require.resolve('pdfjs-dist/package.json'));
const STANDARD_FONTS = `${path.join(PDFJS_ROOT, 'standard_fonts')}/`;
const CMAPS = `${path.join(PDFJS_ROOT, 'cmaps')}/`;

export const MAX_PDF_PAGES = 30;

interface PositionedText {
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
  const sorted = items.filter((i) => i.text.trim().length > 0).sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: PositionedText[][] = [];
  for (const item of sorted) {
    const line = lines[lines.length - 1];
    const tolerance = Math.max(2, (line?.[0]?.height ?? item.height) / 3);
    if (line && Math.abs(line[0].y - item.y) <= tolerance) line.push(item);
    else lines.push([item]);
  }
  return lines.map((line) => {
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

/** Plain text of the PDF, one menu line per text line, pages separated by a blank line. */
export async function extractPdfText(data: Uint8Array): Promise<string> {
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
      pages.push(itemsToLines(items).join('\n'));
      page.cleanup();
    }
    return pages.join('\n\n');
  } finally {
    await document.destroy();
  }
}
