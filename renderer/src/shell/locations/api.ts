// Locations of the account (docs/locations.md): the switcher's list, «Agregar sucursal» and the staff grants.
import type { LocationSummary, NewLocationRequest, NewLocationResponse, UserLocationsAnswer, LocationGrant } from '@shared/locations';
import { api } from '../../app/api';

/** The switcher's list is polled so the dots and pending counts of the other locations stay current. */
export const LOCATIONS_POLL_MS = 30_000;

export const locationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLocations: build.query<LocationSummary[], void>({
      query: () => '/v1/sucursales',
      providesTags: ['Locations'],
    }),
    addLocation: build.mutation<NewLocationResponse, NewLocationRequest>({
      query: (body) => ({ url: '/v1/sucursales', method: 'POST', body }),
      invalidatesTags: ['Locations', 'Account'],
    }),
    getUserLocations: build.query<UserLocationsAnswer, string>({
      query: (userId) => `/v1/usuarios/${userId}/sucursales`,
      providesTags: (_result, _error, userId) => [{ type: 'Users', id: `${userId}-sucursales` }],
    }),
    saveUserLocations: build.mutation<UserLocationsAnswer, { userId: string; grants: LocationGrant[] }>({
      query: ({ userId, grants }) => ({ url: `/v1/usuarios/${userId}/sucursales`, method: 'PUT', body: { grants } }),
      invalidatesTags: (_result, _error, { userId }) => [{ type: 'Users', id: `${userId}-sucursales` }],
    }),
  }),
});

export const { useGetLocationsQuery, useAddLocationMutation, useGetUserLocationsQuery, useSaveUserLocationsMutation } = locationsApi;
