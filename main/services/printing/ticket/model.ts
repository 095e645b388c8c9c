// The ticket document: content decided once by buildTicket, drawn by the ESC/POS, PDF and HTML encoders.
import type { CodePage, PaperWidthMm } from '@shared/printing';
import type { TextSize } from '@shared/constants';

/** The mark of a ticket printed again (marks.ts). */
export const TICKET_MARKS = { copy: 'COPIA', repeat: 'REIMPRESIÓN' } as const;
export type TicketMark = (typeof TICKET_MARKS)[keyof typeof TICKET_MARKS];

export type TicketAlign = 'left' | 'center' | 'right';

export type TicketBlock =
  /** A paragraph; encoders wrap it to their width. `title` uses the printer's text size. */
  | { kind: 'text'; text: string; align: TicketAlign; bold: boolean; title: boolean }
  /** Label on the left, value on the right (prices, totals). */
  | { kind: 'row'; left: string; right: string; bold: boolean; indent: number }
  | { kind: 'rule' }
  | { kind: 'qr'; data: string; caption: string }
  | { kind: 'logo'; source: string }
  | { kind: 'feed'; lines: number };

export interface TicketLayout {
  paperWidthMm: PaperWidthMm;
  /** Character columns after margins (58 mm = 32, 80 mm = 48, minus the margins). */
  columns: number;
  marginLeftColumns: number;
  marginRightColumns: number;
  textSize: TextSize;
  codePage: CodePage;
}

export interface TicketDoc {
  layout: TicketLayout;
  blocks: TicketBlock[];
  /** A ticket printed again says so on its first line (ticket/marks.ts); absent on a first print. */
  mark?: TicketMark;
}

/** Number of printed text lines, the basis of the per-line print timeout (docs/domain.md (Constantes)). */
export function ticketLineCount(doc: TicketDoc): number {
  let lines = 0;
  for (const block of doc.blocks) {
    switch (block.kind) {
      case 'text':
        lines += Math.max(1, Math.ceil(block.text.length / doc.layout.columns));
        break;
      case 'row':
        lines += Math.max(1, Math.ceil((block.left.length + block.right.length + 1) / doc.layout.columns));
        break;
      case 'qr':
        lines += 2;
        break;
      case 'feed':
        lines += block.lines;
        break;
      default:
        lines += 1;
    }
  }
  return lines;
}
