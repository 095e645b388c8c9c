// The printing facade the desktop app and the print agent expose: settings, discovery, status and
// preview here; manual prints (manual-prints.ts) and exactly-once auto-print (auto-print-pipeline.ts)
// over the parts every print shares (print-context.ts).
import path from 'node:path';
import { PRINT } from '@shared/constants';
import type { PrintingService } from '@shared/printing';
import { renderTicketHtml } from './encoders/html';
import { buildTicket } from './ticket/build-ticket';
import { buildJobTicket } from './ticket/job-ticket';
import type { ElectronPrintAdapter } from './deliver';
import { discoverPrinters, runCommand, type CommandRunner } from './discovery/discover';
import { probeTcp, PROBE_TIMEOUT_MS } from './discovery/probe';
import { DEFAULT_RETRY, type RetryPolicy } from './queue';
import { createJsonSettingsStore, normalizeSettings, type SettingsStore } from './settings-store';
import { printerStatuses } from './status';
import { createLogoResolver, type LogoResolver } from './logos';
import { defaultTransports, type TransportSet } from './transports';
import { createPrintContext } from './print-context';
import { createManualPrints } from './manual-prints';
import { createAutoPrintPipeline, type AutoPrintPipelineOptions } from './auto-print-pipeline';
import { withPrinterHealthReport } from './health-report';
import { readAgentEnv } from '../../config';

export interface PrintingServiceOptions extends Omit<AutoPrintPipelineOptions, 'sharedDir' | 'retry'> {
  dataDir: string;
  settingsStore?: SettingsStore;
  electron?: ElectronPrintAdapter;
  transports?: Partial<TransportSet>;
  now?: () => Date;
  logger?: (msg: string) => void;
  /** Defaults to process.platform; tests pick one. */
  platform?: NodeJS.Platform;
  /** Backoff of auto-print retries while a printer is off (default 1 s doubling up to 30 s). */
  retry?: Partial<RetryPolicy>;
  /** The auto-print folder shared by the desktop apps and agents of this PC; default env PANEL_PRINT_SHARED_DIR, else dataDir. */
  sharedDir?: string;
  /** docs/domain.md (Constantes): 5000 ms per ticket line. */
  timeoutPerLineMs?: number;
  probeTimeoutMs?: number;
  usbDirectory?: string;
  runCommand?: CommandRunner;
  /** Turns the commerce logo (web address) into inline image data for printing. */
  logoResolver?: LogoResolver;
}

/** The facade plus what the desktop process and tests need beyond the bridge contract. */
export interface PrintingServiceHandle extends PrintingService {
  /** Resolves when every auto-print queue is empty. */
  whenIdle(): Promise<void>;
  /** Auto-print jobs accepted and not yet confirmed by their printer. */
  pendingJobs(): Promise<number>;
  /** Resolves when the desktop side's resyncs asked so far are done. */
  autoPrintIdle(): Promise<void>;
  /** The computer woke up: reconnect the live channel now and catch up (its socket may have died asleep). */
  wakeAutoPrint(): void;
}

export function createPrintingService(options: PrintingServiceOptions): PrintingServiceHandle {
  const log = options.logger ?? (() => undefined);
  const platform = options.platform ?? process.platform;
  const probeTimeoutMs = options.probeTimeoutMs ?? PROBE_TIMEOUT_MS;
  const context = createPrintContext({
    settingsStore: options.settingsStore ?? createJsonSettingsStore(path.join(options.dataDir, 'print-settings.json')),
    deliver: { transports: { ...defaultTransports, ...options.transports }, electron: options.electron, platform, timeoutPerLineMs: options.timeoutPerLineMs ?? PRINT.timeoutPerLineMs },
    resolveLogo: options.logoResolver ?? createLogoResolver({ dataDir: options.dataDir, logger: log, ...(options.fetch ? { fetchImpl: options.fetch } : {}) }),
    now: options.now ?? (() => new Date()),
    log,
  });
  const autoPrint = withPrinterHealthReport(createAutoPrintPipeline(context, { ...options, sharedDir: options.sharedDir ?? readAgentEnv().sharedPrintDir ?? options.dataDir, retry: { ...DEFAULT_RETRY, ...options.retry } }), { context, listPrinters: () => listPrinters(), probeTimeoutMs, fetch: options.fetch });
  const electron = options.electron;
  const listPrinters = () =>
    discoverPrinters({ platform, run: options.runCommand ?? runCommand, listElectron: electron ? () => electron.listPrinters() : undefined, usbDirectory: options.usbDirectory ?? '/dev/usb', logger: log });

  return {
    listPrinters,
    probeNetworkPrinter: (host, port) => probeTcp(host, port || 9100, probeTimeoutMs),
    getSettings: () => context.settings(),
    async saveSettings(next) {
      const { before, saved } = await context.save(next);
      autoPrint.settingsSaved(before, saved);
      return saved;
    },
    async getStatus() {
      const settings = await context.settings();
      return printerStatuses({ settings, listPrinters, pendingFor: autoPrint.pendingFor, lastError: (slot) => context.lastErrors.get(slot), probeTimeoutMs });
    },
    ...createManualPrints(context, () => autoPrint.stations()),
    async renderPreviewHtml({ order, commerce, slot, settings: draft }) {
      // Unsaved settings (the settings screen's live preview) go through the same normalisation as a save.
      const printer = draft ? normalizeSettings({ [slot]: draft })[slot] : (await context.settings())[slot];
      // A station printer previews a station ticket: the sample order's lines as its own (docs/kitchen.md).
      if (printer.station) {
        const station = { ...printer.station, categoryIds: [], productIds: order.productos.map((line) => line.id_producto) };
        return renderTicketHtml(buildJobTicket({ trigger: 'onOrderReceived', order, route: { station, index: 1, count: 2 } }, commerce, printer));
      }
      return renderTicketHtml(buildTicket(order, commerce, printer));
    },
    startAutoPrint: (session) => autoPrint.start(session),
    stopAutoPrint: () => autoPrint.stop(),
    getAutoPrintState: async () => autoPrint.state(),
    getPrintLocations: () => autoPrint.locations(),
    savePrintLocations: (choice) => autoPrint.saveLocations(choice),
    // The panel's «Reintentar» (the printer was switched back on): waiting jobs try now, not after their backoff.
    retryWaitingJobs: async () => autoPrint.retryNow(),
    getRecentJobs: async () => autoPrint.recentJobs(),
    whenIdle: () => autoPrint.whenIdle(),
    pendingJobs: () => autoPrint.pendingJobs(),
    autoPrintIdle: () => autoPrint.followerIdle(),
    wakeAutoPrint: () => autoPrint.wake(),
    close: () => autoPrint.close(),
  };
}
