// v2 order calls (x-api-key + x-panel-session, or a commerce API key with orders:read for the two reads;
// tenancy by the session's or the key's commerce):
//   GET  /v2/commerce/:commerceId/orders?orders_in_process=true   → { rows: Order[] } newest first
//   GET  /v2/commerce/:commerceId/orders/:orderId                 → { pedido, productos } (metodo_pago lower-case; paid at a table: pagos_mesa;
//                                                                   from an outside channel: pedido.canal; factura_url when the commerce invoices)
//   POST /v2/orders/v2/close { table, payment_method, force? }    → { table, pedidos } (docs/domain.md (Estados del pedido) table close)
// This plugin also registers tables.ts (PATCH /v2/commerce/:commerceId/tables/:tableUuid).
import type { FastifyPluginAsync } from 'fastify';
import { MSG } from '../../../../shared/messages';
import { getSession } from '../../plugins/auth';
import { HttpError } from '../../errors';
import { orderDetailSchema, orderSchema, settledVisitSchema } from '../../http/reply-schemas/order';
import { OrderRefusal } from '../../services/orders/errors';
import { inProcessOrders, isPaymentMethod, orderDetail } from '../../services/orders/operations';
import { closeTable } from '../../services/orders/tables';
import { detailWithChannelInfo, withChannelInfo } from '../../services/channel-orders/order-info';
import { withTablePayment } from '../../services/tables/closed-bills';
import { withSelfInvoiceLink } from '../../services/invoices/ticket-links';
import tablesV2Routes from './tables';

const commerceParams = {
  type: 'object',
  required: ['commerceId'],
  properties: { commerceId: { type: 'string', maxLength: 64 }, orderId: { type: 'string', maxLength: 64 } },
} as const;

const ordersV2Routes: FastifyPluginAsync = async (app) => {
  await app.register(tablesV2Routes);

  app.get<{ Params: { commerceId: string }; Querystring: { orders_in_process?: string } }>(
    '/commerce/:commerceId/orders',
    {
      schema: {
        params: commerceParams,
        querystring: { type: 'object', properties: { orders_in_process: { type: 'string', maxLength: 10 } } },
        response: { 200: { type: 'object', required: ['rows'], properties: { rows: { type: 'array', items: orderSchema } } } },
      },
      config: { access: { module: 'HISTORIAL', permission: 'list' }, apiKeyScope: 'orders:read' },
    },
    async (request) => {
      const { commerceId } = getSession(request);
      return { rows: await withChannelInfo(app.deps.db, commerceId, await inProcessOrders(app.deps.db, commerceId)) };
    },
  );

  app.get<{ Params: { commerceId: string; orderId: string } }>(
    '/commerce/:commerceId/orders/:orderId',
    { schema: { params: commerceParams, response: { 200: orderDetailSchema } }, config: { access: { module: 'HISTORIAL', permission: 'list' }, apiKeyScope: 'orders:read' } },
    async (request) => {
      const { commerceId } = getSession(request);
      const detail = await withTablePayment(app.deps.db, commerceId, await orderDetail(app.deps.db, commerceId, request.params.orderId));
      // The self-invoice link the panel's reprint puts on the ticket, as the automatic print does (docs/invoices.md).
      const invoiced = await withSelfInvoiceLink(app.deps.db, commerceId, detail, app.deps.config.publicUrl);
      return detailWithChannelInfo(app.deps.db, commerceId, invoiced);
    },
  );

  app.post<{ Body: { table: string; payment_method?: string | null; force?: boolean } }>(
    '/orders/v2/close',
    {
      schema: {
        body: {
          type: 'object',
          required: ['table'],
          properties: {
            table: { type: 'string', minLength: 1, maxLength: 64 },
            payment_method: { type: ['string', 'null'], maxLength: 40 },
            force: { type: 'boolean' },
          },
        },
        response: { 200: settledVisitSchema },
      },
      config: { access: { module: 'SELF_SERVICE', permission: 'edit' } },
    },
    async (request) => {
      const { table, force = false } = request.body;
      const method = request.body.payment_method?.trim().toLowerCase() || null;
      if (method !== null && !isPaymentMethod(method)) throw new HttpError(400, `payment_method: ${MSG.closeTableError}`, { field: 'payment_method' });
      if (method === null && !force) throw new HttpError(400, `payment_method: ${MSG.closeTableError}`, { field: 'payment_method' });
      try {
        return await closeTable(app.deps.db, getSession(request).commerceId, table, method, force);
      } catch (error) {
        if (error instanceof OrderRefusal) throw new OrderRefusal(error.statusCode, 'TABLE_CLOSE_ERROR', MSG.closeTableError);
        throw error;
      }
    },
  );
};

export default ordersV2Routes;
