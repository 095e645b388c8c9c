// The desktop side's order follower against a real websocket server and a fake events endpoint:
// it resyncs from its cursor on connect, prints a live event at once (from the print trigger's own data
// without a request, or by resyncing from its cursor at once on a light trigger event), stops for good on a session closed by
// the server (1000) or a refused module (403, or either module close message), and reconnects after a
// network drop.
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import type { AddressInfo } from 'node:net';
import { LIVE_CLOSE, LIVE_MSG } from '@shared/live';
import { PRINT_TRIGGER_EVENT, type PrintEventsPage, type PrintTriggerEvent } from '@shared/printing';
import { OrderFollower } from '../../../main/services/auto-print/follower';
import { orderDetail, commerce } from '../../support/sample-order';
import { waitUntil } from '../printing/wait';

const servers: WebSocketServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
});

async function liveServer(): Promise<{ url: string; sockets: WebSocket[]; subscriptions: Record<string, unknown>[] }> {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1', path: '/ws' });
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  const sockets: WebSocket[] = [];
  const subscriptions: Record<string, unknown>[] = [];
  server.on('connection', (socket) => {
    sockets.push(socket);
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as { action: string; channel?: string; print?: boolean };
      if (message.action !== 'subscribe') return;
      subscriptions.push(message);
      socket.send(JSON.stringify({ action: 'subscribed', channel: message.channel, ...(message.print ? { print: true } : {}) }));
    });
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, sockets, subscriptions };
}

function event(id: string, at: string): PrintTriggerEvent {
  const order = orderDetail();
  return { id, at, trigger: 'onOrderReceived', order: { ...order, pedido: { ...order.pedido, id } } };
}

