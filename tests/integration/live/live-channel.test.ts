// Live channel /ws on a real port: subscribe (accepted and refused), ping, event delivery for newOrder
// and changeOrderStatus, no event for an order whose transaction failed, panel_session events, and a
// socket dropped by the server followed by the client's reconnect and refetch of in-process orders.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, OrderDetail } from '@shared/types/order';
import { LIVE_CLOSE, LIVE_MSG, type LiveEvent } from '@shared/live';
import { publishSessionEvent } from '../../../server/src/live/publisher';
import { authenticateToken } from '../../../server/src/services/sessions';
import { createTestApp, login, type TestApp } from '../../../testkit/test-app';
import { createOrderingCommerce, orderBody, placeOrder, type OrderingCommerce } from '../orders/support';
import { connect, type TestSocket } from './ws-client';

let t: TestApp;
let shop: OrderingCommerce;
let wsUrl: string;
const open: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  shop = await createOrderingCommerce(t.app, t.handle);
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `${address.replace('http', 'ws')}/ws`;
});
afterAll(async () => {
  for (const socket of open) socket.close();
  await t?.close();
});

async function socket(): Promise<TestSocket> {
  const s = await connect(wsUrl);
  open.push(s);
  return s;
}

async function subscribed(channel: string, token = shop.auth.session.token): Promise<TestSocket> {
  const s = await socket();
  s.send({ action: 'subscribe', channel, token });
  expect(await s.next((m) => m.action === 'subscribed' || m.action === 'error')).toEqual({ action: 'subscribed', channel });
  return s;
}

const isEvent = (eventId: string) => (m: Record<string, unknown>) => m.eventId === eventId;

describe('live channel subscribe', () => {
  it('accepts the commerce and account channels and answers checkConnection', async () => {
    const s = await subscribed(`panel_${shop.commerce.commerceId}`);
    s.send({ action: 'subscribe', channel: `panel_${shop.commerce.accountId}`, token: shop.auth.session.token });
    expect(await s.next((m) => m.action === 'subscribed' && m.channel === `panel_${shop.commerce.accountId}`)).toBeTruthy();
    s.send({ action: 'checkConnection' });
    expect(await s.next((m) => m.action === 'connectionOk')).toEqual({ action: 'connectionOk' });
  });

  it('refuses a bad token with an error message and closes', async () => {
    const s = await socket();
    s.send({ action: 'subscribe', channel: `panel_${shop.commerce.commerceId}`, token: 'no-es-un-token' });
    expect(await s.next()).toEqual({ action: 'error', message: LIVE_MSG.invalidToken });
    expect((await s.closed).code).toBe(LIVE_CLOSE.unauthorized);
  });

  it("refuses another commerce's channel", async () => {
    const other = await createOrderingCommerce(t.app, t.handle);
    const s = await socket();
    s.send({ action: 'subscribe', channel: `panel_${other.commerce.commerceId}`, token: shop.auth.session.token });
    expect(await s.next()).toEqual({ action: 'error', message: LIVE_MSG.forbiddenChannel });
    expect((await s.closed).code).toBe(LIVE_CLOSE.forbidden);
  });

  it('refuses a session without module HISTORIAL', async () => {
    const noHistory = await createOrderingCommerce(t.app, t.handle, { modules: [{ id: 'MENU', permisos: ['list', 'edit'] }] });
    const s = await socket();
    s.send({ action: 'subscribe', channel: `panel_${noHistory.commerce.commerceId}`, token: noHistory.auth.session.token });
    expect(await s.next()).toEqual({ action: 'error', message: LIVE_MSG.noModule });
    expect((await s.closed).code).toBe(LIVE_CLOSE.forbidden);
  });

  it('refuses malformed messages', async () => {
    const s = await socket();
    s.socket.send('esto no es json');
    expect(await s.next()).toEqual({ action: 'error', message: LIVE_MSG.invalidMessage });
    expect((await s.closed).code).toBe(LIVE_CLOSE.badMessage);
  });
});

