// Self-service tables (SELF_SERVICE): list, orders of a table's visit, closing a table (SPEC §4, §7).
import type { PaymentMethod } from '@shared/constants';
import type { TableStatus } from '@shared/types/menu';
import type { Order } from '@shared/types/order';
import { api } from '../../app/api';

export interface TableSummary {
  uuid: string;
  numero: number;
  status: TableStatus;
  pedidos_abiertos: number;
}

export const TABLE_STATUS_LABELS: Record<TableStatus, string> = { a: 'Disponible', o: 'Ocupada', c: 'Cerrada' };

function rows<T>(response: { rows?: T[] } | T[]): T[] {
  return Array.isArray(response) ? response : (response.rows ?? []);
}

/** SPEC §7: the close answer must contain the table, the status change answer its uuid. */
export function closeAnswerValid(response: unknown): boolean {
  return typeof response === 'object' && response !== null && 'table' in response && !!(response as { table: unknown }).table;
}
export function statusAnswerValid(response: unknown): boolean {
  return typeof response === 'object' && response !== null && typeof (response as { uuid?: unknown }).uuid === 'string';
}

export const tablesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTables: build.query<TableSummary[], void>({
      query: () => '/v1/mesas',
      transformResponse: rows<TableSummary>,
      providesTags: ['Tables'],
    }),
    getTableOrders: build.query<Order[], string>({
      query: (uuid) => `/v1/mesas/${encodeURIComponent(uuid)}/pedidos`,
      transformResponse: rows<Order>,
      providesTags: (_r, _e, uuid) => [{ type: 'Tables', id: uuid }],
    }),
    closeTable: build.mutation<unknown, { table: string; payment_method: PaymentMethod | null; force?: boolean }>({
      query: (body) => ({ url: '/v2/orders/v2/close', method: 'POST', body }),
      invalidatesTags: ['Tables', 'Orders', 'OrderHistory'],
    }),
    setTableStatus: build.mutation<unknown, { commerceId: string; tableUuid: string; status: TableStatus }>({
      query: ({ commerceId, tableUuid, status }) => ({
        url: `/v2/commerce/${encodeURIComponent(commerceId)}/tables/${encodeURIComponent(tableUuid)}`,
        method: 'PATCH',
        body: { status },
      }),
      invalidatesTags: ['Tables', 'Orders'],
    }),
  }),
});

export const { useGetTablesQuery, useGetTableOrdersQuery, useCloseTableMutation, useSetTableStatusMutation } = tablesApi;
