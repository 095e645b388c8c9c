// GET /v1/comercio: the session's commerce. PUT /v1/comercio: merges the edited fields into the stored
// commerce and saves it after validating what the request changes with the shared schemas (see
// services/commerce/validate-edits.ts: commerce data, address, horarios, delivery settings normalised and
// validated whole, the pixel only with its module). Unknown and non-editable fields (id, id_path, plan,
// billing) are ignored; `onboarding_finish_date` truthy marks the onboarding finished (now, once).
// A refused request changes nothing and names the field. Access is per field group:
// services/commerce/field-access.ts.
import type { FastifyPluginAsync } from 'fastify';
import type { Commerce } from '@shared/types/commerce';
import { badRequest, notFound } from '../../errors';
import { SERVER_MSG } from '../../messages';
import { getSession } from '../../plugins/auth';
import { commerceEditsToColumns, findCommerce, isValidTimeZone, pickCommerceEdits, saveCommerceColumns, toCommerceWire } from '../../services/commerce';
import { commerceViewFor, keepMaskedClabe } from '../../services/commerce/bank-view';
import { assertCommerceFieldAccess, requestedChanges } from '../../services/commerce/field-access';
import { validateCommerceEdits } from '../../services/commerce/validate-edits';
import { knownTagIds } from '../../services/tags';
import { commerceBodySchema } from './commerce-body-schema';

const commerceRoutes: FastifyPluginAsync = async (app) => {
  app.get('/comercio', { config: { access: 'signedIn' } }, async (request): Promise<Commerce> => {
    const row = await findCommerce(app.deps.db, getSession(request).commerceId);
    if (!row) throw notFound(SERVER_MSG.commerceNotFound);
    return commerceViewFor(getSession(request), toCommerceWire(row, app.deps.config.secretsKey));
  });

  app.put<{ Body: Record<string, unknown> }>('/comercio', { config: { access: 'signedIn' }, schema: { body: commerceBodySchema } }, async (request): Promise<Commerce> => {
    const { db } = app.deps;
    const session = getSession(request);
    const body = request.body ?? {};
    const row = await findCommerce(db, session.commerceId);
    if (!row) throw notFound(SERVER_MSG.commerceNotFound);

    const sent = keepMaskedClabe(pickCommerceEdits(body), toCommerceWire(row, app.deps.config.secretsKey));
    const finishesOnboarding = Boolean(body.onboarding_finish_date) && !row.onboarding_finish_date;
    // Authorised by what the request changes, before any validation tells it more (docs/security.md).
    assertCommerceFieldAccess(session, requestedChanges(toCommerceWire(row, app.deps.config.secretsKey), sent, finishesOnboarding));
    if (sent.zona_horaria !== undefined && !isValidTimeZone(sent.zona_horaria)) {
      throw badRequest('zona_horaria: Zona horaria desconocida', 'zona_horaria');
    }
    const edits = await validateCommerceEdits({
      stored: toCommerceWire(row, app.deps.config.secretsKey),
      edits: sent,
      modules: session.modules,
      knownTags: () => knownTagIds(db),
    });

    const columns = commerceEditsToColumns(edits, app.deps.config.secretsKey);
    if (finishesOnboarding) columns.onboarding_finish_date = new Date();
    const updated = await saveCommerceColumns(db, session.commerceId, columns);
    return commerceViewFor(session, toCommerceWire(updated, app.deps.config.secretsKey));
  });
};

export default commerceRoutes;