describe('live events', () => {
  it('pushes newOrder and changeOrderStatus to every subscribed panel of the commerce only', async () => {
    const panel = await subscribed(`panel_${shop.commerce.commerceId}`);
    const secondPanel = await subscribed(`panel_${shop.commerce.commerceId}`);
    const other = await createOrderingCommerce(t.app, t.handle);
    const otherPanel = await subscribed(`panel_${other.commerce.commerceId}`, other.auth.session.token);

    const placed = (await placeOrder(t.app, shop.idPath, orderBody(shop.menu))).json<OrderDetail>();
    const event = await panel.next<LiveEvent>(isEvent('newOrder'));
    expect(event).toEqual({
      eventId: 'newOrder',
      channel: `panel_${shop.commerce.commerceId}`,
      data: { orderId: placed.pedido.id, commerceId: shop.commerce.commerceId, folio: placed.pedido.folio },
    });
    expect(await secondPanel.next(isEvent('newOrder'))).toEqual(event);

    const put = await t.app.inject({ method: 'PUT', url: `/v1/pedido/${placed.pedido.id}`, headers: shop.auth.headers, payload: { action: 'changeStatus', status: 'accepted' } });
    expect(put.statusCode).toBe(200);
    expect(await panel.next(isEvent('changeOrderStatus'))).toEqual({
      eventId: 'changeOrderStatus',
      channel: `panel_${shop.commerce.commerceId}`,
      data: { orderId: placed.pedido.id, status: 'accepted' },
    });
    // The other commerce's panel only ever sees its own events: a marker order proves it was listening.
    await placeOrder(t.app, other.idPath, orderBody(other.menu));
    await otherPanel.next(isEvent('newOrder'));
    expect(otherPanel.received.filter((m) => m.eventId).every((m) => m.channel === `panel_${other.commerce.commerceId}`)).toBe(true);
  });

  it('publishes no event for an order whose transaction failed', async () => {
    const panel = await subscribed(`panel_${shop.commerce.commerceId}`);
    // Refused inside the transaction (unknown table) after the folio was taken: rolled back.
    const failed = await placeOrder(t.app, shop.idPath, orderBody(shop.menu, { table_uuid: '00000000-0000-4000-8000-000000000000' }));
    expect(failed.statusCode).toBe(404);
    // NOTIFY is delivered in commit order: the first event after the failure is the next good order's.
    const good = (await placeOrder(t.app, shop.idPath, orderBody(shop.menu))).json<OrderDetail>();
    const first = await panel.next<LiveEvent>((m) => typeof m.eventId === 'string');
    expect(first).toMatchObject({ eventId: 'newOrder', data: { orderId: good.pedido.id } });
  });

  it('delivers session events on panel_session to the sockets of that session', async () => {
    const sessionSocket = await subscribed('panel_session');
    const session = await authenticateToken(t.handle.db, t.app.deps.plans, shop.auth.session.token);
    await publishSessionEvent(t.handle.db, shop.commerce.commerceId, session!.sessionId, { reason: 'logout' });
    expect(await sessionSocket.next(isEvent('session'))).toEqual({ eventId: 'session', channel: 'panel_session', data: { reason: 'logout' } });
  });

  it('logging out announces the forced logout on that session\'s panel_session socket only', async () => {
    const second = await login(t.app, shop.commerce.email, shop.commerce.password);
    const loggedOutSocket = await subscribed('panel_session', second.session.token);
    const otherSessionSocket = await subscribed('panel_session');
    const answer = await t.app.inject({ method: 'POST', url: '/v1/auth/logout', headers: second.headers });
    expect(answer.statusCode).toBe(200);
    expect(await loggedOutSocket.next(isEvent('session'))).toEqual({ eventId: 'session', channel: 'panel_session', data: { reason: 'logout' } });
    // The still-valid session keeps answering pings and got no logout event.
    otherSessionSocket.send({ action: 'checkConnection' });
    expect(await otherSessionSocket.next()).toEqual({ action: 'connectionOk' });
  });

  it('after the server drops the socket the client reconnects, resubscribes and refetches what it missed', async () => {
    const channel = `panel_${shop.commerce.commerceId}`;
    const first = await subscribed(channel);
    // The server drops every socket (e.g. a restart or a network cut) without a normal close.
    for (const client of t.app.websocketServer.clients) client.terminate();
    const { code } = await first.closed;
    expect(code).not.toBe(1000);

    // An order arrives while the panel is disconnected.
    const missed = (await placeOrder(t.app, shop.idPath, orderBody(shop.menu, { nombre: 'Pedido mientras no había conexión' }))).json<OrderDetail>();

    // The panel's rule: any close code but 1000 → reconnect, resubscribe, refetch in-process orders.
    const again = await subscribed(channel);
    const refetch = await t.app.inject({ method: 'GET', url: `/v2/commerce/${shop.commerce.commerceId}/orders?orders_in_process=true`, headers: shop.auth.v2Headers });
    expect(refetch.json<{ rows: Order[] }>().rows.map((o) => o.id)).toContain(missed.pedido.id);

    // And live events flow again on the new socket. With PostgreSQL the events reach the sockets through
    // LISTEN/NOTIFY, after the insert commits: the missed order's event may still be on its way when the new
    // socket subscribes and arrive there first (seen once in CI's PostgreSQL pass), so the wait is for this
    // order's event.
    const next = (await placeOrder(t.app, shop.idPath, orderBody(shop.menu))).json<OrderDetail>();
    const isNextOrder = (m: Record<string, unknown>) => isEvent('newOrder')(m) && (m.data as { orderId?: string } | undefined)?.orderId === next.pedido.id;
    expect(await again.next(isNextOrder)).toMatchObject({ data: { orderId: next.pedido.id } });
  });
});

