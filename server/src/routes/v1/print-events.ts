// GET /v1/impresion/eventos?desde=<ISO>[&tras=<eventId>] → PrintEventsPage: the trigger events (new order, order
// accepted) recorded after `desde`, with each order's detail: the desktop side's resync from its cursor, after
// a (re)connect, a light trigger event and every 30 s (docs/printing.md). Needs IMPRESION_AUTOMATICA, so a
// commerce that loses the module stops printing by itself.
// POST /v1/impresion/salud { equipo, impresoras } → 204: the PC's printers (main/services/printing/health-report.ts),
// every minute while auto-print runs; a pass on this instance alerts the owner of a printer down too long
// (services/printing/health.ts, docs/whatsapp.md).
import type { FastifyPluginAsync } from 'fastify';
import { PRINTER_HEALTH_BODY, type PrinterHealthReport } from '@shared/printing-health';
import { getSession } from '../../plugins/auth';
import { HttpError } from '../../errors';
import { printEventsSince } from '../../services/printing/events';
import { isUuid } from '../../services/orders/menu';
import { PRINTER_ALERT_EVERY_MS, raisePrinterAlerts, recordPrinterHealth } from '../../services/printing/health';
import { startRepeatingPass, type RepeatingPass } from '../../services/repeating-pass';

const printEventsRoutes: FastifyPluginAsync = async (app) => {
  // The outbox's clock, so a report and the alert pass share the time tests move.
  const now = () => app.deps.config.outbox?.clock?.() ?? new Date();
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

  app.post<{ Body: PrinterHealthReport }>(
    '/impresion/salud',
    { schema: { body: PRINTER_HEALTH_BODY }, config: { access: { module: 'IMPRESION_AUTOMATICA', permission: 'list' } } },
    async (request, reply) => {
      const { commerceId } = getSession(request);
      const slots = request.body.impresoras.map((printer) => printer.slot);
      if (new Set(slots).size !== slots.length) throw new HttpError(400, 'impresoras: cada impresora (Printer1, Printer2, Printer3) va una sola vez', { field: 'impresoras' });
      await recordPrinterHealth(app.deps.db, commerceId, request.body, now());
      return reply.code(204).send();
    },
  );

  // The alerts are outbox deliveries: an instance that sends none (outbox off) does not write them either.
  let alertPass: RepeatingPass | null = null;
  app.addHook('onReady', async () => {
    if ((app.deps.config.outbox?.everyMs ?? 0) > 0) alertPass = startRepeatingPass(() => raisePrinterAlerts(app.deps.db, now()), { everyMs: PRINTER_ALERT_EVERY_MS, onError: (error) => app.log.error({ err: error }, 'impresoras: falló la revisión de alertas') });
  });
  app.addHook('onClose', async () => {
    await alertPass?.stop();
  });
};

export default printEventsRoutes;
