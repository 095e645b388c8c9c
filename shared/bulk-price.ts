// Bulk price update (MASS_UPDATE_PRODUCTS): one pure computation used by the preview and by the apply step,
// so what the merchant sees is exactly what is written. Works in integer cents.
//
// Rules:
// - tipo 'porcentaje': new = old × (100 ± valor) / 100, rounded to the cent (half up);
//   tipo 'monto': new = old ± valor pesos.
// - redondeo (applied after the change, to the NEAREST value, ties upwards):
//   'ninguno' keeps cents; 'medio' → multiple of $0.50; 'entero' → whole peso; 'noventa' → a price ending in .90.
// - Never below 0. A price of 0 (a free item, or the unused base price of a product sold by presentations)
//   stays 0: a raise must not put a price on what was free.

export const BULK_PRICE_TYPES = ['porcentaje', 'monto'] as const;
export type BulkPriceType = (typeof BULK_PRICE_TYPES)[number];
export const BULK_PRICE_DIRECTIONS = ['aumentar', 'disminuir'] as const;
export type BulkPriceDirection = (typeof BULK_PRICE_DIRECTIONS)[number];
export const BULK_PRICE_ROUNDINGS = ['ninguno', 'medio', 'entero', 'noventa'] as const;
export type BulkPriceRounding = (typeof BULK_PRICE_ROUNDINGS)[number];

export const BULK_PRICE_ROUNDING_LABELS: Record<BulkPriceRounding, string> = {
  ninguno: 'Sin redondeo',
  medio: 'A $0.50 más cercano',
  entero: 'Al peso más cercano',
  noventa: 'Terminación .90',
};

/** One price the preview proposes to change (POST /v1/productos/precios/preview), in pesos. */
export interface BulkPriceChange {
  id_producto: string;
  id_presentacion: string | null;
  id_categoria: string;
  categoria: string;
  nombre: string;
  presentacion: string | null;
  precio_anterior: number;
  precio_nuevo: number;
}

/** Reply of the preview: the changes and how many there are. */
export interface BulkPricePreview {
  cambios: BulkPriceChange[];
  total: number;
}

/** Wire parameters of a bulk update (valor: percent points or pesos). Empty or missing categorias = all products. */
export interface BulkPriceParams {
  tipo: BulkPriceType;
  direccion: BulkPriceDirection;
  valor: number;
  redondeo: BulkPriceRounding;
  categorias?: string[] | null;
}

/** One price the update may touch: a product's base price (id_presentacion null) or one of its presentations. */
export interface PriceItem {
  id_producto: string;
  id_presentacion: string | null;
  id_categoria: string;
  nombre: string;
  presentacion: string | null;
  precio_cents: number;
}

export interface PriceChange extends PriceItem {
  nuevo_cents: number;
}

function roundToStep(cents: number, step: number): number {
  return Math.floor((cents + step / 2) / step) * step;
}

/** Nearest price ending in .90 (…, 46.90, 47.90, …); ties go up. */
function roundToNinety(cents: number): number {
  const shifted = cents - 90;
  return roundToStep(shifted, 100) + 90;
}

export function applyRounding(cents: number, rounding: BulkPriceRounding): number {
  switch (rounding) {
    case 'ninguno':
      return cents;
    case 'medio':
      return roundToStep(cents, 50);
    case 'entero':
      return roundToStep(cents, 100);
    case 'noventa':
      return roundToNinety(cents);
  }
}

/** New price in cents for one old price in cents. */
export function computeNewPrice(oldCents: number, params: Pick<BulkPriceParams, 'tipo' | 'direccion' | 'valor' | 'redondeo'>): number {
  if (oldCents <= 0) return 0;
  const sign = params.direccion === 'aumentar' ? 1 : -1;
  let changed: number;
  if (params.tipo === 'porcentaje') {
    // Basis points keep 7.5 % exact: old × (10000 ± 750) / 10000.
    const basisPoints = Math.round(params.valor * 100);
    changed = Math.round((oldCents * (10000 + sign * basisPoints)) / 10000);
  } else {
    changed = oldCents + sign * Math.round(params.valor * 100);
  }
  return Math.max(0, applyRounding(Math.max(0, changed), params.redondeo));
}

/** Selects the items of the chosen categories (all when none chosen) and computes each new price. */
export function computeBulkPrices(items: readonly PriceItem[], params: BulkPriceParams): PriceChange[] {
  const chosen = params.categorias && params.categorias.length > 0 ? new Set(params.categorias) : null;
  return items
    .filter((item) => chosen === null || chosen.has(item.id_categoria))
    .map((item) => ({ ...item, nuevo_cents: computeNewPrice(item.precio_cents, params) }));
}
