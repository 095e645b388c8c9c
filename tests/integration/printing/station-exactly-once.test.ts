// Kitchen stations on the exactly-once road (docs/kitchen.md): two emulated station printers (grill, bar)
// follow an in-memory events server through the session path; orders, cancellations and edits arrive with
// replays, a printer off for stretches and an app restart. Every station ticket and every «CANCELADO» ticket
// prints once, on exactly the stations that printed the order; a failing station falls back to its backup.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { defaultPrintSettings, type PrintSettings, type PrintTriggerEvent } from '@shared/printing';
import type { KitchenStation } from '@shared/kitchen/stations';
import type { OrderDetail } from '@shared/types/order';
import { createPrintingService, type PrintingServiceHandle } from '../../../main/services/printing';
import { startPrinterEmulator, type EmulatorJob, type PrinterEmulator } from '../../../scripts/printer-emulator/emulator';
import { commerce, orderDetail } from '../../support/sample-order';
import { accepted, connected, followOrders, printed, printEventsServer, type PrintEventsServer } from '../../unit/printing/session';
import { folioOf, tempDir, waitUntil } from './support';

const TACOS = '00000000-0000-4000-8000-00000000000a';
const DRINKS = '00000000-0000-4000-8000-00000000000b';
const grill: KitchenStation = { id: 'st-grill', name: 'Parrilla', categoryIds: [TACOS], productIds: [] };
const bar: KitchenStation = { id: 'st-bar', name: 'Barra', categoryIds: [DRINKS], productIds: [] };

let dataDir = '';
let grillPrinter: PrinterEmulator;
let barPrinter: PrinterEmulator;
let events: PrintEventsServer;
const services: PrintingServiceHandle[] = [];
/** Added to the service's clock: the backup's seconds pass without waiting them. */
let skewMs = 0;

function stationSettings(): PrintSettings {
  const settings = defaultPrintSettings();
  const slot = (printer: PrinterEmulator, station: KitchenStation) => ({ printer: { kind: 'network' as const, host: '127.0.0.1', port: printer.port }, autoPrint: 'onOrderReceived' as const, copies: 1, station: { id: station.id, name: station.name } });
  settings.Printer1 = { ...settings.Printer1, ...slot(grillPrinter, grill) };
  settings.Printer2 = { ...settings.Printer2, ...slot(barPrinter, bar) };
  return settings;
}

async function startService(retry = { baseMs: 10, maxMs: 80 }): Promise<PrintingServiceHandle> {
  const service = createPrintingService({ dataDir, retry, timeoutPerLineMs: 1_000, resyncMs: 600_000, now: () => new Date(Date.now() + skewMs) });
  services.push(service);
  return service;
}

const folio = (n: number) => `F-${String(n).padStart(3, '0')}`;

/** Odd orders have tacos and an agua (both stations); even ones only tacos (grill). */
function order(n: number): OrderDetail {
  const base = orderDetail({ folio: folio(n), metodo_entrega: 'inRestaurant', numero_mesa: n }, `order-${n}`);
  const tacos = { ...base.productos[0]!, id: `t-${n}`, id_producto: 'p-tacos', id_categoria: TACOS };
  const agua = { ...base.productos[1]!, id: `a-${n}`, id_producto: 'p-agua', id_categoria: DRINKS, nombre: 'Agua de horchata' };
  return { ...base, productos: n % 2 === 1 ? [tacos, agua] : [tacos] };
}

