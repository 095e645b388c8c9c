// `npm run bench -- order-to-ticket-floor [--orders 200] [--paper 58|80]`
// The floor of order-to-ticket latency: from an order being in hand to the last byte of its
// ticket at the printer emulator, (1) encoding and writing straight to the socket, and (2) through
// the printing service's exactly-once auto-print as the desktop side runs it: the print trigger on the live
// channel of an in-memory events server, the fsynced ledger, the queue and the TCP transport.
// The full figure with the panel in Chromium belongs to the order-to-ticket benchmark.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { defaultPrintSettings, defaultPrinterSettings, type PaperWidthMm } from '@shared/printing';
import { createPrintingService } from '../../main/services/printing';
import { buildTicket } from '../../main/services/printing/ticket/build-ticket';
import { sampleOrder } from '../../main/services/printing/ticket/test-page';
import { encodeEscPos } from '../../main/services/printing/encoders/escpos';
import { sendTcp } from '../../main/services/printing/transports/tcp';
import { startPrinterEmulator, type PrinterEmulator } from '../printer-emulator/emulator';
import { BENCH_COMMERCE, option, percentiles, ratioTo } from './_order-to-ticket';
import { startPrintEventsServer } from '../../testkit/print-events-server';

const commerce = BENCH_COMMERCE;

function order(n: number) {
  const detail = sampleOrder(new Date());
  detail.pedido.id = `bench-${n}`;
  detail.pedido.folio = `B-${n}`;
  return detail;
}

/** Milliseconds from `start` until the emulator holds `count` jobs. */
async function lastByteAt(emulator: PrinterEmulator, count: number): Promise<number> {
  await emulator.waitForJobs(count, 30_000);
  return performance.now();
}

export async function run(args: string[]): Promise<unknown> {
  const orders = option(args, 'orders', 200);
  const paper = (option(args, 'paper', 58) === 80 ? 80 : 58) as PaperWidthMm;
  const emulator = await startPrinterEmulator({ port: 0 });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-ticket-'));
  try {
    const direct: number[] = [];
    const viaService: number[] = [];
    const settings = { ...defaultPrinterSettings('Printer1'), paperWidthMm: paper };
    for (let n = 1; n <= orders; n += 1) {
      const start = performance.now();
      const bytes = encodeEscPos(buildTicket(order(n), commerce, settings));
      const sending = sendTcp('127.0.0.1', emulator.port, bytes, { timeoutMs: 10_000 });
      direct.push((await lastByteAt(emulator, n)) - start);
      await sending;
    }

    const events = await startPrintEventsServer(commerce);
    const service = createPrintingService({ dataDir });
    try {
      const all = defaultPrintSettings();
      all.Printer1 = { ...all.Printer1, printer: { kind: 'network', host: '127.0.0.1', port: emulator.port }, autoPrint: 'onOrderReceived', paperWidthMm: paper };
      await service.saveSettings(all);
      await service.startAutoPrint(events.session);
      while (!(await service.getAutoPrintState()).connected) await new Promise((resolve) => setTimeout(resolve, 10));
      await service.autoPrintIdle();
      for (let n = 1; n <= orders; n += 1) {
        const start = performance.now();
        events.publish('onOrderReceived', order(orders + n));
        viaService.push((await lastByteAt(emulator, orders + n)) - start);
      }
    } finally {
      await service.close();
      await events.close();
    }

    const floor = percentiles(direct, 3);
    const service_ = percentiles(viaService, 3);
    const ratio = ratioTo(floor, service_);
    return {
      orders,
      paperWidthMm: paper,
      unit: 'ms',
      floorEncodeAndSocket: floor,
      autoPrintService: service_,
      ratioP50: ratio.p50,
      ratioP99: ratio.p99,
    };
  } finally {
    await emulator.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
