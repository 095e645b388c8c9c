// The desktop side's own view of the commerce's orders (docs/printing.md, "Auto-print"): a live-channel
// subscription like the panel's (/ws, shared/live.ts) plus GET /v1/impresion/eventos. Two roads, one
// printing: the subscription asks for print triggers with the ticket's data, printed straight from the
// message; and a resync asks for the events recorded since the last one processed (the cursor) on every
// (re)connect, every RESYNC_MS and at once when a trigger arrives without its data (the server could not
// load it), so nothing missed while disconnected or closed is lost and nothing older is replayed. Each
// event goes to `handle`; the job ledger makes repeats harmless.
import WebSocket, { type ClientOptions } from 'ws';
import { LIVE_CLOSE, LIVE_MSG, LIVE_PATH, commerceChannel, isLiveEvent, type LiveClientMessage } from '@shared/live';
import { LIVE_PING_MS } from '@shared/constants';
import {
  PRINT_EVENTS_PATH,
  isPrintTriggerMessage,
  printTriggerOf,
  type AutoPrintSession,
  type AutoPrintStopReason,
  type PrintEventsPage,
  type PrintTriggerEvent,
  type TicketCommerce,
} from '@shared/printing';
import type { KitchenStation } from '@shared/kitchen/stations';
import { networkProblem } from './network-problem';

/** Resync even without live events: catches anything the live path missed and notices a lost module. */
export const RESYNC_MS = 30_000;
/** A resync looks this far behind the cursor: an event whose transaction committed late is still seen. */
export const RESYNC_OVERLAP_MS = 5_000;
const RECONNECT = { baseMs: 500, maxMs: 15_000 };

export interface FollowerDeps {
  session: AutoPrintSession;
  /** The cursor of this commerce (ISO time of the last processed event), null on a first start. */
  cursor(): string | null;
  saveCursor(at: string): void;
  onFirstStart(serverTime: string): void;
  /** The commerce's ticket header as each answer of the events endpoint brings it (its name for the settings screen). */
  onCommerce?(commerce: TicketCommerce): void;
  /** Prints one trigger event (idempotent per order, trigger and printer); `stations`: the commerce's kitchen stations now. */
  handle(event: PrintTriggerEvent, commerce: TicketCommerce, serverOffsetMs: number, stations: KitchenStation[]): Promise<void>;
  onConnected(connected: boolean): void;
  /** Why the server cannot be reached (certificate, proxy, no network), or null once it can. */
  onProblem?(reason: string | null): void;
  /** The session ended, the module is gone: stop for good (no reconnect with a dead token). */
  onStopped(reason: Exclude<AutoPrintStopReason, null>, message: string): void;
  log(message: string): void;
  fetch?: typeof fetch;
  /** Options for each live-channel connection (the desktop app's tunnel through the system proxy). */
  liveSocketOptions?: LiveSocketOptions;
  resyncMs?: number;
}

export type LiveSocketOptions = (url: string) => Promise<ClientOptions | undefined>;

export class HttpRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export class OrderFollower {
  private socket: WebSocket | null = null;
  /** Waiting for liveSocketOptions: a connection is on its way. */
  private opening = false;
  private stopped = false;
  private attempts = 0;
  private timers = new Set<NodeJS.Timeout>();
  private syncing: Promise<void> = Promise.resolve();
  private resyncQueued = false;
  private offsetMs = 0;
  private readonly fetchFn: typeof fetch;
  private problems: { live: string | null; http: string | null } = { live: null, http: null };

  constructor(private readonly deps: FollowerDeps) {
    this.fetchFn = deps.fetch ?? fetch;
  }

  start(): void {
    this.connect();
    this.every(this.deps.resyncMs ?? RESYNC_MS, () => this.resync());
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    const socket = this.socket;
    this.socket = null;
    if (socket && socket.readyState <= WebSocket.OPEN) socket.close(LIVE_CLOSE.normal, 'stop');
    this.deps.onConnected(false);
  }

