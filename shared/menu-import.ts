// Menu text parser (PDF_TO_MENU): turns the plain text of a printed menu into editable rows.
// Pure and shared: the server parses extracted PDF text with it, the review table can re-parse a pasted line.
// Recognises: headings (uppercase lines, 'Título:' lines, short Title Case lines before a priced line),
// products with descriptions on the following lines, prices written '$25', '25 MXN', 'MXN 25', '$1,200', '45,50',
// dotted leaders ('Taco ........ $25'), several presentations on one line ('Chico $35 / Grande $50',
// 'Orden 3 pzas 45 | 5 pzas 70'), presentation lines under a product name, and column headers ('Chico Mediano Grande').
import { toCents, fromCents } from './money';

export interface ImportPresentation {
  nombre: string;
  precio: number;
}

/** One row of the review table. Money in pesos. `precio` is the lowest presentation price when there are presentations. */
export interface ImportRow {
  categoria: string;
  nombre: string;
  descripcion: string;
  precio: number | null;
  presentaciones: ImportPresentation[];
  warnings: string[];
}

export const IMPORT_WARNINGS = {
  noPrice: 'No se encontró el precio',
  noCategory: 'Sin categoría: se asignará a "General"',
  highPrice: 'Precio inusualmente alto, revísalo',
  unnamedPresentation: 'Presentación sin nombre',
} as const;

export const DEFAULT_IMPORT_CATEGORY = 'General';
const HIGH_PRICE_PESOS = 5000;

/** Words that name a size or portion: a label starting with one of them (or a digit) is a presentation, not a product. */
const PRESENTATION_WORDS = new Set([
  'chico', 'chica', 'ch', 'mediano', 'mediana', 'med', 'md', 'grande', 'gde', 'gd', 'jumbo', 'mini', 'regular',
  'individual', 'personal', 'familiar', 'orden', 'media', 'medio', 'entera', 'entero', 'sencillo', 'sencilla', 'doble',
  'triple', 'vaso', 'taza', 'jarra', 'botella', 'lata', 'copa', 'litro', 'pieza', 'piezas', 'pza', 'pzas', 'pz', 'kilo',
  'kg', 'porción', 'porcion', 'rebanada', 'caliente', 'frío', 'frio', 'frappé', 'frappe', 'chica/o', 'simple', 'con', 'sin',
  '½', 'unidad', 'paquete', 'combo', 'mitad',
]);

/** Unit words after a number mean the number is a quantity ('3 pzas', '600 ml'), not a price. */
const UNIT_WORDS = new Set([
  'pz', 'pza', 'pzas', 'pieza', 'piezas', 'ml', 'l', 'lt', 'lts', 'litro', 'litros', 'g', 'gr', 'grs', 'gramos', 'kg', 'kilo',
  'kilos', 'oz', 'onzas', 'cm', 'tacos', 'personas', 'pers', 'porciones', 'rebanadas', 'min', 'x', '%', 'años', 'hrs', 'am', 'pm',
]);

const SEPARATOR_TOKENS = new Set(['/', '|', '•', '·', '-', '–', '—', ',', ';']);
const NUMBER_PATTERN = /^(?:\d{1,3}(?:[.,]\d{3})+|\d+)(?:[.,]\d{1,2})?$/;

/** '1,200' → 1200, '45,50' → 45.5, '1.234,50' → 1234.5, '25.00' → 25. Null when the text is not a number. */
export function parseAmount(text: string): number | null {
  const raw = text.trim();
  if (!NUMBER_PATTERN.test(raw)) return null;
  const lastSep = Math.max(raw.lastIndexOf('.'), raw.lastIndexOf(','));
  let integerPart = raw;
  let decimalPart = '';
  if (lastSep >= 0 && raw.length - lastSep - 1 <= 2) {
    integerPart = raw.slice(0, lastSep);
    decimalPart = raw.slice(lastSep + 1);
  }
  const digits = integerPart.replace(/[.,]/g, '');
  const value = Number(`${digits}.${decimalPart.padEnd(2, '0')}`);
  return Number.isFinite(value) ? fromCents(toCents(value)) : null;
}

