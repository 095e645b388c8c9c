// The cash close ('corte de caja') in the same layout model as every ticket: the shift's summary lines
// (shared with the panel's cash screen), its cash movements with their reasons, and the note.
import type { CashCloseTicketInput } from '@shared/printing';
import { cashSummaryLines } from '@shared/cash-close-lines';
import { formatMoney } from '@shared/money';
import { formatDateTime } from '@shared/dates';
import type { TicketBlock, TicketDoc } from './model';
import type { PrinterLayoutSettings } from './build-ticket';
import { ticketLayout } from './build-ticket';
import { TICKET_TEXT } from './labels';
import { headerBlocks, present, row, text } from './sections';

export function buildCashCloseTicket(input: CashCloseTicketInput, settings: PrinterLayoutSettings, now: Date): TicketDoc {
  const { shift, commerce } = input;
  const zone = commerce.zona_horaria;
  const blocks: TicketBlock[] = headerBlocks(commerce, settings);
  blocks.push({ kind: 'rule' }, text(TICKET_TEXT.cashClose, 'center', true, true));
  if (!shift.cerrado_at) blocks.push(text(TICKET_TEXT.shiftOpen, 'center', true));
  blocks.push(text(`${TICKET_TEXT.shiftOpened}: ${formatDateTime(shift.abierto_at, zone)}`));
  blocks.push(text(`${TICKET_TEXT.shiftClosed}: ${shift.cerrado_at ? formatDateTime(shift.cerrado_at, zone) : TICKET_TEXT.shiftStillOpen}`));
  blocks.push(text(`${TICKET_TEXT.printedAt}: ${formatDateTime(now.toISOString(), zone)}`));
  blocks.push({ kind: 'rule' });
  for (const line of cashSummaryLines(shift)) blocks.push(row(line.label, line.value, Boolean(line.strong)));
  if (shift.movimientos.length > 0) {
    blocks.push({ kind: 'rule' }, text(TICKET_TEXT.cashMovements, 'left', true));
    for (const move of shift.movimientos) {
      const sign = move.tipo === 'entrada' ? 1 : -1;
      const label = move.tipo === 'entrada' ? TICKET_TEXT.cashIn : TICKET_TEXT.cashOut;
      blocks.push(row(`${label}: ${move.motivo}`, formatMoney(sign * move.monto), false, 2));
    }
  }
  if (present(shift.nota)) blocks.push({ kind: 'rule' }, text(`${TICKET_TEXT.instructions}: ${shift.nota}`));
  blocks.push({ kind: 'rule' }, text(TICKET_TEXT.signature, 'center'), { kind: 'feed', lines: 1 });
  return { layout: ticketLayout(settings), blocks };
}
