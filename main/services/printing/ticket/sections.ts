// Ticket pieces shared by the order ticket, the kitchen ticket and the cashier's tickets (bill and
// payment receipt), so every document states amounts the same way (docs/printing.md, "Tickets").
import type { TicketCommerce } from '@shared/printing';
import type { Order, OrderLine, OrderLineExtra } from '@shared/types/order';
import { formatMoney, fromCents, toCents } from '@shared/money';
import { CURRENCY } from '@shared/constants';
import type { TicketAlign, TicketBlock } from './model';
import { TICKET_TEXT } from './labels';

export function text(value: string, align: TicketAlign = 'left', bold = false, title = false): TicketBlock {
  return { kind: 'text', text: value, align, bold, title };
}

export function row(left: string, right: string, bold = false, indent = 0): TicketBlock {
  return { kind: 'row', left, right, bold, indent };
}

export function present(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim().length > 0;
}

export interface HeaderOptions {
  showLogo: boolean;
  showCommerceData: boolean;
}

/** Logo, commerce name and (optionally) its address and phone. */
export function headerBlocks(commerce: TicketCommerce, options: HeaderOptions): TicketBlock[] {
  const blocks: TicketBlock[] = [];
  if (options.showLogo && present(commerce.logotipo)) blocks.push({ kind: 'logo', source: commerce.logotipo });
  blocks.push(text(commerce.nombre, 'center', true, true));
  if (options.showCommerceData) {
    if (present(commerce.direccion)) blocks.push(text(commerce.direccion, 'center'));
    if (present(commerce.telefono)) blocks.push(text(`${TICKET_TEXT.phone}: ${commerce.telefono}`, 'center'));
  }
  return blocks;
}

/**
 * The delivery address, once: the full address text when the order has it (it already holds the
 * street fields), otherwise the street fields composed.
 */
export function deliveryAddress(order: Pick<Order, 'calle' | 'numero_exterior' | 'numero_interior' | 'colonia' | 'direccion_completa'>): string | null {
  if (present(order.direccion_completa)) return order.direccion_completa.trim();
  const street = [order.calle, order.numero_exterior].filter(present).join(' ');
  const interior = present(order.numero_interior) ? `Int. ${order.numero_interior}` : '';
  const composed = [street, interior, order.colonia ?? ''].filter(present).join(', ');
  return composed || null;
}

function lineName(line: OrderLine): string {
  const name = present(line.presentacion) ? `${line.nombre} (${line.presentacion})` : line.nombre;
  return `${line.cantidad} x ${name}`;
}

/** '+ Aguacate (+$20.00 c/u)': paid extras carry their unit price marked as included; free ones none. */
export function extraLabel(extra: OrderLineExtra, withPrice: boolean): string {
  const quantity = extra.cantidad > 1 ? `${extra.cantidad} x ` : '';
  const price = withPrice && extra.precio > 0 ? ` (+${formatMoney(extra.precio)} ${TICKET_TEXT.perUnit})` : '';
  return `+ ${quantity}${extra.nombre}${price}`;
}

/**
 * One item: the line's amount (quantity × (presentation or base price + paid extras), as the server
 * priced it) on the item row only; extras below it without an amount of their own.
 */
export function priceLineBlocks(line: OrderLine): TicketBlock[] {
  const blocks: TicketBlock[] = [row(lineName(line), formatMoney(line.subtotal))];
  for (const extra of line.extras) blocks.push(row(extraLabel(extra, true), '', false, 2));
  if (present(line.instrucciones)) blocks.push(row(`${TICKET_TEXT.instructions}: ${line.instrucciones}`, '', false, 2));
  return blocks;
}

/** Kitchen: no prices; quantity and extras in bold, the cook's note set apart. */
export function kitchenLineBlocks(line: OrderLine): TicketBlock[] {
  const blocks: TicketBlock[] = [text(lineName(line), 'left', true, true)];
  for (const extra of line.extras) blocks.push({ kind: 'row', left: extraLabel(extra, false), right: '', bold: true, indent: 2 });
  if (present(line.instrucciones)) blocks.push({ kind: 'row', left: `*** ${TICKET_TEXT.instructions.toUpperCase()}: ${line.instrucciones} ***`, right: '', bold: true, indent: 2 });
  return blocks;
}

export interface Totals {
  subtotal: number;
  discount: number;
  discountLabel: string;
  deliveryFee: number;
  showDeliveryFee: boolean;
  tip: number;
  total: number;
}

/** Adds amounts in cents, so a sum of pesos never drifts by a float cent. */
export function sumPesos(values: readonly number[]): number {
  return fromCents(values.reduce((sum, value) => sum + toCents(value), 0));
}

export function orderTotals(order: Order): Totals {
  const discount = order.coupon_amount != null && order.coupon_amount > 0 ? order.coupon_amount : 0;
  return {
    subtotal: order.subtotal,
    discount,
    discountLabel: present(order.coupon_code) ? `${TICKET_TEXT.coupon} ${order.coupon_code}` : TICKET_TEXT.coupon,
    deliveryFee: order.costo_envio,
    showDeliveryFee: order.metodo_entrega === 'delivery' || order.costo_envio > 0,
    tip: order.propina,
    total: order.total,
  };
}

/** Subtotal − discount + delivery fee + tip = total, one line each. */
export function totalsBlocks(totals: Totals): TicketBlock[] {
  const blocks: TicketBlock[] = [row(TICKET_TEXT.subtotal, formatMoney(totals.subtotal))];
  if (totals.discount > 0) blocks.push(row(totals.discountLabel, `-${formatMoney(totals.discount)}`));
  if (totals.showDeliveryFee) blocks.push(row(TICKET_TEXT.deliveryFee, formatMoney(totals.deliveryFee)));
  if (totals.tip > 0) blocks.push(row(TICKET_TEXT.tip, formatMoney(totals.tip)));
  blocks.push(row(`${TICKET_TEXT.total} ${CURRENCY}`, formatMoney(totals.total), true));
  return blocks;
}