interface Token {
  text: string;
  price: number | null;
}

interface PricedSegment {
  label: string;
  precio: number;
}

interface AnalysedLine {
  text: string;
  /** Text before the first price (or the whole line when it has no price). */
  lead: string;
  segments: PricedSegment[];
  /** Text after the last price. */
  trailing: string;
}

/** Removes dotted leaders and normalises spacing, keeping '1/2' and decimal points inside numbers. */
export function cleanLine(line: string): string {
  return line
    .replace(/\u00a0/g, ' ')
    .replace(/\.{2,}|…+|_{2,}|-{3,}|·{2,}/g, ' ')
    .replace(/\s(c\/u|cada uno|p\/p)\.?(?=\s|$)/gi, ' ')
    .replace(/\$\s+(?=\d)/g, '$')
    .replace(/\s*([|•])\s*/g, ' $1 ')
    // '/' separates presentations, except inside a fraction such as '1/2'.
    .replace(/\s*\/\s*/g, (match: string, offset: number, whole: string) =>
      /\d/.test(whole[offset - 1] ?? '') && /\d/.test(whole[offset + match.length] ?? '') && match === '/' ? '/' : ' / ',
    )
    .replace(/\s+/g, ' ')
    .trim();
}

function tokenize(line: string): Token[] {
  const words = line.split(' ').filter((w) => w.length > 0);
  const tokens: Token[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i];
    const next = words[i + 1];
    const upper = word.toUpperCase().replace(/[.:]$/, '');
    // 'MXN 25', 'MXN $25', 'M.N. 25'
    if ((upper === 'MXN' || upper === 'M.N' || upper === 'MN') && next !== undefined) {
      const amount = parseAmount(next.replace(/^\$/, '').replace(/[.:,;]$/, ''));
      if (amount !== null) {
        tokens.push({ text: `${word} ${next}`, price: amount });
        i += 1;
        continue;
      }
    }
    const dollar = /^\$(.+?)(?:MXN)?[.,:;]?$/i.exec(word);
    if (dollar) {
      const amount = parseAmount(dollar[1]);
      if (amount !== null) {
        tokens.push({ text: word, price: amount });
        if (next && /^(MXN|M\.?N\.?|pesos)$/i.test(next)) i += 1;
        continue;
      }
    }
    const withSuffix = /^(.+?)(?:MXN|pesos)$/i.exec(word);
    const bareText = withSuffix ? withSuffix[1] : word.replace(/[:;]$/, '');
    const bare = parseAmount(bareText);
    if (bare !== null) {
      const explicit = withSuffix !== null || (next !== undefined && /^(MXN|M\.?N\.?|pesos)[.,]?$/i.test(next));
      if (explicit) {
        tokens.push({ text: word, price: bare });
        if (!withSuffix) i += 1;
        continue;
      }
      if (isBarePrice(words, i)) {
        tokens.push({ text: word, price: bare });
        continue;
      }
    }
    tokens.push({ text: word, price: null });
  }
  return tokens;
}

/** A number without '$' or 'MXN' is a price only at the end of the line, before a separator or before another price. */
function isBarePrice(words: string[], index: number): boolean {
  const next = words[index + 1];
  if (next === undefined) return index > 0;
  const nextLower = next.toLowerCase().replace(/[.,:;]$/, '');
  if (UNIT_WORDS.has(nextLower)) return false;
  if (SEPARATOR_TOKENS.has(next)) return true;
  if (next.startsWith('$')) return true;
  if (parseAmount(next) !== null) {
    // '35 40 45' at the end of a line: a row of column prices.
    return words.slice(index + 1).every((w) => parseAmount(w) !== null || w.startsWith('$'));
  }
  // 'Pizza mediana 150 grande 190': a number of 10 or more before a size word, when a price ends the line.
  const value = parseAmount(words[index]) ?? 0;
  const last = words[words.length - 1] ?? '';
  return value >= 10 && PRESENTATION_WORDS.has(nextLower) && (parseAmount(last) !== null || /^\$\d/.test(last));
}

