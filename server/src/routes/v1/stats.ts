// Statistics dashboard (estadisticas), module ESTADISTICAS:
//   GET /v1/estadisticas?periodo=hoy|semana|mes|personalizado&desde=YYYY-MM-DD&hasta=YYYY-MM-DD
//       → StatsDashboard (services/stats/dashboard.ts); money in pesos, days and hours in the commerce's
//         zona_horaria. desde/hasta are required only with periodo=personalizado.
import type { FastifyPluginAsync } from 'fastify';
import { DEFAULT_TIME_ZONE } from '../../../../shared/constants';
import { notFound } from '../../errors';
import { SERVER_MSG } from '../../messages';
import { getSession } from '../../plugins/auth';
import { findCommerce } from '../../services/commerce';
import { statsDashboard } from '../../services/stats/dashboard';
import { resolvePeriod, STATS_PERIODS, type StatsPeriod } from '../../services/stats/period';
import { DAY_QUERY } from '../../plugins/validators';

interface StatsQuery {
  periodo?: StatsPeriod;
  desde?: string;
  hasta?: string;
}

const statsRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: StatsQuery }>(
    '/estadisticas',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            periodo: { type: 'string', enum: [...STATS_PERIODS] },
            desde: DAY_QUERY,
            hasta: DAY_QUERY,
          },
        },
      },
      config: { access: { module: 'ESTADISTICAS', permission: 'list' } },
    },
    async (request) => {
      const { commerceId } = getSession(request);
      const commerce = await findCommerce(app.deps.db, commerceId);
      if (!commerce) throw notFound(SERVER_MSG.commerceNotFound);
      const zone = commerce.zona_horaria || DEFAULT_TIME_ZONE;
      const period = resolvePeriod(request.query.periodo ?? 'hoy', zone, new Date(), request.query);
      return statsDashboard(app.deps.db, commerceId, zone, period);
    },
  );
};

export default statsRoutes;
