// Discovery and printing through a real CUPS raw queue whose device is the printer emulator.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { MSG } from '@shared/messages';
import { defaultPrintSettings, type PrintSettings } from '@shared/printing';
import { createPrintingService, type PrintingServiceHandle } from '../../../main/services/printing';
import { buildTicket } from '../../../main/services/printing/ticket/build-ticket';
import { encodeEscPos } from '../../../main/services/printing/encoders/escpos';
import { startPrinterEmulator, type PrinterEmulator } from '../../../scripts/printer-emulator/emulator';
import { commerce, orderDetail } from '../../support/sample-order';
import { createRawQueue, deleteQueue, ensureCupsd } from './cups-support';
import { tempDir } from './support';
import { followOrders, printed, printEventsServer, type PrintEventsServer } from '../../unit/printing/session';

let emulator: PrinterEmulator;
let queue = '';
let dataDir = '';
let service: PrintingServiceHandle;
let events: PrintEventsServer;

beforeAll(async () => {
  await ensureCupsd();
  emulator = await startPrinterEmulator({ port: 0 });
  queue = await createRawQueue(emulator.port);
  dataDir = tempDir('cups-printing-');
  events = await printEventsServer();
  service = createPrintingService({ dataDir, platform: 'linux', retry: { baseMs: 50, maxMs: 500 } });
});

afterAll(async () => {
  await service?.close();
  await events?.close();
  if (queue) await deleteQueue(queue);
  await emulator?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('CUPS raw queue', () => {
  it('is discovered through lpstat with its device URI', async () => {
    const printers = await service.listPrinters();
    expect(printers).toContainEqual({
      name: queue,
      connection: { kind: 'system', name: queue },
      source: 'cups',
      isDefault: false,
      online: true,
      deviceUri: `socket://127.0.0.1:${emulator.port}`,
    });
  });

  it('prints the exact ESC/POS ticket through lp -o raw, and auto-prints once', async () => {
    const settings: PrintSettings = defaultPrintSettings();
    settings.Printer1 = { ...settings.Printer1, printer: { kind: 'system', name: queue }, printerName: queue, codePage: 'WPC1252', autoPrint: 'onOrderAccepted' };
    const saved = await service.saveSettings(settings);
    const order = orderDetail();

    expect(await service.printOrder({ order, commerce })).toEqual({ ok: true, jobs: 1 });
    const [job] = await emulator.waitForJobs(1, 30_000);
    expect(job?.bytes.equals(encodeEscPos(buildTicket(order, commerce, saved.Printer1)))).toBe(true);
    expect(job?.text).toContain('Taquería Doña Pingüina');
    expect(job?.text.replace(/\n/g, ' ')).toContain('¿Me mandan cubiertos? ¡Gracias!');

    // The order accepted twice on the live channel (two events of one order and trigger): one ticket.
    await followOrders(service, events);
    events.publish('onOrderAccepted', order);
    events.publish('onOrderAccepted', order);
    await printed(service);
    const jobs = await emulator.waitForJobs(2, 30_000);
    expect(jobs).toHaveLength(2);
    expect((await service.getRecentJobs()).map((job) => [job.trigger, job.state])).toEqual([['onOrderAccepted', 'printed']]);

    const [status] = await service.getStatus();
    expect(status).toMatchObject({ slot: 'Printer1', configured: true, found: true, online: true, pendingJobs: 0, lastError: null });
  });

  it('reports a queue that does not exist as not found and a failed print', async () => {
    const settings = await service.getSettings();
    const missing = `${queue}_missing`;
    await service.saveSettings({ ...settings, Printer2: { ...settings.Printer2, printer: { kind: 'system', name: missing } } });
    expect(await service.printOrder({ order: orderDetail(), commerce, slot: 'Printer2' })).toEqual({ ok: false, jobs: 0, message: MSG.printFailed });
    const status = (await service.getStatus()).find((s) => s.slot === 'Printer2');
    expect(status).toMatchObject({ configured: true, found: false, online: false });
    expect(status?.lastError).toMatch(/lp -d/);
  });
});
