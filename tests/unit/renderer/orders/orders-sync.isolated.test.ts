// What live events and reconnects do to the panel (real store, real HTTP server): new orders ring and
// appear without a reload, accepting elsewhere stops the alarm, a resync after a reconnect shows and rings
// for orders placed while disconnected, and the docs/domain.md (Textos exactos) messages. Every new order rings once: at the first
// sync, orders placed while the panel opened ring and older ones do not; a list that predates an order never
// silences it.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@shared/messages';
import { deferred, makeOrder, SESSION, startOrdersServer, type OrdersTestServer } from './orders-server';

let server: OrdersTestServer;
type Modules = {
  store: typeof import('../../../../renderer/src/app/store');
  session: typeof import('../../../../renderer/src/app/session');
  orders: typeof import('../../../../renderer/src/features/orders/api');
  sync: typeof import('../../../../renderer/src/live/orders-sync');
  alarm: typeof import('../../../../renderer/src/features/orders/alarm/alarm-store');
};
let m: Modules;

beforeAll(async () => {
  server = await startOrdersServer();
  vi.stubEnv('VITE_API_URL', server.url);
  m = {
    store: await import('../../../../renderer/src/app/store'),
    session: await import('../../../../renderer/src/app/session'),
    orders: await import('../../../../renderer/src/features/orders/api'),
    sync: await import('../../../../renderer/src/live/orders-sync'),
    alarm: await import('../../../../renderer/src/features/orders/alarm/alarm-store'),
  };
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});

beforeEach(() => {
  server.orders.clear();
  server.routes.clear();
  server.requests.length = 0;
});

/** `resumed` (default): a reloaded tab, whose first sync leaves the pending orders already there silent. */
function setup(options: { autoAccept?: boolean; now?: number; resumed?: boolean; alarm?: InstanceType<typeof m.alarm.AlarmStore> } = {}) {
  const store = m.store.createStore();
  store.dispatch(m.session.loggedIn(SESSION));
  void store.dispatch(m.orders.ordersApi.endpoints.getInProcessOrders.initiate('com-1'));
  const alarm = options.alarm ?? new m.alarm.AlarmStore();
  if (options.resumed ?? true) alarm.markSynced();
  const errors: string[] = [];
  const notified: string[] = [];
  const missedNotices: number[] = [];
  const riders: string[] = [];
  const announced: string[] = [];
  const sync = new m.sync.OrdersSync({
    dispatch: store.dispatch as (action: unknown) => unknown,
    getState: store.getState,
    commerceId: 'com-1',
    alarm,
    showError: (message) => errors.push(message),
    notifyNewOrder: (order) => notified.push(order.folio),
    notifyMissedOrders: (count) => missedNotices.push(count),
    notifyRider: (rider, order) => riders.push(`${rider.name}:${order?.folio ?? ''}`),
    autoAccept: () => options.autoAccept ?? false,
    now: options.now === undefined ? undefined : () => options.now!,
    announce: (text) => announced.push(text),
  });
  const ids = () => m.orders.inProcessList(m.orders.ordersApi.endpoints.getInProcessOrders.select('com-1')(store.getState()).data).map((o) => o.id);
  const statusOf = (id: string) => m.orders.ordersApi.endpoints.getInProcessOrders.select('com-1')(store.getState()).data?.entities[id]?.estatus_pedido;
  /** Waits for the board's own first list request (made in setup) to be answered. */
  const boardLoaded = async () => {
    const request = store.dispatch(m.orders.ordersApi.endpoints.getInProcessOrders.initiate('com-1'));
    await request;
    request.unsubscribe();
  };
  return { store, sync, alarm, errors, notified, missedNotices, riders, announced, ids, statusOf, boardLoaded };
}

/** Placed well before the panel opened: "already there" at a reloaded tab's first sync. */
const placedBefore = { created_at: new Date(Date.now() - 10 * 60_000).toISOString() };

const LIST_PATH = 'GET /v2/commerce/com-1/orders';

/**
 * Holds every in-process list request until `answer()`. The rows are the server's orders when the request
 * arrived (a snapshot that predates what the test does meanwhile) or when it is answered.
 */
