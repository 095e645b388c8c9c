// The facade with recording transports: routing, copies, messages, settings, auto-print triggers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MSG } from '@shared/messages';
import { defaultPrintSettings, type PrintSettings } from '@shared/printing';
import { createPrintingService, type ElectronPrintAdapter, type PrintingServiceHandle, type TransportSet } from '../../../main/services/printing';
import { decodeEscPos } from '../../../testkit/escpos-decoder';
import { printingWarning } from '../../../main/services/printing/status';
import { commerce, orderDetail } from '../../support/sample-order';
import { waitUntil } from './wait';
import { accepted, connected, followOrders, printed, printEventsServer, type PrintEventsServer } from './session';

interface Call {
  transport: string;
  target: string;
  bytes: Buffer;
  raw?: boolean;
  at: number;
}

let dir = '';
let calls: Call[] = [];
let failing = new Set<string>();
let service: PrintingServiceHandle | null = null;
let server: PrintEventsServer | null = null;

async function serve(): Promise<PrintEventsServer> {
  server = await printEventsServer();
  return server;
}

const transports: TransportSet = {
  tcp: async (host, port, bytes) => record('tcp', `${host}:${port}`, bytes),
  cups: async (queue, bytes, options) => record('cups', queue, bytes, options.raw),
  windows: async (name, bytes) => record('windows', name, bytes),
  usb: async (device, bytes) => record('usb', device, bytes),
};

function record(transport: string, target: string, bytes: Buffer, raw?: boolean): void {
  if (failing.has(target)) throw new Error(`ECONNREFUSED ${target}`);
  calls.push({ transport, target, bytes, raw, at: Date.now() });
}

function make(options: Partial<Parameters<typeof createPrintingService>[0]> = {}): PrintingServiceHandle {
  service = createPrintingService({ dataDir: dir, transports, platform: 'linux', retry: { baseMs: 5, maxMs: 20 }, runCommand: async () => '', ...options });
  return service;
}

function withPrinters(mutate: (settings: PrintSettings) => void): PrintSettings {
  const settings = defaultPrintSettings();
  mutate(settings);
  return settings;
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'printing-service-'));
  calls = [];
  failing = new Set();
});
afterEach(async () => {
  await service?.close();
  service = null;
  await server?.close();
  server = null;
  rmSync(dir, { recursive: true, force: true });
});

describe('settings', () => {
  it('starts from the SPEC defaults and persists normalized settings as JSON', async () => {
    const printing = make();
    const defaults = await printing.getSettings();
    expect(defaults.Printer1).toMatchObject({ textSize: 'small', autoPrint: 'onOrderAccepted', copies: 1, delayBetweenCopiesMs: 3500, marginLeft: 0, showLogo: true, showCommerceData: true });
    expect(defaults.Printer2).toMatchObject({ showLogo: false, showCommerceData: false });
    const saved = await printing.saveSettings(withPrinters((s) => {
      s.Printer1.printer = { kind: 'network', host: '10.0.0.5', port: 9100 };
      (s.Printer2 as unknown as Record<string, unknown>).copies = 99;
    }));
    expect(saved.Printer2.copies).toBe(1);
    const onDisk = JSON.parse(readFileSync(path.join(dir, 'print-settings.json'), 'utf8')) as PrintSettings;
    expect(onDisk.Printer1.printer).toEqual({ kind: 'network', host: '10.0.0.5', port: 9100 });
    await printing.close();
    expect((await make().getSettings()).Printer1.printer).toEqual({ kind: 'network', host: '10.0.0.5', port: 9100 });
  });
});

