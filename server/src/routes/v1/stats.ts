// Statistics dashboard (estadisticas), module ESTADISTICAS:
//   GET /v1/estadisticas?periodo=hoy|semana|mes|personalizado&desde=YYYY-MM-DD&hasta=YYYY-MM-DD&comercio=<id>
//       → StatsDashboard (services/stats/dashboard.ts); money in pesos, days and hours in the location's
//         zona_horaria. desde/hasta are required only with periodo=personalizado. comercio (default: the
//         session's commerce) names another location of the account, or `todas` for their sum: owner only
//         (docs/locations.md, "Consolidated views").
//   GET /v1/estadisticas/consolidado?<same period> → ConsolidatedStats: every location of the account side by
//       side and summed (owner only; 403 for anyone else).
//   GET /v1/estadisticas/sucursales → LocationList: the locations the caller may choose in the selectors
//       (the owner: every location of the account; anyone else: their own commerce). Any signed-in user, as the
//       order history's selector reads it too.
import type { FastifyPluginAsync } from 'fastify';
import { ALL_LOCATIONS } from '../../../../shared/types/locations-reports';
import { getSession } from '../../plugins/auth';
import { consolidatedStats } from '../../services/stats/consolidated';
import { statsDashboard } from '../../services/stats/dashboard';
import { LOCATION_QUERY, locationOptions, resolveLocationScope, visibleLocations } from '../../services/stats/location-scope';
import { resolvePeriod, STATS_PERIODS, type StatsPeriod } from '../../services/stats/period';
import { DAY_QUERY } from '../../plugins/validators';

interface PeriodQuery {
  periodo?: StatsPeriod;
  desde?: string;
  hasta?: string;
}

const PERIOD_PROPERTIES = {
  periodo: { type: 'string', enum: [...STATS_PERIODS] },
  desde: DAY_QUERY,
  hasta: DAY_QUERY,
} as const;

const statsRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: PeriodQuery & { comercio?: string } }>(
    '/estadisticas',
    {
      schema: { querystring: { type: 'object', properties: { ...PERIOD_PROPERTIES, comercio: LOCATION_QUERY } } },
      config: { access: { module: 'ESTADISTICAS', permission: 'list' } },
    },
    async (request) => {
      const scope = await resolveLocationScope(app.deps.db, getSession(request), request.query.comercio);
      const now = new Date();
      if (scope.all) return (await consolidatedStats(app.deps.db, scope.locations, { ...request.query, periodo: request.query.periodo ?? 'hoy', now })).total;
      const location = scope.locations[0]!;
      const period = resolvePeriod(request.query.periodo ?? 'hoy', location.zona_horaria, now, request.query);
      return statsDashboard(app.deps.db, location.id, location.zona_horaria, period);
    },
  );

  app.get<{ Querystring: PeriodQuery }>(
    '/estadisticas/consolidado',
    {
      schema: { querystring: { type: 'object', properties: PERIOD_PROPERTIES } },
      config: { access: { module: 'ESTADISTICAS', permission: 'list' } },
    },
    async (request) => {
      const scope = await resolveLocationScope(app.deps.db, getSession(request), ALL_LOCATIONS);
      return consolidatedStats(app.deps.db, scope.locations, { ...request.query, periodo: request.query.periodo ?? 'hoy', now: new Date() });
    },
  );

  app.get('/estadisticas/sucursales', { config: { access: 'signedIn' } }, async (request) => ({
    sucursales: locationOptions(await visibleLocations(app.deps.db, getSession(request))),
  }));
};

export default statsRoutes;