  /**
   * After a sleep: a socket can be dead without a close event for minutes. Drop it and connect again at once
   * (the close would otherwise wait for the back-off), and catch up.
   */
  wake(): void {
    if (this.stopped) return;
    this.attempts = 0;
    const socket = this.socket;
    this.socket = null;
    socket?.terminate();
    this.connect();
    this.resync();
  }

  /** Resolves when the resyncs asked so far are done (tests, bench). */
  idle(): Promise<void> {
    return this.syncing;
  }

  private setProblem(path: 'live' | 'http', reason: string | null): void {
    const before = this.problems.http ?? this.problems.live;
    this.problems = { ...this.problems, [path]: reason };
    const now = this.problems.http ?? this.problems.live;
    if (now !== before && !this.stopped) this.deps.onProblem?.(now);
  }

  private every(ms: number, run: () => void): void {
    const timer = setInterval(run, ms);
    timer.unref();
    this.timers.add(timer);
  }

  private later(ms: number, run: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }

  private connect(): void {
    // A reconnect timer can come after wake() already connected.
    if (this.stopped || this.socket || this.opening) return;
    const url = `${this.deps.session.apiBaseUrl.replace(/\/$/, '').replace(/^http/, 'ws')}${LIVE_PATH}`;
    if (!this.deps.liveSocketOptions) return this.open(url, {});
    this.opening = true;
    void this.deps
      .liveSocketOptions(url)
      .catch(() => undefined)
      .then((options) => {
        this.opening = false;
        if (!this.stopped && !this.socket) this.open(url, options ?? {});
      });
  }

  private open(url: string, options: ClientOptions): void {
    const socket = new WebSocket(url, options);
    this.socket = socket;
    let ping: NodeJS.Timeout | null = null;
    socket.on('open', () => {
      const subscribe: LiveClientMessage = { action: 'subscribe', channel: commerceChannel(this.deps.session.commerceId), token: this.deps.session.token, print: true };
      socket.send(JSON.stringify(subscribe));
      ping = setInterval(() => socket.send(JSON.stringify({ action: 'checkConnection' } satisfies LiveClientMessage)), LIVE_PING_MS);
      ping.unref();
    });
    socket.on('message', (raw) => this.onMessage(raw.toString()));
    socket.on('error', (error) => {
      this.deps.log(`canal en vivo: ${error.message}`);
      const reason = networkProblem(error);
      if (reason) this.setProblem('live', reason);
    });
    socket.on('close', (code, reasonBuffer) => {
      if (ping) clearInterval(ping);
      if (this.socket !== socket) return;
      this.socket = null;
      this.deps.onConnected(false);
      if (this.stopped) return;
      const reason = reasonBuffer.toString();
      // 1000 from the server = the session ended or lost its module; 4401/4403 = refused token or
      // channel. Reconnecting would only knock with a dead token.
      if (code === LIVE_CLOSE.normal || code === LIVE_CLOSE.unauthorized || code === LIVE_CLOSE.forbidden) {
        const moduleGone = reason === LIVE_MSG.noModule || reason === LIVE_MSG.noPrintModule;
        this.finish(moduleGone ? 'moduleOff' : 'sessionClosed', reason || LIVE_MSG.invalidToken);
        return;
      }
      const delay = Math.min(RECONNECT.maxMs, RECONNECT.baseMs * 2 ** this.attempts);
      this.attempts += 1;
      this.later(delay, () => this.connect());
    });
  }

  private onMessage(text: string): void {
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    if (typeof message === 'object' && message !== null && (message as { action?: unknown }).action === 'subscribed') {
      this.attempts = 0;
      this.setProblem('live', null);
      this.resync();
      // Connected = subscribed and caught up with what happened while away.
      const socket = this.socket;
      void this.syncing.then(() => {
        if (this.socket === socket && !this.stopped) this.deps.onConnected(true);
      });
      return;
    }
    if (isPrintTriggerMessage(message)) {
      void this.printLive(message.data.event, message.data.commerce, message.data.stations);
      return;
    }
    if (isLiveEvent(message) && printTriggerOf(message.eventId, message.data)) this.resync();
  }

