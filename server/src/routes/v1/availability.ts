// "Can customers order now?" for the panel, and the special days it depends on (docs/availability.md).
//   GET    /v1/comercio/disponibilidad   → Availability (any signed-in user: the header shows it to everyone)
//   GET    /v1/dias-especiales           → SpecialDay[] from today on          HORARIOS list
//   POST   /v1/dias-especiales           { fecha, cerrado, motivo, horario_* } HORARIOS create
//   PUT    /v1/dias-especiales/:id       same body                             HORARIOS edit
//   DELETE /v1/dias-especiales/:id                                             HORARIOS delete
import type { FastifyPluginAsync } from 'fastify';
import * as yup from 'yup';
import type { Availability } from '../../../../shared/availability';
import { checkSpecialDay } from '../../../../shared/special-days';
import { notFound } from '../../errors';
import { SERVER_MSG } from '../../messages';
import { can } from '../../plugins/access';
import { idParams, yupPart } from '../../plugins/validators';
import { getSession } from '../../plugins/auth';
import { availabilityOf } from '../../services/availability/availability';
import { createSpecialDay, deleteSpecialDay, listSpecialDays, updateSpecialDay } from '../../services/availability/special-days';
import { findCommerce } from '../../services/commerce';

/**
 * A special day's body, declared by its routes: the shared rule (checkSpecialDay: types, reason, hours) run
 * before the handler. How far the date is from today depends on the commerce's time zone, so here the date is
 * measured from itself and the service runs the rule again with the commerce's today.
 */
const specialDayBody = yup.mixed().test('dia-especial', function check(value) {
  const fecha = typeof value === 'object' && value !== null ? (value as { fecha?: unknown }).fecha : undefined;
  const checked = checkSpecialDay(value, typeof fecha === 'string' ? fecha : '');
  return checked.ok || this.createError({ message: checked.message, path: checked.field });
});

const availabilityRoutes: FastifyPluginAsync = async (app) => {
  app.get('/comercio/disponibilidad', { config: { access: 'signedIn' } }, async (request): Promise<Availability> => {
    const commerce = await findCommerce(app.deps.db, getSession(request).commerceId);
    if (!commerce) throw notFound(SERVER_MSG.notFound);
    return availabilityOf(app.deps.db, commerce);
  });

  app.get('/dias-especiales', { config: { access: can('HORARIOS', 'list') } }, async (request) => listSpecialDays(app.deps.db, getSession(request).commerceId));

  app.post<{ Body: unknown }>('/dias-especiales', { schema: { body: yupPart(specialDayBody, { labeledMessages: true }) }, config: { access: can('HORARIOS', 'create') } }, async (request, reply) => {
    const created = await createSpecialDay(app.deps.db, getSession(request).commerceId, request.body);
    return reply.code(201).send(created);
  });

  app.put<{ Params: { id: string }; Body: unknown }>('/dias-especiales/:id', { schema: { params: idParams('id'), body: yupPart(specialDayBody, { labeledMessages: true }) }, config: { access: can('HORARIOS', 'edit') } }, async (request) =>
    updateSpecialDay(app.deps.db, getSession(request).commerceId, request.params.id, request.body),
  );

  app.delete<{ Params: { id: string } }>('/dias-especiales/:id', { schema: { params: idParams('id') }, config: { access: can('HORARIOS', 'delete') } }, async (request, reply) => {
    await deleteSpecialDay(app.deps.db, getSession(request).commerceId, request.params.id);
    return reply.code(204).send();
  });
};

export default availabilityRoutes;
