// Live channel client (docs/architecture.md): subscribe on open, checkConnection ping, reconnect with capped backoff on
// any close code but 1000, a separate panel_session socket, server errors surfaced.
import { describe, expect, it } from 'vitest';
import { LIVE_PING_MS } from '@shared/constants';
import { backoffDelay, DEFAULT_BACKOFF } from '../../../../renderer/src/live/backoff';
import { createLiveClient, liveUrl } from '../../../../renderer/src/live/client';
import { LIVE_ANSWER_TIMEOUT_MS, LIVE_OPEN_TIMEOUT_MS, LiveConnection } from '../../../../renderer/src/live/connection';
import { FakeSocket, ManualTimers } from './fake-socket';

function setup(extra: Partial<ConstructorParameters<typeof LiveConnection>[0]> = {}) {
  const sockets: FakeSocket[] = [];
  const timers = new ManualTimers();
  const opens: boolean[] = [];
  const events: unknown[] = [];
  const errors: string[] = [];
  const connection = new LiveConnection({
    url: 'ws://panel.test/ws',
    channels: ['panel_com-1', 'panel_acc-1'],
    token: 'tok-1',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    timers,
    random: () => 0,
    onOpen: ({ reconnect }) => opens.push(reconnect),
    onEvent: (event) => events.push(event),
    onServerError: (message) => errors.push(message),
    ...extra,
  });
  return { connection, sockets, timers, opens, events, errors };
}

describe('backoff', () => {
  it('doubles from the base and is capped near 30 s', () => {
    const delays = Array.from({ length: 10 }, (_, attempt) => backoffDelay(attempt, DEFAULT_BACKOFF, () => 0));
    expect(delays.slice(0, 4)).toEqual([500, 1000, 2000, 4000]);
    expect(Math.max(...delays)).toBe(30_000);
    expect(backoffDelay(50, DEFAULT_BACKOFF, () => 1)).toBe(30_000);
  });
});

