// The screens a path shows, found in the route table so their chunks can load with the session check
// (renderer/src/app/boot-prefetch.ts, docs/board.md).
import { describe, expect, it } from 'vitest';
import { screensOnPath } from '../../../renderer/src/app/routeModules';
import { AUTHENTICATED_ROUTES, type RouteEntry } from '../../../renderer/src/app/routes';

function entry(id: string, entries: readonly RouteEntry[] = AUTHENTICATED_ROUTES): RouteEntry | undefined {
  for (const candidate of entries) {
    if (candidate.id === id) return candidate;
    const nested = candidate.children ? entry(id, candidate.children) : undefined;
    if (nested) return nested;
  }
  return undefined;
}

describe('screensOnPath', () => {
  it('finds the board for /control-pedidos and the board plus the drawer for an order detail', () => {
    const board = entry('orders')?.screen;
    const detail = entry('order-details')?.screen;
    expect(board).toBeDefined();
    expect(screensOnPath('/control-pedidos')).toEqual([board]);
    expect(screensOnPath('/control-pedidos/detalle/abc')).toEqual([board, detail]);
  });

  it('finds nothing for an unknown path', () => {
    expect(screensOnPath('/no-existe')).toEqual([]);
  });
});
