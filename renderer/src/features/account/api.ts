// mi-cuenta billing endpoints (server/src/routes/v1/account.ts). Without a billing provider the links and the
// retry answer 503 'No hay un proveedor de facturación configurado' and the invoice list is empty.
import { api } from '../../app/api';

export interface Invoice {
  id: string;
  fecha: string;
  total: number;
  status: 'paid' | 'open' | 'uncollectible' | 'void' | 'draft';
  pdf_url: string | null;
}

/** The commerce phone and whether it was validated by a code (docs/onboarding.md). */
export interface CommercePhone {
  telefono: string;
  country_code: string;
  verificado: boolean;
}

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBillingPortal: build.mutation<{ stripe_customer_portal: string }, void>({
      query: () => ({ url: '/v1/account/billing', method: 'GET' }),
    }),
    getInvoicePortal: build.mutation<{ signedUrl: string }, void>({
      query: () => ({ url: '/v1/account/gigstackportal', method: 'GET' }),
    }),
    getInvoices: build.query<{ provider: string | null; facturas: Invoice[] }, void>({
      query: () => '/v1/account/facturas',
    }),
    getCommercePhone: build.query<CommercePhone, void>({
      query: () => '/v1/account/telefono',
      providesTags: ['Account'],
    }),
    sendCommercePhoneCode: build.mutation<{ message: string }, void>({
      query: () => ({ url: '/v1/account/telefono/enviar', method: 'POST' }),
    }),
    validateCommercePhone: build.mutation<CommercePhone & { message: string }, { code: string }>({
      query: (body) => ({ url: '/v1/account/telefono/validar', method: 'POST', body }),
      invalidatesTags: ['Account'],
    }),
    retryBilling: build.mutation<unknown, void>({
      query: () => ({ url: '/v1/account/reintentar-cobro', method: 'POST' }),
      invalidatesTags: ['Account'],
    }),
  }),
});

export const { useGetCommercePhoneQuery, useSendCommercePhoneCodeMutation, useValidateCommercePhoneMutation, useGetBillingPortalMutation, useGetInvoicePortalMutation, useGetInvoicesQuery, useRetryBillingMutation } = accountApi;
