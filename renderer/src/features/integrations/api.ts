// Integration endpoints (server/src/routes/v1/integrations.ts). Secrets come back masked ('••••1234').
import type { IntegrationView } from '@shared/types/staff';
import { api } from '../../app/api';

export type { IntegrationAction, IntegrationView } from '@shared/types/staff';

export interface ProviderKey {
  providerType: string;
  providerCode: string;
}

const LIST = { type: 'Integrations' as const, id: 'LIST' };
const path = ({ providerType, providerCode }: ProviderKey) => `/v1/integrations/${encodeURIComponent(providerType)}/${encodeURIComponent(providerCode)}`;

export const integrationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getIntegrations: build.query<IntegrationView[], void>({
      query: () => '/v1/integrations',
      providesTags: [LIST],
    }),
    getIntegration: build.query<IntegrationView, ProviderKey>({
      query: path,
      providesTags: (_result, _error, key) => [{ type: 'Integrations', id: `${key.providerType}/${key.providerCode}` }],
    }),
    saveIntegration: build.mutation<IntegrationView, ProviderKey & { configuration: Record<string, string> }>({
      query: ({ configuration, ...key }) => ({ url: path(key), method: 'PUT', body: { configuration } }),
      invalidatesTags: (_result, _error, key) => [LIST, { type: 'Integrations', id: `${key.providerType}/${key.providerCode}` }],
    }),
    disconnectIntegration: build.mutation<{ message: string }, ProviderKey>({
      query: (key) => ({ url: path(key), method: 'DELETE' }),
      invalidatesTags: (_result, _error, key) => [LIST, { type: 'Integrations', id: `${key.providerType}/${key.providerCode}` }],
    }),
    testIntegration: build.mutation<{ ok: boolean; message: string }, ProviderKey>({
      query: (key) => ({ url: `${path(key)}/test`, method: 'POST' }),
    }),
  }),
});

export const { useGetIntegrationsQuery, useGetIntegrationQuery, useSaveIntegrationMutation, useDisconnectIntegrationMutation, useTestIntegrationMutation } =
  integrationsApi;
