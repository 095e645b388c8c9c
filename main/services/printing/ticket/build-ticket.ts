// One ticket builder for every encoder: what a ticket says is decided here and only here.
import type { PrinterSettings, TicketCommerce } from '@shared/printing';
import type { OrderDetail, OrderLine } from '@shared/types/order';
import { cashChange, formatMoney } from '@shared/money';
import { formatDateTime } from '@shared/dates';
import { DELIVERY_TYPE_LABELS } from '@shared/orders/status-machine';
import { CURRENCY } from '@shared/constants';
import type { TicketAlign, TicketBlock, TicketDoc } from './model';
import { contentColumns, marginColumns } from './layout';
import { PAYMENT_METHOD_LABELS, TICKET_TEXT } from './labels';

export interface BuildTicketOptions {
  /** Reprints carry 'COPIA' so nobody cooks the order twice. */
  reprint?: boolean;
  /** Kitchen tickets omit every price; defaults to the printer's setting. */
  kitchen?: boolean;
}

type PrinterLayoutSettings = Pick<
  PrinterSettings,
  'paperWidthMm' | 'marginLeft' | 'marginRight' | 'textSize' | 'codePage' | 'showLogo' | 'showCommerceData' | 'showClientNumber' | 'kitchen'
>;

function text(value: string, align: TicketAlign = 'left', bold = false, title = false): TicketBlock {
  return { kind: 'text', text: value, align, bold, title };
}

function row(left: string, right: string, bold = false, indent = 0): TicketBlock {
  return { kind: 'row', left, right, bold, indent };
}

function present(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim().length > 0;
}

function addressLines(order: OrderDetail['pedido']): string[] {
  const street = [order.calle, order.numero_exterior].filter(present).join(' ');
  const interior = present(order.numero_interior) ? `Int. ${order.numero_interior}` : '';
  const composed = [street, interior, order.colonia ?? ''].filter(present).join(', ');
  const lines: string[] = [];
  if (composed) lines.push(composed);
  if (present(order.direccion_completa) && order.direccion_completa !== composed) lines.push(order.direccion_completa);
  return lines;
}

function lineBlocks(line: OrderLine, kitchen: boolean): TicketBlock[] {
  const name = present(line.presentacion) ? `${line.nombre} (${line.presentacion})` : line.nombre;
  const label = `${line.cantidad} x ${name}`;
  const blocks: TicketBlock[] = [kitchen ? text(label, 'left', true) : row(label, formatMoney(line.subtotal))];
  for (const extra of line.extras) {
    const extraLabel = `+ ${extra.cantidad} x ${extra.nombre}`;
    blocks.push(kitchen ? row(extraLabel, '', false, 2) : row(extraLabel, formatMoney(extra.subtotal), false, 2));
  }
  if (present(line.instrucciones)) blocks.push(row(`${TICKET_TEXT.instructions}: ${line.instrucciones}`, '', false, 2));
  return blocks;
}

function totalsBlocks(order: OrderDetail['pedido']): TicketBlock[] {
  const blocks: TicketBlock[] = [row(TICKET_TEXT.subtotal, formatMoney(order.subtotal))];
  if (order.coupon_amount != null && order.coupon_amount > 0) {
    const label = present(order.coupon_code) ? `${TICKET_TEXT.coupon} ${order.coupon_code}` : TICKET_TEXT.coupon;
    blocks.push(row(label, `-${formatMoney(order.coupon_amount)}`));
  }
  if (order.metodo_entrega === 'delivery' || order.costo_envio > 0) blocks.push(row(TICKET_TEXT.deliveryFee, formatMoney(order.costo_envio)));
  if (order.propina > 0) blocks.push(row(TICKET_TEXT.tip, formatMoney(order.propina)));
  blocks.push(row(`${TICKET_TEXT.total} ${CURRENCY}`, formatMoney(order.total), true));
  blocks.push(row(TICKET_TEXT.paymentMethod, PAYMENT_METHOD_LABELS[order.metodo_pago] ?? order.metodo_pago));
  if (order.cliente_paga_con != null && order.cliente_paga_con > 0) {
    blocks.push(row(TICKET_TEXT.paidWith, formatMoney(order.cliente_paga_con)));
    blocks.push(row(TICKET_TEXT.change, formatMoney(cashChange(order.cliente_paga_con, order.total))));
  }
  return blocks;
}

