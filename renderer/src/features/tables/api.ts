// Self-service tables (SELF_SERVICE): the floor (state computed by the server), the bill, payment,
// release with a reason, the QR sheet, and the v2 close/status calls (docs/counter.md).
import type { PaymentMethod } from '@shared/constants';
import type { TableFloor, TablePaymentInput } from '@shared/counter';
import type { LoginSession } from '@shared/types/account';
import type { TableStatus } from '@shared/types/menu';
import type { Order } from '@shared/types/order';
import type { ClosedTableBill, TableBill, TableBillLink, TableBillLinkState, TablePaymentResult } from '@shared/types/tables';
import { api } from '../../app/api';
import { API_BASE_URL } from '../../app/baseQuery';

export type { TableBill };
export type TablePaymentAnswer = TablePaymentResult;

export const TABLE_STATUS_LABELS: Record<TableStatus, string> = { a: 'Disponible', o: 'Ocupada', c: 'Cerrada' };

function rows<T>(response: { rows?: T[] } | T[]): T[] {
  return Array.isArray(response) ? response : (response.rows ?? []);
}

/** The close answer must contain the table, the status change answer its uuid. */
export function closeAnswerValid(response: unknown): boolean {
  return typeof response === 'object' && response !== null && 'table' in response && !!(response as { table: unknown }).table;
}
export function statusAnswerValid(response: unknown): boolean {
  return typeof response === 'object' && response !== null && typeof (response as { uuid?: unknown }).uuid === 'string';
}

const mesa = (uuid: string) => `/v1/mesas/${encodeURIComponent(uuid)}`;
const AFTER_CLOSE = ['Tables', 'Orders', 'OrderHistory'] as const;

export const tablesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTables: build.query<TableFloor[], void>({
      query: () => '/v1/mesas',
      transformResponse: rows<TableFloor>,
      providesTags: ['Tables'],
    }),
    getTableOrders: build.query<Order[], string>({
      query: (uuid) => `${mesa(uuid)}/pedidos`,
      transformResponse: rows<Order>,
      providesTags: (_r, _e, uuid) => [{ type: 'Tables', id: uuid }],
    }),
    getTableBill: build.query<TableBill, string>({
      query: (uuid) => `${mesa(uuid)}/cuenta`,
      providesTags: (_r, _e, uuid) => [{ type: 'Tables', id: uuid }],
    }),
    /** A table's paid visits (its record), or the one that settled an order (history); none → 404. */
    getClosedBills: build.query<ClosedTableBill[], { mesa: string } | { pedido: string }>({
      query: (key) => ({ url: '/v1/mesas/cuentas-cerradas', params: key }),
      transformResponse: (response: { cuentas?: ClosedTableBill[] }) => response.cuentas ?? [],
      providesTags: ['Tables', 'OrderHistory'],
    }),
    /** Paying the bill by link: provider connected, the latest link, payments that did not close the table. */
    getTableBillLink: build.query<TableBillLinkState, string>({
      query: (uuid) => `${mesa(uuid)}/enlace-pago`,
      providesTags: (_r, _e, uuid) => [{ type: 'Tables', id: uuid }],
    }),
    /** «Enviar enlace de pago»: the link for the bill's server total (the same one while it is open). */
    sendTableBillLink: build.mutation<TableBillLink, string>({
      query: (uuid) => ({ url: `${mesa(uuid)}/enlace-pago`, method: 'POST' }),
    }),
    requestBill: build.mutation<TableBill, string>({
      query: (uuid) => ({ url: `${mesa(uuid)}/cuenta`, method: 'POST' }),
      invalidatesTags: ['Tables'],
    }),
    payTable: build.mutation<TablePaymentAnswer, { uuid: string; body: TablePaymentInput }>({
      query: ({ uuid, body }) => ({ url: `${mesa(uuid)}/cobrar`, method: 'POST', body }),
      invalidatesTags: [...AFTER_CLOSE],
    }),
    releaseTable: build.mutation<unknown, { uuid: string; motivo: string }>({
      query: ({ uuid, motivo }) => ({ url: `${mesa(uuid)}/liberar`, method: 'POST', body: { motivo } }),
      invalidatesTags: [...AFTER_CLOSE],
    }),
    closeTable: build.mutation<unknown, { table: string; payment_method: PaymentMethod | null; force?: boolean }>({
      query: (body) => ({ url: '/v2/orders/v2/close', method: 'POST', body }),
      invalidatesTags: [...AFTER_CLOSE],
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

export const {
  useGetTablesQuery,
  useGetTableOrdersQuery,
  useGetTableBillQuery,
  useGetClosedBillsQuery,
  useGetTableBillLinkQuery,
  useSendTableBillLinkMutation,
  useRequestBillMutation,
  usePayTableMutation,
  useReleaseTableMutation,
  useCloseTableMutation,
  useSetTableStatusMutation,
} = tablesApi;

/** Downloads the PDF sheet of every table's QR (the call needs the session headers, a link could not). */
export async function downloadQrSheet(session: LoginSession): Promise<void> {
  const response = await fetch(`${API_BASE_URL}/v1/mesas/qr.pdf`, { headers: { id_comercio: session.id_comercio, Authorization: `Bearer ${session.token}` } });
  if (!response.ok) throw new Error(`Error ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'mesas-qr.pdf';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
