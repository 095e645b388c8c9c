// Customer endpoints (server/src/routes/v1/customers.ts): server-side search and pages, detail with
// orders, and the CSV/XLSX export download.
import type { LoginSession } from '@shared/types/account';
import type { CustomerDetail, CustomerPage, CustomerSort } from '@shared/types/pages';
import { api } from '../../app/api';
import { API_BASE_URL } from '../../app/baseQuery';

export type { CustomerDetail, CustomerPage, CustomerSort } from '@shared/types/pages';

export interface CustomerFilters {
  q?: string;
  orden?: CustomerSort;
}

export function customerQueryString(filters: CustomerFilters, extra: Record<string, string | number> = {}): string {
  const params = new URLSearchParams();
  if (filters.q?.trim()) params.set('q', filters.q.trim());
  if (filters.orden) params.set('orden', filters.orden);
  for (const [key, value] of Object.entries(extra)) params.set(key, String(value));
  return params.toString();
}

export const customersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCustomers: build.query<CustomerPage, CustomerFilters & { page: number; pageSize: number }>({
      query: ({ page, pageSize, ...filters }) => `/v1/clientes?${customerQueryString(filters, { page, pageSize })}`,
      providesTags: [{ type: 'Customers', id: 'LIST' }],
    }),
    getCustomer: build.query<CustomerDetail, string>({
      query: (id) => `/v1/clientes/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Customers', id }],
    }),
  }),
});

export const { useGetCustomersQuery, useGetCustomerQuery } = customersApi;

function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename="?([^";]+)"?/i);
  return match?.[1] ?? fallback;
}

/** Downloads the export with the session headers (a plain link could not send them). */
export async function downloadCustomersExport(session: LoginSession, format: 'csv' | 'xlsx', filters: CustomerFilters): Promise<void> {
  const response = await fetch(`${API_BASE_URL}/v1/clientes/export?${customerQueryString(filters, { format })}`, {
    headers: { id_comercio: session.id_comercio, Authorization: `Bearer ${session.token}` },
  });
  if (!response.ok) throw new Error(`Error ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), `clientes.${format}`);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
