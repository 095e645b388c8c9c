// Calls of the order edit (docs/orders.md «Editar pedido»): the versions (with the version to send and the
// lines sold out now), the preview (the re-priced total before saving), the save, and «Marcar agotado».
import type { OrderEditInput, OrderEditResult, OrderVersionsReply } from '@shared/orders/edit';
import { api } from '../../../app/api';
import { applyServerOrder, ordersApi, type OrderRef } from '../api';

export interface OrderVersionsWithSoldOut extends OrderVersionsReply {
  lineas_agotadas: string[];
}

export type SoldOutTarget = { id_producto: string } | { id_extra: string };

export const orderEditApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrderVersions: build.query<OrderVersionsWithSoldOut, OrderRef>({
      query: ({ orderId }) => `/v1/pedido/${encodeURIComponent(orderId)}/versiones`,
      // An edit from any panel (live event) or a sold-out mark invalidates the order: versions come again.
      providesTags: (_result, _error, { orderId }) => [{ type: 'Order', id: orderId }],
    }),
    previewOrderEdit: build.mutation<OrderEditResult, OrderRef & { input: OrderEditInput }>({
      query: ({ orderId, input }) => ({ url: `/v1/pedido/${encodeURIComponent(orderId)}/edicion/vista-previa`, method: 'POST', body: input }),
    }),
    saveOrderEdit: build.mutation<OrderEditResult, OrderRef & { input: OrderEditInput }>({
      query: ({ orderId, input }) => ({ url: `/v1/pedido/${encodeURIComponent(orderId)}/edicion`, method: 'PUT', body: input }),
      async onQueryStarted({ commerceId, orderId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // The saved order at once, before the live event comes back: card, detail and its lines.
          applyServerOrder(dispatch, commerceId, data.pedido, { insert: false });
          dispatch(ordersApi.util.updateQueryData('getOrder', { commerceId, orderId }, (detail) => void (detail.productos = data.productos)));
        } catch {
          // The screen shows the refusal; nothing changed.
        }
      },
      invalidatesTags: (_result, error, { orderId }) => (error ? [] : [{ type: 'Order' as const, id: orderId }, { type: 'OrderHistory' as const, id: orderId }]),
    }),
    markSoldOutFromOrder: build.mutation<{ lineas_agotadas: string[] }, OrderRef & { target: SoldOutTarget }>({
      query: ({ orderId, target }) => ({ url: `/v1/pedido/${encodeURIComponent(orderId)}/agotado`, method: 'POST', body: target }),
      invalidatesTags: (_result, error, { orderId }) => (error ? [] : [{ type: 'Order' as const, id: orderId }, 'Products']),
    }),
  }),
});

export const { useGetOrderVersionsQuery, usePreviewOrderEditMutation, useSaveOrderEditMutation, useMarkSoldOutFromOrderMutation } = orderEditApi;
