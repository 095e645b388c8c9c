// The ticket of one automatic print job (docs/kitchen.md): the whole order or a station's part of it on the
// order's first print, and the «CANCELADO» and «CAMBIO» notices that follow it, on the slot's printer or, marked
// «(respaldo de …)», on its backup printer.
import type { PrinterSettings, TicketCommerce } from '@shared/printing';
import { stationLines } from '@shared/kitchen/stations';
import type { LedgerJob } from '../ledger';
import type { TicketDoc } from './model';
import { buildTicket } from './build-ticket';
import { buildKitchenTicket, type KitchenTicketSection } from './station-ticket';
import { STATION_TEXT } from './labels';
import { text } from './sections';

export type JobTicketInput = Pick<LedgerJob, 'trigger' | 'order' | 'route' | 'change' | 'brand'>;

/**
 * `settings`: the printer that prints it (the backup's own layout when it stands in); `backupOf`: the name of
 * the station or printer it stands in for.
 */
export function buildJobTicket(job: JobTicketInput, commerce: TicketCommerce, settings: PrinterSettings, backupOf: string | null = null): TicketDoc {
  const { order, route } = job;
  const station = route?.station ?? null;
  const base = { order: order.pedido, commerce, settings, station: station?.name ?? null, span: route ? { index: route.index, count: route.count } : null, backupOf, brand: job.brand ?? null };
  if (job.trigger === 'onOrderCancelled') {
    const lines = station ? stationLines(station, order.productos) : order.productos;
    return buildKitchenTicket({ ...base, heading: STATION_TEXT.cancelled, sections: [{ label: null, lines }] });
  }
  if (job.trigger === 'onOrderEdited') {
    const sections: KitchenTicketSection[] = [
      { label: STATION_TEXT.add, lines: job.change?.added ?? [] },
      { label: STATION_TEXT.remove, lines: job.change?.removed ?? [] },
    ];
    return buildKitchenTicket({ ...base, heading: STATION_TEXT.changed, sections });
  }
  if (station) return buildKitchenTicket({ ...base, heading: null, sections: [{ label: null, lines: stationLines(station, order.productos) }] });
  const doc = buildTicket(order, commerce, settings);
  return backupOf ? { ...doc, blocks: [text(`(${STATION_TEXT.backupOf} ${backupOf})`, 'center', true), ...doc.blocks] } : doc;
}