export function buildTicket(
  detail: OrderDetail,
  commerce: TicketCommerce,
  settings: PrinterLayoutSettings,
  options: BuildTicketOptions = {},
): TicketDoc {
  const order = detail.pedido;
  const kitchen = options.kitchen ?? settings.kitchen;
  const blocks: TicketBlock[] = [];

  if (settings.showLogo && present(commerce.logotipo)) blocks.push({ kind: 'logo', source: commerce.logotipo });
  blocks.push(text(commerce.nombre, 'center', true, true));
  if (settings.showCommerceData) {
    if (present(commerce.direccion)) blocks.push(text(commerce.direccion, 'center'));
    if (present(commerce.telefono)) blocks.push(text(`${TICKET_TEXT.phone}: ${commerce.telefono}`, 'center'));
  }
  if (options.reprint) blocks.push(text(TICKET_TEXT.copy, 'center', true, true));
  if (kitchen) blocks.push(text(TICKET_TEXT.kitchen, 'center', true));
  blocks.push({ kind: 'rule' });

  blocks.push(text(`${TICKET_TEXT.order} ${order.folio}`, 'center', true, true));
  blocks.push(text(`${TICKET_TEXT.date}: ${formatDateTime(order.created_at, commerce.zona_horaria)}`));
  blocks.push(text(DELIVERY_TYPE_LABELS[order.metodo_entrega] ?? order.metodo_entrega, 'left', true));
  const table = order.numero_mesa ?? order.self_service?.table_number ?? null;
  if (table != null) blocks.push(text(`${TICKET_TEXT.table}: ${table}`, 'left', true));
  blocks.push({ kind: 'rule' });

  if (present(order.nombre)) blocks.push(text(`${TICKET_TEXT.customer}: ${order.nombre}`));
  if (settings.showClientNumber && present(order.numero_celular)) {
    const prefix = present(order.country_code) ? `+${order.country_code} ` : '';
    blocks.push(text(`${TICKET_TEXT.phone}: ${prefix}${order.numero_celular}`));
  }
  if (order.metodo_entrega === 'delivery') {
    const lines = addressLines(order);
    if (lines.length > 0) blocks.push(text(`${TICKET_TEXT.address}: ${lines.join('. ')}`));
    if (present(order.referencias)) blocks.push(text(`${TICKET_TEXT.references}: ${order.referencias}`));
  }
  blocks.push({ kind: 'rule' });

  for (const line of detail.productos) blocks.push(...lineBlocks(line, kitchen));
  blocks.push({ kind: 'rule' });

  if (!kitchen) blocks.push(...totalsBlocks(order));
  if (present(order.comentario)) blocks.push(text(`${TICKET_TEXT.comment}: ${order.comentario}`));
  if (present(order.delivery_tracking_url)) blocks.push({ kind: 'qr', data: order.delivery_tracking_url, caption: TICKET_TEXT.tracking });
  if (!kitchen) blocks.push(text(TICKET_TEXT.thanks, 'center'));
  blocks.push({ kind: 'feed', lines: 1 });

  return {
    layout: {
      paperWidthMm: settings.paperWidthMm,
      columns: contentColumns(settings.paperWidthMm, settings.marginLeft, settings.marginRight),
      marginLeftColumns: marginColumns(settings.marginLeft),
      marginRightColumns: marginColumns(settings.marginRight),
      textSize: settings.textSize,
      codePage: settings.codePage,
    },
    blocks,
  };
}
