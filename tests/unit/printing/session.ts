// Auto-print through its only road, as the desktop app runs it: the printing service holds a session and
// follows an in-memory print-events server (live channel + resync endpoint); no direct accept call.
import type { PrintingServiceHandle } from '../../../main/services/printing';
import { startPrintEventsServer, type PrintEventsServer } from '../../../testkit/print-events-server';
import { commerce } from '../../support/sample-order';
import { waitUntil } from './wait';

export { startPrintEventsServer, type PrintEventsServer };

export function printEventsServer(): Promise<PrintEventsServer> {
  return startPrintEventsServer(commerce);
}

/** Connected = subscribed on the live channel and caught up with the events since the cursor. */
export async function connected(service: PrintingServiceHandle): Promise<void> {
  await waitUntil(async () => (await service.getAutoPrintState()).connected, 15_000, 'canal en vivo conectado');
  await service.autoPrintIdle();
}

/** Hands the service the session (the panel's sign-in) and waits until it follows the orders. */
export async function followOrders(service: PrintingServiceHandle, server: PrintEventsServer): Promise<void> {
  await service.startAutoPrint(server.session);
  await connected(service);
}

/** Every event published so far is in the ledger: a resync (after a wake) offers them all again and is done. */
export async function accepted(service: PrintingServiceHandle): Promise<void> {
  service.wakeAutoPrint();
  await service.autoPrintIdle();
}

/** Every event published so far is accepted and its tickets are on paper. */
export async function printed(service: PrintingServiceHandle): Promise<void> {
  await accepted(service);
  await service.whenIdle();
}
