// Prices an edited order with intake's rules (docs/orders.md «Editar pedido»): new and changed lines from
// the current menu (pricing.ts, the same checks as a new order), kept lines at the price the customer was
// quoted, then the delivery fee (commerce-rules.ts) and the order's coupon on the new subtotal, the tip kept.
import { and, eq } from 'drizzle-orm';
import type { DeliveryType } from '../../../../../shared/constants';
import { perKmIncluded } from '../../../../../shared/modules';
import { formatMoney, fromCents, toCents } from '../../../../../shared/money';
import { ORDER_EDIT_MSG, type OrderEditLineInput } from '../../../../../shared/orders/edit';
import type { OrderLine } from '../../../../../shared/types/order';
import type { DbOrTx } from '../../../db/database';
import { coupons } from '../../../db/schema/marketing';
import { badRequest } from '../../../errors';
import { COUPON_MSG, couponDiscount } from '../../coupons/redeem';
import { deliveryFeeFor, type DeliveryFee } from '../commerce-rules';
import { ORDER_MSG, OrderRefusal } from '../errors';
import { planModulesAt, type IntakeSnapshot } from '../intake-cache';
import { totalsOf, type Totals } from '../intake';
import { priceLine, sumSubtotal, type MenuProduct, type PricedLine } from '../pricing';
import type { OrderRow } from '../serialize';

/** The presentation a line names (id or name, as intake reads it), by name; null when it names none. */
function presentationName(product: MenuProduct | undefined, wanted: string | null | undefined): string | null {
  if (!wanted) return null;
  const byId = product?.presentations.find((p) => p.id === wanted);
  return (byId?.nombre ?? wanted).trim().toLowerCase();
}

function sameExtras(kept: OrderLine, wanted: OrderEditLineInput['extras']): boolean {
  const count = (entries: readonly { id_extra: string; cantidad: number }[]) => {
    const merged = new Map<string, number>();
    for (const e of entries) merged.set(e.id_extra, (merged.get(e.id_extra) ?? 0) + e.cantidad);
    return [...merged].sort(([a], [b]) => a.localeCompare(b)).join('|');
  };
  return count(kept.extras) === count(wanted ?? []);
}

/** A line kept from the version edited: same product, presentation and extras (instructions and quantity may change). */
function isSameItem(product: MenuProduct | undefined, kept: OrderLine, wanted: OrderEditLineInput): boolean {
  return kept.id_producto === wanted.id_producto && presentationName(product, wanted.presentacion) === (kept.presentacion?.trim().toLowerCase() ?? null) && sameExtras(kept, wanted.extras);
}

function keptLine(kept: OrderLine, wanted: OrderEditLineInput): PricedLine {
  const unit = toCents(kept.precio);
  return {
    id_producto: kept.id_producto,
    id_categoria: kept.id_categoria,
    nombre: kept.nombre,
    presentacion: kept.presentacion,
    cantidad: wanted.cantidad,
    precio_cents: unit,
    subtotal_cents: unit * wanted.cantidad,
    instrucciones: wanted.instrucciones?.trim() || null,
    extras: kept.extras.map((extra) => ({
      id_extra: extra.id_extra,
      nombre: extra.nombre,
      cantidad: extra.cantidad,
      precio_cents: toCents(extra.precio),
      subtotal_cents: toCents(extra.subtotal),
    })),
  };
}

/**
 * The edited lines priced. A line naming one of the version's lines (`id_linea`) and still the same item
 * keeps its price, even when the product went up or ran out since (the kitchen may have it made); more units
 * of a sold-out product are refused. Any other line is priced from the menu like a new order's.
 */
export function priceEditedLines(menu: ReadonlyMap<string, MenuProduct>, current: readonly OrderLine[], wanted: readonly OrderEditLineInput[]): PricedLine[] {
  const byId = new Map(current.map((line) => [line.id, line]));
  const used = new Set<string>();
  return wanted.map((line, index) => {
    const product = menu.get(line.id_producto);
    const kept = line.id_linea ? byId.get(line.id_linea) : undefined;
    if (line.id_linea && (!kept || used.has(line.id_linea))) throw badRequest(ORDER_EDIT_MSG.lineNotInOrder, `productos[${index}].id_linea`);
    if (kept && isSameItem(product, kept, line)) {
      used.add(kept.id);
      const soldOut = !product || product.agotado || kept.extras.some((extra) => optionSoldOut(product, extra.id_extra));
      if (soldOut && line.cantidad > kept.cantidad) throw new OrderRefusal(422, 'PRODUCT_UNAVAILABLE', ORDER_EDIT_MSG.soldOutMore(kept.nombre));
      return keptLine(kept, line);
    }
    if (kept) used.add(kept.id);
    return priceLine(product, { ...line, presentacion: line.presentacion ?? null, instrucciones: line.instrucciones ?? null, extras: line.extras ?? [] });
  });
}

