// Menu text parser (PDF_TO_MENU): turns the plain text of a printed menu into editable rows.
// Pure and shared: the server parses extracted PDF text with it, the review table can re-parse a pasted line.
// Recognises: headings (uppercase lines, 'Título:' lines, short Title Case lines before a priced line),
// products with descriptions on the following lines, prices written '$25', '25 MXN', 'MXN 25', '$1,200', '45,50',
// dotted leaders ('Taco ........ $25'), several presentations on one line ('Chico $35 / Grande $50',
// 'Orden 3 pzas 45 | 5 pzas 70'), presentation lines under a product name, and column headers ('Chico Mediano Grande',
// 'Medio litro Litro'). Several priced names on one line are separate products (sizes come only from size
// words or a size table). A blank line ends a description; footers and sold-out notes: menu-import-rules.ts.
import { analyseLine, isPresentationLabel, isPresentationWord, trimLabel, type AnalysedLine } from './menu-import-line';
import type { ImportRow } from './menu-import-row';
import { couldBeHeading, IMPORT_DOUBTS, isFurnitureLine, restyleSections, rowDoubts, soldOutNote } from './menu-import-rules';

export { analyseLine, cleanLine, isPresentationLabel, parseAmount } from './menu-import-line';

export type { ImportPresentation, ImportRow } from './menu-import-row';

export const IMPORT_WARNINGS = {
  noPrice: 'No se encontró el precio',
  noCategory: 'Sin categoría: se asignará a "General"',
  highPrice: 'Precio inusualmente alto, revísalo',
  unnamedPresentation: 'Presentación sin nombre',
} as const;

export const DEFAULT_IMPORT_CATEGORY = 'General';
const HIGH_PRICE_PESOS = 5000;

const LETTERS = /[A-Za-zÁÉÍÓÚÜÑáéíóúüñ]/;

function isUppercaseHeading(text: string): boolean {
  const letters = text.replace(/[^A-Za-zÁÉÍÓÚÜÑáéíóúüñ]/g, '');
  return letters.length >= 2 && letters === letters.toUpperCase();
}

const CONNECTIVES = new Set(['de', 'del', 'la', 'las', 'el', 'los', 'y', 'e', 'con', 'a', 'al', 'en', 'para', 'o', 'sin']);

function isTitleCase(text: string): boolean {
  const words = text.split(' ');
  if (words.length > 5 || /[.!?]$/.test(text)) return false;
  return words.every((w) => CONNECTIVES.has(w.toLowerCase()) || !LETTERS.test(w[0] ?? '') || w[0] === w[0].toUpperCase());
}

/**
 * A line without prices whose words are all size words is a column header: 'Chico Mediano Grande'. With `count`
 * columns of prices under it, labels of several words are grouped where a capital starts one ('Medio litro Litro').
 */
function columnHeader(text: string, count?: number): string[] | null {
  const words = text.split(' ').filter((w) => w.length > 0);
  if (words.length < 2 || !words.every(isPresentationWord)) return null;
  if (count === undefined || count === words.length) return words;
  const labels: string[] = [];
  for (const word of words) {
    if (labels.length === 0 || /^[A-ZÁÉÍÓÚÑ½\d]/.test(word)) labels.push(word);
    else labels[labels.length - 1] += ` ${word}`;
  }
  return labels.length === count ? labels : words;
}

/** Priced line that only lists presentations (no product name): '$25', 'Chico $35 / Grande $50', 'Orden 3 pzas 45 | 5 pzas 70'. */
function isPresentationOnly(line: AnalysedLine): boolean {
  if (line.segments.length === 0) return false;
  if (line.lead === '') return true;
  return isPresentationLabel(line.lead) && line.segments.slice(1).every((s) => s.label === '' || isPresentationLabel(s.label));
}

/** 'Café americano Chico' before the first price → name 'Café americano', first presentation 'Chico'. */
function splitLead(lead: string, otherLabels: string[]): { name: string; first: string } {
  const words = lead.split(' ');
  for (let i = 1; i < words.length; i += 1) {
    if (isPresentationLabel(words.slice(i).join(' '))) return { name: trimLabel(words.slice(0, i).join(' ')), first: words.slice(i).join(' ') };
  }
  const take = Math.max(1, ...otherLabels.map((l) => l.split(' ').length));
  if (words.length > take) return { name: trimLabel(words.slice(0, -take).join(' ')), first: words.slice(-take).join(' ') };
  return { name: lead, first: '' };
}

