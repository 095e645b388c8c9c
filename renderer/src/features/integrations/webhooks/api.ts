// Outbound webhook endpoints (server/src/routes/v1/webhooks.ts, docs/webhooks.md): the owner's alone.
import type {
  CreatedWebhookEndpoint,
  WebhookDeliveryView,
  WebhookEndpointChange,
  WebhookEndpointInput,
  WebhookEndpointView,
  WebhookTestResult,
} from '@shared/webhooks';
import { api } from '../../../app/api';

// The integrations' tag with ids of their own (the list, and one delivery log per endpoint).
const LIST = { type: 'Integrations' as const, id: 'WEBHOOKS' };
const logTag = (endpointId: string) => ({ type: 'Integrations' as const, id: `WEBHOOK-LOG-${endpointId}` });

export const webhooksApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWebhooks: build.query<WebhookEndpointView[], void>({
      query: () => '/v1/webhooks',
      transformResponse: (response: { rows: WebhookEndpointView[] }) => response.rows,
      providesTags: [LIST],
    }),
    createWebhook: build.mutation<CreatedWebhookEndpoint, WebhookEndpointInput>({
      query: (body) => ({ url: '/v1/webhooks', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    updateWebhook: build.mutation<WebhookEndpointView, WebhookEndpointChange & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/v1/webhooks/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: [LIST],
    }),
    deleteWebhook: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: `/v1/webhooks/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
    testWebhook: build.mutation<WebhookTestResult, string>({
      query: (id) => ({ url: `/v1/webhooks/${encodeURIComponent(id)}/prueba`, method: 'POST' }),
      invalidatesTags: [LIST],
    }),
    getWebhookDeliveries: build.query<WebhookDeliveryView[], string>({
      query: (id) => `/v1/webhooks/${encodeURIComponent(id)}/entregas`,
      transformResponse: (response: { rows: WebhookDeliveryView[] }) => response.rows,
      providesTags: (_result, _error, id) => [logTag(id)],
    }),
    resendWebhookDelivery: build.mutation<{ message: string }, { endpointId: string; deliveryId: string }>({
      query: ({ endpointId, deliveryId }) => ({ url: `/v1/webhooks/${encodeURIComponent(endpointId)}/entregas/${encodeURIComponent(deliveryId)}/reenviar`, method: 'POST' }),
      invalidatesTags: (_result, _error, { endpointId }) => [logTag(endpointId)],
    }),
  }),
});

export const {
  useGetWebhooksQuery,
  useCreateWebhookMutation,
  useUpdateWebhookMutation,
  useDeleteWebhookMutation,
  useTestWebhookMutation,
  useGetWebhookDeliveriesQuery,
  useResendWebhookDeliveryMutation,
} = webhooksApi;