describe('manual printing', () => {
  it('says so when no printer is configured or the chosen slot has none', async () => {
    const printing = make();
    expect(await printing.printOrder({ order: orderDetail(), commerce })).toEqual({ ok: false, jobs: 0, message: MSG.printNoPrinter });
    expect(await printing.printOrder({ order: orderDetail(), commerce, slot: 'Printer2' })).toEqual({ ok: false, jobs: 0, message: MSG.selectPrinter });
    expect(await printing.printTestPage('Printer1', commerce)).toEqual({ ok: false, jobs: 0, message: MSG.selectPrinter });
  });

  it('prints on every configured printer through its transport, with copies and the delay between them', async () => {
    const printing = make();
    await printing.saveSettings(withPrinters((s) => {
      s.Printer1.printer = { kind: 'network', host: '10.0.0.5', port: 9100 };
      s.Printer1.copies = 2;
      s.Printer1.delayBetweenCopiesMs = 0;
      s.Printer2.printer = { kind: 'system', name: 'Cocina' };
      s.Printer2.kitchen = true;
      s.Printer3.printer = { kind: 'usb', devicePath: '/dev/usb/lp0' };
    }));
    const result = await printing.printOrder({ order: orderDetail(), commerce, reprint: true });
    expect(result).toEqual({ ok: true, jobs: 3 });
    const tcp = calls.filter((c) => c.transport === 'tcp');
    expect(tcp).toHaveLength(2);
    expect(decodeEscPos(tcp[0]!.bytes).text).toContain('COPIA');
    const cups = calls.find((c) => c.transport === 'cups');
    expect(cups).toMatchObject({ target: 'Cocina', raw: true });
    expect(decodeEscPos(cups!.bytes).text).not.toContain('$');
    expect(calls.find((c) => c.transport === 'usb')?.target).toBe('/dev/usb/lp0');
  });

  it('waits the configured delay between copies (default 3.5 s)', async () => {
    const printing = make();
    await printing.saveSettings(withPrinters((s) => {
      s.Printer1.printer = { kind: 'network', host: '10.0.0.5', port: 9100 };
      s.Printer1.copies = 3;
    }));
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const pendingPrint = printing.printOrder({ order: orderDetail(), commerce });
      await vi.advanceTimersByTimeAsync(0);
      expect(calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(3_499);
      expect(calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(3_500);
      expect(await pendingPrint).toEqual({ ok: true, jobs: 1 });
      expect(calls).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers "No se pudo imprimir" when the transport fails', async () => {
    failing.add('10.0.0.9:9100');
    const printing = make();
    await printing.saveSettings(withPrinters((s) => (s.Printer1.printer = { kind: 'network', host: '10.0.0.9', port: 9100 })));
    expect(await printing.printOrder({ order: orderDetail(), commerce })).toEqual({ ok: false, jobs: 0, message: MSG.printFailed });
    const [status] = await printing.getStatus();
    expect(status?.lastError).toContain('ECONNREFUSED');
  });

  it('prints the test page on an unsaved printer in its own layout, leaving the saved settings and their status alone', async () => {
    const printing = make();
    const unsaved = { ...defaultPrintSettings().Printer3, printer: { kind: 'network' as const, host: '10.0.0.9', port: 9100 }, kitchen: true };
    expect(await printing.printTestPage('Printer3', commerce)).toEqual({ ok: false, jobs: 0, message: MSG.selectPrinter });
    expect(await printing.printTestPage('Printer3', commerce, unsaved)).toEqual({ ok: true, jobs: 1 });
    const kitchen = decodeEscPos(calls[0]!.bytes).text;
    expect(calls[0]).toMatchObject({ transport: 'tcp', target: '10.0.0.9:9100' });
    expect(kitchen).toContain('Página de prueba');
    expect(kitchen).toContain('COCINA');
    expect(kitchen).not.toMatch(/\$\d/);
    expect(await printing.printTestPage('Printer3', commerce, { ...unsaved, kitchen: false })).toEqual({ ok: true, jobs: 1 });
    expect(decodeEscPos(calls[1]!.bytes).text).toContain('TOTAL MXN');
    // A draft that fails says so to the cashier, not in the saved printer's status.
    failing.add('10.0.0.9:9100');
    expect((await printing.printTestPage('Printer3', commerce, unsaved)).ok).toBe(false);
    expect((await printing.getSettings()).Printer3.printer).toBeNull();
    expect((await printing.getStatus()).find((status) => status.slot === 'Printer3')?.lastError ?? null).toBeNull();
  });

  it('uses the Windows spooler on Windows and Electron for document printers', async () => {
    const printed: { html: string; device: string; options: unknown }[] = [];
    const electron: ElectronPrintAdapter = {
      listPrinters: async () => [{ name: 'EPSON', isDefault: true, status: 0 }],
      printHtml: async (html, device, options) => void printed.push({ html, device, options }),
    };
    const printing = make({ platform: 'win32', electron });
    await printing.saveSettings(withPrinters((s) => {
      s.Printer1.printer = { kind: 'system', name: 'EPSON' };
      s.Printer2.printer = { kind: 'system', name: 'Oficina' };
      s.Printer2.format = 'pdf';
      s.Printer2.paperWidthMm = 58;
    }));
    expect(await printing.printTestPage('Printer1', commerce)).toEqual({ ok: true, jobs: 1 });
    expect(calls[0]).toMatchObject({ transport: 'windows', target: 'EPSON' });
    expect(decodeEscPos(calls[0]!.bytes).text).toContain('ñ á é í ó ú ü ¿ ¡ Ñ');
    expect(await printing.printTestPage('Printer2', commerce)).toEqual({ ok: true, jobs: 1 });
    // The page follows the printer's paper and the job's timeout (main/electron-print.ts sizes it).
    expect(printed[0]).toMatchObject({ device: 'Oficina', options: { paperWidthMm: 58, timeoutMs: expect.any(Number) as number } });
    expect((printed[0]?.options as { timeoutMs: number }).timeoutMs).toBeGreaterThan(0);
    expect(printed[0]?.html).toContain('Página de prueba');
    expect(await printing.listPrinters()).toMatchObject([{ name: 'EPSON', source: 'electron' }]);
  });

  it('renders the preview with the slot settings', async () => {
    const printing = make();
    const html = await printing.renderPreviewHtml({ order: orderDetail(), commerce, slot: 'Printer2' });
    expect(html).toContain('Pedido TAQ-0042');
    expect(html).not.toContain('Coyoacán');
  });
});

describe('auto-print (the session path: live print triggers and the resync)', () => {
  it('prints only on slots whose mode matches the trigger, once per (order, trigger, slot)', async () => {
    const printing = make();
    await printing.saveSettings(withPrinters((s) => {
      s.Printer1.printer = { kind: 'network', host: 'a', port: 9100 };
      s.Printer1.autoPrint = 'onOrderReceived';
      s.Printer2.printer = { kind: 'network', host: 'b', port: 9100 };
      s.Printer2.autoPrint = 'onOrderAccepted';
      s.Printer3.printer = { kind: 'network', host: 'c', port: 9100 };
      s.Printer3.autoPrint = 'disabled';
    }));
    const server = await serve();
    await followOrders(printing, server);
    const order = orderDetail();
    // The same trigger three times at once on the live channel, then again from the resync.
    const received = server.publish('onOrderReceived', order);
    server.resend(received);
    server.resend(received);
    await printed(printing);
    expect(calls.map((c) => c.target)).toEqual(['a:9100']);
    // Accepted twice (two events of the same order and trigger): one kitchen ticket.
    server.publish('onOrderAccepted', order);
    server.publish('onOrderAccepted', order);
    await printed(printing);
    expect(calls.map((c) => c.target).sort()).toEqual(['a:9100', 'b:9100']);
    expect((await printing.getRecentJobs()).map((job) => [job.trigger, job.slot, job.state]).sort()).toEqual([
      ['onOrderAccepted', 'Printer2', 'printed'],
      ['onOrderReceived', 'Printer1', 'printed'],
    ]);
    expect(await printing.pendingJobs()).toBe(0);
  });

  it('keeps jobs of a printer that is off, reports them pending, and prints them when it is back', async () => {
    failing.add('a:9100');
    const printing = make();
    await printing.saveSettings(withPrinters((s) => {
      s.Printer1.printer = { kind: 'network', host: 'a', port: 9100 };
      s.Printer1.autoPrint = 'onOrderAccepted';
    }));
    const server = await serve();
    await followOrders(printing, server);
    server.publish('onOrderAccepted', orderDetail({ folio: 'F-1' }, 'o1'));
    server.publish('onOrderAccepted', orderDetail({ folio: 'F-2' }, 'o2'));
    await accepted(printing);
    expect(await printing.pendingJobs()).toBe(2);
    failing.delete('a:9100');
    await printing.whenIdle();
    expect(calls.map((c) => /Pedido (\S+)/.exec(decodeEscPos(c.bytes).text)?.[1])).toEqual(['F-1', 'F-2']);
  });
});

describe('copies and restarts', () => {
  it('never repeats a confirmed copy: a failure mid-way and a restart resume at the next copy', async () => {
    let sent = 0;
    let failAfter = 1;
    const flaky: Partial<TransportSet> = {
      tcp: async (_host, _port, bytes) => {
        if (sent >= failAfter) throw new Error('ECONNRESET');
        sent += 1;
        calls.push({ transport: 'tcp', target: 'a', bytes, at: Date.now() });
      },
    };
    const first = make({ transports: flaky, retry: { baseMs: 1_000, maxMs: 1_000 } });
    await first.saveSettings(withPrinters((s) => {
      s.Printer1.printer = { kind: 'network', host: 'a', port: 9100 };
      s.Printer1.autoPrint = 'onOrderAccepted';
      s.Printer1.copies = 3;
      s.Printer1.delayBetweenCopiesMs = 0;
    }));
    const server = await serve();
    await followOrders(first, server);
    server.publish('onOrderAccepted', orderDetail());
    await waitUntil(async () => (await first.getStatus())[0]?.lastError === 'ECONNRESET', 5_000, 'primer fallo');
    await first.close();
    expect(calls).toHaveLength(1);

    // The restarted process resumes the stored session; its resync offers the same event again.
    failAfter = Infinity;
    const second = make({ transports: flaky });
    await connected(second);
    await printed(second);
    expect(calls).toHaveLength(3);
    expect(await second.pendingJobs()).toBe(0);
  });
});

describe('status warnings', () => {
  it('derives warnings 9, 10 and 11', () => {
    const base = { pendingJobs: 0, lastError: null };
    const main = (configured: boolean, found: boolean) => [{ slot: 'Printer1' as const, configured, found, online: found, ...base }];
    const printer = { name: 'x', connection: { kind: 'system' as const, name: 'x' }, source: 'cups' as const, isDefault: true, online: true };
    expect(printingWarning(main(true, false), [printer])).toBe('mainPrinterNotFound');
    expect(printingWarning(main(false, false), [printer])).toBe('noMainPrinter');
    expect(printingWarning(main(true, true), [])).toBe('noPrintersDetected');
    expect(printingWarning(main(true, true), [printer])).toBeNull();
  });
});
