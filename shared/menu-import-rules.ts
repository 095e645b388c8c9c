// Rules of the menu import that sit around the line parser (shared/menu-import.ts): page furniture, sold-out
// notes, the case style of sections, doubts shown in the review table, and splitting a row in review.
import type { ImportPresentation, ImportRow } from './menu-import-row';

/** Footers and notes a printed menu carries that are never products. */
const FURNITURE_LINE = new RegExp(
  [
    /^p[áa]g(ina)?\.?\s*\d/,
    /precios?\s+(en\s+(moneda|pesos)|sujetos?|incluyen|expresados|con\s+iva|m[áa]s\s+iva)/,
    /(incluyen|incluido|incluye)\s+(el\s+)?iva|iva\s+incluido/,
    /\b(desde|since|fundad[oa] en)\s+(18|19|20)\d\d\b/,
    /s[íi]guenos|facebook|instagram|tiktok|pedidos?\s+al\b|a domicilio al\b/,
    /sin previo aviso|consumo m[íi]nimo|propina no incluida|aceptamos tarjeta/,
  ]
    .map((part) => part.source)
    .join('|'),
  'i',
);

export function isFurnitureLine(text: string): boolean {
  return FURNITURE_LINE.test(text);
}

const SOLD_OUT = /\(?\s*\b(agotad[oa]s?(\s+(por\s+hoy|hoy|temporalmente))?|sin\s+existencias?|no\s+disponible(\s+hoy)?|hoy\s+no\s+hay)\b\s*\)?/i;

/** A sold-out note in a line: the line without it, and whether there was one ('Torta (agotado) $55', 'Agotado por hoy'). */
export function soldOutNote(text: string): { rest: string; soldOut: boolean } {
  const match = SOLD_OUT.exec(text);
  if (!match) return { rest: text, soldOut: false };
  const rest = `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}`.replace(/\s+/g, ' ').replace(/^[\s·•,;:-]+|[\s·•,;:-]+$/g, '');
  return { rest, soldOut: true };
}

const CONNECTIVES = new Set(['de', 'del', 'la', 'las', 'el', 'los', 'y', 'e', 'con', 'a', 'al', 'en', 'para', 'o', 'sin', 'por']);
const LETTERS = /[A-Za-zÁÉÍÓÚÜÑáéíóúüñ]/;

function isAllCaps(text: string): boolean {
  const letters = text.replace(/[^A-Za-zÁÉÍÓÚÜÑáéíóúüñ]/g, '');
  return letters.length >= 2 && letters === letters.toLocaleUpperCase('es-MX');
}

const capitalise = (word: string) => word.charAt(0).toLocaleUpperCase('es-MX') + word.slice(1);

/** Whether the menu writes names in Title Case ('Taco Al Pastor'): most names of two or more words have every main word capitalised. */
function usesTitleCase(names: readonly string[]): boolean {
  const multi = names.map((name) => name.split(' ').filter((word) => LETTERS.test(word.charAt(0)))).filter((words) => words.length >= 2 && !isAllCaps(words.join(' ')));
  if (multi.length === 0) return false;
  const titled = multi.filter((words) => words.slice(1).every((word) => CONNECTIVES.has(word.toLocaleLowerCase('es-MX')) || word.charAt(0) === word.charAt(0).toLocaleUpperCase('es-MX')));
  return titled.length > multi.length / 2;
}

/** A heading printed in capitals, in the case style of the menu's names: 'CALDOS Y POZOLE' → 'Caldos y pozole' (or 'Caldos y Pozole'). */
export function sectionInMenuStyle(heading: string, titleCase: boolean): string {
  if (!isAllCaps(heading)) return heading;
  const words = heading.toLocaleLowerCase('es-MX').split(' ');
  return words.map((word, index) => (index === 0 || (titleCase && !CONNECTIVES.has(word)) ? capitalise(word) : word)).join(' ');
}

/** Sections of the rows in the menu's case style (the names decide it), unless every name is in capitals too. */
export function restyleSections(rows: ImportRow[]): void {
  const names = rows.map((row) => row.nombre);
  if (names.length > 0 && names.every(isAllCaps)) return;
  const titleCase = usesTitleCase(names);
  for (const row of rows) row.categoria = sectionInMenuStyle(row.categoria, titleCase);
}

export const IMPORT_DOUBTS = {
  sharedLine: 'Estaba en la misma línea que otro producto: revisa nombre y precio',
  longName: 'Nombre muy largo: ¿incluye la descripción?',
  cutName: 'El nombre parece cortado',
  sizesOrProducts: 'Revisa: ¿son tamaños de este producto o productos distintos?',
  barePrice: 'Precio sin «$» en un menú que lo escribe: ¿es un precio?',
  sectionAfterBreak: 'Sigue a un salto de columna o de página sin título de sección: revisa la categoría',
  skippedLine: 'Antes de este producto hay una línea sin precio que no se importó: ¿era una categoría?',
  sizeTableWithoutHeading: 'Empieza una tabla de tamaños sin título de sección: revisa la categoría',
  headingLikeDescription: 'La descripción podría ser el título de una sección: revisa descripción y categoría',
} as const;

/** A short line with no digits or punctuation ('Tortas ahogadas'): read as a description it may have been a heading. */
export function couldBeHeading(text: string): boolean {
  const words = text.split(' ');
  return words.length <= 3 && /^[A-ZÁÉÍÓÚÑ¿¡]/.test(text) && !/[\d.,;:!?()]/.test(text);
}

/** The doubts of a parsed row that the review table must show (a row without warnings reads «OK»). */
export function rowDoubts(row: ImportRow, sizeWord: (label: string) => boolean): string[] {
  const doubts: string[] = [];
  const words = row.nombre.split(' ');
  if (words.length > 7) doubts.push(IMPORT_DOUBTS.longName);
  if (CONNECTIVES.has(words[words.length - 1]?.toLocaleLowerCase('es-MX') ?? '')) doubts.push(IMPORT_DOUBTS.cutName);
  if (row.presentaciones.length > 0 && row.presentaciones.some((p) => !sizeWord(p.nombre) && !/^Opción \d+$/.test(p.nombre))) doubts.push(IMPORT_DOUBTS.sizesOrProducts);
  return doubts;
}

/**
 * 'Separar' in the review table: each presentation of a row becomes its own product. A presentation named by a
 * size ('Grande') keeps the product's name before it ('Pizza Grande'); one named otherwise ('Pozole') is a product
 * of its own; an unnamed first one ('Opción 1') is the row's own product.
 */
export function splitImportRow(row: ImportRow, sizeWord: (label: string) => boolean): ImportRow[] {
  if (row.presentaciones.length < 2) return [row];
  const named = (p: ImportPresentation, index: number) => {
    if (/^Opción \d+$/.test(p.nombre) || (index === 0 && p.nombre.trim() === '')) return row.nombre;
    return sizeWord(p.nombre) ? `${row.nombre} ${p.nombre}` : p.nombre;
  };
  return row.presentaciones.map((p, index) => ({
    categoria: row.categoria,
    nombre: named(p, index),
    descripcion: index === 0 ? row.descripcion : '',
    precio: p.precio,
    presentaciones: [],
    agotado: row.agotado,
    warnings: [],
  }));
}
