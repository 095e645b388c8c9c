// GET /v1/public/comercio/:id_path/horarios-pedido  (public: the customer's checkout, no session)
// «Lo antes posible» and the 15-minute slots with room (docs/availability.md, «Pedidos programados y
// capacidad»); the order is checked again by intake when placed.
import type { FastifyPluginAsync } from 'fastify';
import type { SlotOffer } from '../../../../shared/order-slots';
import { notFound } from '../../errors';
import { slotOfferReply } from '../../http/reply-schemas/scheduling';
import { ORDER_MSG } from '../../services/orders/errors';
import { intakeCacheFor } from '../../services/orders/intake-cache';
import { slotOfferOf } from '../../services/orders/scheduling/offer';

const params = {
  type: 'object',
  required: ['id_path'],
  properties: { id_path: { type: 'string', minLength: 1, maxLength: 80 } },
} as const;

const orderSlotRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id_path: string } }>(
    '/comercio/:id_path/horarios-pedido',
    { config: { access: 'public' }, schema: { params, response: { 200: slotOfferReply } } },
    async (request, reply): Promise<SlotOffer> => {
      const commerce = await intakeCacheFor(app.deps.db).byPath(request.params.id_path);
      if (!commerce) throw notFound(ORDER_MSG.commerceNotFound);
      // Room changes with every order: never cached.
      void reply.header('cache-control', 'no-store');
      return slotOfferOf(app.deps.db, commerce);
    },
  );
};

export default orderSlotRoutes;
