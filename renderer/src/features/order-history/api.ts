// Order history (historial-pedidos): server-side pages with filters, and the CSV/XLSX export download.
import type { DeliveryType, OrderStatus, PaymentMethod } from '@shared/constants';
import type { LoginSession } from '@shared/types/account';
import type { HistoryPage } from '@shared/types/pages';
import { api } from '../../app/api';
import { API_BASE_URL } from '../../app/baseQuery';

export interface HistoryFilters {
  /** Local days (YYYY-MM-DD) in the commerce's time zone. */
  desde?: string;
  hasta?: string;
  estatus?: OrderStatus[];
  metodo_entrega?: DeliveryType[];
  metodo_pago?: PaymentMethod[];
  q?: string;
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

function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename="?([^";]+)"?/i);
  return match?.[1] ?? fallback;
}

/** Downloads the export with the session headers (a plain link could not send them). */
export async function downloadHistoryExport(session: LoginSession, format: 'csv' | 'xlsx', filters: HistoryFilters): Promise<void> {
  const response = await fetch(`${API_BASE_URL}/v1/pedidos/historial/export?${historyQueryString(filters, { format })}`, {
    headers: { id_comercio: session.id_comercio, Authorization: `Bearer ${session.token}` },
  });
  if (!response.ok) throw new Error(`Error ${response.status}`);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), `historial-pedidos.${format}`);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
