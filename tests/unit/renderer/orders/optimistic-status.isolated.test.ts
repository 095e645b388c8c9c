// Optimistic status changes (docs/domain.md (Estados del pedido)) through the real store and base query against a real HTTP server:
// the cache changes before the server answers; a failure restores the prior status (and the screen shows
// 'Error al actualizar el estatus del pedido'); INVALID_STATUS_TRANSITION silently takes the server's status.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderStatus } from '@shared/constants';
import { MSG } from '@shared/messages';
import type { Order } from '@shared/types/order';
import { deferred, makeOrder, SESSION, startOrdersServer, type OrdersTestServer } from './orders-server';

let server: OrdersTestServer;
type Modules = {
  store: typeof import('../../../../renderer/src/app/store');
  session: typeof import('../../../../renderer/src/app/session');
  orders: typeof import('../../../../renderer/src/features/orders/api');
  logic: typeof import('../../../../renderer/src/features/orders/status-logic');
};
let m: Modules;

beforeAll(async () => {
  server = await startOrdersServer();
  vi.stubEnv('VITE_API_URL', server.url);
  m = {
    store: await import('../../../../renderer/src/app/store'),
    session: await import('../../../../renderer/src/app/session'),
    orders: await import('../../../../renderer/src/features/orders/api'),
    logic: await import('../../../../renderer/src/features/orders/status-logic'),
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

async function boardStore() {
  const store = m.store.createStore();
  store.dispatch(m.session.loggedIn(SESSION));
  // Keep the board's query subscribed, as the screen does.
  const board = store.dispatch(m.orders.ordersApi.endpoints.getInProcessOrders.initiate('com-1'));
  await board;
  const list = () => m.orders.inProcessList(m.orders.ordersApi.endpoints.getInProcessOrders.select('com-1')(store.getState()).data);
  const statusOf = (id: string) => list().find((o) => o.id === id)?.estatus_pedido;
  return { store, list, statusOf };
}

function holdPut(id: string, answer: { status: number; body?: unknown }) {
  const release = deferred();
  const arrived = deferred();
  server.routes.set(`PUT /v1/pedido/${id}`, async () => {
    arrived.resolve();
    await release.promise;
    return answer;
  });
  return { release: release.resolve, arrived: arrived.promise };
}

/**
 * This panel accepts `id`; while its request is out, another panel's step lands as its live event does
 * (OrdersSync.onStatus), and only then does the server's answer ('accepted') arrive.
 */
async function acceptAnsweredAfterEvent(store: Awaited<ReturnType<typeof boardStore>>['store'], id: string, event: OrderStatus, fields: Partial<Order> = {}) {
  const hold = holdPut(id, { status: 200, body: makeOrder(id, { ...fields, estatus_pedido: 'accepted', estatus: 'accepted' }) });
  const change = store.dispatch(m.orders.ordersApi.endpoints.changeOrderStatus.initiate({ commerceId: 'com-1', orderId: id, status: 'accepted' }));
  await hold.arrived;
  m.orders.applyOrderStatus(store.dispatch, { commerceId: 'com-1', orderId: id }, event);
  hold.release();
  await change.unwrap();
}

describe('optimistic status change', () => {
  it('shows the new status before the server answers and keeps the server version after', async () => {
    server.orders.set('a', makeOrder('a'));
    const { store, statusOf } = await boardStore();
    const hold = holdPut('a', { status: 200, body: makeOrder('a', { estatus_pedido: 'accepted', estatus: 'accepted', tiempo_preparacion: 20 }) });
    const change = store.dispatch(m.orders.ordersApi.endpoints.changeOrderStatus.initiate({ commerceId: 'com-1', orderId: 'a', status: 'accepted', tiempo_preparacion: 20 }));
    await hold.arrived;
    expect(statusOf('a')).toBe('accepted');
    hold.release();
    await change.unwrap();
    expect(statusOf('a')).toBe('accepted');
    const put = server.requests.find((r) => r.method === 'PUT');
    expect(put?.body).toEqual({ action: 'changeStatus', status: 'accepted', tiempo_preparacion: 20 });
  });

  it('restores the prior status on a server failure and the screen message is the SPEC text', async () => {
    server.orders.set('b', makeOrder('b', { estatus_pedido: 'accepted', estatus: 'accepted' }));
    const { store, statusOf } = await boardStore();
    const hold = holdPut('b', { status: 500, body: { message: 'Fallo interno' } });
    const change = store.dispatch(m.orders.ordersApi.endpoints.changeOrderStatus.initiate({ commerceId: 'com-1', orderId: 'b', status: 'ready_to_pick_up' }));
    await hold.arrived;
    expect(statusOf('b')).toBe('ready_to_pick_up');
    hold.release();
    const error = await change.unwrap().catch((e: unknown) => e);
    expect(statusOf('b')).toBe('accepted');
    expect(m.logic.statusFailureOutcome(error)).toEqual({ kind: 'error', message: MSG.orderStatusError });
  });

  it("a failure from a full disk shows the SPEC text with the server's reason", async () => {
    server.orders.set('f', makeOrder('f', { estatus_pedido: 'accepted', estatus: 'accepted' }));
    const { store, statusOf } = await boardStore();
    const reason = 'No hay espacio en disco en el servidor: libera espacio para seguir guardando los cambios';
    server.routes.set('PUT /v1/pedido/f', () => ({ status: 507, body: { message: reason } }));
    const error = await store
      .dispatch(m.orders.ordersApi.endpoints.changeOrderStatus.initiate({ commerceId: 'com-1', orderId: 'f', status: 'ready_to_pick_up' }))
      .unwrap()
      .catch((e: unknown) => e);
    expect(statusOf('f')).toBe('accepted');
    expect(m.logic.statusFailureOutcome(error)).toEqual({ kind: 'error', message: `${MSG.orderStatusError}: ${reason}` });
  });

  it('removes an order moved to a terminal status and puts it back when that fails', async () => {
    server.orders.set('c', makeOrder('c'));
    const { store, list } = await boardStore();
    const hold = holdPut('c', { status: 503 });
    const change = store.dispatch(m.orders.ordersApi.endpoints.changeOrderStatus.initiate({ commerceId: 'com-1', orderId: 'c', status: 'rejected' }));
    await hold.arrived;
    expect(list().map((o) => o.id)).toEqual([]);
    hold.release();
    await change.unwrap().catch(() => undefined);
    expect(list().map((o) => [o.id, o.estatus_pedido])).toEqual([['c', 'pending']]);
  });

  it("an answer that comes after another panel's later step keeps that step", async () => {
    server.orders.set('f', makeOrder('f', { metodo_entrega: 'delivery' }));
    const { store, statusOf } = await boardStore();
    await acceptAnsweredAfterEvent(store, 'f', 'on_the_way', { metodo_entrega: 'delivery' });
    expect(statusOf('f')).toBe('on_the_way');
  });

  it('an answer that comes after the order was delivered elsewhere does not bring its card back', async () => {
    server.orders.set('g', makeOrder('g'));
    const { store, list } = await boardStore();
    await acceptAnsweredAfterEvent(store, 'g', 'delivered');
    expect(list().map((o) => o.id)).toEqual([]);
  });

  it("an answer that comes after the order was canceled elsewhere leaves its open detail canceled", async () => {
    server.orders.set('h', makeOrder('h'));
    const { store } = await boardStore();
    const detail = store.dispatch(m.orders.ordersApi.endpoints.getOrder.initiate({ commerceId: 'com-1', orderId: 'h' }));
    await detail;
    const detailStatus = () => m.orders.ordersApi.endpoints.getOrder.select({ commerceId: 'com-1', orderId: 'h' })(store.getState()).data?.pedido.estatus_pedido;
    await acceptAnsweredAfterEvent(store, 'h', 'canceled');
    expect(detailStatus()).toBe('canceled');
    detail.unsubscribe();
  });

  it('takes the server current status on INVALID_STATUS_TRANSITION, with no message', async () => {
    server.orders.set('d', makeOrder('d', { metodo_entrega: 'delivery' }));
    const { store, statusOf } = await boardStore();
    server.routes.set('PUT /v1/pedido/d', () => ({
      status: 409,
      body: { message: 'No se puede cambiar', code: 'INVALID_STATUS_TRANSITION', currentStatus: 'on_the_way' },
    }));
    const error = await store
      .dispatch(m.orders.ordersApi.endpoints.changeOrderStatus.initiate({ commerceId: 'com-1', orderId: 'd', status: 'accepted' }))
      .unwrap()
      .catch((e: unknown) => e);
    expect(statusOf('d')).toBe('on_the_way');
    expect(m.logic.statusFailureOutcome(error)).toEqual({ kind: 'server-status', status: 'on_the_way' });
  });

  it('a terminal current status from the server takes the order off the board', async () => {
    server.orders.set('e', makeOrder('e'));
    const { store, list } = await boardStore();
    server.routes.set('PUT /v1/pedido/e', () => ({ status: 409, body: { message: 'x', code: 'INVALID_STATUS_TRANSITION', currentStatus: 'canceled' } }));
    await store
      .dispatch(m.orders.ordersApi.endpoints.changeOrderStatus.initiate({ commerceId: 'com-1', orderId: 'e', status: 'accepted' }))
      .unwrap()
      .catch(() => undefined);
    expect(list()).toEqual([]);
  });
});
