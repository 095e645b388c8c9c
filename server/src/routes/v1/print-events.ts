// GET /v1/impresion/eventos?desde=<ISO>[&tras=<eventId>] → PrintEventsPage: the trigger events (new order, order
// accepted) recorded after `desde`, with each order's detail: the desktop side's resync from its cursor, after
// a (re)connect, a light trigger event and every 30 s (docs/printing.md). Needs IMPRESION_AUTOMATICA, so a
// commerce that loses the module stops printing by itself.
import type { FastifyPluginAsync } from 'fastify';
import { getSession } from '../../plugins/auth';
import { HttpError } from '../../errors';
import { printEventsSince } from '../../services/printing/events';
import { isUuid } from '../../services/orders/menu';

const printEventsRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { desde?: string; tras?: string } }>(
    '/impresion/eventos',
    {
      schema: { querystring: { type: 'object', properties: { desde: { type: 'string', maxLength: 40 }, tras: { type: 'string', maxLength: 64 } }, additionalProperties: false } },
      config: { access: { module: 'IMPRESION_AUTOMATICA', permission: 'list' } },
    },
    async (request) => {
      const raw = request.query.desde;
      const since = raw ? new Date(raw) : null;
      if (since && Number.isNaN(since.getTime())) throw new HttpError(400, 'desde: la fecha no es válida', { field: 'desde' });
      const after = request.query.tras ?? null;
      if (after !== null && (!since || !isUuid(after))) throw new HttpError(400, 'tras: debe ser el id de un evento y acompañar a desde', { field: 'tras' });
      const { commerceId } = getSession(request);
      // The print agent's poll is its presence for the automatic pause (docs/availability.md).
      await app.autoPause.seen(commerceId, 'agente');
      return printEventsSince(app.deps.db, commerceId, since, after, app.deps.config.publicUrl);
    },
  );
};

export default printEventsRoutes;
