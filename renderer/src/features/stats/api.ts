// Endpoints of the statistics screen (server/src/routes/v1/stats.ts and reports.ts) and the report file
// download, which sends the session headers (a plain link could not).
import type { LoginSession } from '@shared/types/account';
import { api } from '../../app/api';
import { API_BASE_URL } from '../../app/baseQuery';
import { reportQueryString, statsQueryString, type ReportFilters, type ReportFormat, type ReportId, type ReportResult, type StatsDashboard, type StatsQuery } from './model';

export const statsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStats: build.query<StatsDashboard, StatsQuery>({
      query: (query) => `/v1/estadisticas?${statsQueryString(query)}`,
    }),
    getReport: build.query<ReportResult, { reporte: ReportId; filters: ReportFilters; page: number; pageSize: number }>({
      query: ({ reporte, filters, page, pageSize }) => `/v1/reportes/${reporte}?${reportQueryString(reporte, filters, { page, pageSize })}`,
    }),
  }),
});

export const { useGetStatsQuery, useGetReportQuery } = statsApi;

function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename="?([^";]+)"?/i);
  return match?.[1] ?? fallback;
}

export async function downloadReport(session: LoginSession, reporte: ReportId, format: ReportFormat, filters: ReportFilters): Promise<void> {
  const response = await fetch(`${API_BASE_URL}/v1/reportes/${reporte}?${reportQueryString(reporte, filters, { format })}`, {
    headers: { id_comercio: session.id_comercio, Authorization: `Bearer ${session.token}` },
  });
  if (!response.ok) throw new Error(`Error ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), `${reporte}.${format}`);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
