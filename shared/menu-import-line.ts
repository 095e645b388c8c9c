// One line of a printed menu's text: its prices (as written: '$25', '25 MXN', 'MXN 25', '$1,200', '45,50'), the
// labels between them, and whether a label names a size or portion. Used by the row parser (menu-import.ts).
import { fromCents, toCents } from './money';

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
  /** A price written without '$', 'MXN' or 'pesos'. */
  bare?: boolean;
}

interface PricedSegment {
  label: string;
  precio: number;
}

export interface AnalysedLine {
  text: string;
  /** Text before the first price (or the whole line when it has no price). */
  lead: string;
  segments: PricedSegment[];
  /** Text after the last price. */
  trailing: string;
  /** Every price of the line is a bare number ('local 14', 'Latte 45 50 55'). */
  barePrices: boolean;
}

/** Removes dotted leaders and normalises spacing, keeping '1/2' and decimal points inside numbers. */
export function cleanLine(line: string): string {
  return line
    .replace(/\u00a0/g, ' ')
    .replace(/\.{2,}|…+|_{2,}|-{3,}|·{2,}/g, ' ')
    .replace(/\s(c\/u|cada uno|p\/p)\.?(?=\s|$)/gi, ' ')
    .replace(/\$\s+(?=\d)/g, '$')
    // A name set tight against its price ('Cóctel de camarón$95') is two words.
    .replace(/([^\s$(])\$(?=\d)/g, '$1 $')
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
        tokens.push({ text: word, price: bare, bare: true });
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
  // 'Combo 1 $89', 'Paquete 2 $150': a number right before an explicit price belongs to the name.
  if (next.startsWith('$')) return false;
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

export function trimLabel(label: string): string {
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
  const prices = tokens.filter((token) => token.price !== null);
  return {
    text,
    lead: segments.length === 0 ? trailing : lead,
    segments,
    trailing: segments.length === 0 ? '' : trailing,
    barePrices: prices.length > 0 && prices.every((token) => token.bare === true),
  };
}

/** 'Grande', 'litro': a word that names a size or portion. */
export function isPresentationWord(word: string): boolean {
  return PRESENTATION_WORDS.has(word.toLowerCase().replace(/[.:,]$/, ''));
}

export function isPresentationLabel(label: string): boolean {
  const first = label.toLowerCase().split(' ')[0] ?? '';
  if (first === '') return false;
  return /^\d|^½/.test(first) || PRESENTATION_WORDS.has(first.replace(/[.:,]$/, ''));
}
