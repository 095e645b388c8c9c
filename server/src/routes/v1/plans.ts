// GET /v1/planes (the plan catalogue) and PUT /v1/suscriptions/activate-trial (FREEMIUM only, once:
// sets plan TRIAL for 14 days; a second call answers 409).
import type { FastifyPluginAsync } from 'fastify';
import { eq } from 'drizzle-orm';
import { accounts, commerces } from '../../db/schema/index';
import { conflict, notFound } from '../../errors';
import { SERVER_MSG } from '../../messages';
import { getSession } from '../../plugins/auth';
import { effectivePlan, listPlans, toPlanWire, TRIAL_DAYS } from '../../services/plans';

const planRoutes: FastifyPluginAsync = async (app) => {
  app.get('/planes', { config: { access: 'signedIn' } }, async () => (await listPlans(app.deps.db)).map(toPlanWire));

  app.put('/suscriptions/activate-trial', { config: { access: 'owner' } }, async (request) => {
    const session = getSession(request);
    const now = new Date();
    const trialEndsAt = new Date(now.getTime() + TRIAL_DAYS * 86_400_000);
    await app.deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ commerce: commerces, account: accounts })
        .from(commerces)
        .innerJoin(accounts, eq(accounts.id, commerces.account_id))
        .where(eq(commerces.id, session.commerceId))
        .for('update')
        .limit(1);
      if (!row) throw notFound(SERVER_MSG.commerceNotFound);
      if (row.account.trial_used) throw conflict(SERVER_MSG.trialAlreadyUsed, 'TRIAL_ALREADY_USED');
      if (effectivePlan(row.commerce.tipo_plan, row.account.trial_ends_at, now) !== 'FREEMIUM') {
        throw conflict(SERVER_MSG.trialOnlyFreemium, 'TRIAL_NOT_AVAILABLE');
      }
      await tx.update(accounts).set({ trial_used: true, trial_ends_at: trialEndsAt }).where(eq(accounts.id, row.account.id));
      await tx.update(commerces).set({ tipo_plan: 'TRIAL', updated_at: now }).where(eq(commerces.id, row.commerce.id));
    });
    return { message: SERVER_MSG.trialActivated, planId: 'TRIAL', trialDaysRemaining: TRIAL_DAYS, trial_ends_at: trialEndsAt.toISOString() };
  });
};

export default planRoutes;
