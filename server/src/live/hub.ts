// One hub per server instance: it LISTENs on the single PostgreSQL channel and fans each event out to
// the local sockets subscribed to the event's panel channel. Every instance does the same, so a
// panel connected to any instance gets every event, whichever instance wrote it.
import { LIVE_PG_CHANNEL, SESSION_CHANNEL } from '../../../shared/live';
import type { DbHandle } from '../db/database';
import type { LiveNotification } from './publisher';

/** The part of a websocket the hub uses (ws.WebSocket satisfies it). */
export interface LiveSocket {
  readonly readyState: number;
  send(data: string): void;
}

const OPEN = 1;

export class LiveHub {
  private readonly channels = new Map<string, Set<LiveSocket>>();
  private readonly sessionSockets = new Map<string, Set<LiveSocket>>();
  private unlisten: (() => Promise<void>) | null = null;
  private delivered = 0;

  constructor(private readonly handle: DbHandle) {}

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
  }

  subscribe(socket: LiveSocket, channel: string): void {
    let set = this.channels.get(channel);
    if (!set) this.channels.set(channel, (set = new Set()));
    set.add(socket);
  }

  subscribeSession(socket: LiveSocket, sessionId: string): void {
    let set = this.sessionSockets.get(sessionId);
    if (!set) this.sessionSockets.set(sessionId, (set = new Set()));
    set.add(socket);
  }

  /** Forget a socket everywhere (on close). */
  remove(socket: LiveSocket): void {
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
    this.send(this.channels.get(notification.channel), { eventId: notification.eventId, channel: notification.channel, data: notification.data });
  }

  private send(sockets: Set<LiveSocket> | undefined, message: unknown): void {
    if (!sockets || sockets.size === 0) return;
    const text = JSON.stringify(message);
    for (const socket of sockets) {
      if (socket.readyState !== OPEN) continue;
      try {
        socket.send(text);
        this.delivered += 1;
      } catch {
        // A socket closing mid-send is removed by its close handler.
      }
    }
  }
}
