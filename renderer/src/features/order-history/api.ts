// Order history (historial-pedidos): server-side pages with filters, and the CSV/XLSX export download.
import type { DeliveryType, OrderStatus, PaymentMethod } from '@shared/constants';
import type { LoginSession } from '@shared/types/account';
import type { HistoryPage } from '@shared/types/pages';
import { api } from '../../app/api';
import { downloadWithSession } from '../../app/download';

export interface HistoryFilters {
  /** Local days (YYYY-MM-DD) in the commerce's time zone. */
  desde?: string;
  hasta?: string;
  estatus?: OrderStatus[];
  metodo_entrega?: DeliveryType[];
  metodo_pago?: PaymentMethod[];
  q?: string;
  /** A location id or `todas` (owner of several locations only; docs/locations.md, "Consolidated views"). */
  comercio?: string;
}

export type { HistoryPage } from '@shared/types/pages';

/** The query string the server reads: lists joined with commas, empty filters left out. */
export function historyQueryString(filters: HistoryFilters, extra: Record<string, string | number> = {}): string {
  const params = new URLSearchParams();
  if (filters.desde) params.set('desde', filters.desde);
  if (filters.hasta) params.set('hasta', filters.hasta);
  if (filters.estatus?.length) params.set('estatus', filters.estatus.join(','));
  if (filters.metodo_entrega?.length) params.set('metodo_entrega', filters.metodo_entrega.join(','));
  if (filters.metodo_pago?.length) params.set('metodo_pago', filters.metodo_pago.join(','));
  if (filters.q?.trim()) params.set('q', filters.q.trim());
  if (filters.comercio) params.set('comercio', filters.comercio);
  for (const [key, value] of Object.entries(extra)) params.set(key, String(value));
  return params.toString();
}

export const historyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrderHistory: build.query<HistoryPage, HistoryFilters & { page: number; pageSize: number }>({
      query: ({ page, pageSize, ...filters }) => `/v1/pedidos/historial?${historyQueryString(filters, { page, pageSize })}`,
      providesTags: ['OrderHistory'],
    }),
  }),
});

export const { useGetOrderHistoryQuery } = historyApi;

/** Downloads the order history export (CSV or Excel) with the session headers. */
export function downloadHistoryExport(session: LoginSession, format: 'csv' | 'xlsx', filters: HistoryFilters): Promise<void> {
  return downloadWithSession(session, `/v1/pedidos/historial/export?${historyQueryString(filters, { format })}`, `historial-pedidos.${format}`);
}
