// Auto-print sessions of the desktop side: the panel hands over its session at sign-in
// (printing:startAutoPrint) and takes it back at logout (printing:stopAutoPrint). While a session is
// held, the process that owns this PC's printers follows the orders (follower.ts); the others wait
// and take over if the owner goes away. One follower per location this PC follows (locations.ts: the choice of
// Ajustes → Impresión, by default the panel's own location). See docs/printing.md.
import type { AutoPrintSession, AutoPrintState, AutoPrintStopReason, PrintLocationsChoice, PrintTriggerEvent, TicketCommerce } from '@shared/printing';
import type { KitchenStation } from '@shared/kitchen/stations';
import type { AutoJobs } from '../printing/auto-jobs';
import { OrderFollower, type LiveSocketOptions } from './follower';
import { connectProblemMessage } from './network-problem';
import { followedSessions, LOCATIONS_MSG, sessionLocations } from './locations';
import type { AutoPrintStateStore } from './state-store';

export const AUTO_PRINT_MSG = {
  otherOwner: 'Otra aplicación o agente de esta computadora está imprimiendo los pedidos automáticamente',
  signedOut: 'La impresión automática se detiene al cerrar sesión',
  connecting: 'Conectando con el servidor…',
} as const;

const OWNER_POLL_MS = 2_000;

/** The location an event came from, and whether this PC follows several (tickets then name the brand). */
export interface EventLocation {
  commerceId: string;
  several: boolean;
}

export interface AutoPrintControllerDeps {
  jobs: AutoJobs;
  store: AutoPrintStateStore;
  /** The locations chosen for this PC (Ajustes → Impresión), read at each (re)start of the followers. */
  locations(): PrintLocationsChoice;
  /** Prints one trigger event on the printers whose mode is its trigger (station slots with the commerce's `stations`). */
  print(event: PrintTriggerEvent, commerce: TicketCommerce, stations: KitchenStation[], location: EventLocation): Promise<void>;
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

/** One followed location: its follower and what the state shows of it. */
interface Following {
  follower: OrderFollower;
  connected: boolean;
  problem: string | null;
}

export class AutoPrintController {
  private session: AutoPrintSession | null = null;
  private readonly followers = new Map<string, Following>();
  /** Whether this process follows (owns the printers) for the current session. */
  private following = false;
  private poll: NodeJS.Timeout | null = null;
  private state: AutoPrintState = { running: false, connected: false, commerceId: null, since: null, stopReason: null, message: null };
  /** Each location's name as the server last sent it with an event or page. */
  private readonly names = new Map<string, string>();
  /** Server clock minus ours, from the last answer of the server. */
  serverOffsetMs = 0;

  constructor(private readonly deps: AutoPrintControllerDeps) {}

  get hasSession(): boolean {
    return this.session !== null;
  }

  /** The handed-over session (the settings screen lists the locations it may follow). */
  get currentSession(): AutoPrintSession | null {
    return this.session;
  }

  nameOf(commerceId: string): string | null {
    return this.names.get(commerceId) ?? null;
  }

  rememberName(commerceId: string, name: string): void {
    this.names.set(commerceId, name);
  }

  getState(): AutoPrintState {
    const locations = [...this.followers].map(([commerceId, following]) => ({ commerceId, name: this.nameOf(commerceId), connected: following.connected }));
    return { ...this.state, locations };
  }

  /** Resolves when the resyncs asked so far are done. */
  async idle(): Promise<void> {
    await Promise.all([...this.followers.values()].map((following) => following.follower.idle()));
  }

  async start(session: AutoPrintSession): Promise<AutoPrintState> {
    if (this.session && sameSession(this.session, session) && (this.following || this.poll)) return this.getState();
    // The panel switched to another location of the same sign-in (its token is one this session already holds):
    // what this PC prints does not change (docs/printing.md «Varias sucursales»).
    if (this.session && (this.following || this.poll) && switchedLocation(this.session, session)) return this.getState();
    this.stopFollowing();
    this.session = session;
    this.deps.store.update((memory) => void (memory.session = session));
    this.state = { running: false, connected: false, commerceId: session.commerceId, since: this.state.commerceId === session.commerceId ? this.state.since : null, stopReason: null, message: AUTO_PRINT_MSG.connecting };
    await this.tryFollow();
    if (!this.following && this.session && this.state.stopReason === null) {
      this.state = { ...this.state, stopReason: 'otherOwner', message: AUTO_PRINT_MSG.otherOwner };
      this.poll = setInterval(() => void this.tryFollow(), this.deps.ownerPollMs ?? OWNER_POLL_MS);
      this.poll.unref();
    }
    return this.getState();
  }

