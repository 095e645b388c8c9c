// printing:* channels -> the injected PrintingService (main/services/printing in the app and the agent).
import type { PrintingService } from '@shared/printing';
import type { PartialHandlers } from './types';

export function createPrintingHandlers(printing: PrintingService): PartialHandlers<'printing'> {
  return {
    'printing:listPrinters': () => printing.listPrinters(),
    'printing:probeNetworkPrinter': (host, port) => printing.probeNetworkPrinter(host, port),
    'printing:getSettings': () => printing.getSettings(),
    'printing:saveSettings': (settings) => printing.saveSettings(settings),
    'printing:getStatus': () => printing.getStatus(),
    'printing:printOrder': (input) => printing.printOrder(input),
    'printing:printTestPage': (slot, commerce, settings) => printing.printTestPage(slot, commerce, settings),
    'printing:renderPreviewHtml': (input) => printing.renderPreviewHtml(input),
    'printing:printBill': (input) => printing.printBill(input),
    'printing:printReceipt': (input) => printing.printReceipt(input),
    'printing:printCashClose': (input) => printing.printCashClose(input),
    'printing:openCashDrawer': () => printing.openCashDrawer(),
    'printing:startAutoPrint': (session) => printing.startAutoPrint(session),
    'printing:stopAutoPrint': () => printing.stopAutoPrint(),
    'printing:getAutoPrintState': () => printing.getAutoPrintState(),
    'printing:getPrintLocations': () => printing.getPrintLocations(),
    'printing:savePrintLocations': (choice) => printing.savePrintLocations(choice),
    'printing:getRecentJobs': () => printing.getRecentJobs(),
    'printing:retryWaitingJobs': () => printing.retryWaitingJobs(),
  };
}
