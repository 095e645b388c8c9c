// GET /v1/comercio: the session's commerce. PUT /v1/comercio: merges the edited fields into the stored
// commerce, validates the merged commerce with the shared commerceDataSchema and saves it. Unknown and
// non-editable fields (id, id_path, plan, billing) are ignored; `onboarding_finish_date` truthy marks the
// onboarding finished (now, once). A validation error changes nothing and names the field.
import type { FastifyPluginAsync } from 'fastify';
import { eq } from 'drizzle-orm';
import { commerceDataSchema } from '@shared/validation/commerce';
import type { Commerce } from '@shared/types/commerce';
import { commerces } from '../../db/schema/index';
import { badRequest, notFound } from '../../errors';
import { SERVER_MSG } from '../../messages';
import { getSession } from '../../plugins/auth';
import { commerceEditsToColumns, findCommerce, isValidTimeZone, pickCommerceEdits, toCommerceWire } from '../../services/commerce';
import { assertValid } from '../../services/validation';
import { commerceBodySchema } from './commerce-body-schema';

const commerceRoutes: FastifyPluginAsync = async (app) => {
  app.get('/comercio', async (request): Promise<Commerce> => {
    const row = await findCommerce(app.deps.db, getSession(request).commerceId);
    if (!row) throw notFound(SERVER_MSG.commerceNotFound);
    return toCommerceWire(row);
  });

  app.put<{ Body: Record<string, unknown> }>('/comercio', { schema: { body: commerceBodySchema } }, async (request): Promise<Commerce> => {
    const { db } = app.deps;
    const session = getSession(request);
    const body = request.body ?? {};
    const row = await findCommerce(db, session.commerceId);
    if (!row) throw notFound(SERVER_MSG.commerceNotFound);

    const edits = pickCommerceEdits(body);
    if (edits.zona_horaria !== undefined && !isValidTimeZone(edits.zona_horaria)) {
      throw badRequest('zona_horaria: Zona horaria desconocida', 'zona_horaria');
    }
    await assertValid(commerceDataSchema, { ...toCommerceWire(row), ...edits });

    const columns = commerceEditsToColumns(edits);
    if (body.onboarding_finish_date && !row.onboarding_finish_date) columns.onboarding_finish_date = new Date();
    const [updated] = await db
      .update(commerces)
      .set({ ...columns, updated_at: new Date() })
      .where(eq(commerces.id, session.commerceId))
      .returning();
    return toCommerceWire(updated!);
  });
};

export default commerceRoutes;
