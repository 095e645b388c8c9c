// Repeats are marked (docs/printing.md): a ticket auto-print sends again after its sending had started — a
// restart after a crash inside the send window, a retry after a cut connection — says «REIMPRESIÓN» on its
// first line; a retry after a printer that refused the connection (nothing left the PC) does not. A manual
// reprint, a second «Imprimir cuenta» or comprobante of the same table say «COPIA». Read back in the bytes
// (ESC/POS decoder) and in the PDF text.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defaultPrintSettings, type PrintSettings } from '@shared/printing';
import type { OrderDetail } from '@shared/types/order';
import { createPrintingService, type PrintingServiceHandle, type TransportSet } from '../../../main/services/printing';
import { JobLedger, jobKey } from '../../../main/services/printing/ledger';
import { decodeEscPos } from '../../../testkit/escpos-decoder';
import { readPdf } from '../../support/pdf';
import { commerce, orderDetail } from '../../support/sample-order';
import { followOrders, printed, printEventsServer, type PrintEventsServer } from './session';

/** Rendering a PDF ticket (pdfkit, the embedded font) and reading it back takes seconds on a busy machine. */
const PDF_TIMEOUT_MS = 30_000;
let dir = '';
let sent: { target: string; bytes: Buffer }[] = [];
/** Errors the next sends throw, in order (then they succeed). */
let failures: Error[] = [];
/** Sends (1-based, counted from the start of the test) that fail with the given error. */
let failOn = new Map<number, Error>();
let sends = 0;
let service: PrintingServiceHandle | null = null;
let events: PrintEventsServer | null = null;

const deliver = async (target: string, bytes: Buffer) => {
  sends += 1;
  const failure = failOn.get(sends) ?? failures.shift();
  if (failure) throw failure;
  sent.push({ target, bytes });
};
const transports: TransportSet = {
  tcp: async (host, port, bytes) => deliver(`${host}:${port}`, bytes),
  cups: async (queue, bytes) => deliver(queue, bytes),
  windows: async (name, bytes) => deliver(name, bytes),
  usb: async (device, bytes) => deliver(device, bytes),
};

function networkError(code: string): Error {
  return Object.assign(new Error(`connect ${code} 10.0.0.5:9100`), { code });
}

async function start(mutate: (settings: PrintSettings) => void): Promise<PrintingServiceHandle> {
  service = createPrintingService({ dataDir: dir, transports, platform: 'linux', retry: { baseMs: 5, maxMs: 20 }, runCommand: async () => '' });
  const settings = defaultPrintSettings();
  mutate(settings);
  await service.saveSettings(settings);
  return service;
}

/** An order accepted from the panel: its print trigger on the live channel. */
function publishAccepted(order: OrderDetail): void {
  if (!events) throw new Error('sin servidor de eventos');
  events.publish('onOrderAccepted', order);
}

/** A service that follows the orders of `events` (the session path), with these settings. */
async function following(mutate: (settings: PrintSettings) => void): Promise<PrintingServiceHandle> {
  const printing = await start(mutate);
  const server = await printEventsServer();
  events = server;
  await followOrders(printing, server);
  return printing;
}

const autoPrinter = (s: PrintSettings) => {
  s.Printer1.printer = { kind: 'network', host: '10.0.0.5', port: 9100 };
  s.Printer1.autoPrint = 'onOrderAccepted';
};
/** The first printed line of each ticket sent (the mark, when there is one). */
const firstLines = () => sent.map((s) => decodeEscPos(s.bytes).text.split('\n').find((line) => line.trim() !== '')?.trim());
const texts = () => sent.map((s) => decodeEscPos(s.bytes).text);

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'repeat-marks-'));
  sent = [];
  failures = [];
  failOn = new Map();
  sends = 0;
});
afterEach(async () => {
  await service?.close();
  service = null;
  await events?.close();
  events = null;
  rmSync(dir, { recursive: true, force: true });
});

