// The phone order's cart: lines chosen from the public menu, priced by the shared order rules
// (shared/orders: line price, presentation choice, extras min/max) the server prices with. Pure.
import { fromCents } from '@shared/money';
import { basePriceOf as sharedBasePriceOf, cartUnitPriceCents, choosePresentation, countChosenIn, extrasProblems, type CartExtraBase, type CartLineBase } from '@shared/orders';
import type { ExtraGroup } from '@shared/types/menu';
import type { PublicProduct } from '@shared/types/public-menu';

export interface CartExtra extends CartExtraBase {
  id: string;
}

/** The presentation is kept by name (the server accepts its id or name). */
export type CartLine = CartLineBase<CartExtra, string>;

/** One unit, cents: the shared cart rule (shared/orders), the one the public menu's cart uses too. */
export const unitPriceCents: (line: Pick<CartLine, 'basePrice' | 'extras'>) => number = cartUnitPriceCents;

export function lineSubtotal(line: CartLine): number {
  return fromCents(unitPriceCents(line) * line.cantidad);
}

export function cartSubtotal(lines: readonly CartLine[]): number {
  return fromCents(lines.reduce((sum, line) => sum + unitPriceCents(line) * line.cantidad, 0));
}

/** Why a choice of extras breaks its group's rules, or null when it is fine. */
export function extrasProblem(groups: readonly Omit<ExtraGroup, 'id_comercio'>[], chosen: ReadonlySet<string>): string | null {
  const byId = new Map(groups.map((group) => [group.id, group]));
  return extrasProblems(groups, (id) => countChosenIn(byId.get(id)!, chosen))[0] ?? null;
}

/**
 * The product's base price for a presentation (its own price when it has none), or 0 while the choice is one
 * the server would refuse (see presentationProblem).
 */
export function basePriceOf(product: Pick<PublicProduct, 'precio' | 'presentaciones'>, presentation: string | null): number {
  return sharedBasePriceOf(product, presentation) ?? 0;
}

/** The server's refusal of a presentation choice (none chosen, or one the product no longer has), or null. */
export function presentationProblem(product: Pick<PublicProduct, 'nombre' | 'presentaciones'>, presentation: string | null): string | null {
  const choice = choosePresentation(product.nombre, product.presentaciones, presentation);
  return choice.ok ? null : choice.message;
}

export function toOrderLines(lines: readonly CartLine[]) {
  return lines.map((line) => ({
    id_producto: line.productId,
    presentacion: line.presentacion,
    cantidad: line.cantidad,
    extras: line.extras.map((extra) => ({ id_extra: extra.id, cantidad: extra.cantidad })),
    instrucciones: line.instrucciones.trim() || null,
  }));
}
