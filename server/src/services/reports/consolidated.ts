// A report over several locations of an account (docs/locations.md, "Consolidated views"): the per-commerce report
// (queries.ts) runs once per location, in that location's time zone, and its rows follow one another under a
// leading «Sucursal» column (location by location, in the account's order); the totals row sums every
// location's totals (money in cents, counts as they are). Customers and products are each location's own
// rows: the same customer at two locations is two rows, one per location.
import type { DbOrTx } from '../../db/database';
import type { AccountCommerce } from '../locations/account-commerces';
import { REPORT_COLUMNS, REPORT_TITLES, type ReportColumn, type ReportId, type ReportResult, type ReportRow } from './definitions';
import { reportTotals, runReport, type ReportRequest } from './queries';

export const LOCATION_COLUMN: ReportColumn = { key: 'sucursal', header: 'Sucursal' };
/** The totals row's location cell. */
export const ALL_LOCATIONS_LABEL = 'Todas las sucursales';

export interface ConsolidatedReportRequest {
  /** The request of one location (its filter, its period in its own zone), rows and page aside. */
  requestFor: (location: AccountCommerce) => Omit<ReportRequest, 'page' | 'pageSize'>;
  page: number;
  pageSize: number;
  /** Rows a location's report reads at most (a file's cap). */
  maxRows: number;
}

export async function consolidatedReport(db: DbOrTx, reporte: ReportId, locations: readonly AccountCommerce[], request: ConsolidatedReportRequest): Promise<ReportResult> {
  const offset = (request.page - 1) * request.pageSize;
  // A location's rows beyond offset + pageSize can never reach the requested page.
  const upTo = Math.min(offset + request.pageSize, request.maxRows);
  const parts: { location: AccountCommerce; report: ReportResult }[] = [];
  for (const location of locations) {
    parts.push({ location, report: await runReport(db, reporte, { ...request.requestFor(location), page: 1, pageSize: upTo }) });
  }
  const filas: ReportRow[] = parts.flatMap(({ location, report }) => report.filas.map((row) => ({ sucursal: location.nombre, ...row })));
  const columnas = REPORT_COLUMNS[reporte];
  const sums: Record<string, number> = {};
  for (const column of columnas.filter((c) => c.money || c.count)) {
    sums[column.key] = parts.reduce((sum, { report }) => {
      const value = Number(report.totales[column.key] ?? 0);
      return sum + (column.money ? Math.round(value * 100) : value);
    }, 0);
  }
  const total_filas = parts.reduce((sum, { report }) => sum + report.total_filas, 0);
  const first = parts[0]?.report;
  return {
    reporte,
    titulo: REPORT_TITLES[reporte],
    desde: first?.desde ?? '',
    hasta: first?.hasta ?? '',
    zona_horaria: new Set(parts.map(({ report }) => report.zona_horaria)).size === 1 ? (first?.zona_horaria ?? '') : '',
    columnas: [LOCATION_COLUMN, ...columnas],
    filas: filas.slice(offset, offset + request.pageSize),
    totales: { sucursal: locations.length > 1 ? ALL_LOCATIONS_LABEL : (locations[0]?.nombre ?? ''), ...reportTotals(reporte, sums, total_filas) },
    total_filas,
    page: request.page,
    pageSize: request.pageSize,
  };
}
