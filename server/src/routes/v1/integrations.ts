// Integrations (GET /v1/integrations; fields: docs/domain.md (Validación); groups: docs/domain.md (Constantes)), behind the INTEGRACIONES module:
//   GET    /v1/integrations                                   every provider with its status, secrets masked
//   GET    /v1/integrations/:providerType/:providerCode       one provider
//   PUT    /v1/integrations/:providerType/:providerCode       { configuration: {...} } (empty secret keeps the stored one)
//   DELETE /v1/integrations/:providerType/:providerCode       disconnect
//   POST   /v1/integrations/:providerType/:providerCode/test  { ok, message }: a provider with a client makes a real authenticated read
import type { FastifyPluginAsync } from 'fastify';
import { connectionCheckReply, integrationReply, integrationsReply } from '../../http/reply-schemas/integrations';
import { messageReply } from '../../http/reply-schemas/common';
import { getSession } from '../../plugins/auth';
import { idParams } from '../../plugins/validators';
import { deleteIntegration, getIntegration, listIntegrations, saveIntegration, testIntegration } from '../../services/integrations/store';

interface ProviderParams {
  providerType: string;
  providerCode: string;
}

const PATH = '/integrations/:providerType/:providerCode';
const PARAMS = idParams('providerType', 'providerCode');

/**
 * PUT's body: the provider's fields under `configuration` (each provider's own, checked by the store with a
 * message per field: docs/domain.md (Validación)); the same fields at the top level are still read.
 */
const CONFIGURATION_BODY = {
  type: 'object',
  properties: {
    configuration: {
      type: 'object',
      description: 'Los campos del proveedor (texto, número o casilla); un secreto vacío conserva el guardado',
      additionalProperties: { type: ['string', 'number', 'boolean', 'null'] },
    },
  },
} as const;

const integrationRoutes: FastifyPluginAsync = async (app) => {
  const key = () => app.deps.config.secretsKey;

  app.get('/integrations', { schema: { response: { 200: integrationsReply } }, config: { access: { module: 'INTEGRACIONES', permission: 'list' } } }, async (request) =>
    listIntegrations(app.deps.db, key(), getSession(request).commerceId),
  );

  app.get<{ Params: ProviderParams }>(PATH, { schema: { params: PARAMS, response: { 200: integrationReply } }, config: { access: { module: 'INTEGRACIONES', permission: 'list' } } }, async (request) =>
    getIntegration(app.deps.db, key(), getSession(request).commerceId, request.params.providerType, request.params.providerCode),
  );

  app.put<{ Params: ProviderParams; Body: { configuration?: unknown } }>(PATH, { schema: { params: PARAMS, body: CONFIGURATION_BODY, response: { 200: integrationReply } }, config: { access: { module: 'INTEGRACIONES', permission: 'edit' } } }, async (request) => {
    const body = request.body ?? {};
    return saveIntegration(app.deps.db, key(), getSession(request).commerceId, request.params.providerType, request.params.providerCode, body.configuration ?? body);
  });

  app.delete<{ Params: ProviderParams }>(PATH, { schema: { params: PARAMS, response: { 200: messageReply } }, config: { access: { module: 'INTEGRACIONES', permission: 'delete' } } }, async (request) => {
    await deleteIntegration(app.deps.db, getSession(request).commerceId, request.params.providerType, request.params.providerCode);
    return { message: 'Integración desconectada' };
  });

  app.post<{ Params: ProviderParams }>(`${PATH}/test`, { schema: { params: PARAMS, response: { 200: connectionCheckReply } }, config: { access: { module: 'INTEGRACIONES', permission: 'edit' } } }, async (request) =>
    testIntegration(app.deps.db, key(), getSession(request).commerceId, request.params.providerType, request.params.providerCode, app.deps.config.providerUrls),
  );
};

export default integrationRoutes;
