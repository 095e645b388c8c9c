// Reports (column sets: docs/domain.md (Constantes)), module ESTADISTICAS:
//   GET /v1/reportes/{pedidos|corte-caja|clientes-frecuentes|productos-vendidos}
//       ?desde=YYYY-MM-DD&hasta=YYYY-MM-DD (local days in the commerce's zona_horaria; default: this month)
//       &metodo_entrega=a,b&metodo_pago=a,b&estatus=a,b (estatus only for pedidos)
//       &format=json|csv|xlsx|pdf&page=1&pageSize=100
//       &comercio=<id>|todas (default: the session's commerce; another location or todas: owner only)
//   json → ReportResult (one page of rows + totals over every matching row); files carry every row
//   (PDF at most PDF_MAX_ROWS) followed by the totals row. When the owner's account has several locations,
//   every report leads with a «Sucursal» column (services/reports/consolidated.ts, docs/locations.md, "Consolidated views").
import type { FastifyPluginAsync } from 'fastify';
import { getSession } from '../../plugins/auth';
import type { AccountCommerce } from '../../services/locations/account-commerces';
import { ALL_LOCATIONS_LABEL, consolidatedReport } from '../../services/reports/consolidated';
import { LOCATION_QUERY, resolveLocationScope } from '../../services/stats/location-scope';
import { CSV_MIME, XLSX_MIME } from '../../services/export/table';
import { REPORT_FILTERS, REPORT_IDS, type ReportId } from '../../services/reports/definitions';
import { PDF_MAX_ROWS, reportCsv, reportPdf, reportXlsx } from '../../services/reports/files';
import { FILTER_LIST_QUERY, filterLists, type FilterQuery } from '../../services/reports/filters';
import { runReport } from '../../services/reports/queries';
import { resolvePeriod } from '../../services/stats/period';
import { DAY_QUERY } from '../../plugins/validators';

/** Rows a CSV/XLSX file holds at most. */
export const REPORT_EXPORT_MAX = 200_000;

interface ReportQuery extends FilterQuery {
  desde?: string;
  hasta?: string;
  format?: 'json' | 'csv' | 'xlsx' | 'pdf';
  page?: number;
  pageSize?: number;
  comercio?: string;
}

const reportRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { reporte: ReportId }; Querystring: ReportQuery }>(
    '/reportes/:reporte',
    {
      schema: {
        params: { type: 'object', properties: { reporte: { type: 'string', enum: [...REPORT_IDS] } }, required: ['reporte'] },
        querystring: {
          type: 'object',
          properties: {
            desde: DAY_QUERY,
            hasta: DAY_QUERY,
            ...FILTER_LIST_QUERY,
            format: { type: 'string', enum: ['json', 'csv', 'xlsx', 'pdf'] },
            page: { type: 'integer', minimum: 1, maximum: 100_000 },
            pageSize: { type: 'integer', minimum: 1, maximum: 500 },
            comercio: LOCATION_QUERY,
          },
        },
      },
      config: { access: { module: 'ESTADISTICAS', permission: 'list' } },
    },
    async (request, reply) => {
      const { reporte } = request.params;
      const query = request.query;
      const scope = await resolveLocationScope(app.deps.db, getSession(request), query.comercio);
      const lists = filterLists(query);
      if (!REPORT_FILTERS[reporte].estatus) lists.statuses = [];
      const now = new Date();
      const requestFor = (location: AccountCommerce) => {
        const zone = location.zona_horaria;
        const period =
          query.desde || query.hasta
            ? resolvePeriod('personalizado', zone, now, { desde: query.desde ?? query.hasta, hasta: query.hasta ?? query.desde })
            : resolvePeriod('mes', zone, now);
        return { filter: { commerceId: location.id, start: period.start, end: period.end, ...lists }, timeZone: zone, desde: period.desde, hasta: period.hasta };
      };
      const format = query.format ?? 'json';
      const file = format !== 'json';
      const maxRows = format === 'pdf' ? PDF_MAX_ROWS : REPORT_EXPORT_MAX;
      const page = file ? 1 : (query.page ?? 1);
      const pageSize = file ? maxRows : (query.pageSize ?? 100);
      const report = scope.several
        ? await consolidatedReport(app.deps.db, reporte, scope.locations, { requestFor, page, pageSize, maxRows })
        : await runReport(app.deps.db, reporte, { ...requestFor(scope.locations[0]!), page, pageSize });
      if (!file) return report;
      const name = `${reporte}-${report.desde}_${report.hasta}.${format}`;
      reply.header('content-disposition', `attachment; filename="${name}"`);
      if (format === 'csv') return reply.type(CSV_MIME).send(reportCsv(report));
      if (format === 'xlsx') return reply.type(XLSX_MIME).send(await reportXlsx(report));
      return reply.type('application/pdf').send(await reportPdf(report, scope.all && scope.locations.length > 1 ? ALL_LOCATIONS_LABEL : scope.locations[0]!.nombre));
    },
  );
};

export default reportRoutes;
