// The panel's live client: one socket for panel_{commerceId} + panel_{accountId}, and a separate socket
// for panel_session (docs/architecture.md). Both share the reconnect logic of connection.ts.
import { LIVE_PATH, SESSION_CHANNEL, accountChannel, commerceChannel, type LiveEvent } from '@shared/live';
import { LiveConnection, type LiveSessionMessage, type LiveSocket, type LiveSocketFactory, type LiveStatus, type LiveTimers } from './connection';
import type { BackoffOptions } from './backoff';

export interface LiveClientOptions {
  /** Origin of the API ('' = the page's own origin). The websocket lives at `${origin}/ws`. */
  apiBaseUrl: string;
  token: string;
  commerceId: string;
  accountId: string;
  createSocket?: LiveSocketFactory;
  timers?: LiveTimers;
  pingMs?: number;
  backoff?: BackoffOptions;
  /** Every (re)connect of the orders socket: the caller refetches in-process orders. */
  onConnected?(info: { reconnect: boolean }): void;
  onEvent?(event: LiveEvent): void;
  onSession?(message: LiveSessionMessage): void;
  onServerError?(message: string): void;
  onStatus?(status: LiveStatus): void;
}

export interface LiveClient {
  stop(): void;
  reconnectNow(): void;
  /** Asks the server whether the open sockets still reach it; a dead one is dropped and retried. */
  probe(): void;
  readonly status: LiveStatus;
}

/** ws(s)://host/ws for an http(s) API origin, or for the page's origin when the API is same-origin. */
export function liveUrl(apiBaseUrl: string, location: { protocol: string; host: string } | undefined = globalThis.location): string {
  const base = apiBaseUrl.replace(/\/$/, '');
  if (base) return `${base.replace(/^http/, 'ws')}${LIVE_PATH}`;
  if (!location) throw new Error('Sin origen para el canal en vivo');
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${location.host}${LIVE_PATH}`;
}

// The browser WebSocket has the shape LiveSocket needs; its event types are only wider.
const browserSocket: LiveSocketFactory = (url) => new WebSocket(url) as unknown as LiveSocket;

export function createLiveClient(options: LiveClientOptions): LiveClient {
  const url = liveUrl(options.apiBaseUrl);
  const common = {
    url,
    token: options.token,
    createSocket: options.createSocket ?? browserSocket,
    timers: options.timers,
    pingMs: options.pingMs,
    backoff: options.backoff,
    onServerError: options.onServerError,
  };
  const orders = new LiveConnection({
    ...common,
    channels: [commerceChannel(options.commerceId), accountChannel(options.accountId)],
    onOpen: options.onConnected,
    onEvent: options.onEvent,
    onStatus: options.onStatus,
  });
  const session = new LiveConnection({ ...common, channels: [SESSION_CHANNEL], onSession: options.onSession });
  orders.start();
  session.start();
  return {
    stop() {
      orders.stop();
      session.stop();
    },
    reconnectNow() {
      orders.reconnectNow();
      session.reconnectNow();
    },
    probe() {
      orders.probe();
      session.probe();
    },
    get status() {
      return orders.status;
    },
  };
}
