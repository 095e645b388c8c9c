// Exactly-once auto-print (docs/printing.md): the session controller follows the commerce's orders
// (main/services/auto-print), each trigger event becomes one job per printer the slot policy picks,
// the job is on disk in the shared ledger before it is queued, and each printer's queue prints its
// jobs in order, retrying the head job while that printer is off.
import os from 'node:os';
import path from 'node:path';
import { PRINTER_SLOTS, type PrinterSlot } from '@shared/constants';
import type { AutoPrintSession, AutoPrintState, PrintJobSummary, PrintSettings, PrintTriggerEvent, TicketCommerce } from '@shared/printing';
import { buildTicket } from './ticket/build-ticket';
import { printLedgerJob } from './repeats';
import { jobKey, type LedgerJob } from './ledger';
import { AutoJobs } from './auto-jobs';
import { RetryQueue, Sleeper, type RetryPolicy } from './queue';
import { autoPrintSlots, switchedOnSlots } from './slot-policy';
import { errorMessage, type PrintContext } from './print-context';
import { AutoPrintController, AUTO_PRINT_MSG } from '../auto-print/controller';
import { AutoPrintStateStore } from '../auto-print/state-store';
import type { LiveSocketOptions } from '../auto-print/follower';
import { readAgentEnv } from '../../config';

/**
 * The folder every desktop app and print agent of this user shares (printer-owner lock, job ledger,
 * resync cursor): env PANEL_PRINT_SHARED_DIR, else ~/.panel-comercio/impresion.
 */
export function defaultSharedPrintDir(env: Record<string, string | undefined> = process.env): string {
  return readAgentEnv(env).sharedPrintDir ?? path.join(os.homedir(), '.panel-comercio', 'impresion');
}

export interface AutoPrintPipelineOptions {
  /** Folder shared by every desktop app and agent of this PC: printer-owner lock, job ledger, resync cursor (docs/printing.md). */
  sharedDir: string;
  /** Backoff of retries while a printer is off. */
  retry: RetryPolicy;
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

export interface AutoPrintPipeline {
  start(session: AutoPrintSession): Promise<AutoPrintState>;
  stop(): Promise<AutoPrintState>;
  state(): AutoPrintState;
  /** Resolves when every queue is empty. */
  whenIdle(): Promise<void>;
  /** Resolves when the resyncs asked so far are done. */
  followerIdle(): Promise<void>;
  /** The computer woke up: reconnect the live channel now and catch up. */
  wake(): void;
  /** Jobs accepted and not yet confirmed by their printer (once the ledger of a previous run is read). */
  pendingJobs(): Promise<number>;
  /** The jobs of one printer not yet confirmed, as known now. */
  pendingFor(slot: PrinterSlot): number;
  recentJobs(): PrintJobSummary[];
  /** Settings were saved: printers switched on print only events from now on; waiting jobs try again now. */
  settingsSaved(before: PrintSettings, after: PrintSettings): void;
  /** Waiting jobs try now instead of after their backoff (the printer is back). */
  retryNow(): void;
  close(): Promise<void>;
}

export function createAutoPrintPipeline(context: PrintContext, options: AutoPrintPipelineOptions): AutoPrintPipeline {
  const { log } = context;
  const sleeper = new Sleeper();
  const queues = new Map<PrinterSlot, RetryQueue<LedgerJob>>();
  const jobs = new AutoJobs(options.sharedDir, context.now, (job) => queues.get(job.slot)?.push(job));
  const memory = new AutoPrintStateStore(path.join(options.sharedDir, 'auto-print-state.json'));
  let closed = false;

  for (const slot of PRINTER_SLOTS) {
    const queue = new RetryQueue<LedgerJob>(
      {
        run: async (job) => {
          const ledger = jobs.owned;
          const settings = (await context.settings())[job.slot];
          const doc = buildTicket(job.order, await context.printableCommerce(job.commerce, settings), settings);
          await printLedgerJob(job, doc, settings, ledger, context.printCopies, (error) => log(`ledger write failed for ${job.key}: ${errorMessage(error)}`));
        },
        onError: (job, error, attempt) => {
          context.lastErrors.set(job.slot, error.message);
          jobs.track(job, 'failed', error.message);
          log(`auto-print ${job.key} attempt ${attempt + 1} failed: ${error.message}`);
        },
        onSuccess: (job) => {
          context.lastErrors.set(job.slot, null);
          jobs.track(job, 'printed', null);
          log(`auto-print ${job.key} printed`);
        },
      },
      options.retry,
      sleeper,
    );
    queues.set(slot, queue);
  }

  async function whenIdle(): Promise<void> {
    await initialOwn;
    await Promise.all([...queues.values()].map((queue) => queue.idle()));
  }

  /** When this printer's auto-print was switched on (server clock); none recorded = no limit but the cursor. */
  const sinceOf = (slot: PrinterSlot): string | null => memory.get().since[slot] ?? null;

  /**
   * One job per printer the slot policy picks. Not accepted (this process does not hold the printers right
   * now): throws, so the event is not processed, the resync cursor does not move past it and the next
   * resync offers it again.
   */
  async function acceptEvent(event: PrintTriggerEvent, commerce: TicketCommerce): Promise<void> {
    const ledger = await jobs.own();
    if (!ledger) throw new Error(AUTO_PRINT_MSG.otherOwner);
    const { order, trigger } = event;
    const durable: Promise<void>[] = [];
    for (const slot of autoPrintSlots(await context.settings(), trigger, event.at, sinceOf)) {
      const key = jobKey(order.pedido.id, trigger, slot);
      const result = ledger.accept({ key, orderId: order.pedido.id, trigger, slot, order, commerce });
      if (!result.accepted) continue;
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
  }

  const controller: AutoPrintController = new AutoPrintController({
    jobs,
    store: memory,
    print: acceptEvent,
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
    if (!controller.hasSession && !closed && ledger.pending().length === 0) await jobs.release();
  });

  return {
    start: (session) => controller.start(session),
    stop: () => controller.stop(),
    state: () => controller.getState(),
    whenIdle,
    followerIdle: () => controller.idle(),
    wake: () => controller.wake(),
    async pendingJobs() {
      await initialOwn;
      return jobs.owned?.pending().length ?? 0;
    },
    pendingFor: (slot) => jobs.pendingFor(slot),
    recentJobs: () => jobs.recentJobs(),
    settingsSaved(before, after) {
      const switched = switchedOnSlots(before, after);
      if (switched.length > 0) {
        // Server time now, as far as this PC knows it (event times come from the server's clock).
        const at = new Date(context.now().getTime() + controller.serverOffsetMs).toISOString();
        memory.update((m) => {
          for (const slot of switched) m.since[slot] = at;
        });
      }
      // A printer chosen or changed: waiting jobs try again now instead of after their backoff.
      sleeper.wake();
    },
    retryNow: () => sleeper.wake(),
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
}