  /** The locations chosen for this PC changed: follow the new set now (cursors per location stay). */
  async refollow(): Promise<void> {
    const session = this.session;
    if (!session || !this.following) return;
    this.stopFollowing();
    await this.tryFollow();
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

  /** The computer woke up: the followers reconnect and resync at once. */
  wake(): void {
    for (const following of this.followers.values()) following.follower.wake();
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
    const followers = [...this.followers.values()];
    this.followers.clear();
    this.following = false;
    for (const following of followers) following.follower.stop();
  }

  /** Connected = every followed location's live channel is open; the first problem of any is the one shown. */
  private refreshConnection(): void {
    const all = [...this.followers.values()];
    const connected = all.length > 0 && all.every((following) => following.connected);
    const connectionProblem = all.find((following) => following.problem)?.problem ?? null;
    this.state = { ...this.state, connected, connectionProblem, message: connectionProblem ?? (connected ? null : AUTO_PRINT_MSG.connecting) };
  }

  private async tryFollow(): Promise<void> {
    const session = this.session;
    if (!session || this.following) return;
    const ledger = await this.deps.jobs.own().catch((error: unknown) => {
      this.deps.log(`registro de impresión: ${String(error)}`);
      return null;
    });
    if (!ledger || this.session !== session || this.following) return;
    if (this.poll) clearInterval(this.poll);
    this.poll = null;
    this.deps.store.reload();
    const sessions = followedSessions(session, this.deps.locations());
    if (sessions.length === 0) {
      // Nothing this session may follow here: the printers stay with this process, idle, until another choice or sign-in.
      this.state = { ...this.state, running: false, connected: false, stopReason: null, message: LOCATIONS_MSG.noAccess, connectionProblem: null };
      this.deps.log(`[auto-impresión] ${LOCATIONS_MSG.noAccess}`);
      this.following = true;
      return;
    }
    this.following = true;
    this.state = { ...this.state, running: true, stopReason: null, message: AUTO_PRINT_MSG.connecting, connectionProblem: null, since: this.state.since ?? new Date().toISOString() };
    const several = sessions.length > 1;
    for (const location of sessions) this.followLocation(location, session, several);
  }

  private followLocation(location: AutoPrintSession, session: AutoPrintSession, several: boolean): void {
    const { commerceId } = location;
    const prefix = several ? `[auto-impresión ${commerceId}]` : '[auto-impresión]';
    const mine = () => this.followers.get(commerceId)?.follower === follower;
    const follower: OrderFollower = new OrderFollower({
      session: location,
      cursor: () => this.deps.store.get().cursors[commerceId] ?? null,
      saveCursor: (at) => this.deps.store.update((memory) => void (memory.cursors[commerceId] = at)),
      onFirstStart: (serverTime) => this.deps.onFirstStart(serverTime),
      onCommerce: (commerce) => this.rememberName(commerceId, commerce.nombre),
      handle: async (event, commerce, offsetMs, stations) => {
        this.serverOffsetMs = offsetMs;
        this.rememberName(commerceId, commerce.nombre);
        await this.deps.print(event, commerce, stations, { commerceId, several });
      },
      onConnected: (connected) => {
        const following = this.followers.get(commerceId);
        if (!following || !mine()) return;
        following.connected = connected;
        this.refreshConnection();
      },
      onProblem: (reason) => {
        const following = this.followers.get(commerceId);
        if (!following || !mine()) return;
        following.problem = reason ? connectProblemMessage(reason) : null;
        if (following.problem) this.deps.log(`${prefix} ${following.problem}`);
        this.refreshConnection();
        this.deps.onConnectionProblem?.(this.state.connectionProblem ?? null);
      },
      onStopped: (reason, message) => {
        if (!mine()) return;
        this.followers.delete(commerceId);
        // The panel's own location ended (logout, module gone) or nothing is left: auto-print stops. Another
        // location whose token was refused stops alone; the rest keep printing.
        if (commerceId === session.commerceId || this.followers.size === 0) {
          void this.stop(reason, message);
          return;
        }
        this.deps.log(`${prefix} se dejó de seguir: ${message}`);
        this.refreshConnection();
      },
      log: (message) => this.deps.log(`${prefix} ${message}`),
      fetch: this.deps.fetch,
      liveSocketOptions: this.deps.liveSocketOptions,
      resyncMs: this.deps.resyncMs,
    });
    this.followers.set(commerceId, { follower, connected: false, problem: null });
    follower.start();
  }
}

function sameSession(a: AutoPrintSession, b: AutoPrintSession): boolean {
  const tokens = (session: AutoPrintSession) => JSON.stringify((session.locations ?? []).map((location) => [location.commerceId, location.token]));
  return a.commerceId === b.commerceId && a.token === b.token && a.apiBaseUrl === b.apiBaseUrl && tokens(a) === tokens(b);
}

/** The same sign-in handed over from another location: its token is one of the held session's location tokens. */
function switchedLocation(held: AutoPrintSession, next: AutoPrintSession): boolean {
  if (held.apiBaseUrl !== next.apiBaseUrl || held.commerceId === next.commerceId) return false;
  return sessionLocations(held).some((location) => location.commerceId === next.commerceId && location.token === next.token);
}
