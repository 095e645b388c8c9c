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
