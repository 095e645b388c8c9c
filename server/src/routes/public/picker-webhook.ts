// Picker's webhook (docs/integrations.md): POST /v1/public/couriers/picker/:commerceId, subscribed by the
// server for the events «Driver Assigned» and «Update Booking Status» with a per-commerce secret that Picker
// sends back in `authorization`. A call only names a booking: the status and rider are read from Picker with
// the commerce's key, so a repeated call changes nothing and a forged one is refused (401).
import type { FastifyPluginAsync } from 'fastify';

const PARAMS = { type: 'object', required: ['commerceId'], properties: { commerceId: { type: 'string', format: 'uuid' } } } as const;
const BODY = {
  type: 'object',
  properties: { bookingID: { type: 'string', maxLength: 64 }, _id: { type: 'string', maxLength: 64 }, id: { type: 'string', maxLength: 64 } },
} as const;
const REPLY = { 200: { type: 'object', required: ['ok'], properties: { ok: { type: 'boolean' } } } } as const;

export const PICKER_WEBHOOK_MSG = {
  notAuthentic: 'Webhook de Picker no reconocido',
  noBooking: 'El aviso de Picker no trae el pedido (bookingID)',
} as const;

const pickerWebhookRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Params: { commerceId: string }; Body: { bookingID?: string; _id?: string; id?: string } }>(
    '/couriers/picker/:commerceId',
    { config: { access: 'public' }, schema: { params: PARAMS, body: BODY, response: REPLY } },
    async (request, reply) => {
      const bookingId = request.body?.bookingID ?? request.body?._id ?? request.body?.id;
      if (!bookingId) return reply.code(400).send({ message: PICKER_WEBHOOK_MSG.noBooking });
      const authentic = await app.orderRuntime.picker.webhook(request.params.commerceId, request.headers.authorization, bookingId);
      if (!authentic) return reply.code(401).send({ message: PICKER_WEBHOOK_MSG.notAuthentic });
      return { ok: true };
    },
  );
};

export default pickerWebhookRoutes;
