// The cashier's documents in the same layout model as the order ticket: the bill ('cuenta') of a
// table with all its open orders, and the payment receipt (method, received, change, tip).
import type { BillTicketInput, PaymentPart, PaymentReceiptInput } from '@shared/printing';
import { cashChange, formatMoney } from '@shared/money';
import { formatDateTime } from '@shared/dates';
import { CURRENCY } from '@shared/constants';
import type { TicketBlock, TicketDoc } from './model';
import type { PrinterLayoutSettings } from './build-ticket';
import { ticketLayout } from './build-ticket';
import { PAYMENT_METHOD_LABELS, TICKET_TEXT } from './labels';
import { headerBlocks, orderTotals, priceLineBlocks, row, sumPesos, text, totalsBlocks, type Totals } from './sections';

function tableLine(table: string | number | null | undefined): TicketBlock[] {
  return table == null || String(table).trim() === '' ? [] : [text(`${TICKET_TEXT.table}: ${table}`, 'center', true, true)];
}

/** The table's totals: each figure is the sum of the open orders' own figures. */
export function billTotals(orders: BillTicketInput['orders']): Totals {
  const each = orders.map((detail) => orderTotals(detail.pedido));
  return {
    subtotal: sumPesos(each.map((t) => t.subtotal)),
    discount: sumPesos(each.map((t) => t.discount)),
    discountLabel: TICKET_TEXT.coupon,
    deliveryFee: sumPesos(each.map((t) => t.deliveryFee)),
    showDeliveryFee: each.some((t) => t.deliveryFee > 0),
    tip: sumPesos(each.map((t) => t.tip)),
    total: sumPesos(each.map((t) => t.total)),
  };
}

export function buildBillTicket(input: BillTicketInput, settings: PrinterLayoutSettings, now: Date): TicketDoc {
  const blocks: TicketBlock[] = headerBlocks(input.commerce, settings);
  blocks.push({ kind: 'rule' }, text(TICKET_TEXT.bill, 'center', true, true), ...tableLine(input.table));
  blocks.push(text(`${TICKET_TEXT.date}: ${formatDateTime(input.issuedAt ?? now.toISOString(), input.commerce.zona_horaria)}`));
  if (input.issuedAt) blocks.push(text(`${TICKET_TEXT.printedAt}: ${formatDateTime(now.toISOString(), input.commerce.zona_horaria)}`));
  blocks.push({ kind: 'rule' });
  for (const detail of input.orders) {
    if (input.orders.length > 1) blocks.push(text(`${TICKET_TEXT.order} ${detail.pedido.folio}`, 'left', true));
    for (const line of detail.productos) blocks.push(...priceLineBlocks(line));
  }
  blocks.push({ kind: 'rule' }, ...totalsBlocks(billTotals(input.orders)));
  blocks.push(text(TICKET_TEXT.billNotice, 'center'), text(TICKET_TEXT.thanks, 'center'), { kind: 'feed', lines: 1 });
  return { layout: ticketLayout(settings), blocks };
}

export interface ReceiptFigures {
  consumption: number;
  tip: number;
  totalPaid: number;
  /** The methods and amounts paid: one part for a single method, several for a mixed payment. */
  parts: PaymentPart[];
  /** The cash the customer owed: the cash parts of a mixed payment, else the total paid. */
  cashDue: number;
  amountReceived: number | null;
  change: number;
}

/**
 * Consumption = the orders' totals; total paid = consumption + the tip left at payment; change in cash
 * only: received − the cash due (for a mixed payment only its cash parts are paid from what was handed over).
 */
export function receiptFigures(input: PaymentReceiptInput): ReceiptFigures {
  const consumption = sumPesos(input.orders.map((order) => order.total));
  const tip = input.payment.tip > 0 ? input.payment.tip : 0;
  const totalPaid = sumPesos([consumption, tip]);
  const given = input.payment.parts;
  const parts = given && given.length > 0 ? given : [{ method: input.payment.method ?? 'efectivo', amount: totalPaid }];
  const cashDue = given && given.length > 0 ? sumPesos(given.filter((part) => part.method === 'efectivo').map((part) => part.amount)) : totalPaid;
  const handed = input.payment.amountReceived;
  const received = handed != null && handed > 0 && cashDue > 0 ? handed : null;
  return { consumption, tip, totalPaid, parts, cashDue, amountReceived: received, change: received == null ? 0 : cashChange(received, cashDue) };
}

const methodLabel = (part: PaymentPart) => PAYMENT_METHOD_LABELS[part.method] ?? part.method;

function paymentBlocks(figures: ReceiptFigures): TicketBlock[] {
  const mixed = figures.parts.length > 1;
  const blocks: TicketBlock[] = mixed
    ? [text(`${TICKET_TEXT.payments}:`, 'left', true), ...figures.parts.map((part) => row(methodLabel(part), formatMoney(part.amount), false, 2))]
    : [row(TICKET_TEXT.paymentMethod, methodLabel(figures.parts[0]))];
  if (figures.amountReceived != null) {
    blocks.push(row(mixed ? TICKET_TEXT.cashReceived : TICKET_TEXT.amountReceived, formatMoney(figures.amountReceived)));
    blocks.push(row(TICKET_TEXT.change, formatMoney(figures.change)));
  }
  return blocks;
}

export function buildPaymentReceipt(input: PaymentReceiptInput, settings: PrinterLayoutSettings, now: Date): TicketDoc {
  const figures = receiptFigures(input);
  const paidAt = input.payment.paidAt ?? now.toISOString();
  const blocks: TicketBlock[] = headerBlocks(input.commerce, settings);
  blocks.push({ kind: 'rule' }, text(TICKET_TEXT.receipt, 'center', true, true), ...tableLine(input.table));
  blocks.push(text(`${TICKET_TEXT.date}: ${formatDateTime(paidAt, input.commerce.zona_horaria)}`));
  if (input.orders.length > 0) blocks.push(text(`${TICKET_TEXT.orders}: ${input.orders.map((order) => order.folio).join(', ')}`));
  blocks.push({ kind: 'rule' });
  blocks.push(row(TICKET_TEXT.consumption, formatMoney(figures.consumption)));
  if (figures.tip > 0) blocks.push(row(TICKET_TEXT.tip, formatMoney(figures.tip)));
  blocks.push(row(`${TICKET_TEXT.totalPaid} ${CURRENCY}`, formatMoney(figures.totalPaid), true));
  blocks.push(...paymentBlocks(figures));
  blocks.push({ kind: 'rule' }, text(TICKET_TEXT.thanks, 'center'), { kind: 'feed', lines: 1 });
  return { layout: ticketLayout(settings), blocks };
}