function optionSoldOut(product: MenuProduct, optionId: string): boolean {
  return product.groups.some((group) => group.options.some((option) => option.id === optionId && option.agotado));
}

/** Ids of the order's lines whose product, or one of whose extras, is sold out now (the edit offers remove/substitute). */
export function soldOutLineIds(menu: ReadonlyMap<string, MenuProduct>, lines: readonly OrderLine[]): string[] {
  return lines
    .filter((line) => {
      const product = menu.get(line.id_producto);
      return product !== undefined && (product.agotado || line.extras.some((extra) => optionSoldOut(product, extra.id_extra)));
    })
    .map((line) => line.id);
}

export interface EditedDelivery {
  flow: DeliveryType;
  colonia: string | null;
  latitud: number | null;
  longitud: number | null;
}

export interface EditedTotals {
  totals: Totals;
  fee: DeliveryFee;
  /** The coupon's discount now, or null when the order has none or it no longer applies. */
  couponCents: number | null;
  /** Why the order's coupon no longer applies (its discount was removed). */
  couponDropped: string | null;
}

/** The coupon an order holds, on a new subtotal: its minimum purchase checked again, its discount recomputed. */
async function couponOnSubtotal(db: DbOrTx, order: OrderRow, subtotalCents: number): Promise<{ cents: number | null; dropped: string | null }> {
  if (!order.coupon_code || !order.coupon_type || order.coupon_value == null) return { cents: null, dropped: null };
  const [coupon] = await db
    .select({ minimum: coupons.compra_minima_cents })
    .from(coupons)
    .where(and(eq(coupons.id_comercio, order.id_comercio), eq(coupons.codigo, order.coupon_code)));
  // The coupon was granted when the order was placed: its dates and use limits stay as they were; the rule
  // that depends on what the order holds (the minimum purchase) is applied again.
  if (coupon?.minimum != null && subtotalCents < coupon.minimum) {
    return { cents: null, dropped: ORDER_EDIT_MSG.couponDropped(order.coupon_code, COUPON_MSG.minimumPurchase(formatMoney(fromCents(coupon.minimum)))) };
  }
  return { cents: couponDiscount(order.coupon_type, order.coupon_value, subtotalCents), dropped: null };
}

export async function editedTotals(db: DbOrTx, snapshot: IntakeSnapshot, order: OrderRow, lines: readonly PricedLine[], delivery: EditedDelivery, at: Date): Promise<EditedTotals> {
  const subtotal = sumSubtotal(lines);
  const fee: DeliveryFee =
    delivery.flow === 'delivery'
      ? deliveryFeeFor(snapshot.commerce, { subtotalCents: subtotal, colonia: delivery.colonia, latitud: delivery.latitud, longitud: delivery.longitud, perKmIncluded: perKmIncluded(planModulesAt(snapshot, at)) })
      : { cents: 0, viaProvider: false };
  const coupon = await couponOnSubtotal(db, order, subtotal);
  return { totals: totalsOf(subtotal, fee.cents, coupon.cents ?? 0, order.propina_cents), fee, couponCents: coupon.cents, couponDropped: coupon.dropped };
}

/** The cash the customer pays with after the edit; refused when it no longer covers the total. */
export function paidWithAfterEdit(order: OrderRow, sent: number | null | undefined, totalCents: number): number | null {
  const paidWith = sent === undefined ? order.cliente_paga_con_cents : sent == null ? null : toCents(sent);
  if (order.metodo_pago === 'efectivo' && paidWith != null && paidWith < totalCents) {
    throw new OrderRefusal(422, 'INSUFFICIENT_PAYMENT', ORDER_MSG.insufficientPayment, { field: 'cliente_paga_con' });
  }
  return paidWith;
}
