// What a factura lists (docs/invoices.md). A customer's: one concept per order line (its presentation and extras
// in the price), the delivery fee as a concept of its own, the coupon as discounts; prices include IVA 16 %, as a
// menu's prices do. The tip is not the commerce's income and is left out. When the stored lines do not add up
// to the order's total (an old edit), the order is one concept «Consumo» for its total. The global: one concept
// per ticket with SAT's key 01010101, unit ACT and the folio as its identification number.
import { fromCents } from '../../../../shared/money';
import { GLOBAL_PRODUCT_KEY } from '../../../../shared/invoices/sat-catalogs';
import type { InvoiceRequest } from './facturapi';

const IVA = [{ type: 'IVA' as const, rate: 0.16 }];
/** c_ClaveProdServ of a delivery fee: «Servicios de entrega a domicilio» (78102203). */
const DELIVERY_PRODUCT_KEY = '78102203';

export interface InvoicedOrder {
  folio: string;
  total_cents: number;
  propina_cents: number;
  costo_envio_cents: number;
  coupon_amount_cents: number | null;
}

export interface InvoicedLine {
  nombre: string;
  presentacion: string | null;
  cantidad: number;
  subtotal_cents: number;
}

/** The amount a factura covers: the total without the tip. */
export function invoicedCents(order: InvoicedOrder): number {
  return Math.max(0, order.total_cents - order.propina_cents);
}

type Item = InvoiceRequest['items'][number];

function item(description: string, productKey: string, quantity: number, unitCents: number, discountCents = 0): Item {
  return { quantity, ...(discountCents > 0 ? { discount: fromCents(discountCents) } : {}), product: { description, product_key: productKey, price: fromCents(unitCents), tax_included: true, taxes: IVA } };
}

export function customerItems(order: InvoicedOrder, lines: readonly InvoicedLine[], productKey: string): Item[] {
  const amount = invoicedCents(order);
  const linesCents = lines.reduce((sum, line) => sum + line.subtotal_cents, 0);
  const coupon = order.coupon_amount_cents ?? 0;
  const exact = lines.length > 0 && lines.every((line) => line.cantidad > 0 && line.subtotal_cents % line.cantidad === 0) && linesCents + order.costo_envio_cents - coupon === amount;
  if (!exact) return [item(`Consumo, pedido ${order.folio}`, productKey, 1, amount)];
  let discountLeft = coupon;
  const items = lines.map((line) => {
    const discount = Math.min(discountLeft, line.subtotal_cents);
    discountLeft -= discount;
    const name = line.presentacion ? `${line.nombre} (${line.presentacion})` : line.nombre;
    return item(name, productKey, line.cantidad, line.subtotal_cents / line.cantidad, discount);
  });
  if (order.costo_envio_cents > 0) items.push(item('Envío a domicilio', DELIVERY_PRODUCT_KEY, 1, order.costo_envio_cents, Math.min(discountLeft, order.costo_envio_cents)));
  return items;
}

export function globalItems(orders: readonly InvoicedOrder[]): Item[] {
  return orders.map((order) => ({
    quantity: 1,
    product: { description: 'Venta', product_key: GLOBAL_PRODUCT_KEY, unit_key: 'ACT', price: fromCents(invoicedCents(order)), tax_included: true, taxes: IVA, sku: order.folio },
  }));
}
