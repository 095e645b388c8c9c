// Outbound webhooks (docs/webhooks.md), the owner's alone:
//   GET    /v1/webhooks                                       { rows: endpoints } (secrets as a hint '••••abcd')
//   POST   /v1/webhooks                                       { url, eventos, descripcion?, canal? } → 201 { endpoint, secret } (the secret, once)
//   PUT    /v1/webhooks/:id                                   { url?, eventos?, descripcion?, canal?, activo? } (activo false pauses, true reactivates)
//   DELETE /v1/webhooks/:id
//   POST   /v1/webhooks/:id/prueba                            «Enviar prueba»: { ok, codigo_respuesta, message }
//   GET    /v1/webhooks/:id/entregas                          the delivery log, newest first
//   POST   /v1/webhooks/:id/entregas/:deliveryId/reenviar     «Reenviar»
import type { FastifyPluginAsync } from 'fastify';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_MSG, WEBHOOK_URL_MAX, type WebhookEndpointChange, type WebhookEndpointInput } from '@shared/webhooks';
import { messageReply } from '../../http/reply-schemas/common';
import { createdWebhookEndpointReply, webhookDeliveriesReply, webhookEndpointReply, webhookEndpointsReply, webhookTestReply } from '../../http/reply-schemas/webhooks';
import { getSession } from '../../plugins/auth';
import { idParams } from '../../plugins/validators';
import { createEndpoint, deleteEndpoint, listEndpoints, updateEndpoint } from '../../services/webhooks/endpoints';
import { listDeliveries, resendDelivery, sendTestMessage } from '../../services/webhooks/log';

const url = { type: 'string', maxLength: WEBHOOK_URL_MAX } as const;
const eventos = { type: 'array', maxItems: WEBHOOK_EVENT_TYPES.length * 2, items: { type: 'string', maxLength: 40 } } as const;
const descripcion = { type: ['string', 'null'], maxLength: 120 } as const;

/** An outside channel (CHANNEL_ORIGINS), checked by the service with its own message; null: every order. */
const canal = { type: ['string', 'null'], maxLength: 20 } as const;
const createBody = { type: 'object', required: ['url', 'eventos'], additionalProperties: false, properties: { url, eventos, descripcion, canal } } as const;
const changeBody = { type: 'object', additionalProperties: false, properties: { url, eventos, descripcion, canal, activo: { type: 'boolean' } } } as const;

const webhookRoutes: FastifyPluginAsync = async (app) => {
  const key = () => app.deps.config.secretsKey;
  const owner = { access: 'owner' } as const;

  app.get('/webhooks', { schema: { response: { 200: webhookEndpointsReply } }, config: owner }, async (request) => ({
    rows: await listEndpoints(app.deps.db, key(), getSession(request).commerceId),
  }));

  app.post<{ Body: WebhookEndpointInput }>('/webhooks', { schema: { body: createBody, response: { 201: createdWebhookEndpointReply } }, config: owner }, async (request, reply) => {
    reply.code(201);
    return createEndpoint(app.deps.db, key(), getSession(request).commerceId, request.body);
  });

  app.put<{ Params: { id: string }; Body: WebhookEndpointChange }>(
    '/webhooks/:id',
    { schema: { params: idParams('id'), body: changeBody, response: { 200: webhookEndpointReply } }, config: owner },
    async (request) => updateEndpoint(app.deps.db, key(), getSession(request).commerceId, request.params.id, request.body),
  );

  app.delete<{ Params: { id: string } }>('/webhooks/:id', { schema: { params: idParams('id'), response: { 200: messageReply } }, config: owner }, async (request) => {
    await deleteEndpoint(app.deps.db, getSession(request).commerceId, request.params.id);
    return { message: WEBHOOK_MSG.deleted };
  });

  app.post<{ Params: { id: string } }>('/webhooks/:id/prueba', { schema: { params: idParams('id'), response: { 200: webhookTestReply } }, config: owner }, async (request) =>
    sendTestMessage(app.deps.db, key(), getSession(request).commerceId, request.params.id),
  );

  app.get<{ Params: { id: string } }>('/webhooks/:id/entregas', { schema: { params: idParams('id'), response: { 200: webhookDeliveriesReply } }, config: owner }, async (request) => ({
    rows: await listDeliveries(app.deps.db, getSession(request).commerceId, request.params.id),
  }));

  app.post<{ Params: { id: string; deliveryId: string } }>(
    '/webhooks/:id/entregas/:deliveryId/reenviar',
    { schema: { params: idParams('id', 'deliveryId'), response: { 200: messageReply } }, config: owner },
    async (request) => {
      await resendDelivery(app.deps.db, getSession(request).commerceId, request.params.id, request.params.deliveryId);
      return { message: WEBHOOK_MSG.resent };
    },
  );
};

export default webhookRoutes;
