// WhatsApp endpoints (server/src/routes/v1/whatsapp.ts, docs/whatsapp.md).
import type { OrderWhatsAppState, WhatsAppLogEntry, WhatsAppSettings, WhatsAppSettingsInput } from '@shared/types/whatsapp';
import { api } from '../../../app/api';

export const whatsappApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWhatsAppSettings: build.query<WhatsAppSettings, void>({ query: () => '/v1/whatsapp/ajustes' }),
    saveWhatsAppSettings: build.mutation<WhatsAppSettings, WhatsAppSettingsInput>({
      query: (body) => ({ url: '/v1/whatsapp/ajustes', method: 'PUT', body }),
      // The saved settings are the answer: the screen shows them at once (docs/architecture.md).
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(whatsappApi.util.upsertQueryEntries([{ endpointName: 'getWhatsAppSettings', arg: undefined, value: data }]));
      },
    }),
    getOrderWhatsApp: build.query<OrderWhatsAppState, string>({ query: (orderId) => `/v1/whatsapp/pedidos/${encodeURIComponent(orderId)}` }),
    getWhatsAppLog: build.query<WhatsAppLogEntry[], void>({ query: () => '/v1/whatsapp/envios' }),
    resendWhatsApp: build.mutation<{ message: string }, string>({
      query: (jobId) => ({ url: `/v1/whatsapp/envios/${encodeURIComponent(jobId)}/reenviar`, method: 'POST' }),
    }),
  }),
});

export const { useGetWhatsAppSettingsQuery, useSaveWhatsAppSettingsMutation, useGetOrderWhatsAppQuery, useGetWhatsAppLogQuery, useResendWhatsAppMutation } = whatsappApi;
