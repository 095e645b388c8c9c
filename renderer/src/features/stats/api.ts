// Endpoints of the statistics screen (server/src/routes/v1/stats.ts and reports.ts) and the report file
// download, which sends the session headers (a plain link could not).
import type { LoginSession } from '@shared/types/account';
import type { ConsolidatedStats, LocationList } from '@shared/types/locations-reports';
import { api } from '../../app/api';
import { downloadWithSession } from '../../app/download';
import { reportQueryString, statsQueryString, type ReportFilters, type ReportFormat, type ReportId, type ReportResult, type StatsDashboard, type StatsQuery } from './model';

export const statsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStats: build.query<StatsDashboard, StatsQuery>({
      query: (query) => `/v1/estadisticas?${statsQueryString(query)}`,
    }),
    /** The locations the caller may choose (the owner: every location of the account). */
    getReportLocations: build.query<LocationList, void>({
      query: () => '/v1/estadisticas/sucursales',
    }),
    /** Every location side by side and summed (owner only). */
    getConsolidatedStats: build.query<ConsolidatedStats, Omit<StatsQuery, 'comercio'>>({
      query: (query) => `/v1/estadisticas/consolidado?${statsQueryString(query)}`,
    }),
    getReport: build.query<ReportResult, { reporte: ReportId; filters: ReportFilters; page: number; pageSize: number }>({
      query: ({ reporte, filters, page, pageSize }) => `/v1/reportes/${reporte}?${reportQueryString(reporte, filters, { page, pageSize })}`,
    }),
  }),
});

export const { useGetStatsQuery, useGetReportQuery, useGetReportLocationsQuery, useGetConsolidatedStatsQuery } = statsApi;

/** Downloads a report file (CSV, Excel or PDF) with the session headers. */
export function downloadReport(session: LoginSession, reporte: ReportId, format: ReportFormat, filters: ReportFilters): Promise<void> {
  return downloadWithSession(session, `/v1/reportes/${reporte}?${reportQueryString(reporte, filters, { format })}`, `${reporte}.${format}`);
}