/** Each ticket as «folio» or «folio CANCELADO» / «folio CAMBIO». */
function tickets(printer: PrinterEmulator): string[] {
  return printer.jobs().map((job: EmulatorJob) => {
    const kind = job.text.includes('CANCELADO') ? ' CANCELADO' : job.text.includes('CAMBIO EN EL PEDIDO') ? ' CAMBIO' : '';
    return `${folioOf(job)}${kind}`;
  });
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * Every order on the station printed its ticket once; a cancelled one (every third) either printed its ticket and
 * then its «CANCELADO», once each, or nothing at all (dropped before its sending started). Returns the dropped ones.
 */
function checkStation(printer: PrinterEmulator, orders: number[]): number[] {
  const printedTickets = tickets(printer);
  const dropped: number[] = [];
  let expected = 0;
  for (const n of orders) {
    const count = (ticket: string) => printedTickets.filter((candidate) => candidate === ticket).length;
    const pair = [count(folio(n)), count(`${folio(n)} CANCELADO`)];
    if (n % 3 !== 0) expect(pair, folio(n)).toEqual([1, 0]);
    else {
      expect([[1, 1], [0, 0]], folio(n)).toContainEqual(pair);
      if (pair[0] === 0) dropped.push(n);
      // The cancellation comes after its ticket (one queue per printer keeps the order).
      else expect(printedTickets.indexOf(folio(n))).toBeLessThan(printedTickets.indexOf(`${folio(n)} CANCELADO`));
    }
    expected += (pair[0] ?? 0) + (pair[1] ?? 0);
  }
  expect(printedTickets).toHaveLength(expected);
  return dropped;
}

beforeEach(async () => {
  dataDir = tempDir('stations-once-');
  skewMs = 0;
  grillPrinter = await startPrinterEmulator({ port: 0 });
  barPrinter = await startPrinterEmulator({ port: 0 });
  events = await printEventsServer();
  events.setStations([grill, bar]);
});
afterEach(async () => {
  for (const service of services.splice(0)) await service.close();
  await grillPrinter.close();
  await barPrinter.close();
  await events.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('stations exactly once', () => {
  it('40 orders, every third cancelled, replays, the grill off for stretches and a restart: each station and cancellation ticket once, on the stations that printed; a ticket still waiting when its order is cancelled never prints', async () => {
    let service = await startService();
    await service.saveSettings(stationSettings());
    await followOrders(service, events);
    const published: PrintTriggerEvent[] = [];

    for (let n = 1; n <= 40; n += 1) {
      if (n === 6 || n === 26) await grillPrinter.setOnline(false);
      if (n === 16 || n === 36) await grillPrinter.setOnline(true);
      published.push(events.publish('onOrderReceived', order(n)));
      if (n % 3 === 0) {
        // Cancelled (or rejected): the live message twice, the resync a third time.
        const cancel = events.publish('onOrderCancelled', order(n));
        events.resend(cancel);
        published.push(cancel);
      }
      // Reconnect refetch: every 7th order the last few events arrive again.
      if (n % 7 === 0) for (const event of published.slice(-4)) events.resend(event);
      if (n === 30) {
        // The app restarts with grill tickets still waiting (the grill is off), dropped ones among them.
        await accepted(service);
        await service.close();
        service = await startService();
        expect(await service.pendingJobs()).toBeGreaterThan(0);
        await connected(service);
      }
    }
    await printed(service);
    await waitUntil(async () => (await service.pendingJobs()) === 0, 60_000, 'cola vacía');
    const grillDropped = checkStation(grillPrinter, range(1, 40));
    const barDropped = checkStation(barPrinter, range(1, 40).filter((n) => n % 2 === 1));
    // Cancelled while the grill was off and behind another waiting ticket: never started, so dropped.
    expect(grillDropped).toEqual(expect.arrayContaining([9, 12, 15, 27, 30, 33]));
    expect(barDropped.every((n) => n % 3 === 0)).toBe(true);
    // Another restart prints nothing more: the drops are on disk.
    const counts = [grillPrinter.jobs().length, barPrinter.jobs().length];
    await service.close();
    service = await startService();
    await connected(service);
    await printed(service);
    expect(await service.pendingJobs()).toBe(0);
    expect([grillPrinter.jobs().length, barPrinter.jobs().length]).toEqual(counts);
  }, 180_000);

  it('a cancellation while the ticket waits drops it: no ticket and no «CANCELADO» on that station, also after a restart; the station that printed gets its «CANCELADO»', async () => {
    // A long backoff: the grill's ticket sleeps between attempts, so the cancellation finds it not sending.
    let service = await startService({ baseMs: 60_000, maxMs: 60_000 });
    await service.saveSettings(stationSettings());
    await followOrders(service, events);
    await grillPrinter.setOnline(false);
    events.publish('onOrderReceived', order(1));
    await barPrinter.waitForJobs(1, 20_000);
    await waitUntil(async () => (await service.getStatus())[0]?.lastError != null, 10_000, 'la parrilla falla');
    events.publish('onOrderCancelled', order(1));
    await printed(service);
    await barPrinter.waitForJobs(2, 20_000);
    await waitUntil(async () => (await service.pendingJobs()) === 0, 10_000, 'cola vacía');
    expect((await service.getRecentJobs()).find((job) => job.key.endsWith('/order-1|onOrderReceived|Printer1'))?.state).toBe('dropped');
    await service.close();
    await grillPrinter.setOnline(true);
    service = await startService();
    await connected(service);
    events.publish('onOrderReceived', order(3));
    await grillPrinter.waitForJobs(1, 20_000);
    await barPrinter.waitForJobs(3, 20_000);
    await printed(service);
    expect(tickets(grillPrinter)).toEqual(['F-003']);
    expect(tickets(barPrinter)).toEqual(['F-001', 'F-001 CANCELADO', 'F-003']);
  }, 60_000);

  it('an edit prints only its changed lines on the stations they belong to; a cancelled order no station printed prints nothing', async () => {
    const service = await startService();
    await service.saveSettings(stationSettings());
    await followOrders(service, events);
    events.publish('onOrderReceived', order(2));
    await printed(service);
    const agua = { ...order(1).productos[1]!, cantidad: 1, extras: [] };
    // Version 2 adds an agua: the bar never printed order 2 (nothing to make) but saw it, so it gets the change.
    const edit = events.publish('onOrderEdited', order(2), { change: { orderId: 'order-2', version: 2, added: [agua], removed: [] } });
    events.resend(edit);
    await printed(service);
    expect(tickets(grillPrinter)).toEqual(['F-002']);
    expect(tickets(barPrinter)).toEqual(['F-002 CAMBIO']);
    expect(barPrinter.jobs()[0]?.text).toContain('1 x Agua de horchata');
    // Another PC's order this one never printed: its cancellation prints nowhere.
    events.publish('onOrderCancelled', order(9));
    await printed(service);
    expect(grillPrinter.jobs()).toHaveLength(1);
    expect(barPrinter.jobs()).toHaveLength(1);
    // «Reimprimir»: each station its part, marked «COPIA»; a station with nothing of the order prints nothing.
    expect(await service.printOrder({ order: order(1), commerce, reprint: true })).toEqual({ ok: true, jobs: 2 });
    expect(await service.printOrder({ order: order(2), commerce, reprint: true })).toEqual({ ok: true, jobs: 1 });
    const [grillCopy, grillCopy2] = grillPrinter.jobs().slice(1).map((job) => job.text);
    const barCopy = barPrinter.jobs()[1]?.text ?? '';
    expect(grillCopy).toMatch(/^COPIA\s+Parrilla\s+1 de 2/);
    expect(grillCopy2).toMatch(/^COPIA\s+Parrilla\n/);
    expect(barCopy).toMatch(/^COPIA\s+Barra\s+2 de 2/);
    expect(barCopy).toContain('Agua de horchata');
    expect(barCopy).not.toContain('Tacos');
    expect(barPrinter.jobs()).toHaveLength(2);
  }, 60_000);

  it('an edit reaches a bar switched on after the order was placed: its added lines, then its «CANCELADO»', async () => {
    const service = await startService();
    const grillOnly = stationSettings();
    grillOnly.Printer2 = { ...grillOnly.Printer2, autoPrint: 'disabled' };
    await service.saveSettings(grillOnly);
    await followOrders(service, events);
    events.publish('onOrderReceived', order(2));
    await printed(service);
    // The bar is switched on now: the order was placed before, so it never printed nor saw it.
    await service.saveSettings(stationSettings());
    // The switch-on time is this PC's estimate of the server clock (off by the time a resync answer took to
    // arrive); the edit is recorded clearly after it, whatever the machine's load.
    const afterSwitchOn = new Date(Date.now() + 5_000);
    const agua = { ...order(1).productos[1]!, cantidad: 1, extras: [] };
    const tacos = order(2).productos[0]!;
    // The events carry the order as it is now: after the edit, only the agua.
    const edited = { ...order(2), productos: [agua] };
    const edit = events.publish('onOrderEdited', edited, { change: { orderId: 'order-2', version: 2, added: [agua], removed: [tacos] }, at: afterSwitchOn });
    events.resend(edit);
    await printed(service);
    events.publish('onOrderCancelled', edited);
    await printed(service);
    await barPrinter.waitForJobs(2, 20_000);
    expect(tickets(barPrinter)).toEqual(['F-002 CAMBIO', 'F-002 CANCELADO']);
    // Only what it has to make: the agua added, not the tacos it never printed.
    expect(barPrinter.jobs()[0]?.text).toContain('1 x Agua de horchata');
    expect(barPrinter.jobs()[0]?.text).not.toContain('QUITAR');
    // The grill printed the tacos: the edit takes them back; the cancellation has nothing of the grill's left.
    expect(tickets(grillPrinter)).toEqual(['F-002', 'F-002 CAMBIO']);
  }, 60_000);

  it('after a restart, before any event, a reprint routes by the stations last received (kept on disk)', async () => {
    let service = await startService();
    await service.saveSettings(stationSettings());
    await followOrders(service, events);
    events.publish('onOrderReceived', order(1));
    await printed(service);
    await service.close();
    // The new run has received nothing yet: the stations come from the shared printing folder.
    service = await startService();
    expect(await service.printOrder({ order: order(1), commerce, reprint: true })).toEqual({ ok: true, jobs: 2 });
    const grillCopy = grillPrinter.jobs()[1]?.text ?? '';
    const barCopy = barPrinter.jobs()[1]?.text ?? '';
    expect(grillCopy).toMatch(/^COPIA\s+Parrilla\s+1 de 2/);
    expect(grillCopy).not.toContain('Agua de horchata');
    expect(barCopy).toMatch(/^COPIA\s+Barra\s+2 de 2/);
    expect(barCopy).not.toContain('Tacos');
  }, 60_000);

  it('a station whose printer failed longer than its seconds prints on its backup, marked, never on both; back on its own when it returns', async () => {
    const service = await startService();
    const settings = stationSettings();
    settings.Printer2 = { ...settings.Printer2, backupSlot: 'Printer1', backupAfterSeconds: 10 };
    await service.saveSettings(settings);
    await followOrders(service, events);
    await barPrinter.setOnline(false);
    events.publish('onOrderReceived', order(1));
    // The grill prints its part; the bar's ticket waits, failing.
    await grillPrinter.waitForJobs(1, 20_000);
    await waitUntil(async () => (await service.getStatus())[1]?.lastError != null, 10_000, 'la barra falla');
    skewMs = 11_000;
    await grillPrinter.waitForJobs(2, 20_000);
    expect(grillPrinter.jobs()[1]?.text).toMatch(/Barra\s+\(respaldo de Barra\)/);
    events.publish('onOrderReceived', order(3));
    await grillPrinter.waitForJobs(4, 20_000);
    await barPrinter.setOnline(true);
    events.publish('onOrderReceived', order(5));
    await barPrinter.waitForJobs(1, 20_000);
    await printed(service);
    expect(tickets(barPrinter)).toEqual(['F-005']);
    expect(tickets(grillPrinter)).toEqual(['F-001', 'F-001', 'F-003', 'F-003', 'F-005']);
    expect(grillPrinter.jobs().filter((job) => job.text.includes('respaldo de Barra')).map(folioOf)).toEqual(['F-001', 'F-003']);
  }, 60_000);
});
