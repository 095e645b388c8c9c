// Print triggers with the ticket's data on the live channel (docs/printing.md, "Where the desktop path's time
// goes"): a socket that subscribes with print:true and may print automatically gets the print trigger with
// the same event, order detail and ticket header GET /v1/impresion/eventos returns; panels keep the light
// event; a session without IMPRESION_AUTOMATICA gets no ticket data; logout and losing the module close the
// print socket; each instance reads an event's data once, whatever the number of print sockets.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CLOSE, LIVE_MSG } from '@shared/live';
import { PRINT_TRIGGER_EVENT, type PrintEventsPage, type PrintTriggerLiveMessage } from '@shared/printing';
import type { OrderDetail } from '@shared/types/order';
import { buildApp } from '../../../server/src/app';
import { MEMORY_DATA_DIR } from '../../../server/src/db/database';
import { SESSION_ENDED_REASON } from '../../../server/src/live/revocation';
import { createMemoryNotifier } from '../../../server/src/services/notifier';
import { createTestApp, login, type LoggedIn, type TestApp } from '../../../testkit/test-app';
import { createOrderingCommerce, orderBody, placeOrder, type OrderingCommerce } from '../orders/support';
import { connect, type TestSocket } from './ws-client';

let t: TestApp;
let shop: OrderingCommerce;
let instanceB: FastifyInstance;
let wsUrl: string;
let wsUrlB: string;
const open: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  shop = await createOrderingCommerce(t.app, t.handle);
  wsUrl = `${(await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}/ws`;
  instanceB = await buildApp({ handle: t.handle, config: { dataDir: MEMORY_DATA_DIR, notifier: createMemoryNotifier() } });
  wsUrlB = `${(await instanceB.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}/ws`;
});
afterAll(async () => {
  for (const socket of open) socket.close();
  await instanceB?.close();
  await t?.close();
});

const channel = () => `panel_${shop.commerce.commerceId}`;
const isPrint = (m: Record<string, unknown>) => m.eventId === PRINT_TRIGGER_EVENT;

/** A socket subscribed to the commerce channel; `print` asks for print triggers with the ticket's data. */
async function subscribe(token: string, print: boolean, url = wsUrl): Promise<{ socket: TestSocket; answer: Record<string, unknown> }> {
  const socket = await connect(url);
  open.push(socket);
  socket.send({ action: 'subscribe', channel: channel(), token, ...(print ? { print: true } : {}) });
  return { socket, answer: await socket.next((m) => m.action === 'subscribed' || m.action === 'error') };
}

async function staff(modules: { id: string; permisos: string[] }[]): Promise<{ id: string; auth: LoggedIn }> {
  const suffix = Math.random().toString(36).slice(2, 8);
  const created = await t.app.inject({
    method: 'POST',
    url: '/v1/usuarios',
    headers: shop.auth.headers,
    payload: { email: `cajero-${suffix}@prueba.mx`, name: 'Cajero', username: `cajero_${suffix}`, password: 'contrasena1', modules },
  });
  expect(created.statusCode, created.body).toBe(201);
  const { id, email } = created.json<{ id: string; email: string }>();
  return { id, auth: await login(t.app, email, 'contrasena1') };
}

async function place(): Promise<OrderDetail> {
  const answer = await placeOrder(t.app, shop.idPath, orderBody(shop.menu));
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<OrderDetail>();
}

