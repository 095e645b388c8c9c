// The desktop side's printer health report (main/services/printing/health-report.ts): posted only while
// auto-print follows a session, with the configured printers' state; at once on a change, else once a minute;
// a refused token stops it until the next session.
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AutoPrintState, PrintSettings } from '@shared/printing';
import type { PrinterHealthReport } from '@shared/printing-health';
import { normalizeSettings } from '../../../main/services/printing/settings-store';
import { healthOf, withPrinterHealthReport } from '../../../main/services/printing/health-report';
import type { AutoPrintPipeline } from '../../../main/services/printing/auto-print-pipeline';
import type { PrintContext } from '../../../main/services/printing/print-context';

let printer: Server;
let port = 0;
beforeAll(async () => {
  printer = createServer((socket) => socket.end());
  await new Promise<void>((resolve) => printer.listen(0, '127.0.0.1', resolve));
  port = (printer.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => printer.close(() => resolve())));

function world(status = 204) {
  let running = true;
  const clock = { now: new Date('2026-12-07T10:00:00Z') };
  const settings: PrintSettings = normalizeSettings({
    Printer1: { printerName: 'Mostrador', printer: { kind: 'network', host: '127.0.0.1', port } },
    // Port 1 on loopback: nothing listens, the connect is refused at once.
    Printer2: { printerName: 'Cocina', printer: { kind: 'network', host: '127.0.0.1', port: 1 } },
  } as never);
  const posts: { url: string; auth: string; body: PrinterHealthReport }[] = [];
  const lastErrors = new Map();
  const context = { now: () => clock.now, log: () => undefined, settings: async () => settings, lastErrors } as unknown as PrintContext;
  const state = (): AutoPrintState => ({ running, connected: running, commerceId: 'c1', since: null, stopReason: null, message: null });
  const pipeline = {
    start: async () => state(),
    stop: async () => ((running = false), state()),
    state,
    pendingFor: () => 0,
    close: async () => undefined,
  } as unknown as AutoPrintPipeline;
  const fakeFetch = (async (url: string, init: RequestInit) => {
    posts.push({ url, auth: String((init.headers as Record<string, string>).authorization), body: JSON.parse(String(init.body)) as PrinterHealthReport });
    return new Response(null, { status });
  }) as unknown as typeof fetch;
  const reported = withPrinterHealthReport(pipeline, { context, listPrinters: async () => [], probeTimeoutMs: 500, fetch: fakeFetch, pcName: 'CAJA-1', checkEveryMs: 20, reportEveryMs: 60_000 });
  const setRunning = (value: boolean) => (running = value);
  return { reported, posts, clock, setRunning, settings };
}

const session = { apiBaseUrl: 'http://127.0.0.1:9/', token: 'tok', commerceId: 'c1' };
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('printer health report', () => {
  it('posts the configured printers once the session starts, then only on a change or after a minute', async () => {
    const w = world();
    await w.reported.start(session);
    await wait(200);
    expect(w.posts).toHaveLength(1);
    expect(w.posts[0]).toMatchObject({ url: 'http://127.0.0.1:9/v1/impresion/salud', auth: 'Bearer tok' });
    expect(w.posts[0]!.body).toEqual({
      equipo: 'CAJA-1',
      impresoras: [
        { slot: 'Printer1', nombre: 'Mostrador', en_linea: true, error: null },
        { slot: 'Printer2', nombre: 'Cocina', en_linea: false, error: null },
      ],
    });
    w.clock.now = new Date(w.clock.now.getTime() + 61_000);
    await wait(100);
    expect(w.posts.length).toBeGreaterThanOrEqual(2);
    await w.reported.stop();
    const after = w.posts.length;
    w.clock.now = new Date(w.clock.now.getTime() + 120_000);
    await wait(100);
    expect(w.posts).toHaveLength(after);
    await w.reported.close();
  });

  it('stops reporting after the server refuses the token', async () => {
    const w = world(401);
    await w.reported.start(session);
    await wait(100);
    w.clock.now = new Date(w.clock.now.getTime() + 120_000);
    await wait(100);
    expect(w.posts).toHaveLength(1);
    await w.reported.close();
  });

  it('counts a printer whose jobs wait behind a print error as down', () => {
    const base = { configured: true, found: true, online: true };
    expect(
      healthOf(
        [
          { slot: 'Printer1', ...base, pendingJobs: 2, lastError: 'sin papel' },
          { slot: 'Printer2', ...base, pendingJobs: 0, lastError: 'viejo' },
          { slot: 'Printer3', configured: false, found: false, online: false, pendingJobs: 0, lastError: null },
        ],
        { Printer1: 'Cocina' },
      ),
    ).toEqual([
      { slot: 'Printer1', nombre: 'Cocina', en_linea: false, error: 'sin papel' },
      { slot: 'Printer2', nombre: 'Ticket 2', en_linea: true, error: 'viejo' },
    ]);
  });
});
