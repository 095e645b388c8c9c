// The test page: a realistic sample ticket plus the code page line, so a cashier sees at once
// whether accents, 'ñ' and the inverted marks print right.
import type { PrinterSettings, TicketCommerce } from '@shared/printing';
import type { OrderDetail } from '@shared/types/order';
import { sampleTicketOrder } from '@shared/sample-order';
import { buildTicket } from './build-ticket';
import type { TicketDoc } from './model';
import { TICKET_TEXT } from './labels';

/** The test page's order: the shared sample (shared/sample-order.ts) under the test page's own folio. */
export function sampleOrder(now: Date): OrderDetail {
  return sampleTicketOrder(now, { id: 'prueba', folio: 'PRUEBA-1' });
}

export function buildTestPage(commerce: TicketCommerce, settings: PrinterSettings, now: Date): TicketDoc {
  // In the slot's own layout: a kitchen slot's test page is a kitchen ticket (no prices), as its preview.
  const doc = buildTicket(sampleOrder(now), commerce, settings, { kitchen: settings.kitchen });
  doc.blocks.unshift({ kind: 'text', text: TICKET_TEXT.testPage, align: 'center', bold: true, title: true });
  const feedIndex = doc.blocks.length - 1;
  doc.blocks.splice(feedIndex, 0, { kind: 'rule' }, { kind: 'text', text: TICKET_TEXT.codePageLine, align: 'center', bold: false, title: false });
  return doc;
}
