// Busy mode of the commerce (docs/counter.md). Reading needs HISTORIAL list (the board shows it);
// changing it needs HORARIOS edit, like the open/closed switch it sits beside in the header.
//   GET /v1/modo-ocupado                 → BusyMode
//   PUT /v1/modo-ocupado { accion, minutos? }  accion: pausar (15|30|60|null = hasta reanudar) | reanudar
//                                        | agregar_minutos (10|20) | quitar_minutos → BusyMode
import type { FastifyPluginAsync } from 'fastify';
import { can } from '../../plugins/access';
import { getSession } from '../../plugins/auth';
import { busyModeOf, setBusyMode, type BusyAction } from '../../services/busy-mode/busy-mode';

const busyModeRoutes: FastifyPluginAsync = async (app) => {
  app.get('/modo-ocupado', { config: { access: can('HISTORIAL', 'list') } }, async (request) => busyModeOf(app.deps.db, getSession(request).commerceId));

  app.put<{ Body: { accion: BusyAction['accion']; minutos?: number | null } }>(
    '/modo-ocupado',
    {
      schema: {
        body: {
          type: 'object',
          required: ['accion'],
          additionalProperties: false,
          properties: {
            accion: { type: 'string', enum: ['pausar', 'reanudar', 'agregar_minutos', 'quitar_minutos'] },
            minutos: { type: ['integer', 'null'], minimum: 1, maximum: 240 },
          },
        },
      },
      config: { access: can('HORARIOS', 'edit') },
    },
    async (request) => {
      const { accion, minutos } = request.body;
      const action: BusyAction =
        accion === 'pausar' ? { accion, minutos: minutos ?? null } : accion === 'agregar_minutos' ? { accion, minutos: minutos ?? 0 } : { accion };
      return setBusyMode(app.deps.db, getSession(request).commerceId, action);
    },
  );
};

export default busyModeRoutes;
