// The printing facade: settings, discovery, manual and test prints, preview, status, and
// exactly-once auto-print over the persistent ledger and per-slot retry queues.
import os from 'node:os';
import path from 'node:path';
import { MSG } from '@shared/messages';
import { PRINT, PRINTER_SLOTS, type PrinterSlot } from '@shared/constants';
import type { AutoPrintTrigger, DiscoveredPrinter, PrintTriggerEvent, PrintResult, PrinterSettings, PrinterStatus, PrintingService, PrintSettings, TicketCommerce } from '@shared/printing';
import type { OrderDetail } from '@shared/types/order';
import { buildTicket } from './ticket/build-ticket';
import { buildTestPage } from './ticket/test-page';
import { buildBillTicket, buildPaymentReceipt } from './ticket/cashier-tickets';
import { buildCashCloseTicket } from './ticket/cash-close-ticket';
import type { TicketDoc } from './ticket/model';
import { markTicket, TICKET_MARKS } from './ticket/marks';
import { billDocument, PrintedDocuments, printLedgerJob, receiptDocument, type PrintedDocument } from './repeats';
import { renderTicketHtml } from './encoders/html';
import { connectionKey, deliverTicket, type CopyHooks, type DeliverDeps, type ElectronPrintAdapter } from './deliver';
import { discoverPrinters, runCommand, type CommandRunner } from './discovery/discover';
import { probeTcp, PROBE_TIMEOUT_MS } from './discovery/probe';
import { jobKey, type LedgerJob } from './ledger';
import { AutoJobs } from './auto-jobs';
import { AutoPrintController, AUTO_PRINT_MSG } from '../auto-print/controller';
import { AutoPrintStateStore } from '../auto-print/state-store';
import type { LiveSocketOptions } from '../auto-print/follower';
import { DEFAULT_RETRY, KeyedLock, RetryQueue, Sleeper, type RetryPolicy } from './queue';
import { createJsonSettingsStore, normalizeSettings, type SettingsStore } from './settings-store';
import { slotStatus } from './status';
import { createLogoResolver, type LogoResolver } from './logos';
import { defaultTransports, type TransportSet } from './transports';
import { readAgentEnv } from '../../config';

/**
 * The folder every desktop app and print agent of this user shares (printer-owner lock, job ledger,
 * resync cursor): env PANEL_PRINT_SHARED_DIR, else ~/.panel-comercio/impresion.
 */
export function defaultSharedPrintDir(env: Record<string, string | undefined> = process.env): string {
  return readAgentEnv(env).sharedPrintDir ?? path.join(os.homedir(), '.panel-comercio', 'impresion');
}