  /** The live road: the message has the ticket's data, no request. */
  private async printLive(event: PrintTriggerEvent, commerce: TicketCommerce, stations: KitchenStation[]): Promise<void> {
    if (!this.deps.cursor()) return this.resync();
    try {
      await this.deps.handle(event, commerce, this.offsetMs, stations);
    } catch (error) {
      this.deps.log(`pedido ${event.order.pedido.id}: ${error instanceof Error ? error.message : String(error)}`);
      // The periodic resync offers it again.
    }
  }

  private finish(reason: Exclude<AutoPrintStopReason, null>, message: string): void {
    if (this.stopped) return;
    this.stop();
    this.deps.onStopped(reason, message);
  }

  private async page(query: Record<string, string>): Promise<PrintEventsPage> {
    const { apiBaseUrl, token, commerceId } = this.deps.session;
    const url = `${apiBaseUrl.replace(/\/$/, '')}${PRINT_EVENTS_PATH}?${new URLSearchParams(query).toString()}`;
    const sentAt = Date.now();
    let response: Response;
    try {
      response = await this.fetchFn(url, { headers: { authorization: `Bearer ${token}`, id_comercio: commerceId } });
    } catch (error) {
      const reason = networkProblem(error);
      if (reason) this.setProblem('http', reason);
      throw error;
    }
    this.setProblem('http', null);
    const body = (await response.json().catch(() => null)) as (PrintEventsPage & { message?: string }) | null;
    if (!response.ok || !body) throw new HttpRefusal(response.status, body?.message ?? `HTTP ${response.status}`);
    if (body.commerce) this.deps.onCommerce?.(body.commerce);
    // Server clock minus ours (half the round trip): printers compare event times with it.
    this.offsetMs = Date.parse(body.serverTime) - (sentAt + Date.now()) / 2;
    return body;
  }

  private refused(error: unknown): boolean {
    if (!(error instanceof HttpRefusal)) return false;
    if (error.status === 401) this.finish('sessionClosed', error.message);
    else if (error.status === 403) this.finish('moduleOff', error.message);
    else return false;
    return true;
  }

  /** Every event since the cursor, in order; the cursor moves past each one once it is handled. */
  resync(): void {
    if (this.stopped || this.resyncQueued) return;
    this.resyncQueued = true;
    this.syncing = this.syncing.then(async () => {
      this.resyncQueued = false;
      if (this.stopped) return;
      try {
        await this.catchUp();
      } catch (error) {
        if (this.refused(error)) return;
        this.deps.log(`resincronización: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
  }

  private advance(at: string): void {
    const cursor = this.deps.cursor();
    if (!cursor || Date.parse(at) > Date.parse(cursor)) this.deps.saveCursor(at);
  }

  private async catchUp(): Promise<void> {
    const cursor = this.deps.cursor();
    if (!cursor) {
      // First start for this commerce: only what happens from now on prints.
      const first = await this.page({});
      this.deps.onFirstStart(first.serverTime);
      this.deps.saveCursor(first.serverTime);
      return;
    }
    let query: Record<string, string> = { desde: new Date(Date.parse(cursor) - RESYNC_OVERLAP_MS).toISOString() };
    for (;;) {
      const page = await this.page(query);
      for (const event of page.events) {
        if (this.stopped) return;
        // A server without kitchen stations sends none: every slot prints the whole order.
        await this.deps.handle(event, page.commerce, this.offsetMs, page.stations ?? []);
        this.advance(event.at);
      }
      if (page.until) this.advance(page.until);
      if (!page.more || !page.until) return;
      // The next page starts after this page's last event, by time and id: events of equal time
      // on both sides of the boundary are all seen.
      query = page.untilId ? { desde: page.until, tras: page.untilId } : { desde: page.until };
    }
  }
}
