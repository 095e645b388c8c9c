// Endpoints the shell itself needs: account details, commerce, plans, trial, tags, time zones.
import type { AccountDetails, Plan } from '@shared/types/account';
import type { Commerce } from '@shared/types/commerce';
import type { Tag, TimeZoneOption } from '@shared/types/misc';
import { api } from './api';

export const coreApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAccountDetails: build.query<AccountDetails, void>({
      query: () => '/v1/auth/account-details',
      providesTags: ['Account'],
    }),
    getCommerce: build.query<Commerce, void>({
      query: () => '/v1/comercio',
      providesTags: ['Commerce'],
    }),
    updateCommerce: build.mutation<Commerce, Partial<Commerce>>({
      query: (body) => ({ url: '/v1/comercio', method: 'PUT', body }),
      // The server answers with the whole commerce: put it in the cache at once, no refetch needed. With
      // upsertQueryEntries (a plain action) the cache holds it before the caller's `await … .unwrap()` resumes;
      // upsertQueryData runs a query thunk that lands later, so a screen opened right after the save (the
      // delivery settings go back to /tarifas) showed the old values for a moment (seen in an e2e run).
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(coreApi.util.upsertQueryEntries([{ endpointName: 'getCommerce', arg: undefined, value: data }]));
        } catch {
          // The caller shows the error; the cached commerce stays as it was.
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : ['Schedules']),
    }),
    getPlans: build.query<Plan[], void>({
      query: () => '/v1/planes',
      providesTags: ['Plans'],
    }),
    activateTrial: build.mutation<unknown, void>({
      query: () => ({ url: '/v1/suscriptions/activate-trial', method: 'PUT' }),
    }),
    getTags: build.query<Tag[], void>({
      query: () => '/v1/tag',
      providesTags: ['Tags'],
    }),
    getTimeZones: build.query<TimeZoneOption[], void>({
      query: () => '/v1/public/timezone',
    }),
  }),
});

export const {
  useGetAccountDetailsQuery,
  useGetCommerceQuery,
  useUpdateCommerceMutation,
  useGetPlansQuery,
  useActivateTrialMutation,
  useGetTagsQuery,
  useGetTimeZonesQuery,
} = coreApi;
