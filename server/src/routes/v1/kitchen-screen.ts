// The kitchen screen (docs/kitchen.md, «Pantalla de cocina»):
//   GET  /v1/cocina/cola      → KitchenQueue: stations, open orders with something left, last tap per view (COCINA list)
//   POST /v1/cocina/marcar    → bumps one line or the whole order for a view's stations (COCINA edit)
//   POST /v1/cocina/deshacer  → recalls the view's last tap (COCINA edit)
//   GET  /v1/cocina/listos    → ids of the open orders every station finished, for the board's «Listo» (HISTORIAL list)
import type { FastifyPluginAsync } from 'fastify';
import { kitchenBumpBodySchema, kitchenRecallBodySchema, type KitchenBumpBody, type KitchenQueue, type KitchenRecallBody } from '@shared/kitchen/screen';
import { can } from '../../plugins/access';
import { getSession } from '../../plugins/auth';
import { yupPart } from '../../plugins/validators';
import { bumpKitchen, recallKitchen } from '../../services/kitchen/bumps';
import { kitchenQueue, kitchenReadyOrderIds } from '../../services/kitchen/queue';

const kitchenScreenRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;
  app.get('/cocina/cola', { config: { access: can('COCINA', 'list') } }, async (request): Promise<KitchenQueue> => kitchenQueue(db, getSession(request).commerceId));
  app.get('/cocina/listos', { config: { access: can('HISTORIAL', 'list') } }, async (request): Promise<string[]> => kitchenReadyOrderIds(db, getSession(request).commerceId));
  app.post<{ Body: KitchenBumpBody }>('/cocina/marcar', { schema: { body: yupPart(kitchenBumpBodySchema) }, config: { access: can('COCINA', 'edit') } }, async (request): Promise<KitchenQueue> => {
    const session = getSession(request);
    const { pedido, vista, linea } = request.body;
    return bumpKitchen(db, session, { orderId: pedido, view: vista, lineId: linea });
  });
  app.post<{ Body: KitchenRecallBody }>('/cocina/deshacer', { schema: { body: yupPart(kitchenRecallBodySchema) }, config: { access: can('COCINA', 'edit') } }, async (request): Promise<KitchenQueue> =>
    recallKitchen(db, getSession(request), request.body.vista),
  );
};

export default kitchenScreenRoutes;
