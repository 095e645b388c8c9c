// Ad endpoints (server/src/routes/v1/ads.ts) and the public list the menu shows right now
// (GET /v1/public/comercio/{id_path}/anuncios, filtered by date on the server).
import type { Ad, AdInput } from '@shared/types/menu';
import { api } from '../../app/api';
import type { PublicAd } from '@shared/types/public-menu';

export type { AdInput } from '@shared/types/menu';

export type { PublicAd } from '@shared/types/public-menu';

const LIST = { type: 'Ads' as const, id: 'LIST' };
const ON_SHOW = { type: 'Ads' as const, id: 'ON_SHOW' };

export const adsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAds: build.query<Ad[], void>({
      query: () => '/v1/anuncios',
      providesTags: (result) => [LIST, ...(result ?? []).map((a) => ({ type: 'Ads' as const, id: a.id }))],
    }),
    getAd: build.query<Ad, string>({
      query: (id) => `/v1/anuncios/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Ads', id }],
    }),
    /** The ads the public menu shows now. */
    getFilteredAds: build.query<PublicAd[], string>({
      query: (idPath) => `/v1/public/comercio/${encodeURIComponent(idPath)}/anuncios`,
      extraOptions: { anonymous: true },
      providesTags: [ON_SHOW],
    }),
    createAd: build.mutation<Ad, AdInput>({
      query: (body) => ({ url: '/v1/anuncios', method: 'POST', body }),
      invalidatesTags: [LIST, ON_SHOW],
    }),
    updateAd: build.mutation<Ad, { id: string } & Partial<AdInput>>({
      query: ({ id, ...body }) => ({ url: `/v1/anuncios/${id}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [LIST, ON_SHOW, { type: 'Ads', id }],
    }),
    scheduleAd: build.mutation<Ad, { id: string; fecha_inicio: string | null; fecha_fin: string | null; activo?: boolean }>({
      query: ({ id, ...body }) => ({ url: `/v1/anuncios/${id}/agenda`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [LIST, ON_SHOW, { type: 'Ads', id }],
    }),
    deleteAd: build.mutation<{ id: string; message: string }, string>({
      query: (id) => ({ url: `/v1/anuncios/${id}`, method: 'DELETE' }),
      invalidatesTags: [LIST, ON_SHOW],
    }),
  }),
});

export const { useGetAdsQuery, useGetAdQuery, useGetFilteredAdsQuery, useCreateAdMutation, useUpdateAdMutation, useScheduleAdMutation, useDeleteAdMutation } = adsApi;
