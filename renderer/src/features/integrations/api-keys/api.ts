// The owner's side of the open order API (server/src/routes/v1/api-keys.ts, docs/api.md): keys, their call
// log, the SKU table. A new key's secret is only in the creation's answer, never cached by a list.
import type { ApiKey, ApiKeyCall, ChannelProductMapping, ChannelProductMappingInput, CreatedApiKey, NewApiKeyInput } from '@shared/types/api-keys';
import { api } from '../../../app/api';

const KEYS = { type: 'ApiKeys' as const, id: 'LIST' };
const CALLS = { type: 'ApiKeys' as const, id: 'CALLS' };
const SKUS = { type: 'ApiKeys' as const, id: 'SKUS' };

export const apiKeysApi = api.enhanceEndpoints({ addTagTypes: ['ApiKeys'] }).injectEndpoints({
  endpoints: (build) => ({
    getApiKeys: build.query<ApiKey[], void>({ query: () => '/v1/api-keys', providesTags: [KEYS] }),
    createApiKey: build.mutation<CreatedApiKey, NewApiKeyInput>({
      query: (body) => ({ url: '/v1/api-keys', method: 'POST', body }),
      invalidatesTags: [KEYS],
    }),
    revokeApiKey: build.mutation<ApiKey, string>({
      query: (id) => ({ url: `/v1/api-keys/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [KEYS],
    }),
    getApiKeyCalls: build.query<ApiKeyCall[], void>({ query: () => '/v1/api-keys/registro', providesTags: [CALLS] }),
    getSkuMappings: build.query<ChannelProductMapping[], void>({ query: () => '/v1/canales/productos', providesTags: [SKUS] }),
    saveSkuMapping: build.mutation<ChannelProductMapping, ChannelProductMappingInput>({
      query: (body) => ({ url: '/v1/canales/productos', method: 'PUT', body }),
      invalidatesTags: [SKUS],
    }),
    deleteSkuMapping: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: `/v1/canales/productos/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [SKUS],
    }),
  }),
});

export const {
  useGetApiKeysQuery,
  useCreateApiKeyMutation,
  useRevokeApiKeyMutation,
  useGetApiKeyCallsQuery,
  useGetSkuMappingsQuery,
  useSaveSkuMappingMutation,
  useDeleteSkuMappingMutation,
} = apiKeysApi;
