// Calls of the phone order screen: the public menu, customer lookup by phone, and the phone order itself.
import type { OrderDetail } from '@shared/types/order';
import type { PublicMenu } from '@shared/types/public-menu';
import { api } from '../../../app/api';

export interface FoundCustomer {
  id: string;
  nombre: string;
  numero_celular: string;
  country_code: string;
  direcciones: string[];
  /** Fields of the customer's latest delivery address, null when they never ordered delivery. */
  ultima_direccion: { calle: string | null; numero_exterior: string | null; numero_interior: string | null; colonia: string | null; referencias: string | null } | null;
}

export interface PhoneOrderResult extends OrderDetail {
  cambio?: number;
}

export const registerOrderApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPublicMenu: build.query<PublicMenu, string>({
      query: (idPath) => `/v1/public/comercio/${encodeURIComponent(idPath)}/menu`,
      providesTags: ['Products'],
    }),
    searchCustomers: build.query<FoundCustomer[], string>({
      query: (telefono) => `/v1/clientes/buscar?telefono=${encodeURIComponent(telefono)}`,
      transformResponse: (response: { rows?: FoundCustomer[] } | FoundCustomer[]) => (Array.isArray(response) ? response : (response.rows ?? [])),
    }),
    createPhoneOrder: build.mutation<PhoneOrderResult, Record<string, unknown>>({
      query: (body) => ({ url: '/v1/pedidos/telefonico', method: 'POST', body }),
      invalidatesTags: ['Orders', 'OrderHistory', 'Customers'],
    }),
  }),
});

export const { useGetPublicMenuQuery, useLazySearchCustomersQuery, useCreatePhoneOrderMutation } = registerOrderApi;
