// POST /v1/auth/logout (revokes the bearer token; id_comercio header optional) and
// GET /v1/auth/account-details (AccountDetails of docs/domain.md (Entidades)).
import type { FastifyPluginAsync } from 'fastify';
import { getSession } from '../../plugins/auth';
import { publicOrigin } from '../../http/public-origin';
import { SERVER_MSG } from '../../messages';
import { accountDetails } from '../../services/accounts';
import { revokeSession } from '../../services/sessions';

const sessionRoutes: FastifyPluginAsync = async (app) => {
  app.post('/auth/logout', { config: { access: 'signedIn', commerceHeader: 'optional' } }, async (request) => {
    await revokeSession(app.deps.db, getSession(request).sessionId);
    return { message: SERVER_MSG.loggedOut };
  });

  app.get('/auth/account-details', { config: { access: 'signedIn' } }, async (request) => accountDetails(app.deps.db, app.deps.plans, getSession(request), app.deps.config.operatorEmails, publicOrigin(request, app.deps.config.publicUrl), app.deps.config.secretsKey));
};

export default sessionRoutes;
