// Printing services: plain Node with injected adapters, shared by the Electron main process and
// the print agent. No `electron` import here: the desktop app passes an ElectronPrintAdapter.
export { createPrintingService, type PrintingServiceHandle, type PrintingServiceOptions } from './service';
export { defaultSharedPrintDir } from './auto-print-pipeline';
export type { SettingsStore } from './settings-store';
export { createJsonSettingsStore, normalizeSettings } from './settings-store';
export type { ElectronPrintAdapter } from './deliver';
export type { TransportSet, SendOptions } from './transports';
export { defaultTransports } from './transports';
export { buildTicket, type BuildTicketOptions } from './ticket/build-ticket';
export type { TicketDoc, TicketBlock } from './ticket/model';
export { encodeEscPos } from './encoders/escpos';
export { renderTicketPdf } from './encoders/pdf';
export { renderTicketHtml } from './encoders/html';
export { printingWarning, printingWarnings, PRINTING_WARNING_PRIORITY, type PrintingWarning } from './status';
export { probeTcp as probeNetworkPrinter } from './discovery/probe';
