// Orders endpoints: in-process orders and details (v2), status and payment changes, delete and
// rider calls (v1). Status changes are optimistic: the cache changes at once and is restored on failure.
// The in-process list is normalised (entity adapter, ids kept oldest first): a change touches one entity,
// so only that order's card renders again (docs/board.md).
import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import type { OrderStatus, PaymentMethod } from '@shared/constants';
import type { Order, OrderDetail } from '@shared/types/order';
import { api } from '../../app/api';
import { setStatusInState, statusFailureOutcome, upsertInState, withLatestStatus } from './status-logic';

export interface OrderRef {
  commerceId: string;
  orderId: string;
}

export interface StatusChangeArgs extends OrderRef {
  status: OrderStatus;
  /** Estimated preparation minutes when accepting. */
  tiempo_preparacion?: number;
  /** Why an order is rejected or canceled (asked in the "Más acciones" dialog). */
  motivo?: string;
}

/** Oldest first, ties by id. */
const compareOrders = (a: Order, b: Order) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** In-process orders by id; `ids` oldest first (ties by id), so columns never sort on an event. */
export const inProcessAdapter = createEntityAdapter<Order>({ sortComparer: compareOrders });

export type InProcessOrders = EntityState<Order, string>;

/**
 * The adapter's state for a whole list (the last of two rows with the same id wins, as with `setAll`), built
 * directly: `setAll` goes through immer, ~80 ms for 300 orders on the loaded machine during the first paint.
 */
export function inProcessState(rows: readonly Order[]): InProcessOrders {
  const entities: Record<string, Order> = {};
  for (const order of rows) entities[order.id] = order;
  const ids = Object.keys(entities).sort((a, b) => compareOrders(entities[a]!, entities[b]!));
  return { ids, entities };
}

const adapterSelectors = inProcessAdapter.getSelectors();

/** The cached in-process orders as a list (oldest first). */
export function inProcessList(state: InProcessOrders | undefined): Order[] {
  return state ? adapterSelectors.selectAll(state) : [];
}

/** The server may answer a bare array or an object holding the rows. */
export function rowsOf(response: unknown): Order[] {
  if (Array.isArray(response)) return response as Order[];
  if (typeof response === 'object' && response !== null) {
    const r = response as { rows?: unknown; pedidos?: unknown; data?: unknown };
    for (const candidate of [r.rows, r.pedidos, r.data]) if (Array.isArray(candidate)) return candidate as Order[];
  }
  return [];
}

