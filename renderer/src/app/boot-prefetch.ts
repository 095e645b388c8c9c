// A stored session opens the panel on the page it was on. Without help that is a waterfall: main script →
// session check (account details) → shell chunk → screen chunk → the screen's data. Here the chunks of the
// shell and of the screen at the current path, and the board's orders, start at once, in parallel with the
// session check (docs/board.md, First paint). The router and the screen later find them loaded or on the way.
import { screensOnPath } from './routeModules';
import { selectSession } from './session';
import type { AppStore } from './store';

const ignore = () => undefined;

/** The live board's list (the heaviest request of a boot) asked for with the session check. */
async function prefetchBoardOrders(store: AppStore, commerceId: string, then: () => void): Promise<void> {
  let request;
  try {
    const { ordersApi } = await import('../features/orders/api');
    request = store.dispatch(ordersApi.endpoints.getInProcessOrders.initiate(commerceId));
  } finally {
    then();
  }
  // The board subscribes when it mounts; until then the answer stays cached (keepUnusedDataFor).
  await request.unwrap().catch(ignore);
  request.unsubscribe();
}

function preloadChunks(pathname: string): void {
  void import('../shell/AppShell').catch(ignore);
  for (const load of screensOnPath(pathname)) void load().catch(ignore);
}

export function prefetchForBoot(store: AppStore, pathname: string): void {
  const session = selectSession(store.getState());
  if (!session?.onboarding_finish_date) return;
  if (pathname !== '/control-pedidos' && !pathname.startsWith('/control-pedidos/')) {
    preloadChunks(pathname);
    return;
  }
  // The orders request first (its small chunk alone), then the ~100 chunks of the shell and the board:
  // loaded together they delayed the request by a second on a busy machine.
  void prefetchBoardOrders(store, session.id_comercio, () => preloadChunks(pathname)).catch(ignore);
}
