// GET/PUT /v1/cocina/estaciones: the commerce's kitchen stations (docs/kitchen.md), edited in Ajustes → Impresión.
import type { FastifyPluginAsync } from 'fastify';
import { kitchenStationsBodySchema, type KitchenStation, type KitchenStationsBody } from '@shared/kitchen/stations';
import { can } from '../../plugins/access';
import { yupPart } from '../../plugins/validators';
import { getSession } from '../../plugins/auth';
import { listKitchenStations, replaceKitchenStations } from '../../services/kitchen/stations';

const kitchenStationRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;
  app.get('/cocina/estaciones', { config: { access: can('AJUSTES', 'list') } }, async (request): Promise<KitchenStation[]> => listKitchenStations(db, getSession(request).commerceId));
  app.put<{ Body: KitchenStationsBody }>('/cocina/estaciones', { schema: { body: yupPart(kitchenStationsBodySchema) }, config: { access: can('AJUSTES', 'edit') } }, async (request): Promise<KitchenStation[]> =>
    replaceKitchenStations(db, getSession(request).commerceId, request.body.estaciones),
  );
};

export default kitchenStationRoutes;
