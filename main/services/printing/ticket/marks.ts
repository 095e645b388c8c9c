// The mark of a ticket printed again (docs/printing.md, "Repeats are marked"): «COPIA» when someone asked for
// it again (Reimprimir, a second Imprimir cuenta or comprobante of the same table), «REIMPRESIÓN» when
// auto-print sends again a ticket whose earlier send may have reached the paper (a crash inside the send
// window, a cut connection). The mark is part of the ticket document, so every encoder (ESC/POS, PDF, HTML)
// prints it, as its first line, large and bold.
import { TICKET_MARKS, type TicketDoc, type TicketMark } from './model';
import { text } from './sections';

export { TICKET_MARKS, type TicketMark };

/** The document with `mark` as its first line (replacing any earlier mark); unchanged for null. */
export function markTicket(doc: TicketDoc, mark: TicketMark | null): TicketDoc {
  if (!mark || doc.mark === mark) return doc;
  const blocks = doc.mark ? doc.blocks.slice(1) : doc.blocks;
  return { ...doc, mark, blocks: [text(mark, 'center', true, true), ...blocks] };
}
