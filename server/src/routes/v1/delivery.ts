// Delivery-partner calls through the configured courier provider (built-in sandbox:
// 'Repartidor de prueba (sandbox)'):
//   POST /v1/delivery/order { id_pedido }        ask for a new rider       → { message, pedido, proveedor }
//   POST /v1/delivery/request/:id                ask the rider to come sooner
//   POST /v1/delivery/request-cancel/:id         cancel the rider
//   GET  /v1/delivery/cotizacion/:id             the provider's price for the trip, before asking (Picker)
import type { FastifyPluginAsync } from 'fastify';
import { MSG } from '../../../../shared/messages';
import { can } from '../../plugins/access';
import { getSession } from '../../plugins/auth';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 64 } } } as const;

const deliveryRoutes: FastifyPluginAsync = async (app) => {
  // Asking for, hurrying or cancelling a rider is what PROVEEDORES_ENTREGA sells (docs/domain.md (Módulos)).
  const config = { access: can('PROVEEDORES_ENTREGA', 'edit') };

  app.post<{ Body: { id_pedido: string } }>(
    '/delivery/order',
    {
      schema: { body: { type: 'object', required: ['id_pedido'], properties: { id_pedido: { type: 'string', minLength: 1, maxLength: 64 } } } },
      config,
    },
    async (request) => {
      const { couriers } = app.orderRuntime;
      const pedido = await couriers.request(getSession(request).commerceId, request.body.id_pedido);
      return { message: MSG.riderRequestSent, pedido, proveedor: couriers.providerName };
    },
  );

  // Reading a price books nothing: whoever sees the courier section (PROVEEDORES_ENTREGA list) may ask for it.
  app.get<{ Params: { id: string } }>('/delivery/cotizacion/:id', { schema: { params: idParams }, config: { access: can('PROVEEDORES_ENTREGA', 'list') } }, async (request) =>
    app.orderRuntime.couriers.quote(getSession(request).commerceId, request.params.id),
  );

  app.post<{ Params: { id: string } }>('/delivery/request/:id', { schema: { params: idParams }, config }, async (request) => {
    const pedido = await app.orderRuntime.couriers.anticipate(getSession(request).commerceId, request.params.id);
    return { message: MSG.riderRequestSent, pedido };
  });

  app.post<{ Params: { id: string } }>('/delivery/request-cancel/:id', { schema: { params: idParams }, config }, async (request) => {
    const pedido = await app.orderRuntime.couriers.cancel(getSession(request).commerceId, request.params.id);
    return { message: MSG.riderRequestCanceled, pedido };
  });
};

export default deliveryRoutes;
