// Customer-facing live state (no auth, docs/counter.md):
//   GET /v1/public/comercio/:id_path/modo-ocupado           → BusyMode (the public menu says "pausado")
//   GET /v1/public/comercio/:id_path/pedido/:id/estatus     → the customer's order status page: status,
//        ready time, rider (when one is assigned), rejection reason. Only what the customer may see: the
//        order id is a random UUID the customer got at checkout.
//   GET /v1/public/comercio/:id_path/pedido/:id/eventos     → the same status live (Server-Sent Events
//        `event: status`), sent at once and again on every change of THIS order; same guard, 404 otherwise.
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../errors';
import { busyModeReply, eventStreamReply, publicOrderStatusReply } from '../../http/reply-schemas/public';
import { busyModeByPath } from '../../services/busy-mode/busy-mode';
import { closeStatusStreams, streamOrderStatus } from '../../services/order-status/live-status';
import { publicOrderStatus } from '../../services/order-status/public-status';

const params = { type: 'object', required: ['id_path'], properties: { id_path: { type: 'string', minLength: 1, maxLength: 80 }, id: { type: 'string', maxLength: 64 } } } as const;

const publicOrderStatusRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id_path: string } }>('/comercio/:id_path/modo-ocupado', { config: { access: 'public' }, schema: { params, response: { 200: busyModeReply } } }, async (request) => {
    const mode = await busyModeByPath(app.deps.db, request.params.id_path);
    if (!mode) throw notFound('No se encontró el comercio');
    return mode;
  });

  app.get<{ Params: { id_path: string; id: string } }>('/comercio/:id_path/pedido/:id/estatus', { config: { access: 'public' }, schema: { params, response: { 200: publicOrderStatusReply } } }, async (request) => {
    const status = await publicOrderStatus(app.deps.db, request.params.id_path, request.params.id);
    if (!status) throw notFound('No se encontró el pedido');
    return status;
  });

  app.addHook('preClose', async () => closeStatusStreams(app.orderRuntime.hub));
  app.get<{ Params: { id_path: string; id: string } }>('/comercio/:id_path/pedido/:id/eventos', { config: { access: 'public' }, schema: { params, response: { 200: eventStreamReply } } }, async (request, reply) => {
    const streaming = await streamOrderStatus({ db: app.deps.db, hub: app.orderRuntime.hub }, request, reply, request.params.id_path, request.params.id);
    if (!streaming) throw notFound('No se encontró el pedido');
    return reply;
  });
};

export default publicOrderStatusRoutes;
