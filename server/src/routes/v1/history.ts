// Order history of the panel (historial-pedidos), HISTORIAL module:
//   GET /v1/pedidos/historial?desde=YYYY-MM-DD&hasta=YYYY-MM-DD&estatus=a,b&metodo_entrega=&metodo_pago=&q=&page=1&pageSize=20
//       → { rows: Order[], total, page, pageSize }   (dates are local days in the commerce's zona_horaria)
//   GET /v1/pedidos/historial/export?format=csv|xlsx&<same filters>   → file download
import type { FastifyPluginAsync } from 'fastify';
import { DEFAULT_TIME_ZONE } from '../../../../shared/constants';
import { notFound } from '../../errors';
import { SERVER_MSG } from '../../messages';
import { getSession } from '../../plugins/auth';
import { findCommerce } from '../../services/commerce';
import { historyCsv, historyXlsx, orderHistory, type HistoryQuery } from '../../services/orders/history';
import { DAY_QUERY } from '../../plugins/validators';
import { FILTER_LIST_QUERY } from '../../services/reports/filters';

const filterProperties = {
  desde: DAY_QUERY,
  hasta: DAY_QUERY,
  ...FILTER_LIST_QUERY,
  q: { type: 'string', maxLength: 100 },
} as const;

const historyRoutes: FastifyPluginAsync = async (app) => {
  async function zoneOf(commerceId: string): Promise<string> {
    const commerce = await findCommerce(app.deps.db, commerceId);
    if (!commerce) throw notFound(SERVER_MSG.commerceNotFound);
    return commerce.zona_horaria || DEFAULT_TIME_ZONE;
  }

  app.get<{ Querystring: HistoryQuery }>(
    '/pedidos/historial',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { ...filterProperties, page: { type: 'integer', minimum: 1, maximum: 100_000 }, pageSize: { type: 'integer', minimum: 1, maximum: 100 } },
        },
      },
      config: { access: { module: 'HISTORIAL', permission: 'list' } },
    },
    async (request) => {
      const { commerceId } = getSession(request);
      return orderHistory(app.deps.db, commerceId, await zoneOf(commerceId), request.query);
    },
  );

  app.get<{ Querystring: HistoryQuery & { format?: 'csv' | 'xlsx' } }>(
    '/pedidos/historial/export',
    {
      schema: { querystring: { type: 'object', properties: { ...filterProperties, format: { type: 'string', enum: ['csv', 'xlsx'] } } } },
      config: { access: { module: 'HISTORIAL', permission: 'list' } },
    },
    async (request, reply) => {
      const { commerceId } = getSession(request);
      const zone = await zoneOf(commerceId);
      const stamp = new Date().toISOString().slice(0, 10);
      if (request.query.format === 'xlsx') {
        const file = await historyXlsx(app.deps.db, commerceId, zone, request.query);
        return reply
          .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename="historial-pedidos-${stamp}.xlsx"`)
          .send(file);
      }
      const csv = await historyCsv(app.deps.db, commerceId, zone, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="historial-pedidos-${stamp}.csv"`)
        .send(csv);
    },
  );
};

export default historyRoutes;
