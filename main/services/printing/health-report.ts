// Tells the server how this PC's printers are (POST /v1/impresion/salud, docs/whatsapp.md «Alertas al dueño»),
// so the owner hears of a printer down for minutes even when nobody is looking at the counter. Runs only while
// auto-print follows a session: every `reportEveryMs` (1 min) and as soon as a printer's state changes (looked at
// every `checkEveryMs`). A refused token stops the reports until the next session starts.
import os from 'node:os';
import { PRINTER_SLOTS, PRINTER_SLOT_LABELS } from '@shared/constants';
import type { AutoPrintSession, DiscoveredPrinter, PrinterStatus } from '@shared/printing';
import type { PrinterHealthReport } from '@shared/printing-health';
import type { AutoPrintPipeline } from './auto-print-pipeline';
import { errorMessage, type PrintContext } from './print-context';
import { printerStatuses } from './status';

export const PRINTER_HEALTH_PATH = '/v1/impresion/salud';

export interface PrinterHealthReportOptions {
  context: PrintContext;
  listPrinters: () => Promise<DiscoveredPrinter[]>;
  probeTimeoutMs: number;
  fetch?: typeof fetch;
  /** The PC's name in the owner's alert; default the host name. */
  pcName?: string;
  checkEveryMs?: number;
  reportEveryMs?: number;
}

/** A configured printer is down when it does not answer, or when its jobs wait behind a print error. */
export function healthOf(statuses: readonly PrinterStatus[], names: Partial<Record<string, string | null | undefined>>): PrinterHealthReport['impresoras'] {
  return statuses
    .filter((status) => status.configured)
    .map((status) => {
      const failing = status.pendingJobs > 0 && status.lastError !== null;
      return { slot: status.slot, nombre: names[status.slot] || PRINTER_SLOT_LABELS[status.slot], en_linea: status.online && !failing, error: status.lastError };
    });
}

/** The pipeline, reporting its printers' health while it follows a session. */
export function withPrinterHealthReport(pipeline: AutoPrintPipeline, options: PrinterHealthReportOptions): AutoPrintPipeline {
  const { context } = options;
  const fetchFn = options.fetch ?? fetch;
  const pcName = (options.pcName ?? os.hostname()).slice(0, 80) || 'Equipo';
  const reportEveryMs = options.reportEveryMs ?? 60_000;
  let session: AutoPrintSession | null = null;
  let lastSent: { body: string; at: number } | null = null;
  let checking: Promise<void> | null = null;

  async function report(): Promise<void> {
    if (!session || !pipeline.state().running) return;
    const settings = await context.settings();
    const statuses = await printerStatuses({ settings, listPrinters: options.listPrinters, pendingFor: pipeline.pendingFor, lastError: (slot) => context.lastErrors.get(slot), probeTimeoutMs: options.probeTimeoutMs });
    const names = Object.fromEntries(PRINTER_SLOTS.map((slot) => [slot, settings[slot].printerName]));
    const body = JSON.stringify({ equipo: pcName, impresoras: healthOf(statuses, names) } satisfies PrinterHealthReport);
    const now = context.now().getTime();
    if (lastSent && lastSent.body === body && now - lastSent.at < reportEveryMs) return;
    const current = session;
    const response = await fetchFn(`${current.apiBaseUrl.replace(/\/$/, '')}${PRINTER_HEALTH_PATH}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${current.token}`, id_comercio: current.commerceId, 'content-type': 'application/json' },
      body,
    });
    if (response.status === 401 || response.status === 403) {
      // The session ended or lost the module: knocking again with it is pointless.
      if (session === current) session = null;
      return;
    }
    if (response.ok) lastSent = { body, at: now };
    else context.log(`printer health report refused: HTTP ${response.status}`);
  }

  const check = (): Promise<void> =>
    (checking ??= report()
      .catch((error: unknown) => context.log(`printer health report failed: ${errorMessage(error)}`))
      .finally(() => {
        checking = null;
      }));
  const timer = setInterval(() => void check(), options.checkEveryMs ?? 15_000);
  timer.unref();

  return {
    ...pipeline,
    async start(next) {
      const state = await pipeline.start(next);
      session = next;
      lastSent = null;
      void check();
      return state;
    },
    async stop() {
      session = null;
      return pipeline.stop();
    },
    async close() {
      clearInterval(timer);
      session = null;
      await checking;
      await pipeline.close();
    },
  };
}
