// Customers (clientes), module CLIENTES. Paths, relative to /v1:
//   GET /clientes?q=&page=1&pageSize=20&orden=ultimo_pedido|total_gastado|total_pedidos|nombre
//       → { rows: Customer[], total, page, pageSize }  (server-side search by name or phone, and pagination)
//   GET /clientes/export?format=csv|xlsx&q=&orden=   → file download with the same search
//   GET /clientes/{id}   → { cliente: Customer, pedidos: Order[] (newest first, at most 100), total_pedidos }
// (GET /clientes/buscar?telefono= is the phone-order lookup of routes/v1/orders-phone.ts.)
import type { FastifyPluginAsync } from 'fastify';
import { DEFAULT_TIME_ZONE } from '../../../../shared/constants';
import { getSession } from '../../plugins/auth';
import { findCommerce } from '../../services/commerce';
import { CUSTOMER_SORTS, customerDetail, customersForExport, listCustomers, type CustomerQuery } from '../../services/customers/customers';
import { customerExportColumns } from '../../services/customers/export';
import { CSV_MIME, toCsv, toXlsx, XLSX_MIME } from '../../services/export/table';
import { idParams } from '../../plugins/validators';

const searchProperties = {
  q: { type: 'string', maxLength: 100 },
  orden: { type: 'string', enum: [...CUSTOMER_SORTS] },
} as const;

const customerRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;

  app.get<{ Querystring: CustomerQuery }>(
    '/clientes',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { ...searchProperties, page: { type: 'integer', minimum: 1, maximum: 100_000 }, pageSize: { type: 'integer', minimum: 1, maximum: 100 } },
        },
      },
      config: { access: { module: 'CLIENTES', permission: 'list' } },
    },
    async (request) => listCustomers(db, getSession(request).commerceId, request.query),
  );

  app.get<{ Querystring: CustomerQuery & { format?: 'csv' | 'xlsx' } }>(
    '/clientes/export',
    {
      schema: { querystring: { type: 'object', properties: { ...searchProperties, format: { type: 'string', enum: ['csv', 'xlsx'] } } } },
      config: { access: { module: 'CLIENTES', permission: 'list' } },
    },
    async (request, reply) => {
      const { commerceId } = getSession(request);
      const commerce = await findCommerce(db, commerceId);
      const columns = customerExportColumns(commerce?.zona_horaria || DEFAULT_TIME_ZONE);
      const rows = await customersForExport(db, commerceId, request.query);
      const stamp = new Date().toISOString().slice(0, 10);
      if (request.query.format === 'xlsx') {
        return reply
          .type(XLSX_MIME)
          .header('content-disposition', `attachment; filename="clientes-${stamp}.xlsx"`)
          .send(await toXlsx('Clientes', columns, rows));
      }
      return reply.type(CSV_MIME).header('content-disposition', `attachment; filename="clientes-${stamp}.csv"`).send(toCsv(columns, rows));
    },
  );

  app.get<{ Params: { id: string } }>('/clientes/:id', { schema: { params: idParams('id') }, config: { access: { module: 'CLIENTES', permission: 'list' } } }, async (request) =>
    customerDetail(db, getSession(request).commerceId, request.params.id),
  );
};

export default customerRoutes;
