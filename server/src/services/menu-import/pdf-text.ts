// Extracts the text of a PDF menu with pdfjs-dist (legacy build, the one meant for Node): the positioned text
// runs of each page go to page-layout.ts, which drops page furniture and reads the columns in order.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pagesToText, type PageText, type PositionedText } from './page-layout';

export { itemsToLines, type PositionedText } from './page-layout';

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

export class PdfReadError extends Error {}

function isTextItem(item: unknown): item is { str: string; transform: number[]; width: number; height: number; fontName?: string } {
  return typeof item === 'object' && item !== null && 'str' in item && 'transform' in item;
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
    const pages: PageText[] = [];
    const count = Math.min(document.numPages, MAX_PDF_PAGES);
    for (let number = 1; number <= count; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const items: PositionedText[] = [];
      for (const item of content.items) {
        if (!isTextItem(item)) continue;
        items.push({ text: item.str, x: item.transform[4], y: item.transform[5], width: item.width, height: item.height || Math.abs(item.transform[3]), font: item.fontName });
      }
      const viewport = page.getViewport({ scale: 1 });
      pages.push({ items, width: viewport.width, height: viewport.height });
      page.cleanup();
    }
    return pagesToText(pages);
  } finally {
    await document.destroy();
  }
}
