// Corte de caja (docs/counter.md). Access: HISTORIAL — reading shifts needs list; opening, moving cash and
// closing need create (who takes orders and money: Cajero, Gerente; not Cocina or Repartidor, who change
// order states with edit).
//   GET  /v1/caja/turno-actual                          → { turno: CashShift | null (live summary), sin_turno: UnassignedSales }
//   POST /v1/caja/turnos { fondo_inicial }              → 201 CashShift; 409 when one is open
//   POST /v1/caja/turnos/:id/movimientos { tipo, monto, motivo } → CashShift
//   POST /v1/caja/turnos/:id/ventas-sin-turno           → CashShift: the sales without a shift added to it (idempotent)
//   POST /v1/caja/turnos/:id/cerrar { efectivo_contado, nota? }  → CashShift (closed, summary frozen)
//   GET  /v1/caja/turnos                                → { rows: CashShift[] } closed shifts, newest first
//   GET  /v1/caja/turnos/:id/corte.csv                  → the summary as CSV
import type { FastifyPluginAsync } from 'fastify';
import type { CashMovementType } from '../../../../shared/counter';
import { DEFAULT_TIME_ZONE } from '../../../../shared/constants';
import { localDay } from '../../../../shared/dates';
import { can } from '../../plugins/access';
import { getSession } from '../../plugins/auth';
import { shiftCsv } from '../../services/cash/export';
import { addMovement, addUnassignedSales, closeShift, currentShiftState, openShift, pastShifts, shiftById } from '../../services/cash/shifts';
import { findCommerce } from '../../services/commerce';
import { CSV_MIME } from '../../services/export/table';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 64 } } } as const;
const money = { type: 'number', minimum: 0, maximum: 10_000_000 } as const;

const cashShiftRoutes: FastifyPluginAsync = async (app) => {
  app.get('/caja/turno-actual', { config: { access: can('HISTORIAL', 'list') } }, async (request) => currentShiftState(app.deps.db, getSession(request).commerceId));

  app.post<{ Body: { fondo_inicial: number } }>(
    '/caja/turnos',
    {
      schema: { body: { type: 'object', required: ['fondo_inicial'], additionalProperties: false, properties: { fondo_inicial: money } } },
      config: { access: can('HISTORIAL', 'create') },
    },
    async (request, reply) => {
      const session = getSession(request);
      return reply.code(201).send(await openShift(app.deps.db, session.commerceId, session.userId, request.body.fondo_inicial));
    },
  );

  app.post<{ Params: { id: string }; Body: { tipo: CashMovementType; monto: number; motivo: string } }>(
    '/caja/turnos/:id/movimientos',
    {
      schema: {
        params: idParams,
        body: {
          type: 'object',
          required: ['tipo', 'monto', 'motivo'],
          additionalProperties: false,
          properties: { tipo: { type: 'string', enum: ['entrada', 'salida'] }, monto: money, motivo: { type: 'string', maxLength: 200 } },
        },
      },
      config: { access: can('HISTORIAL', 'create') },
    },
    async (request) => {
      const session = getSession(request);
      return addMovement(app.deps.db, session.commerceId, session.userId, request.params.id, request.body);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/caja/turnos/:id/ventas-sin-turno',
    { schema: { params: idParams }, config: { access: can('HISTORIAL', 'create') } },
    async (request) => addUnassignedSales(app.deps.db, getSession(request).commerceId, request.params.id),
  );

  app.post<{ Params: { id: string }; Body: { efectivo_contado: number; nota?: string | null } }>(
    '/caja/turnos/:id/cerrar',
    {
      schema: {
        params: idParams,
        body: {
          type: 'object',
          required: ['efectivo_contado'],
          additionalProperties: false,
          properties: { efectivo_contado: money, nota: { type: ['string', 'null'], maxLength: 500 } },
        },
      },
      config: { access: can('HISTORIAL', 'create') },
    },
    async (request) => {
      const session = getSession(request);
      return closeShift(app.deps.db, session.commerceId, session.userId, request.params.id, request.body);
    },
  );

  app.get('/caja/turnos', { config: { access: can('HISTORIAL', 'list') } }, async (request) => ({
    rows: await pastShifts(app.deps.db, getSession(request).commerceId),
  }));

  app.get<{ Params: { id: string } }>('/caja/turnos/:id/corte.csv', { schema: { params: idParams }, config: { access: can('HISTORIAL', 'list') } }, async (request, reply) => {
    const { commerceId } = getSession(request);
    const shift = await shiftById(app.deps.db, commerceId, request.params.id);
    const timeZone = (await findCommerce(app.deps.db, commerceId))?.zona_horaria || DEFAULT_TIME_ZONE;
    const day = localDay(shift.cerrado_at ?? shift.abierto_at, timeZone);
    return reply.type(CSV_MIME).header('content-disposition', `attachment; filename="corte-de-caja-${day}.csv"`).send(shiftCsv(shift, timeZone));
  });
};

export default cashShiftRoutes;
