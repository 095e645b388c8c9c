// Customer endpoints (server/src/routes/v1/customers.ts): server-side search and pages, detail with
// orders, and the CSV/XLSX export download.
import type { LoginSession } from '@shared/types/account';
import type { CustomerDetail, CustomerPage, CustomerSort } from '@shared/types/pages';
import { api } from '../../app/api';
import { downloadWithSession } from '../../app/download';

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

/** Downloads the customers export (CSV or Excel) with the session headers. */
export function downloadCustomersExport(session: LoginSession, format: 'csv' | 'xlsx', filters: CustomerFilters): Promise<void> {
  return downloadWithSession(session, `/v1/clientes/export?${customerQueryString(filters, { format })}`, `clientes.${format}`);
}
