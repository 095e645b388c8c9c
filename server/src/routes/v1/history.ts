// Order history of the panel (historial-pedidos), HISTORIAL module:
//   GET /v1/pedidos/historial?desde=YYYY-MM-DD&hasta=YYYY-MM-DD&estatus=a,b&metodo_entrega=&metodo_pago=&q=&comercio=&page=1&pageSize=20
//       → { rows: Order[], total, page, pageSize }   (dates are local days in each location's zona_horaria)
//   GET /v1/pedidos/historial/export?format=csv|xlsx&<same filters>   → file download
// comercio (default: the session's commerce) is a location id or `todas`: owner only
// (docs/locations.md, "Consolidated views"); when the owner's account has several locations the files carry «Sucursal».
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { getSession } from '../../plugins/auth';
import { historyCsv, historyXlsx, locationsHistory, type HistoryQuery } from '../../services/orders/history';
import { LOCATION_QUERY, resolveLocationScope } from '../../services/stats/location-scope';
import { DAY_QUERY } from '../../plugins/validators';
import { FILTER_LIST_QUERY } from '../../services/reports/filters';

const filterProperties = {
  desde: DAY_QUERY,
  hasta: DAY_QUERY,
  ...FILTER_LIST_QUERY,
  q: { type: 'string', maxLength: 100 },
  comercio: LOCATION_QUERY,
} as const;

type LocatedQuery = HistoryQuery & { comercio?: string };

const historyRoutes: FastifyPluginAsync = async (app) => {
  function scopeOf(request: FastifyRequest<{ Querystring: LocatedQuery }>) {
    return resolveLocationScope(app.deps.db, getSession(request), request.query.comercio);
  }

  app.get<{ Querystring: LocatedQuery }>(
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
    async (request) => locationsHistory(app.deps.db, (await scopeOf(request)).locations, request.query),
  );

  app.get<{ Querystring: LocatedQuery & { format?: 'csv' | 'xlsx' } }>(
    '/pedidos/historial/export',
    {
      schema: { querystring: { type: 'object', properties: { ...filterProperties, format: { type: 'string', enum: ['csv', 'xlsx'] } } } },
      config: { access: { module: 'HISTORIAL', permission: 'list' } },
    },
    async (request, reply) => {
      const { locations, several } = await scopeOf(request);
      const stamp = new Date().toISOString().slice(0, 10);
      if (request.query.format === 'xlsx') {
        const file = await historyXlsx(app.deps.db, locations, request.query, several);
        return reply
          .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename="historial-pedidos-${stamp}.xlsx"`)
          .send(file);
      }
      const csv = await historyCsv(app.deps.db, locations, request.query, several);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="historial-pedidos-${stamp}.csv"`)
        .send(csv);
    },
  );
};

export default historyRoutes;