class RowBuilder {
  rows: ImportRow[] = [];
  category: string | null = null;
  columns: string[] | null = null;
  current: ImportRow | null = null;
  /** True while the previous meaningful line belongs to the current product (so descriptions may follow). */
  open = false;
  /** A break (column or page end, large gap) passed since the last heading. */
  brokeSinceHeading = false;
  /** Why the section of the rows started until the next heading is uncertain (each such row carries it). */
  sectionDoubt: string | null = null;
  /** The menu marks its headings (capitals or a final ':'), so a short plain line under a dish is its description. */
  headingsMarked = false;

  setCategory(name: string): void {
    this.category = name.replace(/:$/, '').trim();
    this.current = null;
    this.open = false;
    this.columns = null;
    this.brokeSinceHeading = false;
    this.sectionDoubt = null;
  }

  /** A break: the text below no longer describes the product above, and a section carried past it is a guess. */
  breakLine(): void {
    this.open = false;
    if (this.category !== null && this.rows.length > 0) this.brokeSinceHeading = true;
  }

  start(nombre: string, descripcion = ''): ImportRow {
    const row: ImportRow = {
      categoria: this.category ?? DEFAULT_IMPORT_CATEGORY,
      nombre,
      descripcion,
      precio: null,
      presentaciones: [],
      agotado: false,
      warnings: this.category === null ? [IMPORT_WARNINGS.noCategory] : [],
    };
    if (this.brokeSinceHeading) this.sectionDoubt ??= IMPORT_DOUBTS.sectionAfterBreak;
    if (this.sectionDoubt) row.warnings.push(this.sectionDoubt);
    this.rows.push(row);
    this.current = row;
    this.open = true;
    return row;
  }

  addPrices(row: ImportRow, segments: { label: string; precio: number }[]): void {
    if (segments.length === 1 && segments[0].label === '' && row.presentaciones.length === 0) {
      row.precio = segments[0].precio;
      return;
    }
    const labels = segments.map((s) => s.label);
    const useColumns = this.columns !== null && this.columns.length === segments.length && labels.every((l) => l === '');
    segments.forEach((segment, index) => {
      let nombre = useColumns && this.columns ? this.columns[index] : segment.label;
      if (nombre === '') {
        nombre = `Opción ${row.presentaciones.length + 1}`;
        if (!row.warnings.includes(IMPORT_WARNINGS.unnamedPresentation)) row.warnings.push(IMPORT_WARNINGS.unnamedPresentation);
      }
      row.presentaciones.push({ nombre, precio: segment.precio });
    });
    row.precio = Math.min(...row.presentaciones.map((p) => p.precio));
  }

  appendDescription(text: string): void {
    if (!this.current) return;
    this.current.descripcion = this.current.descripcion ? `${this.current.descripcion} ${text}` : text;
  }
}

/** Contact and opening-hours lines carry numbers that are not prices. */
const CONTACT_LINE = /(^|\s)(tel[ée]fono|tel\.|tels?:|whats ?app|cel\.|celular|horarios?|abierto|servicio a domicilio al|www\.|https?:)|@|\.com\b/i;

