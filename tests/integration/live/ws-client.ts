// A small protocol-level websocket client for the live channel tests: queues every message so a test
// can wait for the next one matching a predicate, and exposes the close code.
import WebSocket from 'ws';

export interface TestSocket {
  socket: WebSocket;
  send(message: unknown): void;
  /** Resolves with the first queued or incoming message matching `match` (default: any). */
  next<T = Record<string, unknown>>(match?: (message: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<T>;
  /** Every message received so far. */
  received: Record<string, unknown>[];
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

export async function connect(url: string): Promise<TestSocket> {
  const socket = new WebSocket(url);
  const received: Record<string, unknown>[] = [];
  const consumed = new Set<Record<string, unknown>>();
  const waiters: { match: (m: Record<string, unknown>) => boolean; resolve: (m: Record<string, unknown>) => void }[] = [];
  socket.on('message', (raw) => {
    const message = JSON.parse(String(raw)) as Record<string, unknown>;
    received.push(message);
    const index = waiters.findIndex((w) => w.match(message));
    if (index >= 0) {
      consumed.add(message);
      waiters.splice(index, 1)[0]!.resolve(message);
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    received,
    closed,
    send: (message) => socket.send(JSON.stringify(message)),
    next<T>(match: (m: Record<string, unknown>) => boolean = () => true, timeoutMs = 10_000): Promise<T> {
      const queued = received.find((m) => !consumed.has(m) && match(m));
      if (queued) {
        consumed.add(queued);
        return Promise.resolve(queued as T);
      }
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching live message; received ${JSON.stringify(received)}`)), timeoutMs);
        waiters.push({
          match,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m as T);
          },
        });
      });
    },
    close: () => socket.close(1000),
  };
}
