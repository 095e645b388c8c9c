// Coupon endpoints (server/src/routes/v1/coupons.ts). valor: pesos for 'amount', percent for 'percent'.
import type { Coupon, CouponInput } from '@shared/types/menu';
import { api } from '../../app/api';

export type { CouponInput } from '@shared/types/menu';

const LIST = { type: 'Coupons' as const, id: 'LIST' };

export const couponsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCoupons: build.query<Coupon[], void>({
      query: () => '/v1/cupones',
      providesTags: (result) => [LIST, ...(result ?? []).map((c) => ({ type: 'Coupons' as const, id: c.id }))],
    }),
    getCoupon: build.query<Coupon, string>({
      query: (id) => `/v1/cupones/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Coupons', id }],
    }),
    createCoupon: build.mutation<Coupon, CouponInput>({
      query: (body) => ({ url: '/v1/cupones', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    updateCoupon: build.mutation<Coupon, { id: string } & Partial<CouponInput>>({
      query: ({ id, ...body }) => ({ url: `/v1/cupones/${id}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'Coupons', id }],
    }),
    deleteCoupon: build.mutation<{ id: string; message: string }, string>({
      query: (id) => ({ url: `/v1/cupones/${id}`, method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const { useGetCouponsQuery, useGetCouponQuery, useCreateCouponMutation, useUpdateCouponMutation, useDeleteCouponMutation } = couponsApi;
