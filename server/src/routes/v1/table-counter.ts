// The counter's table calls (SELF_SERVICE; docs/counter.md). GET /v1/mesas (the floor) and the v2
// close/status calls live in orders.ts and v2/; these add the bill, the payment and the logged release.
//   GET  /v1/mesas/qr.pdf                 printable sheet of every table's QR (one card per table)
//   GET  /v1/mesas/:uuid/cuenta           the bill: open orders with lines, consumo
//   POST /v1/mesas/:uuid/cuenta           marks the bill requested (the floor shows "Cuenta pedida"), → the bill
//   POST /v1/mesas/:uuid/cobrar           { pagos: [{ metodo, monto }], propina, efectivo_recibido?, division? }
//                                         → { table, pedidos, pago } — every open order delivered and paid
//   POST /v1/mesas/:uuid/liberar          { motivo } → { table, pedidos } — free without payment, logged
//   GET  /v1/mesas/cuentas-cerradas       ?mesa=<uuid> → { cuentas } the table's latest paid visits, newest first;
//                                         ?pedido=<id> → { cuentas: [one] } the visit that settled the order (404 if none)
//   GET  /v1/mesas/:uuid/enlace-pago      → { conectado, ultimo, pagos_sin_aplicar } paying the bill by link
//   POST /v1/mesas/:uuid/enlace-pago      «Enviar enlace de pago» for the bill's server total → { url, proveedor, estatus, monto }
import type { FastifyPluginAsync } from 'fastify';
import { COUNTER_PAYMENT_METHODS, type TablePaymentInput } from '../../../../shared/counter';
import { badRequest, notFound } from '../../errors';
import { SERVER_MSG } from '../../messages';
import { can } from '../../plugins/access';
import { getSession } from '../../plugins/auth';
import { findCommerce } from '../../services/commerce';
import { requestBill, tableBill } from '../../services/tables/bill';
import { closedBillOfOrder, closedBillsOfTable } from '../../services/tables/closed-bills';
import { tableFloor } from '../../services/tables/floor';
import { payTable } from '../../services/tables/payment';
import { tableQrSheet } from '../../services/tables/qr-sheet';
import { menuLink, tableMenuLink } from '@shared/public-menu/links';
import { publicOrigin } from '../../http/public-origin';
import { releaseTable } from '../../services/tables/release';
import { startTableBillLink, tableBillLinkState } from '../../services/payments/table-bill';
import { publicBaseUrl } from '../public/payment-webhooks';

const uuidParams = { type: 'object', required: ['uuid'], properties: { uuid: { type: 'string', maxLength: 64 } } } as const;
const money = { type: 'number', minimum: 0, maximum: 10_000_000 } as const;

