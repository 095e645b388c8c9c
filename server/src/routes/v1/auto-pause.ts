// The store that pauses itself when nobody is watching (docs/availability.md, "Pausa automática").
//   GET  /v1/pausa-automatica             → AutoPauseView { ajustes, estado }   HISTORIAL list (the panel's banner)
//   PUT  /v1/pausa-automatica             { activo, minutos_sin_dispositivo, pedidos_sin_aceptar, minutos_sin_aceptar }
//                                         → AutoPauseView                        HORARIOS edit (beside busy mode and the schedule)
//   POST /v1/pausa-automatica/reconocer   → AutoPauseView                        HISTORIAL edit (whoever takes orders)
import type { FastifyPluginAsync } from 'fastify';
import * as yup from 'yup';
import { checkAutoPauseSettings, type AutoPauseView } from '../../../../shared/auto-pause';
import { can } from '../../plugins/access';
import { getSession } from '../../plugins/auth';
import { yupPart } from '../../plugins/validators';
import { acknowledgeAutoPause, autoPauseView, saveAutoPauseSettings } from '../../services/auto-pause/auto-pause';

/** The settings' body: the shared rule (checkAutoPauseSettings) run before the handler, 400 with the field's message. */
const settingsBody = yup.mixed().test('pausa-automatica', function check(value) {
  const checked = checkAutoPauseSettings(value);
  return checked.ok || this.createError({ message: checked.message, path: checked.field });
});

const autoPauseRoutes: FastifyPluginAsync = async (app) => {
  app.get('/pausa-automatica', { config: { access: can('HISTORIAL', 'list') } }, async (request): Promise<AutoPauseView> =>
    autoPauseView(app.deps.db, getSession(request).commerceId, app.autoPause.now()),
  );

  app.put<{ Body: unknown }>(
    '/pausa-automatica',
    { schema: { body: yupPart(settingsBody, { labeledMessages: true }) }, config: { access: can('HORARIOS', 'edit') } },
    async (request): Promise<AutoPauseView> => saveAutoPauseSettings(app.deps.db, getSession(request).commerceId, request.body, app.autoPause.now()),
  );

  app.post('/pausa-automatica/reconocer', { config: { access: can('HISTORIAL', 'edit') } }, async (request): Promise<AutoPauseView> => {
    const session = getSession(request);
    return acknowledgeAutoPause(app.deps.db, session.commerceId, session.userId, app.autoPause.now());
  });
};

export default autoPauseRoutes;
