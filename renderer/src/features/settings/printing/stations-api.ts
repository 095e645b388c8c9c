// The commerce's kitchen stations (GET/PUT /v1/cocina/estaciones, docs/kitchen.md «Estaciones»): defined once on
// the server, so every printer slot of every PC and the kitchen screens route the same lines to the same station.
import type { KitchenStation, KitchenStationsBody } from '@shared/kitchen/stations';
import { api } from '../../../app/api';

const stationsBase = api.enhanceEndpoints({ addTagTypes: ['KitchenStations'] });

export const STATIONS_PATH = '/v1/cocina/estaciones';

export const stationsApi = stationsBase.injectEndpoints({
  endpoints: (build) => ({
    getKitchenStations: build.query<KitchenStation[], void>({
      query: () => STATIONS_PATH,
      providesTags: ['KitchenStations'],
    }),
    saveKitchenStations: build.mutation<KitchenStation[], KitchenStationsBody['estaciones']>({
      query: (estaciones) => ({ url: STATIONS_PATH, method: 'PUT', body: { estaciones } }),
      invalidatesTags: ['KitchenStations'],
    }),
  }),
});

export const { useGetKitchenStationsQuery, useSaveKitchenStationsMutation } = stationsApi;
