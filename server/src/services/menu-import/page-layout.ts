// The reading order of a menu page from its positioned text runs (docs/onboarding.md, Menu import):
// - page furniture is dropped first: lines printed on every page (restaurant name, footers), page numbers,
//   and small print in the bottom band of the page;
// - columns are found by position: a column starts where names (runs beginning with a letter) line up on
//   three or more lines, with no run crossing just left of it and the previous column's prices before it;
// - runs are placed in their column by their x coordinate, and each column is read top to bottom before the
//   next; a line that crosses a gutter (a full-width heading or note), and everything above the columns
//   (title, subtitle), is read on its own, between blocks of columns;
// - a heading ends in ':' (the parser's mark of a section): a line without digits set larger than the dishes,
//   or set at their size or a little larger in a font of its own (bold headings over regular dish names);
// - a blank line marks a break (a large vertical gap, the end of a column, a full-width line), so a
//   description never runs on into what follows.

export interface PositionedText {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** The PDF font of the run (pdfjs's name for it): headings in a font of their own are told by it. */
  font?: string;
}

export interface PageText {
  items: PositionedText[];
  width: number;
  height: number;
}

const PRICE_TEXT = /^\s*(\$|MXN)?\s*\d/i;
/** A run holding a price: '$60', 'Sopes ..... $60' (pdfjs joins a name, its leader and its price), '95,50 MXN'. */
const HOLDS_PRICE = /\$\s*\d|\d\s*(MXN)?\s*$/i;
const STARTS_WITH_LETTER = /^\s*[A-Za-zÁÉÍÓÚÜÑáéíóúüñ¿¡(]/;
const PAGE_NUMBER = /^(p[áa]g(ina)?\.?\s*\d{1,3}(\s*(de|\/)\s*\d{1,3})?|\d{1,3}\s*(de|\/)\s*\d{1,3}|-\s*\d{1,3}\s*-)$/i;
const BARE_NUMBER = /^\d{1,3}$/;
/** The bottom band of a page (share of its height) where small print is a footer. */
const FOOTER_BAND = 0.09;
const HEADER_BAND = 0.06;

const nonEmpty = (items: readonly PositionedText[]) => items.filter((item) => item.text.trim().length > 0);

/** Runs whose baselines are within a third of the text height form one line; lines top to bottom, runs left to right. */
export function itemsToLineGroups(items: readonly PositionedText[]): PositionedText[][] {
  const sorted = nonEmpty(items).sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: PositionedText[][] = [];
  for (const item of sorted) {
    const line = lines[lines.length - 1];
    const tolerance = Math.max(2, (line?.[0]?.height ?? item.height) / 3);
    if (line && Math.abs(line[0]!.y - item.y) <= tolerance) line.push(item);
    else lines.push([item]);
  }
  return lines.map((line) => line.sort((a, b) => a.x - b.x));
}

function lineText(line: readonly PositionedText[]): string {
  let out = '';
  let end = Number.NEGATIVE_INFINITY;
  for (const piece of line) {
    // A visible gap between runs is a word break; touching runs belong to the same word.
    const gap = piece.x - end;
    const needsSpace = out.length > 0 && gap > piece.height * 0.15 && !out.endsWith(' ') && !piece.text.startsWith(' ');
    out += (needsSpace ? ' ' : '') + piece.text;
    end = piece.x + piece.width;
  }
  return out.replace(/\s+/g, ' ').trim();
}

/** One text line per visual line, read left to right. */
export function itemsToLines(items: readonly PositionedText[]): string[] {
  return itemsToLineGroups(items).map(lineText);
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const normalLine = (text: string) => text.toLocaleLowerCase('es-MX').replace(/\s+/g, ' ').trim();

/** Lines of furniture on each page: repeated on two or more pages, page numbers, small print in the bottom band. */
function withoutFurniture(pages: readonly PageText[]): PositionedText[][] {
  const linesPerPage = pages.map((page) => itemsToLineGroups(page.items));
  const pagesWith = new Map<string, number>();
  for (const lines of linesPerPage) {
    for (const text of new Set(lines.map((line) => normalLine(lineText(line))))) pagesWith.set(text, (pagesWith.get(text) ?? 0) + 1);
  }
  return linesPerPage.map((lines, index) => {
    const page = pages[index]!;
    const bodyHeight = median(nonEmpty(page.items).map((item) => item.height));
    return lines
      .filter((line) => {
        const text = lineText(line);
        const y = line[0]!.y;
        const inBottom = y < page.height * FOOTER_BAND;
        const inTop = y > page.height * (1 - HEADER_BAND);
        if (pages.length > 1 && (pagesWith.get(normalLine(text)) ?? 0) >= 2 && !PRICE_TEXT.test(text)) return false;
        if (PAGE_NUMBER.test(text)) return false;
        if ((inBottom || inTop) && BARE_NUMBER.test(text)) return false;
        return !(inBottom && Math.max(...line.map((item) => item.height)) < bodyHeight);
      })
      .flat();
  });
}

function crosses(item: PositionedText, x: number): boolean {
  return item.x < x - 1 && item.x + item.width > x + 1;
}

/**
 * The x of each gutter (the left edge of the second, third… column), or none for a single column. A column
 * starts where names line up on three or more lines, no more than a few runs cross just left of it, and the
 * column before it holds at least three prices. Right-aligned prices never start a column (they are prices),
 * nor does a size table's header (one line).
 */
export function findGutters(items: readonly PositionedText[], pageWidth: number): number[] {
  const text = nonEmpty(items);
  if (text.length < 8) return [];
  // The title, subtitle and a full-width note may cross a gutter.
  const allowed = Math.max(3, Math.floor(text.length * 0.05));
  const names = text.filter((item) => STARTS_WITH_LETTER.test(item.text) && !PRICE_TEXT.test(item.text)).sort((a, b) => a.x - b.x);
  const clusters: { x: number; lines: Set<number> }[] = [];
  for (const item of names) {
    const last = clusters[clusters.length - 1];
    if (last && item.x - last.x <= 10) last.lines.add(Math.round(item.y));
    else clusters.push({ x: item.x, lines: new Set([Math.round(item.y)]) });
  }
  const starts = clusters.filter((cluster) => cluster.lines.size >= 3);
  const gutters: number[] = [];
  let columnStart = starts[0]?.x ?? 0;
  for (const candidate of starts.slice(1)) {
    if (candidate.x - columnStart < pageWidth * 0.18) continue;
    const gutter = candidate.x - 3;
    if (text.filter((item) => crosses(item, gutter)).length > allowed) continue;
    const from = gutters[gutters.length - 1] ?? Number.NEGATIVE_INFINITY;
    const before = text.filter((item) => item.x >= from && item.x + item.width <= gutter);
    if (before.filter((item) => HOLDS_PRICE.test(item.text)).length < 3) continue;
    gutters.push(gutter);
    columnStart = candidate.x;
  }
  return gutters;
}

/** How the page sets its dishes: the text size of its prices, the fonts of dish names and of the small print under them (descriptions). */
interface BodyStyle {
  height: number;
  nameFonts: Set<string>;
  smallFonts: Set<string>;
}

function bodyStyle(items: readonly PositionedText[]): BodyStyle {
  const text = nonEmpty(items);
  const height = median(text.filter((item) => HOLDS_PRICE.test(item.text)).map((item) => item.height));
  const words = text.filter((item) => STARTS_WITH_LETTER.test(item.text));
  const names = words.filter((item) => Math.abs(item.height - height) <= height * 0.05);
  const fonts = (runs: PositionedText[]) => new Set(runs.flatMap((item) => (item.font ? [item.font] : [])));
  // Small print that starts where the names start (a size table's header sits over the prices instead).
  const small = words.filter((item) => item.height < height * 0.95 && names.some((name) => Math.abs(name.x - item.x) <= 2));
  return { height, nameFonts: fonts(names), smallFonts: fonts(small) };
}

/**
 * A line's text; a heading ends in ':' so the parser reads it as a section whatever its case ('Caldos y pozole').
 * A heading has no digits and is smaller than a title; it is set larger than the dishes, or at least at their size
 * in a font that neither the dish names nor the small print use (a bold heading over regular names).
 */
function readLine(line: readonly PositionedText[], body: BodyStyle): string {
  const text = lineText(line);
  if (body.height <= 0 || /\d/.test(text) || text.endsWith(':')) return text;
  const height = Math.max(...line.map((item) => item.height));
  if (height > body.height * 1.9 || height < body.height * 0.98) return text;
  const ownFont = line.every((item) => item.font !== undefined && !body.nameFonts.has(item.font) && !body.smallFonts.has(item.font));
  return height >= body.height * 1.2 || ownFont ? `${text}:` : text;
}

/** Text lines of one column (or block), with a blank line at each large vertical gap. */
function blockLines(items: readonly PositionedText[], body: BodyStyle): string[] {
  const lines = itemsToLineGroups(items);
  const gaps = lines.slice(1).map((line, index) => lines[index]![0]!.y - line[0]!.y);
  const usual = median(gaps);
  const out: string[] = [];
  lines.forEach((line, index) => {
    if (index > 0 && usual > 0 && gaps[index - 1]! > usual * 3) out.push('');
    out.push(readLine(line, body));
  });
  return out;
}

/**
 * Where the columns start: the highest run that starts a column past the first and sits no more than a few
 * lines above that column's first price (its heading, a size table's header); a column's first price is the
 * first of two or more close together. Everything above (title,
 * subtitle, even a centred title that happens to start near a gutter) is read on its own.
 */
function topOfColumns(items: readonly PositionedText[], gutters: readonly number[], bodyHeight: number): number {
  const tops = gutters.map((gutter, index) => {
    const end = gutters[index + 1] ?? Number.POSITIVE_INFINITY;
    const inColumn = items.filter((item) => item.x >= gutter && item.x < end);
    // The first price of a run of prices (a lone number above, as in an address, is not a dish's).
    const prices = inColumn.filter((item) => HOLDS_PRICE.test(item.text)).map((item) => item.y).sort((a, b) => b - a);
    const firstPrice = prices.find((y, at) => prices[at + 1] !== undefined && y - prices[at + 1]! <= bodyHeight * 4) ?? prices[0] ?? Number.NEGATIVE_INFINITY;
    const starts = inColumn.filter((item) => Math.abs(item.x - (gutter + 3)) <= 10 && item.y <= firstPrice + bodyHeight * 5);
    return Math.max(firstPrice, ...starts.map((item) => item.y));
  });
  return Math.max(...tops);
}

/** Text lines of one page in reading order (furniture already removed). */
export function pageLines(items: readonly PositionedText[], pageWidth: number): string[] {
  const gutters = findGutters(items, pageWidth);
  const body = bodyStyle(items);
  if (gutters.length === 0) return blockLines(items, body);
  const lines = itemsToLineGroups(items);
  const columnsTop = topOfColumns(items, gutters, body.height);
  const out: string[] = [];
  let columns: PositionedText[][] = gutters.map(() => []).concat([[]]);
  const flush = () => {
    for (const column of columns) if (column.length > 0) out.push(...blockLines(column, body), '');
    columns = columns.map(() => []);
  };
  for (const line of lines) {
    const fullWidth = line[0]!.y > columnsTop + 1 || line.some((item) => gutters.some((gutter) => crosses(item, gutter)));
    if (fullWidth) {
      flush();
      out.push(readLine(line, body), '');
      continue;
    }
    for (const item of line) {
      const index = gutters.filter((gutter) => item.x >= gutter).length;
      columns[index]!.push(item);
    }
  }
  flush();
  return out;
}

/** The menu's text: pages in order, furniture dropped, columns read one after the other, pages separated by a blank line. */
export function pagesToText(pages: readonly PageText[]): string {
  const kept = withoutFurniture(pages);
  return pages
    .map((page, index) => pageLines(kept[index]!, page.width).join('\n'))
    .join('\n\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
