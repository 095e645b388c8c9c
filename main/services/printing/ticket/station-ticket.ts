// The kitchen's tickets (docs/kitchen.md): a station's part of an order, and the notices that follow an order
// that was printed — «CANCELADO» when it is cancelled or rejected, «CAMBIO» with only what an edit added or
// removed. One layout for all three, made to be read across a kitchen: who and when on top, then each item
// in large text with the quantity first, its extras and instructions on their own highlighted lines, no prices.
import type { TicketCommerce } from '@shared/printing';
import type { OrderDetail } from '@shared/types/order';
import type { OrderChangeLine } from '@shared/orders/edit-changes';
import { formatTime } from '@shared/dates';
import { DELIVERY_TYPE_LABELS } from '@shared/orders/status-machine';
import type { TicketBlock, TicketDoc } from './model';
import { present, text } from './sections';
import { ticketLayout, type PrinterLayoutSettings } from './build-ticket';
import { STATION_TEXT, TICKET_TEXT } from './labels';
import { promisedAt } from '@shared/orders/promised';

/** The fields of a line a kitchen ticket prints (order lines and an edit's change lines both have them). */
export type KitchenLine = Pick<OrderChangeLine, 'nombre' | 'presentacion' | 'cantidad' | 'instrucciones'> & { extras: { nombre: string; cantidad: number }[] };

export interface KitchenTicketSection {
  /** «AGREGAR» / «QUITAR» on a change ticket; none on a station or cancellation ticket. */
  label: string | null;
  lines: readonly KitchenLine[];
}

export interface KitchenTicketInput {
  order: OrderDetail['pedido'];
  commerce: TicketCommerce;
  settings: PrinterLayoutSettings;
  /** The station's name; null on a slot that prints the whole order. */
  station: string | null;
  /** «1 de 2»: this station's place among the stations the order spans (only when it spans several). */
  span: { index: number; count: number } | null;
  /** «CANCELADO», «CAMBIO EN EL PEDIDO»; null on the station's first ticket. */
  heading: string | null;
  sections: readonly KitchenTicketSection[];
  /** «(respaldo de Barra)»: printed by the backup printer of that station (or printer). */
  backupOf?: string | null;
  /** The brand (location) the order is for, when this PC follows several (docs/printing.md «Varias sucursales»). */
  brand?: string | null;
}

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}


function lineTitle(line: KitchenLine): string {
  return `${line.cantidad} x ${line.nombre}${present(line.presentacion) ? ` (${line.presentacion})` : ''}`;
}

/** One item: large, quantity first; each extra and the instructions on their own bold, marked line. */
export function kitchenItemBlocks(line: KitchenLine): TicketBlock[] {
  const blocks: TicketBlock[] = [text(lineTitle(line), 'left', true, true)];
  for (const extra of line.extras) blocks.push({ kind: 'row', left: `+ ${extra.cantidad > 1 ? `${extra.cantidad} x ` : ''}${extra.nombre}`, right: '', bold: true, indent: 2 });
  if (present(line.instrucciones)) blocks.push({ kind: 'row', left: `*** ${TICKET_TEXT.instructions.toUpperCase()}: ${line.instrucciones} ***`, right: '', bold: true, indent: 2 });
  return blocks;
}

export function buildKitchenTicket(input: KitchenTicketInput): TicketDoc {
  const { order, commerce, settings } = input;
  const blocks: TicketBlock[] = [];
  if (input.heading) blocks.push(text(`*** ${input.heading} ***`, 'center', true, true));
  blocks.push(text(input.station ?? commerce.nombre, 'center', true, true));
  // A station ticket names its station; when the kitchen cooks for several brands it names the brand too.
  if (input.station && present(input.brand)) blocks.push(text(input.brand, 'center', true, true));
  if (input.backupOf) blocks.push(text(`(${STATION_TEXT.backupOf} ${input.backupOf})`, 'center', true));
  if (input.span && input.span.count > 1) blocks.push(text(`${input.span.index} ${STATION_TEXT.of} ${input.span.count}`, 'center', true));
  blocks.push({ kind: 'rule' });
  blocks.push(text(`${TICKET_TEXT.order} ${order.folio}`, 'center', true, true));
  blocks.push(text(DELIVERY_TYPE_LABELS[order.metodo_entrega] ?? order.metodo_entrega, 'left', true));
  const table = order.numero_mesa ?? order.self_service?.table_number ?? null;
  if (table != null) blocks.push(text(`${TICKET_TEXT.table}: ${table}`, 'left', true, true));
  else if (present(order.nombre)) blocks.push(text(`${TICKET_TEXT.customer}: ${firstName(order.nombre)}`, 'left', true));
  const promised = promisedAt(order);
  if (promised !== null) blocks.push(text(`${STATION_TEXT.promised} ${formatTime(new Date(promised), commerce.zona_horaria)}`, 'left', true));
  blocks.push({ kind: 'rule' });
  for (const section of input.sections) {
    if (section.lines.length === 0) continue;
    if (section.label) blocks.push(text(`-- ${section.label} --`, 'left', true, true));
    for (const line of section.lines) blocks.push(...kitchenItemBlocks(line));
    blocks.push({ kind: 'rule' });
  }
  if (!input.heading && present(order.comentario)) blocks.push(text(`*** ${TICKET_TEXT.comment}: ${order.comentario} ***`, 'left', true));
  blocks.push({ kind: 'feed', lines: 1 });
  return { layout: ticketLayout(settings), blocks };
}
