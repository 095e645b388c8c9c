// One live-channel websocket (docs/architecture.md, "An order, from POST to ticket"): subscribes to its
// channels on open, counts as open once the server has acknowledged them all, pings checkConnection every
// LIVE_PING_MS, and reconnects with capped exponential backoff on any close code but 1000.
// Sockets and timers are injected so the logic is tested with fakes.
import { LIVE_CLOSE, isLiveEvent, type LiveClientMessage, type LiveEvent } from '@shared/live';
import { LIVE_PING_MS } from '@shared/constants';
import { DEFAULT_BACKOFF, backoffDelay, type BackoffOptions } from './backoff';

/** The part of the browser WebSocket this module uses. */
export interface LiveSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export type LiveSocketFactory = (url: string) => LiveSocket;

export interface LiveTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

const realTimers: LiveTimers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

export type LiveStatus = 'connecting' | 'open' | 'reconnecting' | 'stopped';

/** Session-channel message: the server revoked this session. */
export interface LiveSessionMessage {
  eventId: 'session';
  channel: string;
  data: { reason: string };
}

export interface LiveConnectionOptions {
  url: string;
  channels: readonly string[];
  token: string;
  createSocket: LiveSocketFactory;
  timers?: LiveTimers;
  pingMs?: number;
  backoff?: BackoffOptions;
  random?: () => number;
  /**
   * Once the server has acknowledged every channel ({"action":"subscribed"}). Not at the socket's open: the
   * server checks the token before it subscribes, so a list read meanwhile could miss an event sent before the
   * subscription existed (an order accepted elsewhere would keep ringing). `reconnect` is false only for the first.
   */
  onOpen?(info: { reconnect: boolean }): void;
  onEvent?(event: LiveEvent): void;
  onSession?(message: LiveSessionMessage): void;
  /** The server sent {"action":"error"} (it closes the socket right after). */
  onServerError?(message: string): void;
  onStatus?(status: LiveStatus): void;
}

const OPEN = 1;

function parseMessage(data: unknown): unknown {
  if (typeof data !== 'string') return null;
  try {
    return JSON.parse(data);
  } catch {
    return null;
  }
}

function isSessionMessage(value: unknown): value is LiveSessionMessage {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as { eventId?: unknown; data?: unknown };
  return v.eventId === 'session' && typeof v.data === 'object' && v.data !== null;
}

function subscribedChannel(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as { action?: unknown; channel?: unknown };
  return v.action === 'subscribed' && typeof v.channel === 'string' ? v.channel : null;
}

function serverError(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as { action?: unknown; message?: unknown };
  if (v.action !== 'error') return null;
  return typeof v.message === 'string' ? v.message : '';
}

/** Closes a socket this connection is done with; none of its handlers runs again. */
function discard(socket: LiveSocket, code: number, reason: string): void {
  socket.onclose = null;
  socket.onmessage = null;
  socket.onerror = null;
  socket.onopen = null;
  try {
    socket.close(code, reason);
  } catch {
    // Closing a socket that never opened can throw in some browsers; it is gone either way.
  }
}

/** How long a checkConnection may wait for the server's answer before the socket counts as dead. */
export const LIVE_ANSWER_TIMEOUT_MS = 10_000;

/**
 * How long a new socket may take to open and have every channel acknowledged. A connect over a link that
 * just died gets no answer and stays "connecting" until the operating system gives up (about 20 s on
 * Windows, two minutes on Linux); a server that never acknowledges would leave it so until the next ping.
 * Longer than the answer wait: a busy server checks the token before it acknowledges.
 */
export const LIVE_OPEN_TIMEOUT_MS = 20_000;

export class LiveConnection {
  private socket: LiveSocket | null = null;
  private attempt = 0;
  private opened = false;
  private stopped = true;
  private pingTimer: unknown = null;
  /** Set while a checkConnection waits for its answer (any message from the server). */
  private answerTimer: unknown = null;
  /** Set while a new socket opens and waits for its acknowledgements. */
  private openTimer: unknown = null;
  /**
   * The current socket was made by reconnectNow: another call leaves it to finish (or to time out), since
   * repeated clicks or 'online' events would otherwise restart the server's token check every time.
   */
  private madeOnRequest = false;
  private retryTimer: unknown = null;
  private currentStatus: LiveStatus = 'stopped';
  private readonly timers: LiveTimers;

  constructor(private readonly options: LiveConnectionOptions) {
    this.timers = options.timers ?? realTimers;
  }

  get status(): LiveStatus {
    return this.currentStatus;
  }

