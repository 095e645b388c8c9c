// Corte de caja calls (server/src/routes/v1/cash-shifts.ts; docs/counter.md).
import type { CashMovementType, CashShift, UnassignedSales } from '@shared/counter';
import type { LoginSession } from '@shared/types/account';
import { api } from '../../app/api';
import { downloadWithSession } from '../../app/download';

const cashBase = api.enhanceEndpoints({ addTagTypes: ['CashShift'] });

/** GET /v1/caja/turno-actual: the open shift (or null) and the sales that arrived without one. */
export interface CashState {
  turno: CashShift | null;
  sin_turno: UnassignedSales;
}

export const cashApi = cashBase.injectEndpoints({
  endpoints: (build) => ({
    getCashState: build.query<CashState, void>({
      query: () => '/v1/caja/turno-actual',
      providesTags: ['CashShift'],
    }),
    getPastShifts: build.query<CashShift[], void>({
      query: () => '/v1/caja/turnos',
      transformResponse: (response: { rows: CashShift[] }) => response.rows,
      providesTags: ['CashShift'],
    }),
    openShift: build.mutation<CashShift, { fondo_inicial: number }>({
      query: (body) => ({ url: '/v1/caja/turnos', method: 'POST', body }),
      invalidatesTags: ['CashShift'],
    }),
    addMovement: build.mutation<CashShift, { id: string; tipo: CashMovementType; monto: number; motivo: string }>({
      query: ({ id, ...body }) => ({ url: `/v1/caja/turnos/${encodeURIComponent(id)}/movimientos`, method: 'POST', body }),
      invalidatesTags: ['CashShift'],
    }),
    addUnassignedSales: build.mutation<CashShift, { id: string }>({
      query: ({ id }) => ({ url: `/v1/caja/turnos/${encodeURIComponent(id)}/ventas-sin-turno`, method: 'POST' }),
      invalidatesTags: ['CashShift'],
    }),
    closeShift: build.mutation<CashShift, { id: string; efectivo_contado: number; nota: string | null }>({
      query: ({ id, ...body }) => ({ url: `/v1/caja/turnos/${encodeURIComponent(id)}/cerrar`, method: 'POST', body }),
      invalidatesTags: ['CashShift'],
    }),
  }),
});

export const { useGetCashStateQuery, useGetPastShiftsQuery, useOpenShiftMutation, useAddMovementMutation, useAddUnassignedSalesMutation, useCloseShiftMutation } = cashApi;

export function downloadShiftCsv(session: LoginSession, shiftId: string): Promise<void> {
  return downloadWithSession(session, `/v1/caja/turnos/${encodeURIComponent(shiftId)}/corte.csv`, 'corte-de-caja.csv');
}