function holdList(takenAt: 'request' | 'answer') {
  const asked = deferred();
  const answer = deferred();
  const rows = () => [...server.orders.values()];
  server.routes.set(LIST_PATH, async () => {
    const atRequest = rows();
    asked.resolve();
    await answer.promise;
    return { status: 200, body: { rows: takenAt === 'request' ? atRequest : rows() } };
  });
  return { asked: asked.promise, answer: () => answer.resolve() };
}

const newOrder = (orderId: string) =>
  ({ eventId: 'newOrder', channel: 'panel_com-1', data: { orderId, commerceId: 'com-1', folio: `T-${orderId}` } }) as const;

/**
 * Starts a resync whose list is held (snapshot taken at `takenAt`), then order `orderId` is placed and its
 * newOrder event handled while that list is out. Answers the list's release and the resync.
 */
async function newOrderDuringHeldList(t: ReturnType<typeof setup>, takenAt: 'request' | 'answer', orderId: string) {
  const list = holdList(takenAt);
  const resyncing = t.sync.resync();
  await list.asked;
  server.orders.set(orderId, makeOrder(orderId));
  await t.sync.handleEvent(newOrder(orderId));
  return { answer: list.answer, resyncing };
}

describe('OrdersSync', () => {
  it("a reloaded tab's first sync loads the board without ringing again for orders already there", async () => {
    server.orders.set('old', makeOrder('old', placedBefore));
    const t = setup({ resumed: true });
    await t.sync.resync();
    expect(t.ids()).toEqual(['old']);
    expect(t.alarm.getSnapshot().orderIds).toEqual([]);
    expect(t.notified).toEqual([]);
    expect(t.missedNotices).toEqual([]);
  });

  it.each([false, true])(
    'a new tab or window rings once for the pending orders of the last 12 h nobody attended, never accepts them by itself, and leaves older ones silent (automatic acceptance %s)',
    async (autoAccept) => {
      const openedAt = Date.parse('2026-11-24T12:00:00Z');
      const at = (offsetMs: number) => ({ created_at: new Date(openedAt + offsetMs).toISOString() });
      const hour = 60 * 60_000;
      server.orders.set('during-restart', makeOrder('during-restart', at(-5 * 60_000)));
      server.orders.set('this-morning', makeOrder('this-morning', at(-(m.sync.MISSED_ORDERS_WINDOW_MS - hour))));
      server.orders.set('yesterday', makeOrder('yesterday', at(-(m.sync.MISSED_ORDERS_WINDOW_MS + hour))));
      server.orders.set('taken', makeOrder('taken', { ...at(-10 * 60_000), estatus_pedido: 'accepted', estatus: 'accepted' }));
      const t = setup({ now: openedAt, resumed: false, autoAccept });
      await t.sync.resync();
      expect(t.ids().sort()).toEqual(['during-restart', 'taken', 'this-morning', 'yesterday']);
      // Oldest first in the list; the board shows the last one first.
      expect(t.alarm.getSnapshot().orderIds).toEqual(['this-morning', 'during-restart']);
      // The alarm and the title's count say it, and one system notification with how many; not one each.
      expect(t.notified).toEqual([]);
      expect(t.missedNotices).toEqual([2]);
      expect(server.requests.filter((r) => r.method === 'PUT')).toEqual([]);
      // Once: a reconnect's resync does not ring them again, and opening one silences it.
      t.alarm.remove('during-restart');
      await t.sync.resync();
      expect(t.alarm.getSnapshot().orderIds).toEqual(['this-morning']);
      expect(t.missedNotices).toEqual([2]);
    },
  );

  it('rings for the missed orders once per login: a new live link of the same login leaves the ones let be silent, the next login hears them', async () => {
    const openedAt = Date.parse('2026-11-24T12:00:00Z');
    server.orders.set('missed-a', makeOrder('missed-a', { created_at: new Date(openedAt - 30 * 60_000).toISOString() }));
    server.orders.set('missed-b', makeOrder('missed-b', { created_at: new Date(openedAt - 20 * 60_000).toISOString() }));
    const first = setup({ now: openedAt, resumed: false });
    await first.sync.resync();
    expect(first.alarm.getSnapshot().orderIds).toEqual(['missed-a', 'missed-b']);
    first.alarm.remove('missed-a');
    first.alarm.clear();

    // The same login on a new live link (the panel's socket made again): nothing rings again.
    const sameLogin = setup({ now: openedAt + 60 * 60_000, resumed: false, alarm: first.alarm });
    await sameLogin.sync.resync();
    expect(sameLogin.alarm.getSnapshot().orderIds).toEqual([]);
    expect(sameLogin.missedNotices).toEqual([]);

    // A logout and the next cashier's login: what is still pending rings for them.
    first.alarm.endLogin();
    const nextLogin = setup({ now: openedAt + 61 * 60_000, resumed: false, alarm: first.alarm });
    await nextLogin.sync.resync();
    expect(nextLogin.alarm.getSnapshot().orderIds).toEqual(['missed-a', 'missed-b']);
    expect(nextLogin.missedNotices).toEqual([2]);
  });

  it('a logout while the first list is on its way: the answer rings nothing and leaves the next login a new panel', async () => {
    const openedAt = Date.parse('2026-11-24T12:00:00Z');
    server.orders.set('missed', makeOrder('missed', { created_at: new Date(openedAt - 30 * 60_000).toISOString() }));
    const t = setup({ now: openedAt, resumed: false });
    const list = holdList('answer');
    const resyncing = t.sync.resync();
    await list.asked;
    t.sync.dispose();
    t.alarm.endLogin();
    list.answer();
    await resyncing;
    expect(t.alarm.getSnapshot().orderIds).toEqual([]);
    expect(t.alarm.resumed).toBe(false);
    expect(t.missedNotices).toEqual([]);
  });

  it('a newOrder event puts the order on the board and rings until it is accepted anywhere', async () => {
    const t = setup();
    await t.sync.resync();
    server.orders.set('n1', makeOrder('n1'));
    await t.sync.handleEvent({ eventId: 'newOrder', channel: 'panel_com-1', data: { orderId: 'n1', commerceId: 'com-1', folio: 'T-n1' } });
    expect(t.ids()).toEqual(['n1']);
    expect(t.alarm.getSnapshot().orderIds).toEqual(['n1']);
    expect(t.notified).toEqual(['T-n1']);
    await t.sync.handleEvent({ eventId: 'changeOrderStatus', channel: 'panel_com-1', data: { orderId: 'n1', status: 'accepted' } });
    expect(t.alarm.getSnapshot().orderIds).toEqual([]);
    expect(t.statusOf('n1')).toBe('accepted');
  });

  it('after a reconnect, orders placed while disconnected appear and ring; handled ones stop ringing', async () => {
    server.orders.set('a', makeOrder('a', placedBefore));
    const t = setup();
    await t.sync.resync();
    server.orders.set('missed', makeOrder('missed'));
    await t.sync.resync();
    expect(t.ids().sort()).toEqual(['a', 'missed']);
    expect(t.alarm.getSnapshot().orderIds).toEqual(['missed']);
    server.orders.set('missed', makeOrder('missed', { estatus_pedido: 'accepted', estatus: 'accepted' }));
    await t.sync.resync();
    expect(t.alarm.getSnapshot().orderIds).toEqual([]);
  });

  it("shows 'Error al obtener un pedido entrante' when the new order's detail cannot be read", async () => {
    const t = setup();
    await t.sync.resync();
    await t.sync.handleEvent({ eventId: 'newOrder', channel: 'panel_com-1', data: { orderId: 'ghost', commerceId: 'com-1', folio: 'T-g' } });
    expect(t.errors).toEqual([MSG.incomingOrderError]);
  });

  it('an order edited on another panel (onOrderEdited) takes its new total on the board without ringing', async () => {
    server.orders.set('e', makeOrder('e', { estatus_pedido: 'accepted', estatus: 'accepted', total: 25 }));
    const t = setup();
    await t.sync.resync();
    server.orders.set('e', makeOrder('e', { estatus_pedido: 'accepted', estatus: 'accepted', total: 70 }));
    await t.sync.handleEvent({ eventId: 'onOrderEdited', channel: 'panel_com-1', data: { orderId: 'e', version: 2, added: [], removed: [] } });
    const order = m.orders.ordersApi.endpoints.getInProcessOrders.select('com-1')(t.store.getState()).data?.entities['e'];
    expect(order?.total).toBe(70);
    expect(t.alarm.getSnapshot().orderIds).toEqual([]);
    expect(t.errors).toEqual([]);
  });

  it('rider events update the order and notify; an unknown order gives the SPEC message', async () => {
    server.orders.set('r', makeOrder('r', { metodo_entrega: 'delivery', estatus_pedido: 'accepted', estatus: 'accepted' }));
    const t = setup();
    await t.sync.resync();
    const rider = { id: 'rid-1', name: 'Luis', phone: '9930000000', image: null };
    await t.sync.handleEvent({ eventId: 'deliveryRiderAssigned', channel: 'panel_com-1', data: { ...rider, orderId: 'r' } });
    const order = m.orders.ordersApi.endpoints.getInProcessOrders.select('com-1')(t.store.getState()).data?.entities['r'];
    expect(order?.delivery_driver_info?.name).toBe('Luis');
    expect(t.riders).toEqual(['Luis:T-r']);
    await t.sync.handleEvent({ eventId: 'deliveryRiderAssigned', channel: 'panel_com-1', data: { ...rider, orderId: 'nope' } });
    expect(t.errors).toEqual([MSG.riderForMissingOrder]);
  });

  it('with automatic acceptance on, a new order is accepted without ringing', async () => {
    const t = setup({ autoAccept: true });
    await t.sync.resync();
    server.orders.set('auto', makeOrder('auto'));
    await t.sync.handleEvent({ eventId: 'newOrder', channel: 'panel_com-1', data: { orderId: 'auto', commerceId: 'com-1', folio: 'T-auto' } });
    await vi.waitFor(() => expect(server.requests.some((r) => r.method === 'PUT' && r.path === '/v1/pedido/auto')).toBe(true));
    expect(t.alarm.getSnapshot().orderIds).toEqual([]);
    await vi.waitFor(() => expect(t.statusOf('auto')).toBe('accepted'));
  });

  it("at a reloaded tab's first sync, pending orders placed while the panel opened ring and notify once; older or handled ones do not", async () => {
    const openedAt = Date.parse('2026-11-24T12:00:00Z');
    const at = (offsetMs: number) => ({ created_at: new Date(openedAt + offsetMs).toISOString() });
    server.orders.set('before', makeOrder('before', at(-10 * 60_000)));
    server.orders.set('before-skew', makeOrder('before-skew', at(-(m.sync.OPENING_CLOCK_SKEW_MS + 1_000))));
    server.orders.set('skew', makeOrder('skew', at(-30_000)));
    server.orders.set('loading', makeOrder('loading', at(2_000)));
    server.orders.set('taken', makeOrder('taken', { ...at(3_000), estatus_pedido: 'accepted', estatus: 'accepted' }));
    const t = setup({ now: openedAt });
    await t.sync.resync();
    expect(t.ids().sort()).toEqual(['before', 'before-skew', 'loading', 'skew', 'taken']);
    expect([...t.alarm.getSnapshot().orderIds].sort()).toEqual(['loading', 'skew']);
    expect([...t.notified].sort()).toEqual(['T-loading', 'T-skew']);
    // Its late event and the next resync do not ring it again.
    await t.sync.handleEvent(newOrder('loading'));
    await t.sync.resync();
    expect([...t.notified].sort()).toEqual(['T-loading', 'T-skew']);
    expect([...t.alarm.getSnapshot().orderIds].sort()).toEqual(['loading', 'skew']);
  });

  it('the first sync asks again when it joined a list request sent before it, so an order placed meanwhile shows and rings', async () => {
    const list = holdList('request');
    const t = setup();
    await list.asked; // the board's request, sent before the socket connected
    const resyncing = t.sync.resync();
    server.orders.set('meanwhile', makeOrder('meanwhile'));
    list.answer();
    await resyncing;
    expect(t.ids()).toEqual(['meanwhile']);
    expect(t.alarm.getSnapshot().orderIds).toEqual(['meanwhile']);
    expect(t.notified).toEqual(['T-meanwhile']);
  });

  it.each([
    ['the first sync', true],
    ['a later resync', false],
  ])('a newOrder event while %s waits for a list that predates the order keeps its alarm and its card', async (_name, firstSync) => {
    const t = setup();
    if (firstSync) await t.boardLoaded();
    else await t.sync.resync();
    const list = await newOrderDuringHeldList(t, 'request', 'n1');
    expect(t.alarm.getSnapshot().orderIds).toEqual(['n1']);
    list.answer();
    await list.resyncing;
    expect(t.alarm.getSnapshot().orderIds).toEqual(['n1']);
    expect(t.ids()).toEqual(['n1']);
    expect(t.notified).toEqual(['T-n1']);
  });

  it('an order that rang while the first sync read the list still leads "Nuevos" after the orders that list adds', async () => {
    // Placed half a minute before the panel opened (inside the clock skew): the first sync rings for it.
    server.orders.set('recent', makeOrder('recent', { created_at: new Date(Date.now() - 30_000).toISOString() }));
    const t = setup();
    await t.boardLoaded();
    const list = await newOrderDuringHeldList(t, 'answer', 'newest');
    list.answer();
    await list.resyncing;
    // The board shows the last id first: the order that just rang, not the one the list found.
    expect(t.alarm.getSnapshot().orderIds).toEqual(['recent', 'newest']);
    expect(t.notified).toEqual(['T-newest', 'T-recent']);
  });

  it('a newOrder event while a resync waits for a list that shows the order accepted stops its alarm', async () => {
    const t = setup();
    await t.sync.resync();
    const list = await newOrderDuringHeldList(t, 'answer', 'n1');
    expect(t.alarm.getSnapshot().orderIds).toEqual(['n1']);
    server.orders.set('n1', makeOrder('n1', { estatus_pedido: 'accepted', estatus: 'accepted' }));
    list.answer();
    await list.resyncing;
    expect(t.alarm.getSnapshot().orderIds).toEqual([]);
    expect(t.statusOf('n1')).toBe('accepted');
    expect(t.notified).toEqual(['T-n1']);
  });

  it("a new order's detail read before it was accepted elsewhere, answered after that event, leaves it accepted and silent", async () => {
    const t = setup();
    await t.sync.resync();
    server.orders.set('n1', makeOrder('n1'));
    const asked = deferred();
    const answer = deferred();
    server.routes.set('GET /v2/commerce/com-1/orders/n1', async () => {
      const pending = server.orders.get('n1')!;
      asked.resolve();
      await answer.promise;
      return { status: 200, body: { pedido: pending, productos: [] } };
    });
    const arriving = t.sync.handleEvent(newOrder('n1'));
    await asked.promise;
    server.orders.set('n1', makeOrder('n1', { estatus_pedido: 'accepted', estatus: 'accepted' }));
    await t.sync.handleEvent({ eventId: 'changeOrderStatus', channel: 'panel_com-1', data: { orderId: 'n1', status: 'accepted' } });
    answer.resolve();
    await arriving;
    expect(t.alarm.getSnapshot().orderIds).toEqual([]);
    expect(t.statusOf('n1')).toBe('accepted');
  });

  it("a status event behind the card's status (the accept's event, delayed behind the answer to 'En camino') leaves the card as it is", async () => {
    server.orders.set('d', makeOrder('d', { ...placedBefore, metodo_entrega: 'delivery', estatus_pedido: 'on_the_way', estatus: 'on_the_way' }));
    const t = setup();
    await t.sync.resync();
    const status = (orderId: string, next: 'accepted' | 'pending' | 'delivered') =>
      t.sync.handleEvent({ eventId: 'changeOrderStatus', channel: 'panel_com-1', data: { orderId, status: next } });
    await status('d', 'accepted');
    await status('d', 'pending');
    // Turned back, the card's main button would read 'En camino' again under the tap meant for 'Entregado'.
    expect(t.statusOf('d')).toBe('on_the_way');
    expect(t.announced).toEqual([]);
    expect(t.alarm.getSnapshot().orderIds).toEqual([]);
    // A later step still lands at once.
    await status('d', 'delivered');
    expect(t.ids()).toEqual([]);
    expect(t.announced).toEqual(['Pedido T-d: Entregado']);
  });

  it('a status event while a resync waits for a list that still shows the order pending wins: no ring, no card', async () => {
    const t = setup();
    await t.sync.resync();
    server.orders.set('x', makeOrder('x')); // placed while disconnected: no newOrder event
    const list = holdList('request');
    const resyncing = t.sync.resync();
    await list.asked;
    // Rejected elsewhere (a status that ends the order: the board asks for no list of its own).
    server.orders.set('x', makeOrder('x', { estatus_pedido: 'rejected', estatus: 'rejected' }));
    await t.sync.handleEvent({ eventId: 'changeOrderStatus', channel: 'panel_com-1', data: { orderId: 'x', status: 'rejected' } });
    list.answer();
    await resyncing;
    expect(t.alarm.getSnapshot().orderIds).toEqual([]);
    expect(t.notified).toEqual([]);
    expect(t.ids()).toEqual([]);
  });
});
