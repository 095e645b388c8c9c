// Facturación calls (server/src/routes/v1/invoices.ts, docs/invoices.md).
import type { FiscalProfileInput, GlobalInvoiceInput } from '@shared/invoices/rules';
import type { FiscalProfileView, GlobalInvoicePreview, InvoiceConnectionCheck, InvoiceView } from '@shared/invoices/types';
import { api } from '../../app/api';

const FISCAL = { type: 'Integrations' as const, id: 'FISCAL_PROFILE' };
const INVOICES = { type: 'Integrations' as const, id: 'INVOICES' };

export const invoicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFiscalProfile: build.query<FiscalProfileView, void>({ query: () => '/v1/facturacion/datos-fiscales', providesTags: [FISCAL] }),
    saveFiscalProfile: build.mutation<FiscalProfileView, FiscalProfileInput>({
      query: (body) => ({ url: '/v1/facturacion/datos-fiscales', method: 'PUT', body }),
      invalidatesTags: (_result, error) => (error ? [] : [FISCAL]),
    }),
    testFacturapi: build.mutation<InvoiceConnectionCheck, void>({ query: () => ({ url: '/v1/facturacion/probar', method: 'POST' }) }),
    getIssuedInvoices: build.query<InvoiceView[], void>({ query: () => '/v1/facturacion/facturas', providesTags: [INVOICES] }),
    getGlobalPreview: build.query<GlobalInvoicePreview, { desde: string; hasta: string }>({
      query: ({ desde, hasta }) => `/v1/facturacion/global?desde=${desde}&hasta=${hasta}`,
      providesTags: [INVOICES],
    }),
    issueGlobalInvoice: build.mutation<InvoiceView, GlobalInvoiceInput>({
      query: (body) => ({ url: '/v1/facturacion/global', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [INVOICES]),
    }),
  }),
});

export const { useGetFiscalProfileQuery, useSaveFiscalProfileMutation, useTestFacturapiMutation, useGetIssuedInvoicesQuery, useGetGlobalPreviewQuery, useIssueGlobalInvoiceMutation } = invoicesApi;
