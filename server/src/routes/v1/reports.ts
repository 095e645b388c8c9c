// Reports (column sets: docs/domain.md (Constantes)), module ESTADISTICAS:
//   GET /v1/reportes/{pedidos|corte-caja|clientes-frecuentes|productos-vendidos}
//       ?desde=YYYY-MM-DD&hasta=YYYY-MM-DD (local days in the commerce's zona_horaria; default: this month)
//       &metodo_entrega=a,b&metodo_pago=a,b&estatus=a,b (estatus only for pedidos)
//       &format=json|csv|xlsx|pdf&page=1&pageSize=100
//   json → ReportResult (one page of rows + totals over every matching row); files carry every row
//   (PDF at most PDF_MAX_ROWS) followed by the totals row.
import type { FastifyPluginAsync } from 'fastify';
import { DEFAULT_TIME_ZONE } from '../../../../shared/constants';
import { notFound } from '../../errors';
import { SERVER_MSG } from '../../messages';
import { getSession } from '../../plugins/auth';
import { findCommerce } from '../../services/commerce';
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
          },
        },
      },
      config: { access: { module: 'ESTADISTICAS', permission: 'list' } },
    },
    async (request, reply) => {
      const { commerceId } = getSession(request);
      const commerce = await findCommerce(app.deps.db, commerceId);
      if (!commerce) throw notFound(SERVER_MSG.commerceNotFound);
      const zone = commerce.zona_horaria || DEFAULT_TIME_ZONE;
      const { reporte } = request.params;
      const query = request.query;
      const period =
        query.desde || query.hasta
          ? resolvePeriod('personalizado', zone, new Date(), { desde: query.desde ?? query.hasta, hasta: query.hasta ?? query.desde })
          : resolvePeriod('mes', zone, new Date());
      const lists = filterLists(query);
      if (!REPORT_FILTERS[reporte].estatus) lists.statuses = [];
      const format = query.format ?? 'json';
      const file = format !== 'json';
      const report = await runReport(app.deps.db, reporte, {
        filter: { commerceId, start: period.start, end: period.end, ...lists },
        timeZone: zone,
        desde: period.desde,
        hasta: period.hasta,
        page: file ? 1 : (query.page ?? 1),
        pageSize: file ? (format === 'pdf' ? PDF_MAX_ROWS : REPORT_EXPORT_MAX) : (query.pageSize ?? 100),
      });
      if (!file) return report;
      const name = `${reporte}-${period.desde}_${period.hasta}.${format}`;
      reply.header('content-disposition', `attachment; filename="${name}"`);
      if (format === 'csv') return reply.type(CSV_MIME).send(reportCsv(report));
      if (format === 'xlsx') return reply.type(XLSX_MIME).send(await reportXlsx(report));
      return reply.type('application/pdf').send(await reportPdf(report, commerce.nombre));
    },
  );
};

export default reportRoutes;
