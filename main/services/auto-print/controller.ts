// Auto-print sessions of the desktop side: the panel hands over its session at sign-in
// (printing:startAutoPrint) and takes it back at logout (printing:stopAutoPrint). While a session is
// held, the process that owns this PC's printers follows the orders (follower.ts); the others wait
// and take over if the owner goes away. See docs/printing.md.
import type { AutoPrintSession, AutoPrintState, AutoPrintStopReason, PrintTriggerEvent, TicketCommerce } from '@shared/printing';
import type { KitchenStation } from '@shared/kitchen/stations';
import type { AutoJobs } from '../printing/auto-jobs';
import { OrderFollower, type LiveSocketOptions } from './follower';
import { connectProblemMessage } from './network-problem';
import type { AutoPrintStateStore } from './state-store';

export const AUTO_PRINT_MSG = {
  otherOwner: 'Otra aplicación o agente de esta computadora está imprimiendo los pedidos automáticamente',
  signedOut: 'La impresión automática se detiene al cerrar sesión',
  connecting: 'Conectando con el servidor…',
} as const;

const OWNER_POLL_MS = 2_000;

export interface AutoPrintControllerDeps {
  jobs: AutoJobs;
  store: AutoPrintStateStore;
  /** Prints one trigger event on the printers whose mode is its trigger (station slots with the commerce's `stations`). */
  print(event: PrintTriggerEvent, commerce: TicketCommerce, stations: KitchenStation[]): Promise<void>;
  whenIdle(): Promise<void>;
  /** The first time this PC follows a commerce: the server's clock then. */
  onFirstStart(serverTime: string): void;
  log(message: string): void;
  /** The follower cannot reach the server («La impresión automática no puede conectarse: …»), or null again. */
  onConnectionProblem?(message: string | null): void;
  fetch?: typeof fetch;
  liveSocketOptions?: LiveSocketOptions;
  resyncMs?: number;
  ownerPollMs?: number;
}

export class AutoPrintController {
  private session: AutoPrintSession | null = null;
  private follower: OrderFollower | null = null;
  private poll: NodeJS.Timeout | null = null;
  private state: AutoPrintState = { running: false, connected: false, commerceId: null, since: null, stopReason: null, message: null };
  /** Server clock minus ours, from the last answer of the server. */
  serverOffsetMs = 0;

  constructor(private readonly deps: AutoPrintControllerDeps) {}

  get hasSession(): boolean {
    return this.session !== null;
  }

  getState(): AutoPrintState {
    return { ...this.state };
  }

  /** Resolves when the resyncs asked so far are done. */
  async idle(): Promise<void> {
    await this.follower?.idle();
  }

  async start(session: AutoPrintSession): Promise<AutoPrintState> {
    const same = this.session && this.session.commerceId === session.commerceId && this.session.token === session.token && this.session.apiBaseUrl === session.apiBaseUrl;
    if (same && (this.follower || this.poll)) return this.getState();
    this.stopFollowing();
    this.session = session;
    this.deps.store.update((memory) => void (memory.session = session));
    this.state = { running: false, connected: false, commerceId: session.commerceId, since: this.state.commerceId === session.commerceId ? this.state.since : null, stopReason: null, message: AUTO_PRINT_MSG.connecting };
    await this.tryFollow();
    if (!this.follower && this.session) {
      this.state = { ...this.state, stopReason: 'otherOwner', message: AUTO_PRINT_MSG.otherOwner };
      this.poll = setInterval(() => void this.tryFollow(), this.deps.ownerPollMs ?? OWNER_POLL_MS);
      this.poll.unref();
    }
    return this.getState();
  }

  async stop(reason: Exclude<AutoPrintStopReason, null> = 'signedOut', message: string = AUTO_PRINT_MSG.signedOut): Promise<AutoPrintState> {
    this.stopFollowing();
    this.session = null;
    this.deps.store.update((memory) => void (memory.session = null));
    this.state = { ...this.state, running: false, connected: false, stopReason: reason, message, connectionProblem: null };
    // Jobs already accepted still print; then the printers are free for another process.
    void this.deps
      .whenIdle()
      .then(() => (this.session ? undefined : this.deps.jobs.release()))
      .catch((error: unknown) => this.deps.log(`liberar impresoras: ${String(error)}`));
    return this.getState();
  }

  /** The computer woke up: the follower reconnects and resyncs at once. */
  wake(): void {
    this.follower?.wake();
  }

  /** After a restart of this process: follow again with the session the panel handed over before. */
  resume(): void {
    const stored = this.deps.store.get().session;
    if (stored && !this.session) void this.start(stored).catch((error: unknown) => this.deps.log(`reanudar: ${String(error)}`));
  }

  /** Process exit: stop following but keep the session for the next start. */
  async close(): Promise<void> {
    this.stopFollowing();
    this.session = null;
  }

  private stopFollowing(): void {
    if (this.poll) clearInterval(this.poll);
    this.poll = null;
    this.follower?.stop();
    this.follower = null;
  }

  private async tryFollow(): Promise<void> {
    const session = this.session;
    if (!session || this.follower) return;
    const ledger = await this.deps.jobs.own().catch((error: unknown) => {
      this.deps.log(`registro de impresión: ${String(error)}`);
      return null;
    });
    if (!ledger || this.session !== session || this.follower) return;
    if (this.poll) clearInterval(this.poll);
    this.poll = null;
    this.deps.store.reload();
    const commerceId = session.commerceId;
    this.state = { ...this.state, running: true, stopReason: null, message: AUTO_PRINT_MSG.connecting, connectionProblem: null, since: this.state.since ?? new Date().toISOString() };
    const follower = new OrderFollower({
      session,
      cursor: () => this.deps.store.get().cursors[commerceId] ?? null,
      saveCursor: (at) => this.deps.store.update((memory) => void (memory.cursors[commerceId] = at)),
      onFirstStart: (serverTime) => this.deps.onFirstStart(serverTime),
      handle: async (event, commerce, offsetMs, stations) => {
        this.serverOffsetMs = offsetMs;
        await this.deps.print(event, commerce, stations);
      },
      onConnected: (connected) => {
        if (this.follower !== follower) return;
        this.state = { ...this.state, connected, message: connected ? null : (this.state.connectionProblem ?? AUTO_PRINT_MSG.connecting) };
      },
      onProblem: (reason) => {
        if (this.follower !== follower) return;
        const connectionProblem = reason ? connectProblemMessage(reason) : null;
        if (connectionProblem) this.deps.log(`[auto-impresión] ${connectionProblem}`);
        this.state = { ...this.state, connectionProblem, message: connectionProblem ?? (this.state.connected ? null : AUTO_PRINT_MSG.connecting) };
        this.deps.onConnectionProblem?.(connectionProblem);
      },
      onStopped: (reason, message) => {
        if (this.follower !== follower) return;
        this.follower = null;
        void this.stop(reason, message);
      },
      log: (message) => this.deps.log(`[auto-impresión] ${message}`),
      fetch: this.deps.fetch,
      liveSocketOptions: this.deps.liveSocketOptions,
      resyncMs: this.deps.resyncMs,
    });
    this.follower = follower;
    follower.start();
  }
}
