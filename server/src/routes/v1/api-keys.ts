// The owner's side of the open order API (docs/api.md), in Integraciones:
//   GET    /v1/api-keys              the commerce's keys (never the keys themselves)
//   POST   /v1/api-keys              { nombre, scopes, limite_por_minuto? } → { clave, secreto } (shown this once)
//   DELETE /v1/api-keys/:id          revoke
//   GET    /v1/api-keys/registro     the latest calls made with the keys (?id_clave= one key)
//   GET    /v1/canales/productos     the SKU table: a channel's SKU → a product of this menu
//   PUT    /v1/canales/productos     { sku, id_producto, presentacion? } create, or repoint a SKU
//   DELETE /v1/canales/productos/:id
import type { FastifyPluginAsync } from 'fastify';
import { API_KEY_SCOPES, type ChannelProductMappingInput, type NewApiKeyInput } from '../../../../shared/types/api-keys';
import { apiKeyCallsReply, apiKeyReply, apiKeysReply, createdApiKeyReply, mappingReply, mappingsReply } from '../../http/reply-schemas/api';
import { messageReply } from '../../http/reply-schemas/common';
import { can } from '../../plugins/access';
import { getSession } from '../../plugins/auth';
import { idParams } from '../../plugins/validators';
import { listApiKeyCalls } from '../../services/api-keys/calls';
import { createApiKey, listApiKeys, revokeApiKey } from '../../services/api-keys/keys';
import { deleteMapping, listMappings, saveMapping } from '../../services/channel-orders/mappings';

const newKeyBody = {
  type: 'object',
  required: ['nombre', 'scopes'],
  properties: {
    nombre: { type: 'string', minLength: 1, maxLength: 80, pattern: '\\S' },
    scopes: { type: 'array', minItems: 1, maxItems: API_KEY_SCOPES.length, items: { type: 'string', enum: API_KEY_SCOPES } },
    limite_por_minuto: { type: 'integer', minimum: 1, maximum: 600 },
  },
} as const;

const mappingBody = {
  type: 'object',
  required: ['sku', 'id_producto'],
  properties: {
    sku: { type: 'string', minLength: 1, maxLength: 80, pattern: '\\S' },
    id_producto: { type: 'string', minLength: 1, maxLength: 80 },
    presentacion: { type: ['string', 'null'], maxLength: 120 },
  },
} as const;

const callsQuery = { type: 'object', properties: { id_clave: { type: 'string', maxLength: 80 } } } as const;

const apiKeyRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;

  app.get('/api-keys', { schema: { response: { 200: apiKeysReply } }, config: { access: 'owner' } }, async (request) => listApiKeys(db, getSession(request).commerceId));

  app.post<{ Body: NewApiKeyInput }>('/api-keys', { schema: { body: newKeyBody, response: { 201: createdApiKeyReply } }, config: { access: 'owner' } }, async (request, reply) =>
    reply.code(201).send(await createApiKey(db, getSession(request).commerceId, request.body)),
  );

  app.delete<{ Params: { id: string } }>('/api-keys/:id', { schema: { params: idParams('id'), response: { 200: apiKeyReply } }, config: { access: 'owner' } }, async (request) =>
    revokeApiKey(db, getSession(request).commerceId, request.params.id),
  );

  app.get<{ Querystring: { id_clave?: string } }>('/api-keys/registro', { schema: { querystring: callsQuery, response: { 200: apiKeyCallsReply } }, config: { access: 'owner' } }, async (request) =>
    listApiKeyCalls(db, getSession(request).commerceId, request.query.id_clave || undefined),
  );

  app.get('/canales/productos', { schema: { response: { 200: mappingsReply } }, config: { access: can('INTEGRACIONES', 'list') } }, async (request) =>
    listMappings(db, getSession(request).commerceId),
  );

  app.put<{ Body: ChannelProductMappingInput }>('/canales/productos', { schema: { body: mappingBody, response: { 200: mappingReply } }, config: { access: can('INTEGRACIONES', 'edit') } }, async (request) =>
    saveMapping(db, getSession(request).commerceId, request.body),
  );

  app.delete<{ Params: { id: string } }>('/canales/productos/:id', { schema: { params: idParams('id'), response: { 200: messageReply } }, config: { access: can('INTEGRACIONES', 'delete') } }, async (request) => {
    await deleteMapping(db, getSession(request).commerceId, request.params.id);
    return { message: 'Equivalencia eliminada' };
  });
};

export default apiKeyRoutes;