export interface PrintingServiceOptions {
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
  /** docs/domain.md (Constantes): 5000 ms per ticket line. */
  timeoutPerLineMs?: number;
  probeTimeoutMs?: number;
  usbDirectory?: string;
  runCommand?: CommandRunner;
  /** Turns the commerce logo (web address) into inline image data for printing. */
  logoResolver?: LogoResolver;
  /**
   * Folder shared by every desktop app and agent of this PC: printer-owner lock, job ledger, resync
   * cursor (docs/printing.md). Default env PANEL_PRINT_SHARED_DIR, else dataDir.
   */
  sharedDir?: string;
  /** Fetch for the desktop side's own requests to the API: Electron's net.fetch in the app (Chromium's certificates and proxy). */
  fetch?: typeof fetch;
  /** Auto-print cannot reach the server («La impresión automática no puede conectarse: …»), or null again. */
  onConnectionProblem?: (message: string | null) => void;
  /** Per live-channel connection: the desktop app's tunnel through the system proxy. */
  liveSocketOptions?: LiveSocketOptions;
  /** How often a resync runs without live events (default 30 s). */
  resyncMs?: number;
  /** How often a waiting process checks whether the printer owner went away (default 2 s). */
  ownerPollMs?: number;
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

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function createPrintingService(options: PrintingServiceOptions): PrintingServiceHandle {
  const now = options.now ?? (() => new Date());
  const log = options.logger ?? (() => undefined);
  const platform = options.platform ?? process.platform;
  const settingsStore = options.settingsStore ?? createJsonSettingsStore(path.join(options.dataDir, 'print-settings.json'));
  const deliverDeps: DeliverDeps = {
    transports: { ...defaultTransports, ...options.transports },
    electron: options.electron,
    platform,
    timeoutPerLineMs: options.timeoutPerLineMs ?? PRINT.timeoutPerLineMs,
  };
  const retry: RetryPolicy = { ...DEFAULT_RETRY, ...options.retry };
  const probeTimeoutMs = options.probeTimeoutMs ?? PROBE_TIMEOUT_MS;
  const deviceLock = new KeyedLock();
  const printedDocuments = new PrintedDocuments();
  const sleeper = new Sleeper();
  const lastErrors = new Map<PrinterSlot, string | null>();
  let settingsCache: PrintSettings | null = null;
  let closed = false;
  const resolveLogo = options.logoResolver ?? createLogoResolver({ dataDir: options.dataDir, logger: log, ...(options.fetch ? { fetchImpl: options.fetch } : {}) });

  /** The commerce as printed: the logo as inline data when this printer shows it. */
  async function printableCommerce(commerce: TicketCommerce, settings: PrinterSettings): Promise<TicketCommerce> {
    if (!settings.showLogo || !commerce.logotipo) return commerce;
    return { ...commerce, logotipo: await resolveLogo(commerce.logotipo) };
  }

  async function currentSettings(): Promise<PrintSettings> {
    settingsCache ??= normalizeSettings(await settingsStore.get());
    return settingsCache;
  }

  /**
   * Every copy of a ticket on one printer, holding that printer's lock between copies. `docFor` gives the
   * document of each copy (auto-print marks a repeated one); the hooks frame each send.
   */
  async function printCopies(docFor: (copy: number) => Promise<TicketDoc> | TicketDoc, settings: PrinterSettings, firstCopy: number, hooks: CopyHooks = {}): Promise<void> {
    const connection = settings.printer;
    if (!connection) throw new Error(MSG.printNoPrinter);
    await deviceLock.run(connectionKey(connection), async () => {
      for (let copy = firstCopy; copy < settings.copies; copy += 1) {
        if (copy > 0 && settings.delayBetweenCopiesMs > 0) await new Promise((resolve) => setTimeout(resolve, settings.delayBetweenCopiesMs));
        const doc = await docFor(copy);
        try {
          await deliverTicket(doc, settings, deliverDeps);
        } catch (error) {
          await hooks.failed?.(copy, error);
          throw error;
        }
        await hooks.afterCopy?.(copy + 1);
      }
    });
  }

  const queues = new Map<PrinterSlot, RetryQueue<LedgerJob>>();
  const sharedDir = options.sharedDir ?? readAgentEnv().sharedPrintDir ?? options.dataDir;
  const jobs = new AutoJobs(sharedDir, now, (job) => queues.get(job.slot)?.push(job));
  const memory = new AutoPrintStateStore(path.join(sharedDir, 'auto-print-state.json'));
  for (const slot of PRINTER_SLOTS) {
    queues.set(
      slot,
      new RetryQueue<LedgerJob>(
        {
          run: async (job) => {
            const ledger = jobs.owned;
            const settings = (await currentSettings())[job.slot];
            const doc = buildTicket(job.order, await printableCommerce(job.commerce, settings), settings);
            await printLedgerJob(job, doc, settings, ledger, printCopies, (error) => log(`ledger write failed for ${job.key}: ${errorMessage(error)}`));
          },
          onError: (job, error, attempt) => {
            lastErrors.set(job.slot, error.message);
            jobs.track(job, 'failed', error.message);
            log(`auto-print ${job.key} attempt ${attempt + 1} failed: ${error.message}`);
          },
          onSuccess: (job) => {
            lastErrors.set(job.slot, null);
            jobs.track(job, 'printed', null);
            log(`auto-print ${job.key} printed`);
          },
        },
        retry,
        sleeper,
      ),
    );
  }

  async function whenIdle(): Promise<void> {
    await initialOwn;
    await Promise.all([...queues.values()].map((queue) => queue.idle()));
  }

  /** Server time now, as far as this PC knows it (event times come from the server's clock). */
  const serverNow = () => new Date(now().getTime() + controller.serverOffsetMs).toISOString();

  /** When this printer's auto-print was switched on (server clock); none recorded = no limit but the cursor. */
  function sinceOf(slot: PrinterSlot): string | null {
    return memory.get().since[slot] ?? null;
  }

  const controller: AutoPrintController = new AutoPrintController({
    jobs,
    store: memory,
    print: async (event: PrintTriggerEvent, commerce: TicketCommerce) => {
      const result = await acceptAutoJobs(event.trigger, event.order, commerce, event.at);
      // Not accepted (this process does not hold the printers right now): the event is not processed,
      // so the resync cursor does not move past it and the next resync offers it again.
      if (!result.ok) throw new Error(result.message ?? MSG.printFailed);
    },
    whenIdle,
    onFirstStart: (serverTime: string) =>
      memory.update((m) => {
        // A first start for this commerce counts from now on every printer that has no time yet.
        for (const slot of PRINTER_SLOTS) m.since[slot] ??= serverTime;
      }),
    log,
    fetch: options.fetch,
    onConnectionProblem: options.onConnectionProblem,
    liveSocketOptions: options.liveSocketOptions,
    resyncMs: options.resyncMs,
    ownerPollMs: options.ownerPollMs,
  });

  controller.resume();

  // Jobs a previous run (of this or another process) left unprinted print now if nobody else holds the
  // printers; without a session the printers are handed back once those are done.
  const initialOwn = jobs.own().catch((error: unknown) => {
    log(`printing ledger failed to open: ${errorMessage(error)}`);
    return null;
  });
  void initialOwn.then(async (ledger) => {
    if (!ledger) return;
    await whenIdle();
    if (!controller.hasSession && !closed && ledger.pending().length === 0 && !directAutoPrint) await jobs.release();
  });
  /** Set once a caller used autoPrint() directly (tests, older panels): it keeps the printers. */
  let directAutoPrint = false;

  /** One job per printer whose mode is the trigger (and, for server events, switched on before it). */
  async function acceptAutoJobs(trigger: AutoPrintTrigger, order: OrderDetail, commerce: TicketCommerce, at?: string): Promise<PrintResult> {
    const ledger = await jobs.own();
    if (!ledger) return { ok: false, jobs: 0, message: AUTO_PRINT_MSG.otherOwner };
    const settings = await currentSettings();
    const slots = configuredSlots(settings).filter((slot) => settings[slot].autoPrint === trigger && (at === undefined || Date.parse(at) >= Date.parse(sinceOf(slot) ?? at)));
    let accepted = 0;
    const durable: Promise<void>[] = [];
    for (const slot of slots) {
      const key = jobKey(order.pedido.id, trigger, slot);
      const result = ledger.accept({ key, orderId: order.pedido.id, trigger, slot, order, commerce });
      if (!result.accepted) continue;
      accepted += 1;
      const job = ledger.pending().find((pending) => pending.key === key);
      if (job) jobs.track(job, 'waiting', null);
      // Queue only once the acceptance is on disk: a ticket is never printed for a job the
      // ledger could forget. Appends are sequential, so jobs still enter the queue in order.
      durable.push(
        result.durable.then(
          () => {
            if (job) queues.get(slot)?.push(job);
          },
          (error: unknown) => {
            log(`ledger write failed for ${key}: ${errorMessage(error)}`);
            if (job) queues.get(slot)?.push(job);
          },
        ),
      );
    }
    await Promise.all(durable);
    return { ok: true, jobs: accepted };
  }

  async function listPrinters(): Promise<DiscoveredPrinter[]> {
    return discoverPrinters({
      platform,
      run: options.runCommand ?? runCommand,
      listElectron: options.electron ? () => options.electron!.listPrinters() : undefined,
      usbDirectory: options.usbDirectory ?? '/dev/usb',
      logger: log,
    });
  }

  /** Prints on each slot; a bill or receipt this PC already printed there carries «COPIA» (repeats.ts). */
  async function manualPrint(
    slots: PrinterSlot[],
    commerce: TicketCommerce,
    makeDoc: (settings: PrinterSettings, commerce: TicketCommerce) => TicketDoc,
    document?: PrintedDocument,
    options: { draft?: PrintSettings; copy?: boolean } = {},
  ): Promise<PrintResult> {
    // A draft (the settings screen's unsaved printer) prints once and leaves the saved printer's status alone.
    const settings = options.draft ?? (await currentSettings());
    const recordError = (slot: PrinterSlot, error: string | null) => {
      if (!options.draft) lastErrors.set(slot, error);
    };
    const results = await Promise.all(
      slots.map(async (slot) => {
        try {
          const doc = makeDoc(settings[slot], await printableCommerce(commerce, settings[slot]));
          // «COPIA»: asked for as a reprint (a closed table's bill or receipt), or already printed here.
          const again = options.copy === true || (document !== undefined && printedDocuments.has(document, slot));
          await printCopies(() => markTicket(doc, again ? TICKET_MARKS.copy : null), settings[slot], 0);
          if (document) printedDocuments.remember(document, slot);
          recordError(slot, null);
          return true;
        } catch (error) {
          recordError(slot, errorMessage(error));
          log(`print on ${slot} failed: ${errorMessage(error)}`);
          return false;
        }
      }),
    );
    const printed = results.filter(Boolean).length;
    return printed === slots.length ? { ok: true, jobs: printed } : { ok: false, jobs: printed, message: MSG.printFailed };
  }

  function configuredSlots(settings: PrintSettings): PrinterSlot[] {
    return PRINTER_SLOTS.filter((slot) => settings[slot].printer !== null);
  }

  /** Cashier tickets go to the chosen printer, else to every configured non-kitchen printer. */
  async function cashierSlots(slot: PrinterSlot | undefined): Promise<PrinterSlot[] | string> {
    const settings = await currentSettings();
    if (slot) return settings[slot].printer ? [slot] : MSG.selectPrinter;
    const configured = configuredSlots(settings);
    const counter = configured.filter((candidate) => !settings[candidate].kitchen);
    const slots = counter.length > 0 ? counter : configured;
    return slots.length > 0 ? slots : MSG.printNoPrinter;
  }

  const service: PrintingServiceHandle = {
    listPrinters,

    probeNetworkPrinter(host, port) {
      return probeTcp(host, port || 9100, probeTimeoutMs);
    },

    getSettings: currentSettings,

    async saveSettings(next) {
      const normalized = normalizeSettings(next);
      const before = await currentSettings();
      await settingsStore.set(normalized);
      // A printer whose auto-print is switched on (or moved to another trigger or printer) prints
      // only events from now on.
      const switched = PRINTER_SLOTS.filter((slot) => {
        const after = normalized[slot];
        if (after.autoPrint === 'disabled' || !after.printer) return false;
        const previous = before[slot];
        return previous.autoPrint !== after.autoPrint || !previous.printer || connectionKey(previous.printer) !== connectionKey(after.printer);
      });
      if (switched.length > 0) {
        const at = serverNow();
        memory.update((m) => {
          for (const slot of switched) m.since[slot] = at;
        });
      }
      settingsCache = normalized;
      // A printer chosen or changed: waiting jobs try again now instead of after their backoff.
      sleeper.wake();
      return normalized;
    },

    async getStatus(): Promise<PrinterStatus[]> {
      const settings = await currentSettings();
      const needsDiscovery = PRINTER_SLOTS.some((slot) => settings[slot].printer?.kind === 'system');
      const discovered = needsDiscovery ? await listPrinters().catch(() => null) : null;
      return Promise.all(
        PRINTER_SLOTS.map((slot) =>
          slotStatus({
            settings: settings[slot],
            discovered,
            pendingJobs: jobs.pendingFor(slot),
            lastError: lastErrors.get(slot) ?? (needsDiscovery && discovered === null && settings[slot].printer?.kind === 'system' ? MSG.installedPrintersError : null),
            probeTimeoutMs,
          }),
        ),
      );
    },

    async printOrder({ order, commerce, slot, reprint }) {
      const settings = await currentSettings();
      if (slot && !settings[slot].printer) return { ok: false, jobs: 0, message: MSG.selectPrinter };
      const slots = slot ? [slot] : configuredSlots(settings);
      if (slots.length === 0) return { ok: false, jobs: 0, message: MSG.printNoPrinter };
      return manualPrint(slots, commerce, (printer, printed) => buildTicket(order, printed, printer, { reprint: Boolean(reprint) }));
    },

    async printTestPage(slot, commerce, draft) {
      // `draft`: the printer as the settings screen has it, not saved yet (chosen and checked with «Comprobar»);
      // normalised as a save would be. The test page is in that printer's layout (kitchen or counter).
      const saved = await currentSettings();
      const settings = draft ? { ...saved, [slot]: normalizeSettings({ [slot]: draft })[slot] } : saved;
      if (!settings[slot].printer) return { ok: false, jobs: 0, message: MSG.selectPrinter };
      return manualPrint([slot], commerce, (printer, printed) => buildTestPage(printed, printer, now()), undefined, draft ? { draft: settings } : {});
    },

    async printBill(input) {
      const slots = await cashierSlots(input.slot);
      if (typeof slots === 'string') return { ok: false, jobs: 0, message: slots };
      return manualPrint(slots, input.commerce, (printer, printed) => buildBillTicket({ ...input, commerce: printed }, printer, now()), billDocument(input), { copy: input.reprint });
    },

    async printReceipt(input) {
      const slots = await cashierSlots(input.slot);
      if (typeof slots === 'string') return { ok: false, jobs: 0, message: slots };
      return manualPrint(slots, input.commerce, (printer, printed) => buildPaymentReceipt({ ...input, commerce: printed }, printer, now()), receiptDocument(input), { copy: input.reprint });
    },

    async printCashClose(input) {
      const slots = await cashierSlots(input.slot);
      if (typeof slots === 'string') return { ok: false, jobs: 0, message: slots };
      return manualPrint(slots, input.commerce, (printer, printed) => buildCashCloseTicket({ ...input, commerce: printed }, printer, now()));
    },

    async renderPreviewHtml({ order, commerce, slot, settings: draft }) {
      // Unsaved settings (the settings screen's live preview) go through the same normalisation as a save.
      const printer = draft ? normalizeSettings({ [slot]: draft })[slot] : (await currentSettings())[slot];
      return renderTicketHtml(buildTicket(order, commerce, printer));
    },

    async autoPrint({ trigger, order, commerce }: { trigger: AutoPrintTrigger; order: OrderDetail; commerce: TicketCommerce }) {
      if (closed) return { ok: false, jobs: 0, message: MSG.printFailed };
      directAutoPrint = true;
      return acceptAutoJobs(trigger, order, commerce);
    },

    startAutoPrint: (session) => controller.start(session),
    stopAutoPrint: () => controller.stop(),
    async getAutoPrintState() {
      return controller.getState();
    },
    async retryWaitingJobs() {
      // The panel's «Reintentar» (the printer was switched back on): waiting jobs try now, not after their backoff.
      sleeper.wake();
    },

    async getRecentJobs() {
      return jobs.recentJobs();
    },

    whenIdle,

    async pendingJobs() {
      await initialOwn;
      return jobs.owned?.pending().length ?? 0;
    },

    autoPrintIdle: () => controller.idle(),
    wakeAutoPrint: () => controller.wake(),

    async close() {
      if (closed) return;
      closed = true;
      await controller.close();
      // Queues stop first, then sleeping retries wake up and see it; an attempt in flight finishes.
      const stopping = [...queues.values()].map((queue) => queue.close());
      sleeper.wake();
      await Promise.all(stopping);
      await jobs.release();
    },
  };
  return service;
}
