// Exactly-once auto-print against two emulated network printers: duplicates, restarts with
// pending jobs, and a printer that goes off and on while 100 orders arrive.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { defaultPrintSettings, type PrintSettings } from '@shared/printing';
import { createPrintingService, type PrintingServiceHandle } from '../../../main/services/printing';
import { startPrinterEmulator, type PrinterEmulator } from '../../../scripts/printer-emulator/emulator';
import { commerce, orderDetail } from '../../support/sample-order';
import { folioOf, tempDir, waitUntil } from './support';

let dataDir = '';
let printerA: PrinterEmulator;
let printerB: PrinterEmulator;
const services: PrintingServiceHandle[] = [];

function settingsFor(a: PrinterEmulator, b: PrinterEmulator): PrintSettings {
  const settings = defaultPrintSettings();
  settings.Printer1 = { ...settings.Printer1, printer: { kind: 'network', host: '127.0.0.1', port: a.port }, autoPrint: 'onOrderReceived', copies: 1 };
  settings.Printer2 = { ...settings.Printer2, printer: { kind: 'network', host: '127.0.0.1', port: b.port }, autoPrint: 'onOrderReceived', copies: 1 };
  return settings;
}

async function startService(): Promise<PrintingServiceHandle> {
  const service = createPrintingService({ dataDir, retry: { baseMs: 10, maxMs: 80 }, timeoutPerLineMs: 1_000 });
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
});
afterEach(async () => {
  for (const service of services.splice(0)) await service.close();
  await printerA.close();
  await printerB.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('exactly-once auto-print', () => {
  it('ignores duplicate events, concurrent and sequential, and other triggers', async () => {
    const service = await startService();
    await service.saveSettings(settingsFor(printerA, printerB));
    const results = await Promise.all(Array.from({ length: 5 }, () => service.autoPrint({ trigger: 'onOrderReceived', order: order(1), commerce })));
    expect(results.reduce((sum, r) => sum + r.jobs, 0)).toBe(2);
    expect((await service.autoPrint({ trigger: 'onOrderReceived', order: order(1), commerce })).jobs).toBe(0);
    expect((await service.autoPrint({ trigger: 'onOrderAccepted', order: order(1), commerce })).jobs).toBe(0);
    await service.whenIdle();
    expect(folios(printerA)).toEqual(['F-001']);
    expect(folios(printerB)).toEqual(['F-001']);
  });

  it('re-queues pending jobs after a restart and prints them once when the printer is back', async () => {
    await printerA.setOnline(false);
    const first = await startService();
    await first.saveSettings(settingsFor(printerA, printerB));
    for (let n = 1; n <= 5; n += 1) await first.autoPrint({ trigger: 'onOrderReceived', order: order(n), commerce });
    await printerB.waitForJobs(5, 45_000);
    // B's last ticket is on paper; its 'done' follows once the socket has closed.
    await waitUntil(async () => (await first.pendingJobs()) === 5, 5_000, 'solo quedan los trabajos de A');
    await first.close();

    const second = await startService();
    expect(await second.pendingJobs()).toBe(5);
    // The panel refetches after reconnecting and replays the same events: nothing new.
    for (let n = 1; n <= 5; n += 1) expect((await second.autoPrint({ trigger: 'onOrderReceived', order: order(n), commerce })).jobs).toBe(0);
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
    const send = (n: number) => service.autoPrint({ trigger: 'onOrderReceived', order: order(n), commerce });

    for (let n = 1; n <= 100; n += 1) {
      if (n === 11 || n === 61) await printerA.setOnline(false);
      if (n === 41 || n === 91) await printerA.setOnline(true);
      await send(n);
      // Reconnect refetch: every 7th order its earlier neighbours arrive again.
      if (n % 7 === 0) for (let m = Math.max(1, n - 3); m <= n; m += 1) await send(m);
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
      }
    }
    await printerA.waitForJobs(100, 45_000);
    await printerB.waitForJobs(100, 45_000);
    await service.whenIdle();
    await waitUntil(async () => (await service.pendingJobs()) === 0, 5_000, 'cola vacía');
    expect(folios(printerA)).toEqual(expectedFolios(100));
    expect(folios(printerB)).toEqual(expectedFolios(100));
  }, 180_000);
});