describe('LiveConnection', () => {
  it('subscribes to every channel with the session token when the socket opens', () => {
    const { connection, sockets, opens } = setup();
    connection.start();
    expect(sockets).toHaveLength(1);
    sockets[0]!.openAndAcknowledge();
    expect(sockets[0]!.sent).toEqual([
      { action: 'subscribe', channel: 'panel_com-1', token: 'tok-1' },
      { action: 'subscribe', channel: 'panel_acc-1', token: 'tok-1' },
    ]);
    expect(opens).toEqual([false]);
    expect(connection.status).toBe('open');
  });

  it('is open, and lets the caller read what it missed, only once the server acknowledged every channel', () => {
    const { connection, sockets, opens } = setup();
    connection.start();
    sockets[0]!.open();
    // The server is still checking the token: an event sent now would not reach this socket.
    expect(opens).toEqual([]);
    expect(connection.status).toBe('connecting');
    sockets[0]!.receive({ action: 'subscribed', channel: 'panel_com-1' });
    sockets[0]!.receive({ action: 'subscribed', channel: 'panel_com-1' });
    expect(opens).toEqual([]);
    sockets[0]!.receive({ action: 'subscribed', channel: 'panel_acc-1' });
    expect(opens).toEqual([false]);
    expect(connection.status).toBe('open');
    // A repeated acknowledgement does not count as a second connect.
    sockets[0]!.receive({ action: 'subscribed', channel: 'panel_acc-1' });
    expect(opens).toEqual([false]);
  });

  it('keeps backing off while the server refuses the subscription right after each open', () => {
    const { connection, sockets, timers, opens } = setup();
    connection.start();
    sockets[0]!.open();
    sockets[0]!.drop(4401);
    expect(timers.pendingDelays()).toEqual([500]);
    timers.fireTimeouts();
    sockets[1]!.open();
    sockets[1]!.drop(4401);
    expect(timers.pendingDelays()).toEqual([1000]);
    expect(opens).toEqual([]);
  });

  it('pings checkConnection every 9.5 minutes', () => {
    const { connection, sockets, timers } = setup();
    connection.start();
    sockets[0]!.open();
    expect([...timers.intervals.values()].map((t) => t.ms)).toEqual([LIVE_PING_MS]);
    timers.fireIntervals();
    expect(sockets[0]!.sent.at(-1)).toEqual({ action: 'checkConnection' });
  });

  it('reconnects with growing delays on abnormal closes, resubscribes, and reports the reconnect', () => {
    const { connection, sockets, timers, opens } = setup();
    connection.start();
    sockets[0]!.openAndAcknowledge();
    sockets[0]!.drop(1006);
    expect(connection.status).toBe('reconnecting');
    expect(timers.intervals.size).toBe(0);
    expect(timers.pendingDelays()).toEqual([500]);
    timers.fireTimeouts();
    expect(sockets).toHaveLength(2);
    sockets[1]!.drop(1006); // fails again before opening
    expect(timers.pendingDelays()).toEqual([1000]);
    timers.fireTimeouts();
    sockets[2]!.drop(4401);
    expect(timers.pendingDelays()).toEqual([2000]);
    timers.fireTimeouts();
    sockets[3]!.openAndAcknowledge();
    expect(opens).toEqual([false, true]);
    expect(sockets[3]!.sent.filter((m) => (m as { action: string }).action === 'subscribe')).toHaveLength(2);
    // A successful open resets the backoff.
    sockets[3]!.drop(1001);
    expect(timers.pendingDelays()).toEqual([500]);
  });

  it('does not reconnect after a normal close (1000) or after stop()', () => {
    const first = setup();
    first.connection.start();
    first.sockets[0]!.openAndAcknowledge();
    first.sockets[0]!.drop(1000);
    expect(first.timers.timeouts.size).toBe(0);
    expect(first.connection.status).toBe('stopped');

    const second = setup();
    second.connection.start();
    second.sockets[0]!.open();
    second.connection.stop();
    expect(second.sockets[0]!.closedWith).toBe(1000);
    expect(second.timers.timeouts.size).toBe(0);
    expect(second.timers.intervals.size).toBe(0);
  });

  it('delivers live events and reports server errors', () => {
    const { connection, sockets, events, errors } = setup();
    connection.start();
    sockets[0]!.open();
    const event = { eventId: 'newOrder', channel: 'panel_com-1', data: { orderId: 'o-1', commerceId: 'com-1', folio: 'T-1' } };
    sockets[0]!.receive(event);
    sockets[0]!.receive({ action: 'subscribed', channel: 'panel_com-1' });
    sockets[0]!.receive({ action: 'connectionOk' });
    sockets[0]!.receive({ action: 'error', message: 'Sesión inválida o expirada' });
    expect(events).toEqual([event]);
    expect(errors).toEqual(['Sesión inválida o expirada']);
  });

  it('drops a socket whose checkConnection gets no answer (a dead link that never closed) and retries', () => {
    const { connection, sockets, timers, opens } = setup();
    connection.start();
    sockets[0]!.openAndAcknowledge();
    timers.fireIntervals();
    expect(timers.pendingDelays()).toEqual([LIVE_ANSWER_TIMEOUT_MS]);
    // The server never answers: the socket is closed by the panel, and the backoff starts as after a close.
    timers.fireTimeouts();
    expect(sockets[0]!.closedWith).toBe(4408);
    expect(connection.status).toBe('reconnecting');
    expect(timers.intervals.size).toBe(0);
    expect(timers.pendingDelays()).toEqual([500]);
    timers.fireTimeouts();
    sockets[1]!.openAndAcknowledge();
    expect(opens).toEqual([false, true]);
    expect(connection.status).toBe('open');
  });

  it('keeps a socket whose checkConnection is answered; probe() asks at once, and only on an open socket', () => {
    const { connection, sockets, timers } = setup();
    connection.start();
    connection.probe();
    // Only the new socket's own wait: probe() asks nothing of a socket that is not open yet.
    expect(timers.pendingDelays()).toEqual([LIVE_OPEN_TIMEOUT_MS]);
    expect(sockets[0]!.sent).toEqual([]);
    sockets[0]!.openAndAcknowledge();
    expect(timers.timeouts.size).toBe(0);
    connection.probe();
    expect(sockets[0]!.sent.at(-1)).toEqual({ action: 'checkConnection' });
    // A second question while the first waits does not start a second wait.
    connection.probe();
    expect(timers.pendingDelays()).toEqual([LIVE_ANSWER_TIMEOUT_MS]);
    sockets[0]!.receive({ action: 'connectionOk' });
    expect(timers.timeouts.size).toBe(0);
    expect(sockets[0]!.closedWith).toBeNull();
    expect(connection.status).toBe('open');
  });

  it('reconnectNow skips the backoff wait', () => {
    const { connection, sockets, timers } = setup();
    connection.start();
    sockets[0]!.open();
    sockets[0]!.drop(1006);
    connection.reconnectNow();
    expect(timers.pendingDelays()).toEqual([LIVE_OPEN_TIMEOUT_MS]);
    expect(sockets).toHaveLength(2);
  });

  it('gives up a socket that neither opens nor is acknowledged in time (a connect over a dead link) and retries', () => {
    const { connection, sockets, timers, opens } = setup();
    connection.start();
    expect(timers.pendingDelays()).toEqual([LIVE_OPEN_TIMEOUT_MS]);
    timers.fireTimeouts();
    expect(sockets[0]!.closedWith).toBe(4408);
    expect(connection.status).toBe('reconnecting');
    expect(timers.pendingDelays()).toEqual([500]);
    timers.fireTimeouts();
    // Open, but the server never acknowledges the channels (its token check is stuck): given up as well.
    sockets[1]!.open();
    sockets[1]!.receive({ action: 'subscribed', channel: 'panel_com-1' });
    expect(timers.pendingDelays()).toEqual([LIVE_OPEN_TIMEOUT_MS]);
    timers.fireTimeouts();
    expect(sockets[1]!.closedWith).toBe(4408);
    expect(timers.intervals.size).toBe(0);
    expect(timers.pendingDelays()).toEqual([1000]);
    timers.fireTimeouts();
    sockets[2]!.openAndAcknowledge();
    expect(opens).toEqual([false]);
    expect(connection.status).toBe('open');
    expect(timers.timeouts.size).toBe(0);
  });

  it('reconnectNow starts over once from a socket still opening, leaves the one it made to finish, and an open one alone', () => {
    const { connection, sockets, timers } = setup();
    connection.start();
    connection.reconnectNow();
    expect(sockets).toHaveLength(2);
    expect(sockets[0]!.closedWith).toBe(4408);
    // The socket given up says nothing more.
    sockets[0]!.open();
    expect(sockets[0]!.sent).toEqual([]);
    // Asked again while the new one opens (more clicks, another 'online'): it is left to finish, so a slow
    // server's token check is not restarted every time.
    sockets[1]!.open();
    connection.reconnectNow();
    connection.reconnectNow();
    expect(sockets).toHaveLength(2);
    expect(timers.pendingDelays()).toEqual([LIVE_OPEN_TIMEOUT_MS]);
    sockets[1]!.acknowledge();
    connection.reconnectNow();
    expect(sockets).toHaveLength(2);
    expect(sockets[1]!.closedWith).toBeNull();
    expect(connection.status).toBe('open');
  });

  it('a socket the backoff made after one made on request timed out can be started over again', () => {
    const { connection, sockets, timers } = setup();
    connection.start();
    connection.reconnectNow();
    timers.fireTimeouts(); // the socket made on request never opened: given up, backoff
    timers.fireTimeouts(); // the backoff's socket
    expect(sockets).toHaveLength(3);
    connection.reconnectNow();
    expect(sockets).toHaveLength(4);
    expect(sockets[2]!.closedWith).toBe(4408);
  });
});

