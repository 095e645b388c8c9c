// A minimal live panel for benchmarks and tests: one websocket subscribed to the commerce channel,
// recording when each newOrder arrives and how the socket closed.
import WebSocket from 'ws';

export interface PanelClient {
  socket: WebSocket;
  /** orderId → performance.now() at arrival. */
  arrivals: Map<string, number>;
  /** Close code once closed, else null. */
  closeCode(): number | null;
  closed: Promise<number>;
}

export async function openPanelClient(baseUrl: string, commerceId: string, token: string): Promise<PanelClient> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws`);
  const arrivals = new Map<string, number>();
  let code: number | null = null;
  const closed = new Promise<number>((resolve) =>
    socket.once('close', (closeCode) => {
      code = closeCode;
      resolve(closeCode);
    }),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    void closed.then((closeCode) => reject(new Error(`socket cerrado (${closeCode}) antes de suscribirse`)));
    socket.once('open', () => socket.send(JSON.stringify({ action: 'subscribe', channel: `panel_${commerceId}`, token })));
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as { action?: string; eventId?: string; data?: { orderId?: string } };
      if (message.action === 'subscribed') resolve();
      if (message.action === 'error') reject(new Error(String(raw)));
      if (message.eventId === 'newOrder' && message.data?.orderId) arrivals.set(message.data.orderId, performance.now());
    });
  });
  return { socket, arrivals, closeCode: () => code, closed };
}

/** How a followed panel learnt of an order: pushed on the socket, or found by the refetch after a (re)connect. */
export type ArrivalSource = 'live' | 'resync';

export interface FollowedPanel {
  /** orderId → how it first reached this panel. */
  seen: Map<string, ArrivalSource>;
  /** Close codes of the sockets this panel lost (each was followed by a reconnect). */
  closeCodes: number[];
  /** Subscriptions made (the first one included). */
  subscriptions(): number;
  /** Whether the current socket is subscribed (false shows «Sin conexión» in the real panel). */
  connected(): boolean;
  stop(): void;
}

/**
 * A panel as the real one behaves (renderer/src/live/connection.ts and orders-sync.ts): it reconnects with
 * capped backoff on any close code but 1000 and, once subscribed again, refetches the in-process orders.
 */
export function followPanel(baseUrl: string, commerceId: string, token: string, apiKey: string, backoff = { baseMs: 250, maxMs: 2_000 }): FollowedPanel {
  const seen = new Map<string, ArrivalSource>();
  const closeCodes: number[] = [];
  let subscriptions = 0;
  let connected = false;
  let stopped = false;
  let attempts = 0;
  let socket: WebSocket | null = null;
  let retry: NodeJS.Timeout | null = null;

  const note = (id: string, source: ArrivalSource) => {
    if (!seen.has(id)) seen.set(id, source);
  };
  const refetch = async () => {
    try {
      const response = await fetch(`${baseUrl}/v2/commerce/${commerceId}/orders?orders_in_process=true`, { headers: { 'x-api-key': apiKey, 'x-panel-session': token } });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      for (const row of ((await response.json()) as { rows: { id: string }[] }).rows) note(row.id, 'resync');
    } catch {
      // As the panel: a failed refetch waits for the next reconnect; drop this socket to get one.
      socket?.terminate();
    }
  };
  const connect = () => {
    if (stopped) return;
    const current = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws`);
    socket = current;
    current.on('open', () => current.send(JSON.stringify({ action: 'subscribe', channel: `panel_${commerceId}`, token })));
    current.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as { action?: string; eventId?: string; data?: { orderId?: string } };
      if (message.action === 'subscribed') {
        subscriptions += 1;
        attempts = 0;
        connected = true;
        void refetch();
      }
      if (message.eventId === 'newOrder' && message.data?.orderId) note(message.data.orderId, 'live');
    });
    current.on('error', () => undefined);
    current.on('close', (code) => {
      if (socket !== current) return;
      connected = false;
      socket = null;
      if (stopped || code === 1000) return;
      closeCodes.push(code);
      const delay = Math.min(backoff.maxMs, backoff.baseMs * 2 ** attempts);
      attempts += 1;
      retry = setTimeout(connect, delay);
    });
  };
  connect();
  return {
    seen,
    closeCodes,
    subscriptions: () => subscriptions,
    connected: () => connected,
    stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      socket?.close(1000);
    },
  };
}
