// One hub per server instance: it LISTENs on the single PostgreSQL channel and fans each event out to
// the local sockets subscribed to the event's panel channel. Every instance does the same, so a
// panel connected to any instance gets every event, whichever instance wrote it.
import { LIVE_PG_CHANNEL, SESSION_CHANNEL } from '../../../shared/live';
import { PRINT_TRIGGER_EVENT, printTriggerOf, type PrintTriggerLiveMessage } from '../../../shared/printing';
import type { DbHandle } from '../db/database';
import type { LiveNotification } from './publisher';

/**
 * Loads a print trigger's ticket data (server/src/services/printing/events.ts); null or a throw = send the
 * light event instead (the desktop side then resyncs from its cursor through GET /v1/impresion/eventos).
 */
export type PrintTriggerLoader = (notification: LiveNotification) => Promise<PrintTriggerLiveMessage['data'] | null>;

/** The part of a websocket the hub uses (ws.WebSocket satisfies it). */
export interface LiveSocket {
  readonly readyState: number;
  send(data: string): void;
}

const OPEN = 1;

export class LiveHub {
  private readonly channels = new Map<string, Set<LiveSocket>>();
  private readonly sessionSockets = new Map<string, Set<LiveSocket>>();
  /** Sockets that asked for print triggers with the ticket's data and may have them (index.ts checks). */
  private readonly printSockets = new Set<LiveSocket>();
  private printLoads = 0;
  private unlisten: (() => Promise<void>) | null = null;
  private delivered = 0;
  /** Told of each subscription to a panel channel (the automatic pause's presence, services/auto-pause). */
  private subscribeListener: ((channel: string) => void) | null = null;

  constructor(
    private readonly handle: DbHandle,
    private readonly loadPrintTrigger: PrintTriggerLoader | null = null,
  ) {}

  async start(): Promise<void> {
    if (this.unlisten) return;
    this.unlisten = await this.handle.listen(LIVE_PG_CHANNEL, (payload) => this.dispatch(payload));
  }

  async stop(): Promise<void> {
    const unlisten = this.unlisten;
    this.unlisten = null;
    if (unlisten) await unlisten();
    this.channels.clear();
    this.sessionSockets.clear();
    this.printSockets.clear();
  }

  /** `print`: the socket gets print triggers with the ticket's data instead of their light events. */
  subscribe(socket: LiveSocket, channel: string, options: { print?: boolean } = {}): void {
    let set = this.channels.get(channel);
    if (!set) this.channels.set(channel, (set = new Set()));
    set.add(socket);
    if (options.print && this.loadPrintTrigger) this.printSockets.add(socket);
    this.subscribeListener?.(channel);
  }

  onSubscribe(listener: ((channel: string) => void) | null): void {
    this.subscribeListener = listener;
  }

  /** The panel channels with at least one socket on this instance. */
  channelNames(): string[] {
    return [...this.channels.keys()];
  }

  /** Whether print triggers with data will reach this socket. */
  printsOn(socket: LiveSocket): boolean {
    return this.printSockets.has(socket);
  }

  subscribeSession(socket: LiveSocket, sessionId: string): void {
    let set = this.sessionSockets.get(sessionId);
    if (!set) this.sessionSockets.set(sessionId, (set = new Set()));
    set.add(socket);
  }

  /** Forget a socket everywhere (on close). */
  remove(socket: LiveSocket): void {
    this.printSockets.delete(socket);
    for (const map of [this.channels, this.sessionSockets]) {
      for (const [key, set] of map) {
        if (set.delete(socket) && set.size === 0) map.delete(key);
      }
    }
  }

  subscriberCount(channel: string): number {
    return this.channels.get(channel)?.size ?? 0;
  }

  /** Messages pushed to sockets since start (observability and benchmarks). */
  deliveredCount(): number {
    return this.delivered;
  }

  /** Print trigger reads since start: one per event per instance, whatever the number of print sockets. */
  printLoadCount(): number {
    return this.printLoads;
  }

  private dispatch(payload: string): void {
    let notification: LiveNotification;
    try {
      notification = JSON.parse(payload) as LiveNotification;
    } catch {
      return;
    }
    if (notification.channel === SESSION_CHANNEL) {
      if (!notification.sessionId) return;
      this.send(this.sessionSockets.get(notification.sessionId), { eventId: 'session', channel: SESSION_CHANNEL, data: notification.data });
      return;
    }
    const sockets = this.channels.get(notification.channel);
    const light = { eventId: notification.eventId, channel: notification.channel, data: notification.data };
    const printers = this.printSubscribers(sockets, notification);
    this.send(sockets, light, printers);
    if (printers.length > 0) void this.sendPrintTrigger(notification, printers, light);
  }

  /** The print sockets among `sockets` when the event is a print trigger (none otherwise). */
  private printSubscribers(sockets: Set<LiveSocket> | undefined, notification: LiveNotification): LiveSocket[] {
    if (!sockets || this.printSockets.size === 0 || notification.eventId === 'session' || !printTriggerOf(notification.eventId, notification.data)) return [];
    return [...sockets].filter((socket) => this.printSockets.has(socket));
  }

  /** One read for every print socket of the event; the light event if it cannot be had. */
  private async sendPrintTrigger(notification: LiveNotification, printers: LiveSocket[], light: unknown): Promise<void> {
    this.printLoads += 1;
    const data = await this.loadPrintTrigger!(notification).catch(() => null);
    const message: PrintTriggerLiveMessage | null = data ? { eventId: PRINT_TRIGGER_EVENT, channel: notification.channel, data } : null;
    // A socket that left (or lost the right) while the data loaded gets nothing.
    this.send(new Set(printers.filter((socket) => this.printSockets.has(socket))), message ?? light);
  }

  private send(sockets: Set<LiveSocket> | undefined, message: unknown, skip: LiveSocket[] = []): void {
    if (!sockets || sockets.size === 0) return;
    const text = JSON.stringify(message);
    for (const socket of sockets) {
      if (socket.readyState !== OPEN || skip.includes(socket)) continue;
      try {
        socket.send(text);
        this.delivered += 1;
      } catch {
        // A socket closing mid-send is removed by its close handler.
      }
    }
  }
}
