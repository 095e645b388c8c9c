// Exactly-once auto-print against two emulated network printers, through the session path (live print
// triggers and the resync of an in-memory events server): duplicates, restarts with pending jobs, and a
// printer that goes off and on while 100 orders arrive.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { defaultPrintSettings, type PrintSettings, type PrintTriggerEvent } from '@shared/printing';
import { createPrintingService, type PrintingServiceHandle } from '../../../main/services/printing';
import { startPrinterEmulator, type PrinterEmulator } from '../../../scripts/printer-emulator/emulator';
import { orderDetail } from '../../support/sample-order';
import { accepted, connected, followOrders, printed, printEventsServer, type PrintEventsServer } from '../../unit/printing/session';
import { folioOf, tempDir, waitUntil } from './support';

let dataDir = '';
let printerA: PrinterEmulator;
let printerB: PrinterEmulator;
let events: PrintEventsServer;
const services: PrintingServiceHandle[] = [];

function settingsFor(a: PrinterEmulator, b: PrinterEmulator): PrintSettings {
  const settings = defaultPrintSettings();
  settings.Printer1 = { ...settings.Printer1, printer: { kind: 'network', host: '127.0.0.1', port: a.port }, autoPrint: 'onOrderReceived', copies: 1 };
  settings.Printer2 = { ...settings.Printer2, printer: { kind: 'network', host: '127.0.0.1', port: b.port }, autoPrint: 'onOrderReceived', copies: 1 };
  return settings;
}

async function startService(): Promise<PrintingServiceHandle> {
  const service = createPrintingService({ dataDir, retry: { baseMs: 10, maxMs: 80 }, timeoutPerLineMs: 1_000, resyncMs: 600_000 });
  services.push(service);
  return service;
}

const order = (n: number) => orderDetail({ folio: `F-${String(n).padStart(3, '0')}` }, `order-${n}`);
const folios = (printer: PrinterEmulator) => printer.jobs().map(folioOf);
const expectedFolios = (count: number) => Array.from({ length: count }, (_, i) => `F-${String(i + 1).padStart(3, '0')}`);

beforeEach(async () => {
  dataDir = tempDir('exactly-once-');
  printerA = await startPrinterEmulator({ port: 0 });
  printerB = await startPrinterEmulator({ port: 0 });
  events = await printEventsServer();
});
afterEach(async () => {
  for (const service of services.splice(0)) await service.close();
  await printerA.close();
  await printerB.close();
  await events.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('exactly-once auto-print', () => {
  it('ignores duplicate events, concurrent and sequential, and other triggers', async () => {
    const service = await startService();
    await service.saveSettings(settingsFor(printerA, printerB));
    await followOrders(service, events);
    // Five copies of the same trigger on the live channel at once, then the resync offers it again.
    const received = events.publish('onOrderReceived', order(1));
    for (let n = 1; n < 5; n += 1) events.resend(received);
    await printed(service);
    // A second event of the same order and trigger, and a trigger no printer has.
    events.publish('onOrderReceived', order(1));
    events.publish('onOrderAccepted', order(1));
    await printed(service);
    expect(folios(printerA)).toEqual(['F-001']);
    expect(folios(printerB)).toEqual(['F-001']);
  });

  it('re-queues pending jobs after a restart and prints them once when the printer is back', async () => {
    await printerA.setOnline(false);
    const first = await startService();
    await first.saveSettings(settingsFor(printerA, printerB));
    await followOrders(first, events);
    const published = Array.from({ length: 5 }, (_, i) => events.publish('onOrderReceived', order(i + 1)));
    await printerB.waitForJobs(5, 45_000);
    // B's last ticket is on paper; its 'done' follows once the socket has closed.
    await waitUntil(async () => (await first.pendingJobs()) === 5, 5_000, 'solo quedan los trabajos de A');
    await first.close();

    // The restarted process resumes the stored session.
    const second = await startService();
    expect(await second.pendingJobs()).toBe(5);
    await connected(second);
    // The same events again, on the live channel and from the resync: nothing new.
    for (const event of published) events.resend(event);
    await accepted(second);
    expect(await second.pendingJobs()).toBe(5);
    await printerA.setOnline(true);
    await printerA.waitForJobs(5, 45_000);
    await second.whenIdle();
    expect(folios(printerA)).toEqual(expectedFolios(5));
    expect(folios(printerB)).toEqual(expectedFolios(5));
    expect(await second.pendingJobs()).toBe(0);
    const statuses = await second.getStatus();
    expect(statuses.slice(0, 2).map((s) => [s.configured, s.found, s.online, s.pendingJobs])).toEqual([
      [true, true, true, 0],
      [true, true, true, 0],
    ]);
  });

  it('100 orders across 2 printers, A off for stretches, replays and a restart: every ticket once, B never blocked', async () => {
    let service = await startService();
    await service.saveSettings(settingsFor(printerA, printerB));
    await followOrders(service, events);
    const published: PrintTriggerEvent[] = [];
    const send = (n: number) => {
      const event = published[n - 1];
      if (event) events.resend(event);
      else published.push(events.publish('onOrderReceived', order(n)));
    };

    for (let n = 1; n <= 100; n += 1) {
      if (n === 11 || n === 61) await printerA.setOnline(false);
      if (n === 41 || n === 91) await printerA.setOnline(true);
      send(n);
      // Reconnect refetch: every 7th order its earlier neighbours arrive again.
      if (n % 7 === 0) for (let m = Math.max(1, n - 3); m <= n; m += 1) send(m);
      if (n === 30) {
        // While A is off, B keeps printing everything that arrived.
        await printerB.waitForJobs(30, 45_000);
        expect(folios(printerA).length).toBeLessThanOrEqual(10);
        expect(await service.pendingJobs()).toBeGreaterThanOrEqual(20);
      }
      if (n === 70) {
        // The app restarts mid-queue with A still off.
        await printerB.waitForJobs(70, 45_000);
        await service.close();
        service = await startService();
        expect(await service.pendingJobs()).toBeGreaterThan(0);
        // The restarted process resumes the stored session; the next orders come once it follows them.
        await connected(service);
      }
    }
    await printerA.waitForJobs(100, 45_000);
    await printerB.waitForJobs(100, 45_000);
    await printed(service);
    await waitUntil(async () => (await service.pendingJobs()) === 0, 5_000, 'cola vacía');
    expect(folios(printerA)).toEqual(expectedFolios(100));
    expect(folios(printerB)).toEqual(expectedFolios(100));
  }, 180_000);
});