function setup(url: string, answer: (query: URLSearchParams) => { status: number; body: unknown }) {
  let cursor: string | null = '2026-11-24T10:00:00.000Z';
  const handled: string[] = [];
  const stopped: string[] = [];
  const queries: string[] = [];
  const follower = new OrderFollower({
    session: { apiBaseUrl: url, token: 'tok', commerceId: 'c1' },
    cursor: () => cursor,
    saveCursor: (at) => void (cursor = at),
    onFirstStart: () => undefined,
    handle: async (e) => void handled.push(e.id),
    onConnected: () => undefined,
    onStopped: (reason) => void stopped.push(reason),
    log: () => undefined,
    resyncMs: 60_000,
    fetch: (async (input: string | URL) => {
      const query = new URL(String(input)).searchParams;
      queries.push(query.toString());
      const { status, body } = answer(query);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch,
  });
  return { follower, handled, stopped, queries, cursor: () => cursor };
}

const page = (events: PrintTriggerEvent[]): PrintEventsPage => ({ serverTime: '2026-11-24T10:05:00.000Z', commerce, stations: [], events, more: false, until: events.at(-1)?.at ?? null, untilId: events.at(-1)?.id ?? null });

describe('OrderFollower', () => {
  it('resyncs from its cursor on connect, at once on a light trigger event, and stops for good when the server ends the session', async () => {
    const live = await liveServer();
    const n1 = event('n1', '2026-11-24T10:01:00.000Z');
    const n2 = event('n2', '2026-11-24T10:02:00.000Z');
    // The second resync (after the light event) finds the new order after the cursor.
    let asked = 0;
    const t = setup(live.url, () => ({ status: 200, body: (asked += 1) === 1 ? page([n1]) : page([n1, n2]) }));
    t.follower.start();
    await waitUntil(() => t.handled.includes('n1'), 10_000, 'resync');
    expect(t.queries[0]).toContain('desde=2026-11-24T09%3A59%3A55.000Z'); // cursor − 5 s overlap
    expect(t.cursor()).toBe('2026-11-24T10:01:00.000Z');
    // A trigger without its data (the server could not load it): no per-order request, a resync from the cursor.
    live.sockets[0]!.send(JSON.stringify({ eventId: 'newOrder', channel: 'panel_c1', data: { orderId: 'n2', commerceId: 'c1', folio: 'A-2' } }));
    await waitUntil(() => t.handled.includes('n2'), 10_000, 'evento en vivo');
    expect(t.queries[1]).toBe('desde=2026-11-24T10%3A00%3A55.000Z');
    expect(t.cursor()).toBe('2026-11-24T10:02:00.000Z');
    live.sockets[0]!.close(LIVE_CLOSE.normal, 'Sesión cerrada');
    await waitUntil(() => t.stopped.length > 0, 10_000, 'detenido');
    expect(t.stopped).toEqual(['sessionClosed']);
    expect(live.sockets).toHaveLength(1); // never knocks again with a dead token
  });

  it('asks for print triggers and prints one from the live message itself, without asking the endpoint', async () => {
    const live = await liveServer();
    const t = setup(live.url, () => ({ status: 200, body: page([]) }));
    t.follower.start();
    await waitUntil(() => t.queries.length === 1, 10_000, 'primer resync');
    expect(live.subscriptions).toEqual([{ action: 'subscribe', channel: 'panel_c1', token: 'tok', print: true }]);
    const data = { event: event('n3', '2026-11-24T10:03:00.000Z'), commerce, stations: [] };
    live.sockets[0]!.send(JSON.stringify({ eventId: PRINT_TRIGGER_EVENT, channel: 'panel_c1', data }));
    await waitUntil(() => t.handled.includes('n3'), 10_000, 'impreso desde el mensaje');
    expect(t.queries).toHaveLength(1); // only the resync on connect
    t.follower.stop();
  });

  it('stops with moduleOff when the events endpoint refuses the module, and on the module close message', async () => {
    const live = await liveServer();
    const t = setup(live.url, () => ({ status: 403, body: { message: 'Tu plan no incluye este módulo' } }));
    t.follower.start();
    await waitUntil(() => t.stopped.length > 0, 10_000, 'detenido');
    expect(t.stopped).toEqual(['moduleOff']);

    const other = setup(live.url, () => ({ status: 200, body: page([]) }));
    other.follower.start();
    await waitUntil(() => live.sockets.length === 2, 10_000, 'conectado');
    live.sockets[1]!.close(LIVE_CLOSE.normal, LIVE_MSG.noModule);
    await waitUntil(() => other.stopped.length > 0, 10_000, 'detenido');
    expect(other.stopped).toEqual(['moduleOff']);

    const printer = setup(live.url, () => ({ status: 200, body: page([]) }));
    printer.follower.start();
    await waitUntil(() => live.sockets.length === 3, 10_000, 'conectado');
    live.sockets[2]!.close(LIVE_CLOSE.normal, LIVE_MSG.noPrintModule);
    await waitUntil(() => printer.stopped.length > 0, 10_000, 'detenido');
    expect(printer.stopped).toEqual(['moduleOff']);
  });

  it('asks for the next page after the last event by time and id, so equal times at the boundary are all seen', async () => {
    const live = await liveServer();
    const at = '2026-11-24T10:01:00.000Z';
    const t = setup(live.url, (query) =>
      query.get('tras') === 'e2'
        ? { status: 200, body: page([event('e3', at)]) }
        : { status: 200, body: { ...page([event('e1', at), event('e2', at)]), more: true } },
    );
    t.follower.start();
    await waitUntil(() => t.handled.includes('e3'), 10_000, 'segunda página');
    expect(t.queries[1]).toBe(`desde=${encodeURIComponent(at)}&tras=e2`);
    expect(t.handled).toEqual(['e1', 'e2', 'e3']);
    t.follower.stop();
  });

  it('reconnects after a network drop and resyncs again', async () => {
    const live = await liveServer();
    const t = setup(live.url, () => ({ status: 200, body: page([]) }));
    t.follower.start();
    await waitUntil(() => t.queries.length === 1, 10_000, 'primer resync');
    live.sockets[0]!.terminate();
    await waitUntil(() => live.sockets.length === 2 && t.queries.length === 2, 20_000, 'reconectado');
    expect(t.stopped).toEqual([]);
    t.follower.stop();
  });

  it('after a wake-up drops its socket (it may be dead without a close), connects once at once and catches up', async () => {
    const live = await liveServer();
    const t = setup(live.url, () => ({ status: 200, body: page([]) }));
    t.follower.start();
    await waitUntil(() => t.queries.length === 1, 10_000, 'primer resync');
    t.follower.wake();
    await waitUntil(() => live.sockets.length === 2 && t.queries.length >= 2, 10_000, 'reconectado');
    // The dropped socket's close schedules no second connection.
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(live.sockets.filter((socket) => socket.readyState === socket.OPEN)).toHaveLength(1);
    expect(live.sockets).toHaveLength(2);
    t.follower.stop();
  });
});
