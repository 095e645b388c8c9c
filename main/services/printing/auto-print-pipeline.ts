// Exactly-once auto-print (docs/printing.md): the session controller follows the commerce's orders
// (main/services/auto-print), each trigger event becomes one job per printer the slot policy picks,
// the job is on disk in the shared ledger before it is queued, and each printer's queue prints its
// jobs in order, retrying the head job while that printer is off.
import os from 'node:os';
import path from 'node:path';
import { PRINTER_SLOTS, type PrinterSlot } from '@shared/constants';
import {
  slotLabel,
  type AutoPrintSession,
  type AutoPrintTrigger,
  type AutoPrintState,
  type PrinterSettings,
  type PrintJobSummary,
  type PrintLocationsChoice,
  type PrintLocationsView,
  type PrintSettings,
  type PrintTriggerEvent,
  type TicketCommerce,
} from '@shared/printing';
import type { KitchenStation } from '@shared/kitchen/stations';
import { buildJobTicket } from './ticket/job-ticket';
import { printLedgerJob } from './repeats';
import { jobKey, type JobLedger, type LedgerJob } from './ledger';
import { AutoJobs } from './auto-jobs';
import { StationsStore } from './stations-store';
import { RetryQueue, Sleeper, type RetryPolicy } from './queue';
import { autoPrintPlan, printSlotOf, switchedOnSlots } from './slot-policy';
import { probeTcp } from './discovery/probe';
import { errorMessage, type PrintContext } from './print-context';
import { AutoPrintController, AUTO_PRINT_MSG, type EventLocation } from '../auto-print/controller';
import { fetchLocationName, printerServes, PrintLocationsStore, sessionLocations } from '../auto-print/locations';
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
  /** Whether a failing printer answers again (docs/kitchen.md «Respaldo»); default a TCP connect for network printers. */
  printerAnswers?: (printer: PrinterSettings) => Promise<boolean>;
}

