// Price of an order line: (presentation price, or the base price when the product has no presentations,
// plus the extras of one unit) × quantity, in integer cents. The server prices every order with this;
// the carts show the same figures before sending.
import { toCents } from '../money';
import { ORDER_RULE_MSG } from './messages';

export interface PresentationRef {
  id: string;
  nombre: string;
}

export type PresentationChoice<P extends PresentationRef> =
  | { ok: true; presentation: P | null }
  | { ok: false; code: 'INVALID_PRESENTATION'; message: string };

/**
 * The presentation a line asks for, by id or by name (trimmed, case-insensitive). A product without
 * presentations takes none; a product with presentations refuses a missing or unknown one — it never
 * falls back to the first presentation.
 */
export function choosePresentation<P extends PresentationRef>(
  productName: string,
  presentations: readonly P[],
  wanted: string | null | undefined,
): PresentationChoice<P> {
  if (presentations.length === 0) return { ok: true, presentation: null };
  if (!wanted) return { ok: false, code: 'INVALID_PRESENTATION', message: ORDER_RULE_MSG.presentationRequired(productName) };
  const name = wanted.trim().toLowerCase();
  const found = presentations.find((p) => p.id === wanted || p.nombre.trim().toLowerCase() === name);
  if (!found) return { ok: false, code: 'INVALID_PRESENTATION', message: ORDER_RULE_MSG.presentationUnknown(productName) };
  return { ok: true, presentation: found };
}

/**
 * The unit price before extras, in the product's own unit (pesos or cents): the chosen presentation's
 * price, or the base price when the product has no presentations. Null when the choice is refused.
 */
export function basePriceOf<P extends PresentationRef & { precio: number }>(
  product: { nombre?: string; precio: number; presentaciones: readonly P[] },
  presentation: string | null | undefined,
): number | null {
  const choice = choosePresentation(product.nombre ?? '', product.presentaciones, presentation);
  if (!choice.ok) return null;
  return choice.presentation ? choice.presentation.precio : product.precio;
}

export interface ExtraPriceCents {
  precio_cents: number;
  cantidad: number;
}

/** One unit: base price plus every extra (its price × its quantity per unit), cents. */
export function unitPriceCents(baseCents: number, extras: readonly ExtraPriceCents[]): number {
  return baseCents + extras.reduce((sum, extra) => sum + extra.precio_cents * extra.cantidad, 0);
}

/** A line: unit price × quantity, cents. */
export function lineTotalCents(unitCents: number, cantidad: number): number {
  return unitCents * cantidad;
}

/** A cart line as both carts (public menu, phone order) keep it: prices in pesos. */
export interface CartLinePrice {
  /** Price of one unit before extras (presentation or base price), pesos. */
  basePrice: number;
  extras: readonly { precio: number; cantidad: number }[];
}

/** An extra chosen in a cart, pesos; each cart adds how it names the option. */
export interface CartExtraBase {
  nombre: string;
  precio: number;
  cantidad: number;
}

/** The line both carts keep; `Presentation` is how each names the chosen size. */
export interface CartLineBase<Extra extends CartExtraBase, Presentation> extends CartLinePrice {
  /** Same product, presentation, extras and instructions → same key, so adding again raises the quantity. */
  key: string;
  productId: string;
  nombre: string;
  presentacion: Presentation | null;
  extras: Extra[];
  cantidad: number;
  instrucciones: string;
}

/** One unit of a cart line, cents: the same rule the server prices with, from the cart's pesos. */
export function cartUnitPriceCents(line: CartLinePrice): number {
  return unitPriceCents(
    toCents(line.basePrice),
    line.extras.map((extra) => ({ precio_cents: toCents(extra.precio), cantidad: extra.cantidad })),
  );
}
