// GET /v2/commerce/:commerceId — the session's commerce through the v2 API (tenancy: the path id must be
// the session's commerce, else 403); bank details opened for the owner only (services/commerce/bank-view.ts).
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../errors';
import { commerceSchema } from '../../http/reply-schemas/commerce';
import { SERVER_MSG } from '../../messages';
import { getSession } from '../../plugins/auth';
import { findCommerce, toCommerceWire } from '../../services/commerce';
import { commerceViewFor } from '../../services/commerce/bank-view';

const commerceV2Routes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { commerceId: string } }>(
    '/commerce/:commerceId',
    { config: { access: 'signedIn' }, schema: { params: { type: 'object', required: ['commerceId'], properties: { commerceId: { type: 'string', maxLength: 64 } } }, response: { 200: commerceSchema } } },
    async (request) => {
      const row = await findCommerce(app.deps.db, getSession(request).commerceId);
      if (!row) throw notFound(SERVER_MSG.commerceNotFound);
      return commerceViewFor(getSession(request), toCommerceWire(row, app.deps.config.secretsKey));
    },
  );
};

export default commerceV2Routes;
