// Busy mode calls (server/src/routes/v1/busy-mode.ts; docs/counter.md).
import type { BusyMode } from '@shared/counter';
import { api } from '../../app/api';

const busyBase = api.enhanceEndpoints({ addTagTypes: ['BusyMode'] });

export const busyModeApi = busyBase.injectEndpoints({
  endpoints: (build) => ({
    getBusyMode: build.query<BusyMode, void>({
      query: () => '/v1/modo-ocupado',
      providesTags: ['BusyMode'],
    }),
    setBusyMode: build.mutation<BusyMode, { accion: 'pausar' | 'reanudar' | 'agregar_minutos' | 'quitar_minutos'; minutos?: number | null }>({
      query: (body) => ({ url: '/v1/modo-ocupado', method: 'PUT', body }),
      invalidatesTags: ['BusyMode'],
    }),
  }),
});

export const { useGetBusyModeQuery, useSetBusyModeMutation } = busyModeApi;