describe('print triggers on the live channel', () => {
  it('carry the same event, order and header as GET /v1/impresion/eventos, on received and accepted; panels keep the light event', async () => {
    const printer = await subscribe(shop.auth.session.token, true);
    expect(printer.answer).toEqual({ action: 'subscribed', channel: channel(), print: true });
    const panel = await subscribe(shop.auth.session.token, false);
    expect(panel.answer).toEqual({ action: 'subscribed', channel: channel() });

    const since = new Date(Date.now() - 60_000).toISOString();
    const order = await place();
    const received = await printer.socket.next<PrintTriggerLiveMessage>(isPrint);
    const page = (
      await t.app.inject({ method: 'GET', url: `/v1/impresion/eventos?desde=${since}`, headers: shop.auth.headers })
    ).json<PrintEventsPage>();
    const paged = page.events.find((event) => event.order.pedido.id === order.pedido.id && event.trigger === 'onOrderReceived');
    expect(received).toEqual({ eventId: PRINT_TRIGGER_EVENT, channel: channel(), data: { event: paged, commerce: page.commerce, stations: page.stations } });
    expect(received.data.event).toMatchObject({ trigger: 'onOrderReceived', order: { pedido: { id: order.pedido.id, folio: order.pedido.folio } } });
    expect(await panel.socket.next((m) => m.eventId === 'newOrder')).toMatchObject({ data: { orderId: order.pedido.id } });

    const put = await t.app.inject({ method: 'PUT', url: `/v1/pedido/${order.pedido.id}`, headers: shop.auth.headers, payload: { action: 'changeStatus', status: 'accepted' } });
    expect(put.statusCode, put.body).toBe(200);
    const accepted = await printer.socket.next<PrintTriggerLiveMessage>(isPrint);
    expect(accepted.data.event).toMatchObject({ trigger: 'onOrderAccepted', order: { pedido: { id: order.pedido.id, estatus_pedido: 'accepted' } } });
    expect(await panel.socket.next((m) => m.eventId === 'changeOrderStatus')).toMatchObject({ data: { orderId: order.pedido.id, status: 'accepted' } });
    // The print socket got the data instead of the light trigger events; panels never get ticket data.
    expect(printer.socket.received.filter((m) => m.eventId === 'newOrder' || m.eventId === 'changeOrderStatus')).toEqual([]);
    expect(panel.socket.received.filter(isPrint)).toEqual([]);
  });

  it('reads each event once per instance, whatever the number of print sockets', async () => {
    const hubA = t.app.orderRuntime.hub;
    const hubB = instanceB.orderRuntime.hub;
    const sockets = [
      ...(await Promise.all([1, 2, 3].map(() => subscribe(shop.auth.session.token, true)))),
      ...(await Promise.all([1, 2].map(() => subscribe(shop.auth.session.token, true, wsUrlB)))),
    ];
    const before = [hubA.printLoadCount(), hubB.printLoadCount()];
    const order = await place();
    for (const { socket } of sockets) {
      expect(await socket.next<PrintTriggerLiveMessage>((m) => isPrint(m) && (m as unknown as PrintTriggerLiveMessage).data.event.order.pedido.id === order.pedido.id)).toBeTruthy();
    }
    expect([hubA.printLoadCount() - before[0]!, hubB.printLoadCount() - before[1]!]).toEqual([1, 1]);
  });

  it('a session without IMPRESION_AUTOMATICA gets the light event and no ticket data', async () => {
    const cashier = await staff([{ id: 'HISTORIAL', permisos: ['list', 'edit'] }]);
    const asked = await subscribe(cashier.auth.session.token, true);
    expect(asked.answer).toEqual({ action: 'subscribed', channel: channel(), print: false });
    const order = await place();
    expect(await asked.socket.next((m) => m.eventId === 'newOrder')).toMatchObject({ data: { orderId: order.pedido.id } });
    expect(asked.socket.received.filter(isPrint)).toEqual([]);
  });

  it('logout closes the print socket: no ticket data after it', async () => {
    const session = await login(t.app, shop.commerce.email, shop.commerce.password);
    const printer = await subscribe(session.session.token, true, wsUrlB);
    expect(printer.answer).toMatchObject({ print: true });
    const out = await t.app.inject({ method: 'POST', url: '/v1/auth/logout', headers: session.headers });
    expect(out.statusCode).toBe(200);
    expect(await printer.socket.closed).toEqual({ code: LIVE_CLOSE.normal, reason: SESSION_ENDED_REASON });
    const witness = await subscribe(shop.auth.session.token, true, wsUrlB);
    const order = await place();
    await witness.socket.next((m) => isPrint(m) && (m as unknown as PrintTriggerLiveMessage).data.event.order.pedido.id === order.pedido.id);
    expect(printer.socket.received.filter(isPrint)).toEqual([]);
  });

  it('losing IMPRESION_AUTOMATICA closes the print socket with the module message; the panel socket stays', async () => {
    const cashier = await staff([
      { id: 'HISTORIAL', permisos: ['list', 'edit'] },
      { id: 'IMPRESION_AUTOMATICA', permisos: ['list'] },
    ]);
    const printer = await subscribe(cashier.auth.session.token, true, wsUrlB);
    expect(printer.answer).toMatchObject({ print: true });
    const panel = await subscribe(cashier.auth.session.token, false, wsUrlB);
    const edited = await t.app.inject({ method: 'PUT', url: `/v1/usuarios/${cashier.id}`, headers: shop.auth.headers, payload: { modules: [{ id: 'HISTORIAL', permisos: ['list', 'edit'] }] } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await printer.socket.next((m) => m.action === 'error')).toEqual({ action: 'error', message: LIVE_MSG.noPrintModule });
    expect(await printer.socket.closed).toEqual({ code: LIVE_CLOSE.normal, reason: LIVE_MSG.noPrintModule });
    const order = await place();
    expect(await panel.socket.next((m) => m.eventId === 'newOrder')).toMatchObject({ data: { orderId: order.pedido.id } });
    expect(printer.socket.received.filter(isPrint)).toEqual([]);
  });
});