describe('auto-print repeats', () => {
  it('prints the first ticket unmarked, and a retry after a cut connection marked REIMPRESIÓN', async () => {
    const printing = await following(autoPrinter);
    publishAccepted(orderDetail({ folio: 'F-1' }, 'o1'));
    await printed(printing);
    failures = [networkError('ECONNRESET'), networkError('EPIPE')];
    publishAccepted(orderDetail({ folio: 'F-2' }, 'o2'));
    await printed(printing);
    expect(texts().map((text) => /Pedido (\S+)/.exec(text)?.[1])).toEqual(['F-1', 'F-2']);
    expect(texts()[0]).not.toContain('REIMPRESIÓN');
    expect(firstLines()[1]).toBe('REIMPRESIÓN');
    expect(decodeEscPos(sent[1]!.bytes).lines.find((line) => line.text.includes('REIMPRESIÓN'))).toMatchObject({ bold: true });
  });

  it('does not mark a ticket whose printer refused the connection before (nothing left the PC)', async () => {
    const printing = await following(autoPrinter);
    failures = [networkError('ECONNREFUSED'), networkError('EHOSTUNREACH')];
    publishAccepted(orderDetail({ folio: 'F-3' }, 'o3'));
    await printed(printing);
    expect(sent).toHaveLength(1);
    expect(texts()[0]).not.toContain('REIMPRESIÓN');
  });

  it('marks the ticket printed after a restart when the process died inside the send window', async () => {
    // The previous process accepted the job and started sending copy 1, then died before 'done'.
    const order = orderDetail({ folio: 'F-4' }, 'o4');
    const key = jobKey('o4', 'onOrderAccepted', 'Printer1');
    const ledger = await JobLedger.open(path.join(dir, 'print-jobs.jsonl'));
    const accepted = ledger.accept({ key, orderId: 'o4', trigger: 'onOrderAccepted', slot: 'Printer1', order, commerce });
    await accepted.durable;
    await ledger.markSending(key, 0);
    await ledger.close();

    const printing = await start(autoPrinter);
    await printing.whenIdle();
    expect(sent).toHaveLength(1);
    expect(firstLines()[0]).toBe('REIMPRESIÓN');
    expect(texts()[0]).toContain('Pedido F-4');
  });

  it('keeps a job accepted but never sent unmarked after a restart', async () => {
    const order = orderDetail({ folio: 'F-5' }, 'o5');
    const key = jobKey('o5', 'onOrderAccepted', 'Printer1');
    const ledger = await JobLedger.open(path.join(dir, 'print-jobs.jsonl'));
    await ledger.accept({ key, orderId: 'o5', trigger: 'onOrderAccepted', slot: 'Printer1', order, commerce }).durable;
    await ledger.close();
    const printing = await start(autoPrinter);
    await printing.whenIdle();
    expect(texts()).toHaveLength(1);
    expect(texts()[0]).not.toContain('REIMPRESIÓN');
  });

  it('marks only the copy that was on its way: of three copies, a cut on the second repeats that one alone', async () => {
    const printing = await following((s) => {
      autoPrinter(s);
      s.Printer1.copies = 3;
      s.Printer1.delayBetweenCopiesMs = 0;
    });
    failOn.set(2, networkError('ECONNRESET'));
    publishAccepted(orderDetail({ folio: 'F-6' }, 'o6'));
    await printed(printing);
    expect(firstLines().map((line) => line === 'REIMPRESIÓN')).toEqual([false, true, false]);
  });

  it('prints the mark in PDF tickets too', async () => {
    const printing = await following((s) => {
      s.Printer1.printer = { kind: 'system', name: 'Caja' };
      s.Printer1.format = 'pdf';
      s.Printer1.autoPrint = 'onOrderAccepted';
    });
    failures = [new Error('lp: conexión interrumpida')];
    publishAccepted(orderDetail({ folio: 'F-7' }, 'o7'));
    await printed(printing);
    expect(sent).toHaveLength(1);
    const pdf = await readPdf(sent[0]!.bytes);
    expect(pdf.text.trim().split('\n')[0]).toBe('REIMPRESIÓN');
    expect(pdf.text).toContain('Pedido F-7');
  }, PDF_TIMEOUT_MS);
});

describe('copies asked for by hand', () => {
  const cashier = (s: PrintSettings) => {
    s.Printer1.printer = { kind: 'network', host: '10.0.0.5', port: 9100 };
  };

  it('marks a reprint from the order COPIA, in ESC/POS and PDF', async () => {
    const printing = await start((s) => {
      cashier(s);
      s.Printer2.printer = { kind: 'system', name: 'Oficina' };
      s.Printer2.format = 'pdf';
    });
    expect((await printing.printOrder({ order: orderDetail(), commerce, reprint: true })).ok).toBe(true);
    const escpos = sent.find((s) => s.target === '10.0.0.5:9100')!;
    const pdf = sent.find((s) => s.target === 'Oficina')!;
    expect(decodeEscPos(escpos.bytes).text.trim().split('\n')[0]).toBe('COPIA');
    expect((await readPdf(pdf.bytes)).text.trim().split('\n')[0]).toBe('COPIA');
  }, PDF_TIMEOUT_MS);

  it('marks the second bill of the same table COPIA, not a bill whose orders changed, nor one whose first print failed', async () => {
    const printing = await start(cashier);
    const orders = [orderDetail({ folio: 'M-1', total: 120 }, 'm1')];
    failures = [networkError('ECONNREFUSED')];
    expect((await printing.printBill({ commerce, table: 4, orders })).ok).toBe(false);
    await printing.printBill({ commerce, table: 4, orders });
    await printing.printBill({ commerce, table: 4, orders });
    await printing.printBill({ commerce, table: 4, orders: [...orders, orderDetail({ folio: 'M-2', total: 80 }, 'm2')] });
    expect(firstLines().map((line) => line === 'COPIA')).toEqual([false, true, false]);
    expect(texts()[1]).toContain('CUENTA');
  });

  it('marks a closed table’s bill and receipt printed again on purpose COPIA, even the first time this app prints them', async () => {
    const printing = await start(cashier);
    const orders = [orderDetail({ folio: 'M-9', total: 120 }, 'm9')];
    await printing.printBill({ commerce, table: 7, orders, reprint: true });
    await printing.printReceipt({
      commerce,
      table: 7,
      orders: [{ folio: 'M-9', total: 120 }],
      payment: { parts: [{ method: 'efectivo', amount: 60 }, { method: 'tarjeta', amount: 60 }], amountReceived: 100, tip: 0, paidAt: '2026-12-05T20:30:00.000Z' },
      reprint: true,
    });
    expect(firstLines()).toEqual(['COPIA', 'COPIA']);
    expect(texts()[0]).toContain('CUENTA');
    expect(texts()[1]).toContain('COMPROBANTE DE PAGO');
  });

  it('marks the second receipt of the same payment COPIA', async () => {
    const printing = await start(cashier);
    const input = { commerce, table: 4, orders: [{ folio: 'M-1', total: 120 }], payment: { method: 'efectivo' as const, amountReceived: 200, tip: 0 } };
    await printing.printReceipt(input);
    await printing.printReceipt(input);
    await printing.printReceipt({ ...input, payment: { ...input.payment, amountReceived: 500 } });
    expect(firstLines().map((line) => line === 'COPIA')).toEqual([false, true, false]);
  });
});
