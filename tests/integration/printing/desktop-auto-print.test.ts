// Auto-print owned by the desktop side, end to end over real parts: a real server, the printing
// service following the orders itself (live channel + resync endpoint), TCP printer emulators.
// Prints per trigger, only what happens after switching on, nothing on a panel reload, the orders
// missed while closed after a restart, and stops when the session ends. The fast path: once caught up,
// tickets print from the live channel's print triggers alone, without asking the events endpoint.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRINT_EVENTS_PATH, defaultPrintSettings, type PrintSettings } from '@shared/printing';
import { createPrintingService, type PrintingServiceHandle } from '../../../main/services/printing/index';
import { startPrinterEmulator, type PrinterEmulator } from '../../../scripts/printer-emulator/emulator';
import { folioOf, tempDir, waitUntil } from './support';
import { startDemoServer, type DemoServer } from './desktop-session';
import { PRINTER_HEALTH_PATH } from '../../../main/services/printing/health-report';

let root: string;
let demo: DemoServer;
let counter: PrinterEmulator;
let kitchen: PrinterEmulator;
const quiet = () => undefined;

function settingsFor(): PrintSettings {
  const settings = defaultPrintSettings();
  settings.Printer1 = { ...settings.Printer1, printer: { kind: 'network', host: '127.0.0.1', port: counter.port }, autoPrint: 'onOrderReceived', copies: 1, delayBetweenCopiesMs: 0 };
  settings.Printer2 = { ...settings.Printer2, printer: { kind: 'network', host: '127.0.0.1', port: kitchen.port }, autoPrint: 'onOrderAccepted', copies: 1, delayBetweenCopiesMs: 0, kitchen: true };
  return settings;
}

function count(emulator: PrinterEmulator, folio: string): number {
  return emulator.jobs().filter((job) => folioOf(job) === folio).length;
}

async function openService(folder = 'desktop', fetchFn?: typeof fetch): Promise<PrintingServiceHandle> {
  const service = createPrintingService({ dataDir: path.join(root, folder), logger: quiet, resyncMs: 600_000, fetch: fetchFn });
  await service.saveSettings(settingsFor());
  return service;
}

beforeAll(async () => {
  root = tempDir('desktop-auto-print-');
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

describe('desktop-side auto-print', () => {
  it('prints per trigger by itself, never history, nothing on a reload, the missed orders after a restart, and stops with the session', { timeout: 180_000 }, async () => {
    const before = await demo.placeOrder(0); // placed before auto-print was ever on: history
    const { token, commerceId } = await demo.login();
    const session = { apiBaseUrl: demo.url, token, commerceId };

    let service = await openService();
    await service.startAutoPrint(session);
    await waitUntil(async () => (await service.getAutoPrintState()).connected, 30_000, 'canal en vivo conectado');
    await service.autoPrintIdle();

    // onOrderReceived on the counter printer; onOrderAccepted (accepted from any panel) in the kitchen.
    const a = await demo.placeOrder(1);
    await waitUntil(() => count(counter, a.pedido.folio) === 1, 30_000, 'ticket de recibido');
    await demo.accept(token, commerceId, a.pedido.id);
    await waitUntil(() => count(kitchen, a.pedido.folio) === 1, 30_000, 'ticket de cocina');
    expect(kitchen.jobs().find((job) => folioOf(job) === a.pedido.folio)?.text).not.toContain('$');

    // The panel reloads: it hands the same session again, and a fresh one after signing in again.
    await service.startAutoPrint(session);
    const again = await demo.login();
    await service.startAutoPrint({ apiBaseUrl: demo.url, token: again.token, commerceId });
    await waitUntil(async () => (await service.getAutoPrintState()).connected, 30_000, 'reconectado');
    await service.autoPrintIdle();
    await service.whenIdle();

    // Restart of the desktop side: orders placed while it was closed print once when it is back.
    await service.close();
    const missed = await demo.placeOrder(2);
    await demo.accept(again.token, commerceId, missed.pedido.id);
    service = await openService();
    await service.startAutoPrint({ apiBaseUrl: demo.url, token: again.token, commerceId });
    await waitUntil(() => count(counter, missed.pedido.folio) === 1 && count(kitchen, missed.pedido.folio) === 1, 30_000, 'pedidos perdidos impresos');
    await service.whenIdle();
    const recent = await service.getRecentJobs();
    expect(recent.filter((job) => job.folio === missed.pedido.folio).map((job) => [job.trigger, job.state]).sort()).toEqual([
      ['onOrderAccepted', 'printed'],
      ['onOrderReceived', 'printed'],
    ]);

    // Logout anywhere ends the session: the desktop side stops and does not knock again with it.
    await demo.logout(again.token, commerceId);
    await waitUntil(async () => !(await service.getAutoPrintState()).running, 30_000, 'detenido al cerrar sesión');
    expect((await service.getAutoPrintState()).stopReason).toBe('sessionClosed');
    const after = await demo.placeOrder(3);
    await service.whenIdle();

    expect(count(counter, before.pedido.folio)).toBe(0);
    expect(count(counter, after.pedido.folio)).toBe(0);
    expect(count(counter, a.pedido.folio)).toBe(1);
    expect(count(kitchen, a.pedido.folio)).toBe(1);
    await service.close();
  });

  it('prints received and accepted tickets from the live messages without asking the events endpoint', { timeout: 120_000 }, async () => {
    const requests: string[] = [];
    const counting: typeof fetch = (input, init) => {
      requests.push(String(input instanceof Request ? input.url : input));
      return fetch(input, init);
    };
    const service = await openService('desktop-live', counting);
    const { token, commerceId } = await demo.login();
    await service.startAutoPrint({ apiBaseUrl: demo.url, token, commerceId });
    await waitUntil(async () => (await service.getAutoPrintState()).connected, 30_000, 'canal en vivo conectado');
    await service.autoPrintIdle();
    const afterCatchUp = requests.length;

    const orders = [await demo.placeOrder(11), await demo.placeOrder(12)];
    for (const order of orders) await waitUntil(() => count(counter, order.pedido.folio) === 1, 30_000, `ticket ${order.pedido.folio}`);
    await demo.accept(token, commerceId, orders[0]!.pedido.id);
    await waitUntil(() => count(kitchen, orders[0]!.pedido.folio) === 1, 30_000, 'ticket de cocina');
    await service.whenIdle();

    expect(requests.slice(afterCatchUp)).toEqual([]);
    // Besides the printers' health report, the only call is the catch-up from the cursor: never an order's data.
    const reads = requests.filter((url) => !url.endsWith(PRINTER_HEALTH_PATH));
    expect(reads.every((url) => url.includes(PRINT_EVENTS_PATH) && !url.includes('pedido='))).toBe(true);
    expect(orders.map((order) => count(counter, order.pedido.folio))).toEqual([1, 1]);
    await service.close();
  });
});
