// Scheduled orders and kitchen capacity settings (docs/availability.md, «Pedidos programados y capacidad»):
//   GET /v1/comercio/programacion   → SchedulingSettings                                HORARIOS list
//   PUT /v1/comercio/programacion   { programados_activos, dias_adelanto, minutos_preparacion,
//                                     capacidad_modo, capacidad_por_franja }             HORARIOS edit
import type { FastifyPluginAsync } from 'fastify';
import { schedulingSettingsSchema, type SchedulingSettings } from '../../../../shared/order-slots';
import { schedulingSettingsReply } from '../../http/reply-schemas/scheduling';
import { can } from '../../plugins/access';
import { getSession } from '../../plugins/auth';
import { yupPart } from '../../plugins/validators';
import { saveSchedulingSettings, schedulingSettingsOf } from '../../services/orders/scheduling/settings';

const schedulingRoutes: FastifyPluginAsync = async (app) => {
  app.get('/comercio/programacion', { config: { access: can('HORARIOS', 'list') }, schema: { response: { 200: schedulingSettingsReply } } }, async (request): Promise<SchedulingSettings> =>
    schedulingSettingsOf(app.deps.db, getSession(request).commerceId),
  );

  app.put<{ Body: unknown }>(
    '/comercio/programacion',
    { config: { access: can('HORARIOS', 'edit') }, schema: { body: yupPart(schedulingSettingsSchema, { labeledMessages: true }), response: { 200: schedulingSettingsReply } } },
    async (request): Promise<SchedulingSettings> => saveSchedulingSettings(app.deps.db, getSession(request).commerceId, request.body),
  );
};

export default schedulingRoutes;