describe('createLiveClient', () => {
  it('opens one socket for the panel channels and a separate one for panel_session', () => {
    const sockets: FakeSocket[] = [];
    const timers = new ManualTimers();
    const client = createLiveClient({
      apiBaseUrl: 'https://api.ejemplo.mx',
      token: 'tok-9',
      commerceId: 'com-9',
      accountId: 'acc-9',
      timers,
      createSocket: (url) => {
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket;
      },
    });
    expect(sockets.map((s) => s.url)).toEqual(['wss://api.ejemplo.mx/ws', 'wss://api.ejemplo.mx/ws']);
    for (const socket of sockets) socket.open();
    expect(sockets[0]!.sent.map((m) => (m as { channel: string }).channel)).toEqual(['panel_com-9', 'panel_acc-9']);
    expect(sockets[1]!.sent).toEqual([{ action: 'subscribe', channel: 'panel_session', token: 'tok-9' }]);
    client.stop();
    expect(sockets.every((s) => s.closedWith === 1000)).toBe(true);
  });

  it('builds the websocket URL from the API origin or the page origin', () => {
    expect(liveUrl('http://localhost:8080/')).toBe('ws://localhost:8080/ws');
    expect(liveUrl('', { protocol: 'https:', host: 'panel.ejemplo.mx' })).toBe('wss://panel.ejemplo.mx/ws');
  });
});
