// The kitchen screen's calls (docs/kitchen.md, «Pantalla de cocina»): the queue, a bump, «Deshacer», and the
// board's «Listo» list. A bump or a recall answers the whole queue, put in the cache at once (the tap
// shows before the live event brings the same to the other screens).
import type { KitchenBumpBody, KitchenQueue } from '@shared/kitchen/screen';
import { api } from '../../app/api';

export const kitchenApi = api.injectEndpoints({
  endpoints: (build) => ({
    getKitchenQueue: build.query<KitchenQueue, void>({
      query: () => '/v1/cocina/cola',
      providesTags: ['Kitchen'],
    }),
    getKitchenReady: build.query<string[], void>({
      query: () => '/v1/cocina/listos',
      providesTags: ['KitchenReady'],
    }),
    bumpKitchen: build.mutation<KitchenQueue, KitchenBumpBody>({
      query: (body) => ({ url: '/v1/cocina/marcar', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(kitchenApi.util.upsertQueryEntries([{ endpointName: 'getKitchenQueue', arg: undefined, value: data }]));
      },
      invalidatesTags: ['KitchenReady'],
    }),
    recallKitchen: build.mutation<KitchenQueue, { vista: string }>({
      query: (body) => ({ url: '/v1/cocina/deshacer', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(kitchenApi.util.upsertQueryEntries([{ endpointName: 'getKitchenQueue', arg: undefined, value: data }]));
      },
      invalidatesTags: ['KitchenReady'],
    }),
  }),
});

export const { useGetKitchenQueueQuery, useGetKitchenReadyQuery, useBumpKitchenMutation, useRecallKitchenMutation } = kitchenApi;