  /** How many reconnect attempts in a row have failed so far. */
  get failedAttempts(): number {
    return this.attempt;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  /** Closes with 1000 and never reconnects. */
  stop(): void {
    this.stopped = true;
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    if (socket) discard(socket, LIVE_CLOSE.normal, 'stop');
    this.setStatus('stopped');
  }

  /**
   * Tries again now (the browser says it is online again, or the person asked): skips the pending backoff
   * wait, or gives up a socket still opening, which over a dead link may hang for minutes (once: a socket
   * made here is left to open or time out). An open connection is left alone.
   */
  reconnectNow(): void {
    if (this.stopped) return;
    if (this.retryTimer !== null) {
      this.timers.clearTimeout(this.retryTimer);
      this.retryTimer = null;
      this.connect({ onRequest: true });
      return;
    }
    const socket = this.socket;
    if (!socket || this.currentStatus === 'open' || this.madeOnRequest) return;
    this.forget(socket);
    this.connect({ onRequest: true });
  }

  private setStatus(status: LiveStatus): void {
    if (this.currentStatus === status) return;
    this.currentStatus = status;
    this.options.onStatus?.(status);
  }

  private clearTimers(): void {
    this.clearAnswerWait();
    this.clearOpenWait();
    if (this.pingTimer !== null) this.timers.clearInterval(this.pingTimer);
    if (this.retryTimer !== null) this.timers.clearTimeout(this.retryTimer);
    this.pingTimer = null;
    this.retryTimer = null;
  }

  private send(message: LiveClientMessage): void {
    if (this.socket && this.socket.readyState === OPEN) this.socket.send(JSON.stringify(message));
  }

  private connect({ onRequest = false } = {}): void {
    this.setStatus(this.opened ? 'reconnecting' : 'connecting');
    let socket: LiveSocket;
    try {
      socket = this.options.createSocket(this.options.url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    this.madeOnRequest = onRequest;
    this.clearOpenWait();
    this.openTimer = this.timers.setTimeout(() => {
      this.openTimer = null;
      this.dropDeadSocket(socket);
    }, LIVE_OPEN_TIMEOUT_MS);
    /** Channels this socket asked for that the server has not acknowledged yet. */
    const unacknowledged = new Set<string>();
    socket.onopen = () => {
      if (this.socket !== socket) return;
      for (const channel of this.options.channels) {
        unacknowledged.add(channel);
        this.send({ action: 'subscribe', channel, token: this.options.token });
      }
      this.pingTimer = this.timers.setInterval(() => this.check(socket), this.options.pingMs ?? LIVE_PING_MS);
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      // Any message proves the link: a pending checkConnection is answered.
      this.clearAnswerWait();
      const message = parseMessage(event.data);
      const error = serverError(message);
      const acknowledged = subscribedChannel(message);
      if (acknowledged !== null) {
        // The last acknowledgement opens the connection; a repeated one changes nothing.
        if (unacknowledged.delete(acknowledged) && unacknowledged.size === 0) this.subscribed();
      } else if (error !== null) this.options.onServerError?.(error);
      else if (isLiveEvent(message)) this.options.onEvent?.(message);
      else if (isSessionMessage(message)) this.options.onSession?.(message);
    };
    socket.onerror = () => {
      // A close event always follows; reconnecting is decided there.
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.release();
      if (this.stopped || event.code === LIVE_CLOSE.normal) {
        this.stopped = true;
        this.setStatus('stopped');
        return;
      }
      this.scheduleReconnect();
    };
  }

  /**
   * Asks the server now whether the open socket still reaches it (the browser went offline and back, or
   * the page was asleep). A socket can stay "open" over a dead link, with no close event for many minutes:
   * without an answer within LIVE_ANSWER_TIMEOUT_MS it is closed and the connection retries.
   */
  probe(): void {
    if (this.socket && this.currentStatus === 'open') this.check(this.socket);
  }

  private check(socket: LiveSocket): void {
    if (this.socket !== socket) return;
    this.send({ action: 'checkConnection' });
    if (this.answerTimer !== null) return;
    this.answerTimer = this.timers.setTimeout(() => {
      this.answerTimer = null;
      this.dropDeadSocket(socket);
    }, LIVE_ANSWER_TIMEOUT_MS);
  }

  private clearAnswerWait(): void {
    if (this.answerTimer !== null) this.timers.clearTimeout(this.answerTimer);
    this.answerTimer = null;
  }

  private clearOpenWait(): void {
    if (this.openTimer !== null) this.timers.clearTimeout(this.openTimer);
    this.openTimer = null;
  }

  /** No answer (to a check, or to a new socket's open): the link is gone even if the socket does not know it yet. Retry as after a close. */
  private dropDeadSocket(socket: LiveSocket): void {
    if (this.socket !== socket) return;
    this.forget(socket);
    this.scheduleReconnect();
  }

  /** Stops using the current socket: its timers end and none of its handlers runs again. */
  private forget(socket: LiveSocket): void {
    this.release();
    discard(socket, LIVE_CLOSE.noAnswer, 'sin respuesta');
  }

  /** The current socket is gone (closed, or given up): no socket, and none of its timers. */
  private release(): void {
    this.socket = null;
    if (this.pingTimer !== null) this.timers.clearInterval(this.pingTimer);
    this.pingTimer = null;
    this.clearAnswerWait();
    this.clearOpenWait();
  }

  /** Every channel acknowledged: events flow from here on, so now the caller may read what it missed. */
  private subscribed(): void {
    this.clearOpenWait();
    const reconnect = this.opened;
    this.opened = true;
    // Only here: a server that refuses the token closes right after the open, and that must keep backing off.
    this.attempt = 0;
    this.setStatus('open');
    this.options.onOpen?.({ reconnect });
  }

  private scheduleReconnect(): void {
    if (this.stopped) return;
    this.setStatus('reconnecting');
    const delay = backoffDelay(this.attempt, this.options.backoff ?? DEFAULT_BACKOFF, this.options.random);
    this.attempt += 1;
    this.retryTimer = this.timers.setTimeout(() => {
      this.retryTimer = null;
      this.connect();
    }, delay);
  }
}
