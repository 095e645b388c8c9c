// One ticket builder for every encoder: what a ticket says is decided here and only here.
import type { PrinterSettings, TicketCommerce } from '@shared/printing';
import type { OrderDetail } from '@shared/types/order';
import { cashChange, formatMoney } from '@shared/money';
import { formatDateTime } from '@shared/dates';
import { DELIVERY_TYPE_LABELS } from '@shared/orders/status-machine';
import { markTicket, TICKET_MARKS } from './marks';
import type { TicketBlock, TicketDoc } from './model';
import { contentColumns, marginColumns } from './layout';
import { PAYMENT_METHOD_LABELS, TICKET_TEXT } from './labels';
import { deliveryAddress, headerBlocks, kitchenLineBlocks, orderTotals, present, priceLineBlocks, row, text, totalsBlocks } from './sections';

export interface BuildTicketOptions {
  /** Reprints carry «COPIA» (ticket/marks.ts) so nobody cooks the order twice. */
  reprint?: boolean;
  /** Kitchen tickets omit every price; defaults to the printer's setting. */
  kitchen?: boolean;
}

export type PrinterLayoutSettings = Pick<
  PrinterSettings,
  'paperWidthMm' | 'marginLeft' | 'marginRight' | 'textSize' | 'codePage' | 'showLogo' | 'showCommerceData' | 'showClientNumber' | 'kitchen'
>;

export function ticketLayout(settings: PrinterLayoutSettings): TicketDoc['layout'] {
  return {
    paperWidthMm: settings.paperWidthMm,
    columns: contentColumns(settings.paperWidthMm, settings.marginLeft, settings.marginRight),
    marginLeftColumns: marginColumns(settings.marginLeft),
    marginRightColumns: marginColumns(settings.marginRight),
    textSize: settings.textSize,
    codePage: settings.codePage,
  };
}

function paymentBlocks(order: OrderDetail['pedido']): TicketBlock[] {
  const blocks = [row(TICKET_TEXT.paymentMethod, PAYMENT_METHOD_LABELS[order.metodo_pago] ?? order.metodo_pago)];
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
  const blocks: TicketBlock[] = headerBlocks(commerce, settings);
  if (kitchen) blocks.push(text(TICKET_TEXT.kitchen, 'center', true));
  blocks.push({ kind: 'rule' });

  blocks.push(text(`${TICKET_TEXT.order} ${order.folio}`, 'center', true, true));
  blocks.push(text(`${TICKET_TEXT.date}: ${formatDateTime(order.created_at, commerce.zona_horaria)}`));
  // A scheduled order prints at its fire time: the time the customer chose stands out.
  if (order.programado_para) blocks.push(text(`${TICKET_TEXT.scheduledFor}: ${formatDateTime(order.programado_para, commerce.zona_horaria)}`, 'left', true, true));
  blocks.push(text(DELIVERY_TYPE_LABELS[order.metodo_entrega] ?? order.metodo_entrega, 'left', true));
  const table = order.numero_mesa ?? order.self_service?.table_number ?? null;
  if (table != null) blocks.push(text(`${TICKET_TEXT.table}: ${table}`, 'left', true, kitchen));
  blocks.push({ kind: 'rule' });

  if (present(order.nombre)) blocks.push(text(`${TICKET_TEXT.customer}: ${order.nombre}`));
  if (settings.showClientNumber && present(order.numero_celular)) {
    const prefix = present(order.country_code) ? `+${order.country_code} ` : '';
    blocks.push(text(`${TICKET_TEXT.phone}: ${prefix}${order.numero_celular}`));
  }
  if (order.metodo_entrega === 'delivery') {
    const address = deliveryAddress(order);
    if (address) blocks.push(text(`${TICKET_TEXT.address}: ${address}`));
    if (present(order.referencias)) blocks.push(text(`${TICKET_TEXT.references}: ${order.referencias}`));
  }
  blocks.push({ kind: 'rule' });

  for (const line of detail.productos) blocks.push(...(kitchen ? kitchenLineBlocks(line) : priceLineBlocks(line)));
  blocks.push({ kind: 'rule' });

  if (!kitchen) blocks.push(...totalsBlocks(orderTotals(order)), ...paymentBlocks(order));
  if (present(order.comentario)) {
    const comment = `${TICKET_TEXT.comment}: ${order.comentario}`;
    blocks.push(kitchen ? text(`*** ${comment} ***`, 'left', true) : text(comment));
  }
  if (!kitchen && present(order.delivery_tracking_url)) blocks.push({ kind: 'qr', data: order.delivery_tracking_url, caption: TICKET_TEXT.tracking });
  // The customer's factura (docs/invoices.md): the short link as QR and as text.
  if (!kitchen && present(order.factura_url)) blocks.push({ kind: 'qr', data: order.factura_url, caption: TICKET_TEXT.invoice(order.factura_url) });
  if (!kitchen) blocks.push(text(TICKET_TEXT.thanks, 'center'));
  blocks.push({ kind: 'feed', lines: 1 });

  return markTicket({ layout: ticketLayout(settings), blocks }, options.reprint ? TICKET_MARKS.copy : null);
}
