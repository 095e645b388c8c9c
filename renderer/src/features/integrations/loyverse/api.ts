// Loyverse sync endpoints (server/src/routes/v1/loyverse.ts).
import type { LoyverseMapping, LoyverseMappingInput, LoyverseOrderReceipt, LoyversePaymentTypeOption, LoyverseReceiptTrigger, LoyverseRunView, LoyverseStatus, LoyverseStockPull } from '@shared/types/loyverse';
import { api } from '../../../app/api';

const STATUS = { type: 'Integrations' as const, id: 'LOYVERSE' };
const MAPPING = { type: 'Integrations' as const, id: 'LOYVERSE:enlaces' };
const receiptTag = (orderId: string) => ({ type: 'Integrations' as const, id: `LOYVERSE:${orderId}` });

export const loyverseApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLoyverseStatus: build.query<LoyverseStatus, void>({ query: () => '/v1/loyverse', providesTags: [STATUS] }),
    importLoyverseMenu: build.mutation<LoyverseRunView, void>({ query: () => ({ url: '/v1/loyverse/importar', method: 'POST' }), invalidatesTags: [STATUS] }),
    pullLoyverseStock: build.mutation<LoyverseStockPull, void>({ query: () => ({ url: '/v1/loyverse/agotados', method: 'POST' }), invalidatesTags: [STATUS] }),
    getLoyversePaymentTypes: build.query<LoyversePaymentTypeOption[], void>({ query: () => '/v1/loyverse/tipos-pago' }),
    saveLoyversePaymentTypes: build.mutation<Record<string, string>, Record<string, string>>({
      query: (body) => ({ url: '/v1/loyverse/tipos-pago', method: 'PUT', body }),
      invalidatesTags: [STATUS],
    }),
    saveLoyverseReceiptTrigger: build.mutation<{ recibo_cuando: LoyverseReceiptTrigger }, LoyverseReceiptTrigger>({
      query: (recibo_cuando) => ({ url: '/v1/loyverse/recibos', method: 'PUT', body: { recibo_cuando } }),
      invalidatesTags: [STATUS],
    }),
    getLoyverseMapping: build.query<LoyverseMapping, void>({ query: () => '/v1/loyverse/enlaces', providesTags: [MAPPING] }),
    saveLoyverseMapping: build.mutation<LoyverseMapping, LoyverseMappingInput>({
      query: (body) => ({ url: '/v1/loyverse/enlaces', method: 'PUT', body }),
      // The answer is the whole mapping: it replaces the cached one without a second request.
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(loyverseApi.util.upsertQueryData('getLoyverseMapping', undefined, data));
      },
      invalidatesTags: [STATUS],
    }),
    getLoyverseReceipt: build.query<LoyverseOrderReceipt, string>({ query: (orderId) => `/v1/loyverse/pedidos/${encodeURIComponent(orderId)}`, providesTags: (_r, _e, id) => [receiptTag(id)] }),
    resendLoyverseReceipt: build.mutation<LoyverseOrderReceipt, string>({
      query: (orderId) => ({ url: `/v1/loyverse/pedidos/${encodeURIComponent(orderId)}/reenviar`, method: 'POST' }),
      invalidatesTags: (_r, _e, id) => [receiptTag(id), STATUS],
    }),
  }),
});

export const {
  useGetLoyverseStatusQuery,
  useImportLoyverseMenuMutation,
  usePullLoyverseStockMutation,
  useGetLoyversePaymentTypesQuery,
  useSaveLoyversePaymentTypesMutation,
  useGetLoyverseReceiptQuery,
  useSaveLoyverseReceiptTriggerMutation,
  useGetLoyverseMappingQuery,
  useSaveLoyverseMappingMutation,
  useResendLoyverseReceiptMutation,
} = loyverseApi;