const DASHES = new Set(['-', '–', '—']);

function trimLabel(label: string): string {
  return label.replace(/^[\s:,;\-–—]+|[\s:,;\-–—]+$/g, '').trim();
}

/** Label text between prices; a spaced dash inside is kept (it may separate a name from its description). */
function joinLabel(tokens: Token[]): string {
  return trimLabel(
    tokens
      .map((t) => t.text)
      .filter((t) => !SEPARATOR_TOKENS.has(t) || DASHES.has(t))
      .join(' '),
  );
}

export function analyseLine(raw: string): AnalysedLine {
  const text = cleanLine(raw);
  const tokens = tokenize(text);
  const segments: PricedSegment[] = [];
  let pending: Token[] = [];
  let lead = '';
  for (const token of tokens) {
    if (token.price === null) {
      pending.push(token);
      continue;
    }
    const label = joinLabel(pending);
    if (segments.length === 0) lead = label;
    segments.push({ label: segments.length === 0 ? '' : label, precio: token.price });
    pending = [];
  }
  const trailing = joinLabel(pending);
  return { text, lead: segments.length === 0 ? trailing : lead, segments, trailing: segments.length === 0 ? '' : trailing };
}

function isPresentationLabel(label: string): boolean {
  const first = label.toLowerCase().split(' ')[0] ?? '';
  if (first === '') return false;
  return /^\d|^½/.test(first) || PRESENTATION_WORDS.has(first.replace(/[.:,]$/, ''));
}

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

/** A line without prices whose words are all presentation words is a column header: 'Chico Mediano Grande'. */
function columnHeader(text: string): string[] | null {
  const words = text.split(' ').filter((w) => w.length > 0);
  if (words.length < 2) return null;
  return words.every((w) => PRESENTATION_WORDS.has(w.toLowerCase().replace(/[.:,]$/, ''))) ? words : null;
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

  setCategory(name: string): void {
    this.category = name.replace(/:$/, '').trim();
    this.current = null;
    this.open = false;
    this.columns = null;
  }

  start(nombre: string, descripcion = ''): ImportRow {
    const row: ImportRow = {
      categoria: this.category ?? DEFAULT_IMPORT_CATEGORY,
      nombre,
      descripcion,
      precio: null,
      presentaciones: [],
      warnings: this.category === null ? [IMPORT_WARNINGS.noCategory] : [],
    };
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
  const lines = text
    .split(/\r?\n/)
    .map(analyseLine)
    .filter((l) => ((l.text.length > 0 && LETTERS.test(l.text)) || l.segments.length > 0) && !CONTACT_LINE.test(l.text));
  const builder = new RowBuilder();

  lines.forEach((line, index) => {
    const next = lines[index + 1] ?? null;
    if (line.segments.length === 0) {
      handleTextLine(builder, line.text, next, startsProduct(lines, index + 1));
      return;
    }
    handlePricedLine(builder, line);
  });

  for (const row of builder.rows) {
    if (row.precio === null) row.warnings.push(IMPORT_WARNINGS.noPrice);
    else if (row.precio > HIGH_PRICE_PESOS || row.presentaciones.some((p) => p.precio > HIGH_PRICE_PESOS)) {
      row.warnings.push(IMPORT_WARNINGS.highPrice);
    }
  }
  return builder.rows.filter((row) => row.nombre.length > 0);
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
  const header = columnHeader(text);
  if (header && next && next.segments.length === header.length) {
    builder.columns = header;
    return;
  }
  // A name whose prices come on the next line: 'Café americano' + 'Chico $35 / Grande $50'.
  if (next && isPresentationOnly(next) && !isUppercaseHeading(text)) {
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
    builder.appendDescription(text);
    return;
  }
  // Before the first heading a lone line is the restaurant's name or address; after the last product, a footer.
  if (nextIsProduct || next === null || builder.category === null) return;
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
  const { name, first } = splitLead(line.lead, others);
  const row = builder.start(name, line.trailing);
  builder.addPrices(row, [{ label: first, precio: line.segments[0].precio }, ...line.segments.slice(1)]);
}
