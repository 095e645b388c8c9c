// The customer's live order status (docs/counter.md): a Server-Sent Events stream of ONE order's public
// status. It rides the panel's live machinery (server/src/live): the stream registers on the hub as a
// socket of the order's commerce channel, but nothing of the panel event goes out — an event that names
// this order only makes the stream re-read the order's public status and send that. Guarded like the
// status GET: the commerce's public path and the order's random id (handed to the customer at checkout)
// must match, else 404 before any stream opens. The page falls back to polling when the stream fails.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { commerceChannel } from '../../../../shared/live';
import type { PublicOrderStatus } from '../../../../shared/types/public-menu';
import type { DbOrTx } from '../../db/database';
import type { LiveHub, LiveSocket } from '../../live/hub';
import { publicOrderStatus, publicOrderWithCommerce } from './public-status';

/** SSE comment sent now and then so proxies keep the connection open. */
export const STATUS_STREAM_KEEPALIVE_MS = 25_000;
/** The browser's EventSource waits this long before reconnecting after a drop. */
const RETRY_MS = 5_000;

const OPEN = 1;
const CLOSED = 3;

function orderIdOf(message: string): string | null {
  try {
    const parsed = JSON.parse(message) as { data?: { orderId?: unknown } };
    return typeof parsed.data?.orderId === 'string' ? parsed.data.orderId : null;
  } catch {
    return null;
  }
}

function frame(status: PublicOrderStatus): string {
  return `event: status\ndata: ${JSON.stringify(status)}\n\n`;
}

/**
 * Answers the stream, or false when the order is not this commerce's (the route then answers 404).
 * The response stays open until the customer leaves or the server closes.
 */
export async function streamOrderStatus(
  deps: { db: DbOrTx; hub: LiveHub },
  request: FastifyRequest,
  reply: FastifyReply,
  idPath: string,
  orderId: string,
): Promise<boolean> {
  const found = await publicOrderWithCommerce(deps.db, idPath, orderId);
  if (!found) return false;
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.write(`retry: ${RETRY_MS}\n\n`);
  let last = JSON.stringify(found.status);
  raw.write(frame(found.status));

  // Re-reads are serialized so two quick events never send an older status after a newer one.
  let reading: Promise<void> = Promise.resolve();
  const refresh = () => {
    reading = reading.then(async () => {
      if (stream.readyState !== OPEN) return;
      const status = await publicOrderStatus(deps.db, idPath, orderId).catch(() => null);
      if (!status || stream.readyState !== OPEN) return;
      const text = JSON.stringify(status);
      if (text === last) return;
      last = text;
      raw.write(frame(status));
    });
  };
  const stream: LiveSocket & { readyState: number } = {
    readyState: OPEN,
    send(message: string) {
      if (orderIdOf(message) === orderId) refresh();
    },
  };
  const keepAlive = setInterval(() => raw.write(': ping\n\n'), STATUS_STREAM_KEEPALIVE_MS);
  keepAlive.unref();
  const close = () => {
    if (stream.readyState === CLOSED) return;
    stream.readyState = CLOSED;
    clearInterval(keepAlive);
    deps.hub.remove(stream);
    if (!raw.writableEnded) raw.end();
  };
  request.raw.on('close', close);
  raw.on('close', close);
  raw.on('error', close);
  const open = streamsOf(deps.hub);
  open.add(close);
  raw.on('close', () => open.delete(close));
  deps.hub.subscribe(stream, commerceChannel(found.commerceId));
  return true;
}

// Open streams per server (hub), so closing one app in tests never ends another's streams.
const openStreams = new WeakMap<LiveHub, Set<() => void>>();
function streamsOf(hub: LiveHub): Set<() => void> {
  let set = openStreams.get(hub);
  if (!set) openStreams.set(hub, (set = new Set()));
  return set;
}

/** Ends every open status stream of a server (shutdown: an open stream would hold the close). */
export function closeStatusStreams(hub: LiveHub): void {
  for (const close of [...streamsOf(hub)]) close();
}
