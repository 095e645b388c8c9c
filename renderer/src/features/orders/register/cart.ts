// The phone order's cart: lines chosen from the public menu, priced like the server prices them (unit =
// presentation or base price + extras of one unit), in cents to avoid float drift. Pure; unit-tested.
import { fromCents, toCents } from '@shared/money';
import type { ExtraGroup } from '@shared/types/menu';
import type { PublicProduct } from '@shared/types/public-menu';

export interface CartExtra {
  id: string;
  nombre: string;
  precio: number;
  cantidad: number;
}

export interface CartLine {
  key: string;
  productId: string;
  nombre: string;
  /** Presentation name (the server accepts its id or name). */
  presentacion: string | null;
  basePrice: number;
  extras: CartExtra[];
  cantidad: number;
  instrucciones: string;
}

export function unitPriceCents(line: Pick<CartLine, 'basePrice' | 'extras'>): number {
  return toCents(line.basePrice) + line.extras.reduce((sum, extra) => sum + toCents(extra.precio) * extra.cantidad, 0);
}

export function lineSubtotal(line: CartLine): number {
  return fromCents(unitPriceCents(line) * line.cantidad);
}

export function cartSubtotal(lines: readonly CartLine[]): number {
  return fromCents(lines.reduce((sum, line) => sum + unitPriceCents(line) * line.cantidad, 0));
}

/** Why a choice of extras breaks its group's rules, or null when it is fine. */
export function extrasProblem(groups: readonly Omit<ExtraGroup, 'id_comercio'>[], chosen: ReadonlySet<string>): string | null {
  for (const group of groups) {
    const count = group.opciones.filter((option) => chosen.has(option.id)).length;
    const min = Math.max(group.minimo, group.obligatorio ? 1 : 0);
    if (count < min) return `${group.nombre}: elige al menos ${min}`;
    if (group.maximo > 0 && count > group.maximo) return `${group.nombre}: elige como máximo ${group.maximo}`;
  }
  return null;
}

/** The product's base price for a presentation (its own price when it has none). */
export function basePriceOf(product: Pick<PublicProduct, 'precio' | 'presentaciones'>, presentation: string | null): number {
  if (product.presentaciones.length === 0) return product.precio;
  return product.presentaciones.find((p) => p.nombre === presentation || p.id === presentation)?.precio ?? product.presentaciones[0]!.precio;
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