const tableCounterRoutes: FastifyPluginAsync = async (app) => {
  app.get('/mesas/qr.pdf', { config: { access: can('SELF_SERVICE', 'list') } }, async (request, reply) => {
    const { commerceId } = getSession(request);
    const commerce = await findCommerce(app.deps.db, commerceId);
    if (!commerce) throw notFound(SERVER_MSG.commerceNotFound);
    const menuUrl = menuLink(publicOrigin(request, app.deps.config.publicUrl), commerce.id_path);
    const tables = await tableFloor(app.deps.db, commerceId);
    const pdf = await tableQrSheet(
      commerce.nombre,
      tables.map((t) => ({ numero: t.numero, url: tableMenuLink(menuUrl, t.uuid) })),
    );
    return reply.type('application/pdf').header('content-disposition', 'attachment; filename="mesas-qr.pdf"').send(pdf);
  });

  app.get<{ Querystring: { mesa?: string; pedido?: string } }>(
    '/mesas/cuentas-cerradas',
    {
      schema: {
        querystring: { type: 'object', additionalProperties: false, properties: { mesa: { type: 'string', maxLength: 64 }, pedido: { type: 'string', maxLength: 64 } } },
      },
      config: { access: can('SELF_SERVICE', 'list') },
    },
    async (request) => {
      const { commerceId } = getSession(request);
      const { mesa, pedido } = request.query;
      if ((mesa === undefined) === (pedido === undefined)) throw badRequest('mesa: Indica la mesa o el pedido', 'mesa');
      if (mesa !== undefined) return { cuentas: await closedBillsOfTable(app.deps.db, commerceId, mesa) };
      return { cuentas: [await closedBillOfOrder(app.deps.db, commerceId, pedido ?? '')] };
    },
  );

  app.get<{ Params: { uuid: string } }>('/mesas/:uuid/cuenta', { schema: { params: uuidParams }, config: { access: can('SELF_SERVICE', 'list') } }, async (request) =>
    tableBill(app.deps.db, getSession(request).commerceId, request.params.uuid),
  );

  app.post<{ Params: { uuid: string } }>('/mesas/:uuid/cuenta', { schema: { params: uuidParams }, config: { access: can('SELF_SERVICE', 'edit') } }, async (request) =>
    requestBill(app.deps.db, getSession(request).commerceId, request.params.uuid),
  );

  app.post<{ Params: { uuid: string }; Body: TablePaymentInput }>(
    '/mesas/:uuid/cobrar',
    {
      schema: {
        params: uuidParams,
        body: {
          type: 'object',
          required: ['pagos', 'propina'],
          additionalProperties: false,
          properties: {
            pagos: {
              type: 'array',
              minItems: 1,
              maxItems: 50,
              items: {
                type: 'object',
                required: ['metodo', 'monto'],
                additionalProperties: false,
                properties: { metodo: { type: 'string', enum: [...COUNTER_PAYMENT_METHODS] }, monto: money },
              },
            },
            propina: money,
            efectivo_recibido: { anyOf: [money, { type: 'null' }] },
            division: {
              anyOf: [
                { type: 'null' },
                { type: 'object', required: ['tipo', 'partes'], additionalProperties: false, properties: { tipo: { const: 'partes' }, partes: { type: 'integer', minimum: 1, maximum: 50 } } },
                { type: 'object', required: ['tipo', 'cuentas'], additionalProperties: false, properties: { tipo: { const: 'productos' }, cuentas: { type: 'integer', minimum: 1, maximum: 50 } } },
              ],
            },
          },
        },
      },
      config: { access: can('SELF_SERVICE', 'edit') },
    },
    async (request) => {
      const session = getSession(request);
      return payTable(app.deps.db, session.commerceId, session.userId, request.params.uuid, request.body);
    },
  );

  app.post<{ Params: { uuid: string }; Body: { motivo: string } }>(
    '/mesas/:uuid/liberar',
    {
      schema: {
        params: uuidParams,
        body: { type: 'object', required: ['motivo'], additionalProperties: false, properties: { motivo: { type: 'string', maxLength: 200 } } },
      },
      config: { access: can('SELF_SERVICE', 'edit') },
    },
    async (request) => {
      const session = getSession(request);
      return releaseTable(app.deps.db, session.commerceId, session.userId, request.params.uuid, request.body.motivo);
    },
  );

  app.get<{ Params: { uuid: string } }>('/mesas/:uuid/enlace-pago', { schema: { params: uuidParams }, config: { access: can('SELF_SERVICE', 'list') } }, async (request) =>
    tableBillLinkState(app.deps.db, getSession(request).commerceId, request.params.uuid),
  );

  app.post<{ Params: { uuid: string } }>('/mesas/:uuid/enlace-pago', { schema: { params: uuidParams }, config: { access: can('SELF_SERVICE', 'edit') } }, async (request) => {
    const deps = { db: app.deps.db, secretsKey: app.deps.config.secretsKey, providerUrls: app.deps.config.providerUrls };
    return startTableBillLink(deps, { commerceId: getSession(request).commerceId, tableUuid: request.params.uuid, baseUrl: publicBaseUrl(app, request) });
  });
};

export default tableCounterRoutes;
