// Menu import (PDF_TO_MENU): extract → review → confirm. Extraction never writes; confirm creates the
// categories (reusing one of the same name, ignoring case and accents) and products of the reviewed rows
// in one transaction.
import { and, eq, max } from 'drizzle-orm';
import { parseMenuText, type ImportRow } from '@shared/menu-import';
import { toCents } from '@shared/money';
import { importConfirmSchema, importExtractSchema } from '@shared/validation/menu-import';
import type { Db } from '../../db/database';
import { categories, productPresentations, products } from '../../db/schema/index';
import { badRequest, HttpError } from '../../errors';
import { assertValid } from '../validation';
import { nextCategoryOrder } from '../menu/categories';
import { asBody, objectList, text } from '../input';
import type { MenuLlmProvider } from './llm-provider';
import { extractPdfText, PdfReadError } from './pdf-text';
import { afterMenuWrite, assertOwnMenu } from '../menu/master-menu/propagate';

/** 10 MB file, base64 in JSON. */
export const MAX_IMPORT_FILE_BYTES = 10 * 1024 * 1024;
export const IMPORT_BODY_LIMIT = Math.ceil((MAX_IMPORT_FILE_BYTES * 4) / 3) + 64 * 1024;

export const IMPORT_MSG = {
  invalidBase64: 'El archivo no está codificado en base64',
  tooLarge: 'El archivo supera el tamaño máximo de 10 MB',
  notPdf: 'El archivo no es un PDF',
  noText: 'No se encontró texto en el archivo. Si es un PDF escaneado (imagen), captura el menú como texto.',
  noLlm: 'No hay un proveedor de IA configurado; se usó el procesador estándar.',
  llmFailed: 'El proveedor de IA no respondió correctamente; se usó el procesador estándar.',
  llmUsed: 'Menú procesado con IA. Revisa los productos antes de confirmar.',
  parserUsed: 'Menú procesado. Revisa los productos antes de confirmar.',
  created: (categories: number, products: number) => `Se crearon ${products} productos en ${categories} categorías nuevas`,
} as const;

export interface ExtractResult {
  engine: 'parser' | 'llm';
  message: string;
  texto: string;
  rows: ImportRow[];
}

function decodeFile(body: Record<string, unknown>): Buffer {
  const encoded = (text(body, 'archivo') ?? '').replace(/^data:[^;,]*;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(encoded)) throw badRequest(IMPORT_MSG.invalidBase64, 'archivo');
  const bytes = Buffer.from(encoded, 'base64');
  if (bytes.length > MAX_IMPORT_FILE_BYTES) throw new HttpError(413, IMPORT_MSG.tooLarge, { field: 'archivo' });
  return bytes;
}

/** The menu's text from the uploaded file (PDF through pdfjs, or UTF-8 text). */
export async function menuTextFromUpload(input: unknown): Promise<string> {
  const body = asBody(input);
  await assertValid(importExtractSchema, body);
  const bytes = decodeFile(body);
  let menuText: string;
  if (body.tipo === 'pdf') {
    if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') throw badRequest(IMPORT_MSG.notPdf, 'archivo');
    try {
      menuText = await extractPdfText(new Uint8Array(bytes));
    } catch (error) {
      if (error instanceof PdfReadError) throw badRequest(error.message, 'archivo');
      throw error;
    }
  } else {
    menuText = bytes.toString('utf8');
  }
  if (menuText.trim() === '') throw badRequest(IMPORT_MSG.noText, 'archivo');
  return menuText;
}

export async function extractMenu(input: unknown): Promise<ExtractResult> {
  const texto = await menuTextFromUpload(input);
  return { engine: 'parser', message: IMPORT_MSG.parserUsed, texto, rows: parseMenuText(texto) };
}

/** The 'inteligente' variant: the language model when configured (falling back to the parser if it fails). */
export async function extractMenuSmart(input: unknown, provider: MenuLlmProvider | null, log?: (error: unknown) => void): Promise<ExtractResult> {
  const texto = await menuTextFromUpload(input);
  if (!provider) return { engine: 'parser', message: IMPORT_MSG.noLlm, texto, rows: parseMenuText(texto) };
  try {
    const rows = await provider.extractRows(texto);
    return { engine: 'llm', message: IMPORT_MSG.llmUsed, texto, rows };
  } catch (error) {
    log?.(error);
    return { engine: 'parser', message: IMPORT_MSG.llmFailed, texto, rows: parseMenuText(texto) };
  }
}

const normalise = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

export interface ConfirmResult {
  message: string;
  categorias_creadas: number;
  productos_creados: number;
}

/** POST /v1/menu/importar/confirmar { rows }: everything or nothing. */
export async function confirmImport(db: Db, commerceId: string, input: unknown): Promise<ConfirmResult> {
  const body = asBody(input);
  await assertValid(importConfirmSchema, body);
  await assertOwnMenu(db, commerceId);
  const rows = objectList(body, 'rows') ?? [];
  return db.transaction(async (tx) => {
    const existing = await tx.select({ id: categories.id, nombre: categories.nombre }).from(categories).where(eq(categories.id_comercio, commerceId));
    const categoryIds = new Map(existing.map((c) => [normalise(c.nombre), c.id]));
    let nextOrder = await nextCategoryOrder(tx, commerceId);
    const productOrder = new Map<string, number>();
    let createdCategories = 0;
    for (const row of rows) {
      const categoryName = text(row, 'categoria') ?? '';
      let categoryId = categoryIds.get(normalise(categoryName));
      if (!categoryId) {
        const [created] = await tx.insert(categories).values({ id_comercio: commerceId, nombre: categoryName, orden: nextOrder }).returning({ id: categories.id });
        nextOrder += 1;
        createdCategories += 1;
        categoryId = created.id;
        categoryIds.set(normalise(categoryName), categoryId);
      }
      if (!productOrder.has(categoryId)) {
        const [last] = await tx.select({ value: max(products.orden) }).from(products).where(and(eq(products.id_comercio, commerceId), eq(products.id_categoria, categoryId)));
        productOrder.set(categoryId, (last?.value ?? -1) + 1);
      }
      const orden = productOrder.get(categoryId) ?? 0;
      productOrder.set(categoryId, orden + 1);
      const presentations = (objectList(row, 'presentaciones') ?? []).map((p) => ({ nombre: text(p, 'nombre') ?? '', precio_cents: toCents(Number(p.precio)) }));
      const base = presentations.length > 0 ? Math.min(...presentations.map((p) => p.precio_cents)) : toCents(Number(row.precio));
      const descripcion = text(row, 'descripcion');
      const [product] = await tx
        .insert(products)
        .values({ id_comercio: commerceId, id_categoria: categoryId, nombre: text(row, 'nombre') ?? '', descripcion: descripcion ? descripcion : null, precio_cents: base, orden, agotado: row.agotado === true })
        .returning({ id: products.id });
      if (presentations.length > 0) {
        await tx.insert(productPresentations).values(presentations.map((p, index) => ({ ...p, id_comercio: commerceId, id_producto: product.id, orden: index })));
      }
    }
    await afterMenuWrite(tx, commerceId);
    return { message: IMPORT_MSG.created(createdCategories, rows.length), categorias_creadas: createdCategories, productos_creados: rows.length };
  });
}
