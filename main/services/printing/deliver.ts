// From a ticket and a printer's settings to bytes (or HTML) on the right transport.
import { MSG } from '@shared/messages';
import type { PaperWidthMm, PrinterConnection, PrinterSettings } from '@shared/printing';
import { encodeEscPos } from './encoders/escpos';
import { renderTicketHtml } from './encoders/html';
import { renderTicketPdf } from './encoders/pdf';
import { ticketLineCount, type TicketDoc } from './ticket/model';
import { withTimeout, type TransportSet } from './transports/types';

export interface ElectronPrintAdapter {
  listPrinters(): Promise<{ name: string; isDefault: boolean; status?: number }[]>;
  /** The page follows the printer's paper (main/electron-print.ts); the job is abandoned after `timeoutMs`. */
  printHtml(html: string, deviceName: string, options: { paperWidthMm: PaperWidthMm; timeoutMs: number }): Promise<void>;
}

export interface DeliverDeps {
  transports: TransportSet;
  electron?: ElectronPrintAdapter;
  platform: NodeJS.Platform;
  timeoutPerLineMs: number;
}

/** What the printing service does around each copy it sends (print-context.ts printCopies). */
export interface CopyHooks {
  /** After the transport confirmed copy number `done` (1-based count of copies out). */
  afterCopy?(done: number): Promise<void>;
  /** The send of copy `copy` (0-based) failed with `error`; the job retries later. */
  failed?(copy: number, error: unknown): Promise<void>;
}

/** A stable identity of a physical printer, so two slots on one printer never write at once. */
export function connectionKey(connection: PrinterConnection): string {
  switch (connection.kind) {
    case 'network':
      return `network:${connection.host}:${connection.port}`;
    case 'usb':
      return `usb:${connection.devicePath}`;
    case 'system':
      return `system:${connection.name}`;
  }
}

export function jobTimeoutMs(doc: TicketDoc, timeoutPerLineMs: number): number {
  return Math.max(1, ticketLineCount(doc)) * timeoutPerLineMs;
}

/**
 * Raw ESC/POS bytes that are no ticket (the cash drawer's pulse) to a printer: every connection kind takes
 * them raw, whatever the printer's ticket format.
 */
export async function deliverRaw(bytes: Buffer, settings: PrinterSettings, deps: DeliverDeps): Promise<void> {
  const connection = settings.printer;
  if (!connection) throw new Error(MSG.printNoPrinter);
  const options = { timeoutMs: deps.timeoutPerLineMs };
  switch (connection.kind) {
    case 'network':
      return deps.transports.tcp(connection.host, connection.port, bytes, options);
    case 'usb':
      return deps.transports.usb(connection.devicePath, bytes, options);
    case 'system':
      if (deps.platform === 'win32') return deps.transports.windows(connection.name, bytes, options);
      return deps.transports.cups(connection.name, bytes, { ...options, raw: true });
  }
}

/**
 * Network and USB printers are thermal printers and always take ESC/POS. OS queues take ESC/POS
 * raw (CUPS `-o raw`, Windows RAW), or, with format 'pdf', a document: HTML through Electron's
 * printing when in the desktop app, otherwise a PDF that CUPS converts for the printer.
 */
export async function deliverTicket(doc: TicketDoc, settings: PrinterSettings, deps: DeliverDeps): Promise<void> {
  const connection = settings.printer;
  if (!connection) throw new Error(MSG.printNoPrinter);
  const timeoutMs = jobTimeoutMs(doc, deps.timeoutPerLineMs);
  switch (connection.kind) {
    case 'network':
      return deps.transports.tcp(connection.host, connection.port, encodeEscPos(doc), { timeoutMs });
    case 'usb':
      return deps.transports.usb(connection.devicePath, encodeEscPos(doc), { timeoutMs });
    case 'system': {
      if (settings.format === 'escpos') {
        if (deps.platform === 'win32') return deps.transports.windows(connection.name, encodeEscPos(doc), { timeoutMs });
        return deps.transports.cups(connection.name, encodeEscPos(doc), { timeoutMs, raw: true });
      }
      const electron = deps.electron;
      if (electron) {
        const html = await renderTicketHtml(doc);
        const printing = electron.printHtml(html, connection.name, { paperWidthMm: settings.paperWidthMm, timeoutMs });
        return withTimeout(printing, timeoutMs, connection.name, () => undefined);
      }
      if (deps.platform === 'win32') throw new Error(MSG.electronNotAvailable);
      return deps.transports.cups(connection.name, await renderTicketPdf(doc), { timeoutMs, raw: false });
    }
  }
}
