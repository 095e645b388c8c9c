// PATCH /v2/commerce/:commerceId/tables/:tableUuid { status } — status 'a' is the forced close of docs/domain.md (Estados del pedido)
// (the visit's orders delivered, table available again). Answers the table ({ uuid, numero, status }).
import type { FastifyPluginAsync } from 'fastify';
import { MSG } from '../../../../shared/messages';
import type { TableStatus } from '../../../../shared/types/menu';
import { tableStateSchema } from '../../http/reply-schemas/order';
import { getSession } from '../../plugins/auth';
import { OrderRefusal } from '../../services/orders/errors';
import { setTableStatus } from '../../services/orders/tables';

const tablesV2Routes: FastifyPluginAsync = async (app) => {
  app.patch<{ Params: { commerceId: string; tableUuid: string }; Body: { status: TableStatus } }>(
    '/commerce/:commerceId/tables/:tableUuid',
    {
      schema: {
        params: {
          type: 'object',
          required: ['commerceId', 'tableUuid'],
          properties: { commerceId: { type: 'string', maxLength: 64 }, tableUuid: { type: 'string', maxLength: 64 } },
        },
        body: { type: 'object', required: ['status'], properties: { status: { type: 'string', enum: ['a', 'o', 'c'] } } },
        response: { 200: tableStateSchema },
      },
      config: { access: { module: 'SELF_SERVICE', permission: 'edit' } },
    },
    async (request) => {
      try {
        return await setTableStatus(app.deps.db, getSession(request).commerceId, request.params.tableUuid, request.body.status);
      } catch (error) {
        if (error instanceof OrderRefusal) throw new OrderRefusal(error.statusCode, 'TABLE_CLOSE_ERROR', MSG.closeTableError);
        throw error;
      }
    },
  );
};

export default tablesV2Routes;