/** Parses menu text (one menu line per text line) into review rows. Nothing is created. */
export function parseMenuText(text: string): ImportRow[] {
  const lines: MenuLine[] = [];
  let blankBefore = false;
  for (const raw of text.split(/\r?\n/)) {
    if (raw.trim() === '') {
      blankBefore = true;
      continue;
    }
    const note = soldOutNote(raw);
    // A line that is only a sold-out note ('Agotado por hoy') marks the product above it.
    if (note.soldOut && !LETTERS.test(note.rest)) {
      const previous = lines[lines.length - 1];
      if (previous) previous.soldOutAfter = true;
      continue;
    }
    const line = analyseLine(note.rest);
    const kept = ((line.text.length > 0 && LETTERS.test(line.text)) || line.segments.length > 0) && !CONTACT_LINE.test(line.text) && !isFurnitureLine(line.text);
    if (kept) lines.push({ ...line, blankBefore, soldOut: note.soldOut, soldOutAfter: false });
    blankBefore = false;
  }
  readBarePricesAsText(lines);
  const builder = new RowBuilder();
  builder.headingsMarked = lines.filter((line) => line.segments.length === 0 && (line.text.endsWith(':') || isUppercaseHeading(line.text))).length >= 2;

  lines.forEach((line, index) => {
    const next = lines[index + 1] ?? null;
    if (line.blankBefore) builder.breakLine();
    if (line.segments.length === 0) handleTextLine(builder, line.text, next, startsProduct(lines, index + 1));
    else handlePricedLine(builder, line);
    // Sizes make a bare number a price ('Orden 3 pzas 45 | 5 pzas 70'); a number after a name alone may be anything.
    if (line.barePrices && !isPresentationOnly(line) && builder.current && !builder.current.warnings.includes(IMPORT_DOUBTS.barePrice)) builder.current.warnings.push(IMPORT_DOUBTS.barePrice);
    if ((line.soldOut || line.soldOutAfter) && builder.current) builder.current.agotado = true;
  });

  for (const row of builder.rows) {
    if (row.precio === null) row.warnings.push(IMPORT_WARNINGS.noPrice);
    else if (row.precio > HIGH_PRICE_PESOS || row.presentaciones.some((p) => p.precio > HIGH_PRICE_PESOS)) {
      row.warnings.push(IMPORT_WARNINGS.highPrice);
    }
    for (const doubt of rowDoubts(row, isPresentationLabel)) if (!row.warnings.includes(doubt)) row.warnings.push(doubt);
  }
  const rows = builder.rows.filter((row) => row.nombre.length > 0);
  restyleSections(rows);
  return rows;
}

interface MenuLine extends AnalysedLine {
  blankBefore: boolean;
  soldOut: boolean;
  soldOutAfter: boolean;
}

/**
 * In a menu that writes its prices with '$' or 'MXN' (four priced lines in five, five or more), a number alone at the
 * end of a line is not a price before the first price (an address: 'Mercado del Mar, local 14') nor on a line
 * that runs on from the one above ('Pozole grande para 4' / 'personas y 8 tostadas'), unless the line lists sizes
 * ('Orden 3 pzas 45 | 5 pzas 70' under 'Flautas'); elsewhere it stays a price, flagged. A menu of bare prices is read as before.
 */
function readBarePricesAsText(lines: MenuLine[]): void {
  const explicit = lines.filter((line) => line.segments.length > 0 && !line.barePrices).length;
  const bare = lines.filter((line) => line.barePrices).length;
  if (explicit < 5 || bare * 4 > explicit) return;
  let seenPrice = false;
  lines.forEach((line, index) => {
    const previous = lines[index - 1];
    const runsOn = previous !== undefined && !line.blankBefore && !previous.text.endsWith(':') && !isUppercaseHeading(previous.text);
    if (line.barePrices && !isPresentationOnly(line) && (!seenPrice || runsOn)) lines[index] = { ...line, lead: line.text, segments: [], trailing: '', barePrices: false };
    else if (line.segments.length > 0) seenPrice = true;
  });
}

/** Whether the line at `index` begins a product: a priced product line, a column header, or a name whose prices follow. */
function startsProduct(lines: AnalysedLine[], index: number): boolean {
  const line = lines[index];
  if (!line) return false;
  if (line.segments.length > 0) return !isPresentationOnly(line);
  if (columnHeader(line.text)) return true;
  const after = lines[index + 1];
  return after !== undefined && isPresentationOnly(after) && !isUppercaseHeading(line.text);
}

