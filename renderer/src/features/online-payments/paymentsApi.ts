// Online payment calls of the panel (server/src/routes/v1/online-payment.ts, docs/payments.md).
import type { OnlinePaymentRow, OnlinePaymentSettings, OnlinePaymentsAnswer, PaymentLinkAnswer } from '@shared/online-payment';
import { api } from '../../app/api';

const PAYMENTS_TAG = { type: 'Integrations' as const, id: 'ONLINE_PAYMENTS' };

export const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOnlinePayments: build.query<OnlinePaymentsAnswer, { desde?: string; hasta?: string }>({
      query: ({ desde, hasta }) => ({ url: '/v1/cobros-en-linea/pagos', params: { ...(desde ? { desde } : {}), ...(hasta ? { hasta } : {}) } }),
      providesTags: [PAYMENTS_TAG],
    }),
    getPaymentSettings: build.query<OnlinePaymentSettings, void>({
      query: () => '/v1/cobros-en-linea/ajustes',
      providesTags: [{ type: 'Integrations', id: 'ONLINE_PAYMENT_SETTINGS' }],
    }),
    savePaymentSettings: build.mutation<OnlinePaymentSettings, Partial<Pick<OnlinePaymentSettings, 'proveedor' | 'sonar_al' | 'minutos_expiracion'>>>({
      query: (body) => ({ url: '/v1/cobros-en-linea/ajustes', method: 'PUT', body }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Integrations', id: 'ONLINE_PAYMENT_SETTINGS' }]),
    }),
    retryRefund: build.mutation<OnlinePaymentRow | null, string>({
      query: (paymentId) => ({ url: `/v1/cobros-en-linea/pagos/${encodeURIComponent(paymentId)}/reembolso`, method: 'POST' }),
      invalidatesTags: [PAYMENTS_TAG],
    }),
    createPaymentLink: build.mutation<PaymentLinkAnswer, string>({
      query: (orderId) => ({ url: `/v1/pedidos/${encodeURIComponent(orderId)}/enlace-pago`, method: 'POST' }),
      invalidatesTags: (_result, error, orderId) => (error ? [] : [PAYMENTS_TAG, { type: 'Order', id: orderId }]),
    }),
  }),
});

export const { useGetOnlinePaymentsQuery, useGetPaymentSettingsQuery, useSavePaymentSettingsMutation, useRetryRefundMutation, useCreatePaymentLinkMutation } = paymentsApi;
