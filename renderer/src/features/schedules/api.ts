// "Can customers order now?" (GET /v1/comercio/disponibilidad, docs/availability.md) and the special days it
// counts. The answer is refetched when the commerce, busy mode, products or special days change, and every
// 30 s so the header follows the clock.
import type { Availability } from '@shared/availability';
import type { SpecialDay, SpecialDayInput } from '@shared/special-days';
import { api } from '../../app/api';

const base = api.enhanceEndpoints({ addTagTypes: ['Availability', 'SpecialDays', 'BusyMode'] });
const PRODUCTS_LIST = { type: 'Products' as const, id: 'LIST' };

export const availabilityApi = base.injectEndpoints({
  endpoints: (build) => ({
    getAvailability: build.query<Availability, void>({
      query: () => '/v1/comercio/disponibilidad',
      providesTags: ['Availability', 'Schedules', 'BusyMode', 'SpecialDays', PRODUCTS_LIST],
    }),
    getSpecialDays: build.query<SpecialDay[], void>({
      query: () => '/v1/dias-especiales',
      providesTags: ['SpecialDays'],
    }),
    createSpecialDay: build.mutation<SpecialDay, SpecialDayInput>({
      query: (body) => ({ url: '/v1/dias-especiales', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['SpecialDays']),
    }),
    updateSpecialDay: build.mutation<SpecialDay, SpecialDayInput & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/v1/dias-especiales/${id}`, method: 'PUT', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['SpecialDays']),
    }),
    deleteSpecialDay: build.mutation<void, string>({
      query: (id) => ({ url: `/v1/dias-especiales/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['SpecialDays']),
    }),
  }),
  overrideExisting: false,
});

export const { useGetSpecialDaysQuery, useCreateSpecialDayMutation, useUpdateSpecialDayMutation, useDeleteSpecialDayMutation } = availabilityApi;

/** The one answer, shared by header, sidebar, Horarios and the warning bar (one request, polled). */
export function useAvailability(skip = false): Availability | undefined {
  return useAvailabilityQuery(skip).data;
}

/** The same request with its loading state (the shell waits for its first answer before showing itself). */
export function useAvailabilityQuery(skip = false) {
  return availabilityApi.useGetAvailabilityQuery(undefined, { pollingInterval: 30_000, skip });
}

export const TONE_COLORS: Record<Availability['tono'], string> = { open: '#237032', paused: '#b45309', closed: '#c92a2a' };
export const TONE_DOTS: Record<Availability['tono'], string> = { open: '#2f9e44', paused: '#e8590c', closed: '#c92a2a' };