function orderOf(response: unknown): Order | null {
  if (typeof response !== 'object' || response === null) return null;
  const r = response as { id?: unknown; pedido?: unknown };
  if (typeof r.id === 'string') return response as Order;
  if (typeof r.pedido === 'object' && r.pedido !== null) return r.pedido as Order;
  return null;
}

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInProcessOrders: build.query<InProcessOrders, string>({
      query: (commerceId) => `/v2/commerce/${encodeURIComponent(commerceId)}/orders?orders_in_process=true`,
      transformResponse: (response: unknown) => inProcessState(rowsOf(response)),
      providesTags: ['Orders'],
    }),
    getOrder: build.query<OrderDetail, OrderRef>({
      query: ({ commerceId, orderId }) => `/v2/commerce/${encodeURIComponent(commerceId)}/orders/${encodeURIComponent(orderId)}`,
      providesTags: (_result, _error, { orderId }) => [{ type: 'Order', id: orderId }],
    }),
    changeOrderStatus: build.mutation<Order | null, StatusChangeArgs>({
      query: ({ orderId, status, tiempo_preparacion, motivo }) => ({
        url: `/v1/pedido/${encodeURIComponent(orderId)}`,
        method: 'PUT',
        body: { action: 'changeStatus', status, ...(tiempo_preparacion ? { tiempo_preparacion } : {}), ...(motivo ? { motivo } : {}) },
      }),
      transformResponse: orderOf,
      async onQueryStarted({ commerceId, orderId, status, tiempo_preparacion }, { dispatch, getState, queryFulfilled }) {
        const extra: Partial<Order> = tiempo_preparacion ? { tiempo_preparacion } : {};
        // On the board now: if it has left it when the answer comes (ended by another panel's step), the
        // answer does not bring the card back.
        const listed = ordersApi.endpoints.getInProcessOrders.select(commerceId)(getState()).data?.entities[orderId] !== undefined;
        const patches = applyOrderStatus(dispatch, { commerceId, orderId }, status, extra);
        try {
          const { data } = await queryFulfilled;
          if (data) applyServerOrder(dispatch, commerceId, data, { insert: !listed });
        } catch (failure) {
          for (const patch of patches) patch.undo();
          const outcome = statusFailureOutcome((failure as { error?: unknown }).error);
          if (outcome.kind === 'server-status') applyOrderStatus(dispatch, { commerceId, orderId }, outcome.status);
        }
      },
      invalidatesTags: (_result, _error, { orderId }) => [{ type: 'OrderHistory' as const, id: orderId }],
    }),
    changePaymentMethod: build.mutation<Order | null, OrderRef & { paymentMethod: PaymentMethod }>({
      query: ({ orderId, paymentMethod }) => ({
        url: `/v1/pedido/${encodeURIComponent(orderId)}`,
        method: 'PUT',
        body: { action: 'changePaymentMethod', paymentMethod },
      }),
      transformResponse: orderOf,
      async onQueryStarted({ commerceId, orderId, paymentMethod }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          patchOrder(dispatch, { commerceId, orderId }, { metodo_pago: paymentMethod });
        } catch {
          // The screen shows MSG.paymentMethodError; nothing changed in the cache.
        }
      },
      invalidatesTags: ['OrderHistory'],
    }),
    deleteOrder: build.mutation<unknown, OrderRef & { motivo?: string }>({
      query: ({ orderId, motivo }) => ({ url: `/v1/pedido/${encodeURIComponent(orderId)}`, method: 'DELETE', ...(motivo ? { params: { motivo } } : {}) }),
      invalidatesTags: ['Orders', 'OrderHistory'],
    }),
    requestRider: build.mutation<unknown, OrderRef>({
      query: ({ orderId }) => ({ url: '/v1/delivery/order', method: 'POST', body: { id_pedido: orderId } }),
      invalidatesTags: (_r, _e, { orderId }) => ['Orders', { type: 'Order', id: orderId }],
    }),
    anticipateRider: build.mutation<unknown, OrderRef>({
      query: ({ orderId }) => ({ url: `/v1/delivery/request/${encodeURIComponent(orderId)}`, method: 'POST', body: {} }),
      invalidatesTags: (_r, _e, { orderId }) => ['Orders', { type: 'Order', id: orderId }],
    }),
    cancelRider: build.mutation<unknown, OrderRef>({
      query: ({ orderId }) => ({ url: `/v1/delivery/request-cancel/${encodeURIComponent(orderId)}`, method: 'POST', body: {} }),
      invalidatesTags: (_r, _e, { orderId }) => ['Orders', { type: 'Order', id: orderId }],
    }),
  }),
});

type Dispatch = (action: unknown) => unknown;
type Patch = { undo(): void };

/** Sets an order's status in the in-process list and in its cached detail. Returns undo handles. */
export function applyOrderStatus(dispatch: Dispatch, ref: OrderRef, status: OrderStatus, extra: Partial<Order> = {}): Patch[] {
  return [
    dispatch(ordersApi.util.updateQueryData('getInProcessOrders', ref.commerceId, (state) => setStatusInState(state, ref.orderId, status, extra))) as Patch,
    dispatch(
      ordersApi.util.updateQueryData('getOrder', ref, (detail) => {
        Object.assign(detail.pedido, extra, { estatus_pedido: status, estatus: status });
      }),
    ) as Patch,
  ];
}

/** Merges fields into an order wherever it is cached. */
export function patchOrder(dispatch: Dispatch, ref: OrderRef, fields: Partial<Order>): void {
  dispatch(
    ordersApi.util.updateQueryData('getInProcessOrders', ref.commerceId, (state) => {
      const order = state.entities[ref.orderId];
      if (order) Object.assign(order, fields);
    }),
  );
  dispatch(ordersApi.util.updateQueryData('getOrder', ref, (detail) => void Object.assign(detail.pedido, fields)));
}

/**
 * The server's version of an order replaces the cached one (list and detail), except a status behind the
 * cached one (withLatestStatus). `insert: false`: only where the order is still on the board.
 */
export function applyServerOrder(dispatch: Dispatch, commerceId: string, order: Order, options: { insert?: boolean } = {}): void {
  dispatch(ordersApi.util.updateQueryData('getInProcessOrders', commerceId, (state) => upsertInState(state, order, options)));
  dispatch(
    ordersApi.util.updateQueryData('getOrder', { commerceId, orderId: order.id }, (detail) => void Object.assign(detail.pedido, withLatestStatus(detail.pedido, order))),
  );
}

export const {
  useGetInProcessOrdersQuery,
  useGetOrderQuery,
  useChangeOrderStatusMutation,
  useChangePaymentMethodMutation,
  useDeleteOrderMutation,
  useRequestRiderMutation,
  useAnticipateRiderMutation,
  useCancelRiderMutation,
} = ordersApi;
