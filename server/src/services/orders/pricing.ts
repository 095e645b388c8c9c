// Line pricing from the database: (presentation or base price + extras) × quantity, in integer cents.
// Client-sent prices never reach this module; it only sees ids, quantities and the stored menu.
import { choosePresentation, extrasGroupProblem, unitPriceCents } from '../../../../shared/orders';
import type { OrderLineInput } from '../../../../shared/validation/public-order';
import { ORDER_MSG, OrderRefusal } from './errors';

export interface MenuExtraOption {
  id: string;
  nombre: string;
  precio_cents: number;
  agotado: boolean;
}

export interface MenuExtraGroup {
  id: string;
  nombre: string;
  minimo: number;
  /** 0 means no upper limit. */
  maximo: number;
  obligatorio: boolean;
  options: MenuExtraOption[];
}

export interface MenuProduct {
  id: string;
  id_categoria: string | null;
  nombre: string;
  precio_cents: number;
  activo: boolean;
  agotado: boolean;
  /** Shown on the public menu: category shown, not only in hidden sections (menu.ts offeredOnMenu). */
  offered: boolean;
  presentations: { id: string; nombre: string; precio_cents: number }[];
  groups: MenuExtraGroup[];
}

export interface PricedExtra {
  id_extra: string;
  nombre: string;
  cantidad: number;
  precio_cents: number;
  subtotal_cents: number;
}

export interface PricedLine {
  id_producto: string;
  id_categoria: string | null;
  nombre: string;
  presentacion: string | null;
  cantidad: number;
  /** Unit price: presentation or base price plus the extras of one unit. */
  precio_cents: number;
  subtotal_cents: number;
  instrucciones: string | null;
  extras: PricedExtra[];
}

function refuse(code: 'PRODUCT_UNAVAILABLE' | 'INVALID_EXTRAS' | 'INVALID_PRESENTATION', message: string): never {
  throw new OrderRefusal(422, code, message);
}

function unitBasePrice(product: MenuProduct, presentation: string | null | undefined): { cents: number; name: string | null } {
  const choice = choosePresentation(product.nombre, product.presentations, presentation);
  if (!choice.ok) refuse(choice.code, choice.message);
  if (!choice.presentation) return { cents: product.precio_cents, name: null };
  return { cents: choice.presentation.precio_cents, name: choice.presentation.nombre };
}

/** Extras of one unit of the product, checked against their group's min/max/required rules. */
function priceExtras(product: MenuProduct, chosen: OrderLineInput['extras']): PricedExtra[] {
  const optionGroup = new Map<string, { group: MenuExtraGroup; option: MenuExtraOption }>();
  for (const group of product.groups) for (const option of group.options) optionGroup.set(option.id, { group, option });

  const merged = new Map<string, number>();
  for (const extra of chosen) merged.set(extra.id_extra, (merged.get(extra.id_extra) ?? 0) + extra.cantidad);

  const perGroup = new Map<string, number>();
  const priced: PricedExtra[] = [];
  for (const [idExtra, cantidad] of merged) {
    const entry = optionGroup.get(idExtra);
    if (!entry) refuse('INVALID_EXTRAS', ORDER_MSG.extraUnknown(product.nombre));
    if (entry.option.agotado) refuse('INVALID_EXTRAS', ORDER_MSG.extraSoldOut(entry.option.nombre));
    perGroup.set(entry.group.id, (perGroup.get(entry.group.id) ?? 0) + cantidad);
    priced.push({
      id_extra: idExtra,
      nombre: entry.option.nombre,
      cantidad,
      precio_cents: entry.option.precio_cents,
      subtotal_cents: entry.option.precio_cents * cantidad,
    });
  }

  for (const group of product.groups) {
    const problem = extrasGroupProblem(group, perGroup.get(group.id) ?? 0);
    if (problem) refuse('INVALID_EXTRAS', problem);
  }
  return priced;
}

export function priceLine(product: MenuProduct | undefined, line: OrderLineInput): PricedLine {
  if (!product) refuse('PRODUCT_UNAVAILABLE', ORDER_MSG.productUnknown);
  if (!product.activo) refuse('PRODUCT_UNAVAILABLE', ORDER_MSG.productInactive(product.nombre));
  if (!product.offered) refuse('PRODUCT_UNAVAILABLE', ORDER_MSG.productHidden(product.nombre));
  if (product.agotado) refuse('PRODUCT_UNAVAILABLE', ORDER_MSG.productSoldOut(product.nombre));
  const base = unitBasePrice(product, line.presentacion);
  const extras = priceExtras(product, line.extras ?? []);
  const unit = unitPriceCents(base.cents, extras);
  return {
    id_producto: product.id,
    id_categoria: product.id_categoria,
    nombre: product.nombre,
    presentacion: base.name,
    cantidad: line.cantidad,
    precio_cents: unit,
    subtotal_cents: unit * line.cantidad,
    instrucciones: line.instrucciones ?? null,
    extras,
  };
}

export function priceLines(menu: ReadonlyMap<string, MenuProduct>, lines: readonly OrderLineInput[]): PricedLine[] {
  return lines.map((line) => priceLine(menu.get(line.id_producto), line));
}

export function sumSubtotal(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + line.subtotal_cents, 0);
}
