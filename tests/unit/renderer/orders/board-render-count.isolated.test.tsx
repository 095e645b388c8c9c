// @vitest-environment jsdom
// The board renders only what changed (docs/board.md): with the real store, real columns and cards, a new
// order renders its own card only; a status change renders that card only (it moves column); an alarm
// change, another order's detail landing, or a change to a field of one order renders no other card.
import { act, cleanup, render } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Order } from '@shared/types/order';
import { makeOrder, SESSION, startOrdersServer, type OrdersTestServer } from './orders-server';

let server: OrdersTestServer;
type Modules = {
  store: typeof import('../../../../renderer/src/app/store');
  session: typeof import('../../../../renderer/src/app/session');
  orders: typeof import('../../../../renderer/src/features/orders/api');
  column: typeof import('../../../../renderer/src/features/orders/board/BoardColumn');
  groups: typeof import('../../../../renderer/src/features/orders/board/board-groups');
  boardStore: typeof import('../../../../renderer/src/features/orders/board/board-store');
  stats: typeof import('../../../../renderer/src/features/orders/board/render-stats');
  alarm: typeof import('../../../../renderer/src/features/orders/alarm/alarm-store');
};
let m: Modules;

beforeAll(async () => {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  // jsdom has no layout: give elements a size so the virtualised columns have a window to fill.
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 800 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 400 });
  server = await startOrdersServer();
  vi.stubEnv('VITE_API_URL', server.url);
  m = {
    store: await import('../../../../renderer/src/app/store'),
    session: await import('../../../../renderer/src/app/session'),
    orders: await import('../../../../renderer/src/features/orders/api'),
    column: await import('../../../../renderer/src/features/orders/board/BoardColumn'),
    groups: await import('../../../../renderer/src/features/orders/board/board-groups'),
    boardStore: await import('../../../../renderer/src/features/orders/board/board-store'),
    stats: await import('../../../../renderer/src/features/orders/board/render-stats'),
    alarm: await import('../../../../renderer/src/features/orders/alarm/alarm-store'),
  };
});

afterEach(() => {
  cleanup();
  m.alarm.newOrdersAlarm.clear();
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});

const QUERY = { statuses: [], delivery: 'all', search: '' } as const;

async function mountBoard(initial: Order[]) {
  server.orders.clear();
  for (const order of initial) server.orders.set(order.id, order);
  const store = m.store.createStore();
  store.dispatch(m.session.loggedIn(SESSION));
  await store.dispatch(m.orders.ordersApi.endpoints.getInProcessOrders.initiate('com-1'));
  const { BoardColumn } = m.column;
  const onOpen = () => undefined;
  function Board() {
    const columns = m.boardStore.useColumnIds('com-1', QUERY);
    return (
      <>
        {m.groups.BOARD_GROUPS.map((group) => (
          <BoardColumn key={group.id} group={group} ids={columns[group.id]} commerceId="com-1" onOpen={onOpen} />
        ))}
      </>
    );
  }
  const view = render(
    <Provider store={store}>
      <AntApp>
        <MemoryRouter>
          <Board />
        </MemoryRouter>
      </AntApp>
    </Provider>,
  );
  // Let the first round of detail loads (items on the cards) settle before counting.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
  });
  const dispatch = store.dispatch as (action: unknown) => unknown;
  /** Card renders caused by `event`, after everything it set off has settled. */
  const rendersOf = async (event: () => void | Promise<void>): Promise<number> => {
    const before = m.stats.boardRenderStats().cardRenders;
    await act(async () => {
      await event();
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    return m.stats.boardRenderStats().cardRenders - before;
  };
  return { view, dispatch, rendersOf };
}

const twenty = () =>
  Array.from({ length: 20 }, (_, index) =>
    makeOrder(`o${index}`, { estatus_pedido: index % 2 ? 'accepted' : 'pending', created_at: new Date(Date.UTC(2026, 0, 1, 12, index)).toISOString() }),
  );

describe("board render count", { timeout: 30_000 }, () => {
  it('mounts each card once, then a new order renders only its own card', async () => {
    const board = await mountBoard(twenty());
    expect(board.view.container.querySelectorAll('[data-testid="order-card"]')).toHaveLength(20);
    const fresh = makeOrder('new-1', { created_at: new Date(Date.UTC(2026, 0, 1, 13)).toISOString() });
    server.orders.set(fresh.id, fresh);
    const renders = await board.rendersOf(() => {
      m.alarm.newOrdersAlarm.add(fresh.id);
      m.orders.applyServerOrder(board.dispatch, 'com-1', fresh);
    });
    expect(board.view.container.querySelector('[data-order-id="new-1"]')).not.toBeNull();
    // The new card mounts (and renders again when its items arrive); no other card renders.
    expect(renders).toBeGreaterThanOrEqual(1);
    expect(renders).toBeLessThanOrEqual(2);
  });

  it('a status change renders only the card that changed', async () => {
    const board = await mountBoard(twenty());
    const renders = await board.rendersOf(() => void m.orders.applyOrderStatus(board.dispatch, { commerceId: 'com-1', orderId: 'o4' }, 'accepted'));
    const card = board.view.container.querySelector('[data-order-id="o4"]');
    expect(card?.getAttribute('data-status')).toBe('accepted');
    expect(card?.closest('[data-testid="board-column-preparing"]')).not.toBeNull();
    // It left "Nuevos" and mounted in "En preparación": one card, at most two renders.
    expect(renders).toBeLessThanOrEqual(2);
  });

  it('a field change on one order renders that card once; the alarm stopping renders only the attended card', async () => {
    const board = await mountBoard(twenty());
    m.alarm.newOrdersAlarm.add('o2');
    await board.rendersOf(() => undefined);
    expect(await board.rendersOf(() => m.orders.patchOrder(board.dispatch, { commerceId: 'com-1', orderId: 'o3' }, { delivery_status: 'on_the_way' }))).toBe(1);
    expect(await board.rendersOf(() => m.alarm.newOrdersAlarm.remove('o2'))).toBe(1);
  });

  it('removing an order (delivered elsewhere) renders no other card', async () => {
    const board = await mountBoard(twenty());
    const renders = await board.rendersOf(() => void m.orders.applyOrderStatus(board.dispatch, { commerceId: 'com-1', orderId: 'o5' }, 'delivered'));
    expect(board.view.container.querySelector('[data-order-id="o5"]')).toBeNull();
    expect(renders).toBe(0);
  });
});
