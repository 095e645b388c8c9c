// The desktop side's fast path over real parts (docs/printing.md, "Where the desktop path's time goes"): a
// real server, the printing service following the orders, a TCP printer emulator. Once connected and caught
// up, each order prints from the live channel's print trigger alone: no GET /v1/impresion/eventos at all.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRINT_EVENTS_PATH, defaultPrintSettings } from '@shared/printing';
import { createPrintingService } from '../../../main/services/printing/index';
import { startPrinterEmulator, type PrinterEmulator } from '../../../scripts/printer-emulator/emulator';
import { folioOf, tempDir, waitUntil } from './support';
import { startDemoServer, type DemoServer } from './desktop-session';

let root: string;
let demo: DemoServer;
let counter: PrinterEmulator;
let kitchen: PrinterEmulator;

beforeAll(async () => {
  root = tempDir('live-print-path-');
  counter = await startPrinterEmulator({ port: 0 });
  kitchen = await startPrinterEmulator({ port: 0 });
  demo = await startDemoServer(root);
}, 120_000);

afterAll(async () => {
  await demo?.server.close();
  await counter?.close();
  await kitchen?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('desktop-side live print path', () => {
  it('prints received and accepted tickets from the live messages without asking the events endpoint', { timeout: 120_000 }, async () => {
    const requests: string[] = [];
    const counting: typeof fetch = (input, init) => {
      requests.push(String(input instanceof Request ? input.url : input));
      return fetch(input, init);
    };
    const service = createPrintingService({ dataDir: path.join(root, 'desktop'), logger: () => undefined, resyncMs: 600_000, fetch: counting });
    const settings = defaultPrintSettings();
    settings.Printer1 = { ...settings.Printer1, printer: { kind: 'network', host: '127.0.0.1', port: counter.port }, autoPrint: 'onOrderReceived', copies: 1, delayBetweenCopiesMs: 0 };
    settings.Printer2 = { ...settings.Printer2, printer: { kind: 'network', host: '127.0.0.1', port: kitchen.port }, autoPrint: 'onOrderAccepted', copies: 1, delayBetweenCopiesMs: 0, kitchen: true };
    await service.saveSettings(settings);
    const { token, commerceId } = await demo.login();
    await service.startAutoPrint({ apiBaseUrl: demo.url, token, commerceId });
    await waitUntil(async () => (await service.getAutoPrintState()).connected, 30_000, 'canal en vivo conectado');
    await service.autoPrintIdle();
    const afterCatchUp = requests.length;

    const orders = [await demo.placeOrder(1), await demo.placeOrder(2)];
    for (const order of orders) await waitUntil(() => counter.jobs().some((job) => folioOf(job) === order.pedido.folio), 30_000, `ticket ${order.pedido.folio}`);
    await demo.accept(token, commerceId, orders[0]!.pedido.id);
    await waitUntil(() => kitchen.jobs().some((job) => folioOf(job) === orders[0]!.pedido.folio), 30_000, 'ticket de cocina');
    await service.whenIdle();

    expect(requests.slice(afterCatchUp)).toEqual([]);
    expect(requests.every((url) => url.includes(PRINT_EVENTS_PATH) && !url.includes('pedido='))).toBe(true);
    expect(counter.jobs().filter((job) => orders.some((order) => folioOf(job) === order.pedido.folio))).toHaveLength(2);
    await service.close();
  });
});
