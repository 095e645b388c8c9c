// GET /v1/planes (the plan catalogue) and PUT /v1/suscriptions/activate-trial (FREEMIUM only, once:
// sets plan TRIAL for 14 days; a second call answers 409).
import type { FastifyPluginAsync } from 'fastify';
import { SERVER_MSG } from '../../messages';
import { getSession } from '../../plugins/auth';
import { activateTrial, listPlans, toPlanWire, TRIAL_DAYS } from '../../services/plans';

const planRoutes: FastifyPluginAsync = async (app) => {
  app.get('/planes', { config: { access: 'signedIn' } }, async () => (await listPlans(app.deps.db)).map(toPlanWire));

  app.put('/suscriptions/activate-trial', { config: { access: 'owner' } }, async (request) => {
    const trialEndsAt = await activateTrial(app.deps.db, getSession(request).commerceId);
    return { message: SERVER_MSG.trialActivated, planId: 'TRIAL', trialDaysRemaining: TRIAL_DAYS, trial_ends_at: trialEndsAt.toISOString() };
  });
};

export default planRoutes;
