// The board's reads of the store: the cached in-process orders of a commerce, one order by id, and the
// column ids (memoised: recomputed only when the orders, the filters or the ringing list change, and a
// column keeps its array while its ids stay the same).
import { useCallback, useRef, useSyncExternalStore } from 'react';
import { hasPermission } from '@shared/modules';
import type { Order } from '@shared/types/order';
import { coreApi } from '../../../app/coreApi';
import type { RootState } from '../../../app/store';
import { useAppSelector } from '../../../app/store';
import { newOrdersAlarm } from '../alarm/alarm-store';
import { ordersApi, type InProcessOrders } from '../api';
import { orderArrivals } from './arrivals';
import { columnIds, reuseUnchanged, type BoardQuery, type ColumnIds } from './board-selectors';
import { usePointerHeld } from './pointer-hold';

type Selector = (state: RootState) => { data?: InProcessOrders };
const entrySelectors = new Map<string, Selector>();

/** The cached in-process orders of the commerce (one memoised RTK Query selector per commerce). */
export function selectInProcess(state: RootState, commerceId: string): InProcessOrders | undefined {
  let select = entrySelectors.get(commerceId);
  if (!select) {
    select = ordersApi.endpoints.getInProcessOrders.select(commerceId) as unknown as Selector;
    entrySelectors.set(commerceId, select);
  }
  return select(state).data;
}

export function selectBoardOrder(state: RootState, commerceId: string, orderId: string): Order | undefined {
  return selectInProcess(state, commerceId)?.entities[orderId];
}

const selectAccountEntry = coreApi.endpoints.getAccountDetails.select();

/** A boolean read of the account (loaded by the shell): cards do not subscribe to the account query. */
export function selectCanDeleteOrders(state: RootState): boolean {
  return hasPermission(selectAccountEntry(state).data, 'HISTORIAL', 'delete');
}

export function useRingingIds(): readonly string[] {
  return useSyncExternalStore(newOrdersAlarm.subscribe, () => newOrdersAlarm.getSnapshot().orderIds);
}

interface Memo {
  data: InProcessOrders | undefined;
  query: BoardQuery | null;
  ringing: readonly string[] | null;
  arriving: ReadonlyMap<string, unknown> | null;
  result: ColumnIds | null;
}

/** The columns' ids; held as they are while a pointer is pressed (pointer-hold.ts), then brought up to date. */
export function useColumnIds(commerceId: string, query: BoardQuery): ColumnIds {
  const ringing = useRingingIds();
  const arriving = useSyncExternalStore(orderArrivals.subscribe, orderArrivals.getSnapshot);
  const held = usePointerHeld();
  const memo = useRef<Memo>({ data: undefined, query: null, ringing: null, arriving: null, result: null });
  const select = useCallback(
    (state: RootState): ColumnIds => {
      const data = selectInProcess(state, commerceId);
      const last = memo.current;
      if (last.result && held) return last.result;
      if (last.result && last.data === data && last.query === query && last.ringing === ringing && last.arriving === arriving) return last.result;
      const result = reuseUnchanged(last.result, columnIds(data, query, ringing, arriving));
      memo.current = { data, query, ringing, arriving, result };
      return result;
    },
    [commerceId, query, ringing, arriving, held],
  );
  return useAppSelector(select);
}