function handleTextLine(builder: RowBuilder, text: string, next: AnalysedLine | null, nextIsProduct: boolean): void {
  const header = next ? columnHeader(text, next.segments.length) : null;
  if (header && next && next.segments.length === header.length) {
    // A size table under dishes of the same section, with no heading above it, likely starts a section.
    if (builder.current !== null) builder.sectionDoubt ??= IMPORT_DOUBTS.sizeTableWithoutHeading;
    builder.columns = header;
    return;
  }
  // A name whose prices come on the next line: 'Café americano' + 'Chico $35 / Grande $50'.
  const describingPriced = builder.open && builder.current !== null && builder.current.precio !== null;
  if (next && isPresentationOnly(next) && !isUppercaseHeading(text) && !(describingPriced && next.segments.length === 1 && next.lead !== '')) {
    builder.start(text);
    builder.open = false;
    return;
  }
  const describing = builder.open && builder.current !== null;
  if (isUppercaseHeading(text) || text.endsWith(':')) {
    builder.setCategory(text);
    return;
  }
  const headingLike = isTitleCase(text) && nextIsProduct && (!describing || (builder.current?.descripcion ?? '') !== '' || isStrongTitle(text));
  if (headingLike) {
    builder.setCategory(text);
    return;
  }
  if (describing) {
    // In a menu without marked headings, a first description line that reads like one, right before a priced
    // line, may be the next section's: the owner decides.
    const current = builder.current;
    if (current && !builder.headingsMarked && current.descripcion === '' && next !== null && (next.segments.length > 0 || columnHeader(next.text) !== null) && couldBeHeading(text)) {
      if (!current.warnings.includes(IMPORT_DOUBTS.headingLikeDescription)) current.warnings.push(IMPORT_DOUBTS.headingLikeDescription);
      builder.sectionDoubt = IMPORT_DOUBTS.headingLikeDescription;
    }
    builder.appendDescription(text);
    return;
  }
  // Before the first heading a lone line is the restaurant's name or address; after the last product, a footer.
  if (next === null || builder.category === null) return;
  if (nextIsProduct) {
    // Dropped between dishes: it may have been a heading the reader did not recognise.
    if (builder.rows.length > 0) builder.sectionDoubt = IMPORT_DOUBTS.skippedLine;
    return;
  }
  builder.start(text);
}

/** 'Bebidas', 'Platos Fuertes': one or two capitalised words read as a heading even right after a product. */
function isStrongTitle(text: string): boolean {
  const words = text.split(' ');
  return words.length <= 2 && words.every((w) => LETTERS.test(w[0] ?? '') && w[0] === w[0].toUpperCase());
}

function handlePricedLine(builder: RowBuilder, line: AnalysedLine): void {
  const current = builder.current;
  const awaitingPrices = current !== null && !builder.open && current.precio === null;
  if (isPresentationOnly(line) && current !== null && (awaitingPrices || current.presentaciones.length > 0 || line.lead === '')) {
    builder.addPrices(current, [{ label: line.lead, precio: line.segments[0].precio }, ...line.segments.slice(1)]);
    builder.open = true;
    return;
  }
  if (line.segments.length === 1) {
    // 'Taco al pastor - con piña y cebolla $25': the text after a spaced dash is the description.
    const dash = /\s[-–—]\s/.exec(line.lead);
    const name = dash ? line.lead.slice(0, dash.index).trim() : line.lead;
    const description = [dash ? line.lead.slice(dash.index + dash[0].length).trim() : '', line.trailing].filter(Boolean).join(' ');
    const row = builder.start(name, description);
    row.precio = line.segments[0].precio;
    return;
  }
  const others = line.segments.slice(1).map((s) => s.label);
  const columnsFit = builder.columns !== null && builder.columns.length === line.segments.length && others.every((l) => l === '');
  if (columnsFit) {
    const row = builder.start(line.lead, line.trailing);
    builder.addPrices(row, line.segments.map((s) => ({ label: '', precio: s.precio })));
    return;
  }
  // 'Taco de birria $30 Sopes de tinga $60': names that are not sizes are products of their own.
  if (others.every((label) => label !== '' && !isPresentationLabel(label)) && !isPresentationLabel(line.lead)) {
    const first = builder.start(line.lead);
    first.precio = line.segments[0].precio;
    first.warnings.push(IMPORT_DOUBTS.sharedLine);
    for (const segment of line.segments.slice(1)) {
      const row = builder.start(segment.label, '');
      row.precio = segment.precio;
      row.warnings.push(IMPORT_DOUBTS.sharedLine);
    }
    if (line.trailing) builder.appendDescription(line.trailing);
    return;
  }
  const { name, first } = splitLead(line.lead, others);
  const row = builder.start(name, line.trailing);
  builder.addPrices(row, [{ label: first, precio: line.segments[0].precio }, ...line.segments.slice(1)]);
}
