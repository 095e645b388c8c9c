// Reads a PDF back in tests with pdfjs-dist (a dependency), so no system tool (poppler's pdftotext,
// pdfinfo, pdffonts) is needed: the text of every page, the page size in points and the fonts used.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfFont {
  /** The font's name as stored; a subset carries a six-letter tag, e.g. 'BAAAAA+DejaVuSans'. */
  name: string;
  /** False when the font is only referenced (not embedded in the file). */
  embedded: boolean;
  subset: boolean;
}

export interface PdfReadBack {
  /** Text of all pages; items on one line joined by a space, lines by '\n', pages by '\n\f'. */
  text: string;
  pages: number;
  /** Size of the first page in PDF points. */
  width: number;
  height: number;
  fonts: PdfFont[];
}

interface TextItemLike {
  str: string;
  transform: number[];
  hasEOL?: boolean;
}

interface FontLike {
  name?: string;
  missingFile?: boolean;
}

function isTextItem(item: unknown): item is TextItemLike {
  return typeof item === 'object' && item !== null && 'str' in item && 'transform' in item;
}

export async function readPdf(bytes: Uint8Array): Promise<PdfReadBack> {
  const document = await getDocument({ data: new Uint8Array(bytes), fontExtraProperties: true, useSystemFonts: false, verbosity: 0 }).promise;
  try {
    const pageTexts: string[] = [];
    const fonts = new Map<string, PdfFont>();
    let width = 0;
    let height = 0;
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      if (number === 1) [, , width, height] = page.view as [number, number, number, number];
      const content = await page.getTextContent();
      const lines: string[] = [];
      let current: string[] = [];
      let lastY: number | null = null;
      for (const item of content.items) {
        if (!isTextItem(item)) continue;
        const y = item.transform[5] ?? 0;
        if (lastY !== null && Math.abs(y - lastY) > 1 && current.length) {
          lines.push(current.join(' ').replace(/\s+/g, ' ').trim());
          current = [];
        }
        if (item.str) current.push(item.str);
        lastY = y;
      }
      if (current.length) lines.push(current.join(' ').replace(/\s+/g, ' ').trim());
      pageTexts.push(lines.join('\n'));
      // Fonts are loaded once the page's operators are read.
      await page.getOperatorList();
      for (const [key, value] of Object.entries(content.styles)) {
        const font = page.commonObjs.has(key) ? (page.commonObjs.get(key) as FontLike) : null;
        const name = font?.name ?? value.fontFamily;
        fonts.set(name, { name, embedded: font ? font.missingFile !== true : false, subset: /^[A-Z]{6}\+/.test(name) });
      }
    }
    return { text: pageTexts.join('\n\f'), pages: document.numPages, width, height, fonts: [...fonts.values()] };
  } finally {
    await document.destroy();
  }
}