/** A network printer answers a connect; other kinds are tried (their queue or device reports the failure). */
async function connectAnswers(printer: PrinterSettings): Promise<boolean> {
  const connection = printer.printer;
  if (connection?.kind !== 'network') return true;
  return probeTcp(connection.host, connection.port, 1_000);
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
  /** The commerce's kitchen stations as the last trigger event brought them, kept across restarts (null before any). */
  stations(): KitchenStation[] | null;
  /** The locations this PC can follow and the ones chosen (names read with each location's token when not known yet). */
  locations(): Promise<PrintLocationsView>;
  /** Saves the locations chosen for this PC and follows them at once. */
  saveLocations(choice: PrintLocationsChoice): Promise<PrintLocationsView>;
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
  const printerAnswers = options.printerAnswers ?? connectAnswers;
  /** Since when each slot's own printer has been failing (ms); absent once it printed. */
  const failingSince = new Map<PrinterSlot, number>();
  /** The slot each job's last attempt printed on (its own or its backup). */
  const attemptedOn = new Map<string, PrinterSlot>();
  /** Jobs a cancellation dropped before they printed: their queue run ends without paper. */
  const droppedRuns = new Set<string>();
  let closed = false;
  const lastStations = new StationsStore(path.join(options.sharedDir, 'kitchen-stations.json'));
  const locationsStore = new PrintLocationsStore(path.join(options.sharedDir, 'print-locations.json'));

  /** Own printer, or its backup once it failed long enough and does not answer (slot-policy.ts printSlotOf). */
  async function printSlotFor(job: LedgerJob, settings: PrintSettings): Promise<PrinterSlot> {
    const ledger = jobs.owned;
    const startedOn = (ledger?.copiesSent(job.key) ?? 0) > 0 ? (ledger?.via(job.key) ?? job.slot) : null;
    const since = failingSince.get(job.slot);
    const target = printSlotOf(settings, job.slot, { startedOn, failingForMs: since === undefined ? null : context.now().getTime() - since });
    if (target === job.slot || startedOn) return target;
    // New tickets go back to the own printer as soon as it answers again.
    return (await printerAnswers(settings[job.slot])) ? job.slot : target;
  }

  for (const slot of PRINTER_SLOTS) {
    const queue = new RetryQueue<LedgerJob>(
      {
        run: async (job) => {
          const ledger = jobs.owned;
          if (ledger?.wasDropped(job.key)) {
            droppedRuns.add(job.key);
            return;
          }
          const settings = await context.settings();
          const target = await printSlotFor(job, settings);
          attemptedOn.set(job.key, target);
          const printer = settings[target];
          const backupOf = target === job.slot ? null : (job.route?.station.name ?? settings[job.slot].printerName ?? slotLabel(job.slot));
          const doc = buildJobTicket(job, await context.printableCommerce(job.commerce, printer), printer, backupOf);
          const writeFailed = (error: unknown) => log(`ledger write failed for ${job.key}: ${errorMessage(error)}`);
          const outcome = await printLedgerJob(job, doc, printer, ledger, context.printCopies, writeFailed, target === job.slot ? undefined : target);
          if (outcome === 'dropped') droppedRuns.add(job.key);
        },
        onError: (job, error, attempt) => {
          const target = attemptedOn.get(job.key) ?? job.slot;
          context.lastErrors.set(target, error.message);
          if (target === job.slot && !failingSince.has(job.slot)) failingSince.set(job.slot, context.now().getTime());
          jobs.track(job, 'failed', error.message);
          log(`auto-print ${job.key} attempt ${attempt + 1} on ${target} failed: ${error.message}`);
        },
        onSuccess: (job) => {
          if (droppedRuns.delete(job.key)) {
            attemptedOn.delete(job.key);
            jobs.track(job, 'dropped', null);
            log(`auto-print ${job.key} dropped: the order was cancelled before it printed`);
            return;
          }
          const target = attemptedOn.get(job.key) ?? job.slot;
          attemptedOn.delete(job.key);
          context.lastErrors.set(target, null);
          if (target === job.slot) failingSince.delete(job.slot);
          jobs.track(job, 'printed', null);
          log(`auto-print ${job.key} printed${target === job.slot ? '' : ` on ${target} (backup)`}`);
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
  async function acceptEvent(event: PrintTriggerEvent, commerce: TicketCommerce, stations: KitchenStation[], location: EventLocation): Promise<void> {
    const { commerceId } = location;
    try {
      lastStations.set(commerceId, stations);
    } catch (error) {
      // Kept in memory all the same; only a reprint right after a restart would print the whole order.
      log(`kitchen stations not saved: ${errorMessage(error)}`);
    }
    const ledger = await jobs.own();
    if (!ledger) throw new Error(AUTO_PRINT_MSG.otherOwner);
    const { order, trigger } = event;
    const orderId = order.pedido.id;
    // Each edit of an order is its own ticket (docs/kitchen.md «Tickets de cambio»).
    const triggerKey = trigger === 'onOrderEdited' ? (`onOrderEdited:${event.change?.version ?? 0}` as const) : trigger;
    const dropWrites = trigger === 'onOrderCancelled' ? dropUnsentJobs(ledger, orderId) : [];
    // A slot whose ticket of the order was dropped never showed it to the kitchen: no «CANCELADO» there.
    const printedOrder = (slot: PrinterSlot, mode: AutoPrintTrigger) => ledger.has(jobKey(orderId, mode, slot, commerceId)) && !ledger.wasDropped(jobKey(orderId, mode, slot, commerceId));
    const settings = settingsOfLocation(await context.settings(), location);
    const plan = autoPrintPlan(settings, event, stations, sinceOf, printedOrder);
    const durable: Promise<void>[] = [...dropWrites];
    const seenKeys = [
      ...plan.seen.map((slot) => jobKey(orderId, trigger, slot, commerceId)),
      // A station an edit reached first (slot-policy.ts lateStationSees): later edits and the cancellation reach it too.
      ...plan.reached.flatMap((slot) => {
        const mode = settings[slot].autoPrint;
        return mode === 'disabled' ? [] : [jobKey(orderId, mode, slot, commerceId)];
      }),
    ];
    durable.push(...seenKeys.map((key) => ledger.markSeen(key).catch((error: unknown) => log(`ledger write failed: ${errorMessage(error)}`))));
    for (const { slot, route, change } of plan.jobs) {
      const key = jobKey(orderId, triggerKey, slot, commerceId);
      const result = ledger.accept({ key, orderId, trigger, slot, order, commerce, route, ...(change ? { change } : {}), ...(location.several ? { brand: commerce.nombre } : {}) });
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

  /**
   * A cancelled order's tickets still waiting to send (printer off, queue behind) are finished without printing
   * (docs/kitchen.md «Tickets de cambio»); a ticket whose first byte may have left stays and gets its «CANCELADO».
   * The drops are durable before the event counts as processed, so a restart never prints them.
   */
  function dropUnsentJobs(ledger: JobLedger, orderId: string): Promise<void>[] {
    const writes: Promise<void>[] = [];
    for (const pending of ledger.pending()) {
      if (pending.orderId !== orderId || pending.trigger === 'onOrderCancelled') continue;
      // A «CANCELADO» already accepted on this slot (an earlier delivery found the ticket sending): the ticket
      // prints, so its cancellation has something to cancel.
      if (ledger.has(jobKey(orderId, 'onOrderCancelled', pending.slot))) continue;
      const { dropped, durable } = ledger.dropUnsent(pending.key);
      if (!dropped) continue;
      jobs.track(pending, 'dropped', null);
      writes.push(durable);
    }
    // A dropped job sleeping in its printer's retry ends now instead of after its backoff.
    if (writes.length > 0) sleeper.wake();
    return writes;
  }

  /**
   * The printers of one location: when this PC follows several, a printer set to another location is left out
   * (as if it had no printer); following one, every printer prints it.
   */
  function settingsOfLocation(settings: PrintSettings, location: EventLocation): PrintSettings {
    if (!location.several) return settings;
    const choice = locationsStore.get();
    const entries = PRINTER_SLOTS.map((slot) => [slot, printerServes(choice, slot, location.commerceId) ? settings[slot] : { ...settings[slot], printer: null }]);
    return Object.fromEntries(entries) as PrintSettings;
  }

  async function locationsView(): Promise<PrintLocationsView> {
    const choice = locationsStore.reload();
    const session = controller.currentSession;
    const available = session ? sessionLocations(session) : [];
    const names = await Promise.all(
      available.map(async (location) => {
        const known = controller.nameOf(location.commerceId) ?? choice.follow.find((chosen) => chosen.id === location.commerceId)?.name ?? null;
        if (known !== null) return known;
        const name = await fetchLocationName(location, options.fetch);
        if (name !== null) controller.rememberName(location.commerceId, name);
        return name;
      }),
    );
    const following = (controller.getState().locations ?? []).map((location) => location.commerceId);
    return { available: available.map((location, index) => ({ id: location.commerceId, name: names[index] ?? null })), choice, following };
  }

  const controller: AutoPrintController = new AutoPrintController({
    jobs,
    store: memory,
    locations: () => locationsStore.reload(),
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
    stations: () => lastStations.get(),
    locations: locationsView,
    async saveLocations(choice) {
      locationsStore.set(choice);
      await controller.refollow();
      return locationsView();
    },
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
