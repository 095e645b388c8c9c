// The automatic pause's calls (server/src/routes/v1/auto-pause.ts; docs/availability.md, "Pausa automática").
import type { AutoPauseSettings, AutoPauseView } from '@shared/auto-pause';
import { api } from '../../app/api';

const autoPauseBase = api.enhanceEndpoints({ addTagTypes: ['AutoPause', 'Availability'] });

export const autoPauseApi = autoPauseBase.injectEndpoints({
  endpoints: (build) => ({
    getAutoPause: build.query<AutoPauseView, void>({
      query: () => '/v1/pausa-automatica',
      providesTags: ['AutoPause'],
    }),
    saveAutoPauseSettings: build.mutation<AutoPauseView, AutoPauseSettings>({
      query: (body) => ({ url: '/v1/pausa-automatica', method: 'PUT', body }),
      invalidatesTags: ['AutoPause', 'Availability'],
    }),
    acknowledgeAutoPause: build.mutation<AutoPauseView, void>({
      query: () => ({ url: '/v1/pausa-automatica/reconocer', method: 'POST' }),
      invalidatesTags: ['AutoPause', 'Availability'],
    }),
  }),
});

export const { useGetAutoPauseQuery, useSaveAutoPauseSettingsMutation, useAcknowledgeAutoPauseMutation } = autoPauseApi;
