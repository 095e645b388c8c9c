// Private order calls (Bearer token + id_comercio):
//   PUT    /v1/pedido/:id { action: 'changeStatus', status, tiempo_preparacion?, motivo? }   → the order
//          motivo (≤ 200 chars) is stored when rejecting or canceling
//          409 { message, code: 'INVALID_STATUS_TRANSITION', currentStatus } when the docs/domain.md (Estados del pedido) flow forbids it
//   PUT    /v1/pedido/:id { action: 'changePaymentMethod', paymentMethod }          → the order
//   DELETE /v1/pedido/:id?motivo=…                (HISTORIAL delete permission)    → { id }
//   GET    /v1/mesas                              tables with status and open orders count
//   GET    /v1/mesas/:uuid/pedidos                orders of the table's current visit
// This plugin also registers the other v1 order features: delivery.ts, history.ts, orders-phone.ts, order-edit.ts.
import type { FastifyPluginAsync } from 'fastify';
import { MSG } from '../../../../shared/messages';
import { badRequest } from '../../errors';
import { getSession } from '../../plugins/auth';
import { changeOrderStatus, changePaymentMethod, deleteOrder, isOrderStatus } from '../../services/orders/operations';
import { listTables, tableOrders } from '../../services/orders/tables';
import deliveryRoutes from './delivery';
import historyRoutes from './history';
import orderEditRoutes from './order-edit';
import phoneOrderRoutes from './orders-phone';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 64 } } } as const;

interface OrderUpdateBody {
  action: 'changeStatus' | 'changePaymentMethod';
  status?: string;
  tiempo_preparacion?: number | null;
  paymentMethod?: string;
  motivo?: string | null;
}

const ordersV1Routes: FastifyPluginAsync = async (app) => {
  await app.register(deliveryRoutes);
  await app.register(historyRoutes);
  await app.register(phoneOrderRoutes);
  await app.register(orderEditRoutes);

  app.put<{ Params: { id: string }; Body: OrderUpdateBody }>(
    '/pedido/:id',
    {
      schema: {
        params: idParams,
        body: {
          type: 'object',
          required: ['action'],
          properties: {
            action: { type: 'string', enum: ['changeStatus', 'changePaymentMethod'] },
            status: { type: 'string', maxLength: 40 },
            tiempo_preparacion: { type: ['integer', 'null'], minimum: 0, maximum: 1440 },
            paymentMethod: { type: 'string', maxLength: 40 },
            motivo: { type: ['string', 'null'], maxLength: 200 },
          },
        },
      },
      config: { access: { module: 'HISTORIAL', permission: 'edit' } },
    },
    async (request) => {
      const { commerceId } = getSession(request);
      const body = request.body;
      if (body.action === 'changePaymentMethod') {
        if (!body.paymentMethod) throw badRequest(`paymentMethod: ${MSG.paymentMethodError}`, 'paymentMethod');
        return changePaymentMethod(app.deps.db, commerceId, request.params.id, body.paymentMethod);
      }
      if (!isOrderStatus(body.status)) throw badRequest(`status: ${MSG.orderStatusError}`, 'status');
      return changeOrderStatus(app.deps.db, commerceId, request.params.id, {
        status: body.status,
        tiempo_preparacion: body.tiempo_preparacion ?? null,
        motivo: body.motivo ?? null,
        actor: getSession(request).userId,
      });
    },
  );

  app.delete<{ Params: { id: string }; Querystring: { motivo?: string } }>(
    '/pedido/:id',
    {
      schema: { params: idParams, querystring: { type: 'object', properties: { motivo: { type: 'string', maxLength: 200 } } } },
      config: { access: { module: 'HISTORIAL', permission: 'delete' } },
    },
    async (request) => {
      await deleteOrder(app.deps.db, getSession(request).commerceId, request.params.id, request.query.motivo ?? null);
      return { id: request.params.id };
    },
  );

  app.get('/mesas', { config: { access: { module: 'SELF_SERVICE', permission: 'list' } } }, async (request) => ({
    rows: await listTables(app.deps.db, getSession(request).commerceId),
  }));

  app.get<{ Params: { uuid: string } }>(
    '/mesas/:uuid/pedidos',
    {
      schema: { params: { type: 'object', required: ['uuid'], properties: { uuid: { type: 'string', maxLength: 64 } } } },
      config: { access: { module: 'SELF_SERVICE', permission: 'list' } },
    },
    async (request) => ({ rows: await tableOrders(app.deps.db, getSession(request).commerceId, request.params.uuid) }),
  );
};

export default ordersV1Routes;
