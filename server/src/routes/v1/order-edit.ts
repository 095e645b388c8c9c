// Editing an order (module EDITAR_PEDIDO, docs/orders.md «Editar pedido»):
//   PUT  /v1/pedido/:id/edicion               { version, productos, metodo_entrega?, calle?…, cliente_paga_con? }
//        → OrderEditResult (the order re-priced, its new version, what changed, the cash change, a coupon
//          that no longer applies, the amount to charge/refund when paid online)
//        409 ORDER_VERSION_CONFLICT when another edit landed after `version`; 409 ORDER_NOT_EDITABLE
//   POST /v1/pedido/:id/edicion/vista-previa  same body → what the edit would give; nothing is saved
//   GET  /v1/pedido/:id/versiones             → { version, rows: OrderVersionEntry[], lineas_agotadas }
//   POST /v1/pedido/:id/agotado               { id_producto } | { id_extra } → { lineas_agotadas }
//        marks the product or extra option sold out with the menu's own service
import type { FastifyPluginAsync } from 'fastify';
import type { OrderEditInput } from '../../../../shared/orders/edit';
import { orderEditSchema } from '../../../../shared/validation/order-edit';
import { badRequest } from '../../errors';
import { can } from '../../plugins/access';
import { getSession } from '../../plugins/auth';
import { yupPart } from '../../plugins/validators';
import { editOrder, previewOrderEdit } from '../../services/orders/edit/edit-order';
import { markSoldOutFromOrder, orderVersions } from '../../services/orders/edit/sold-out';
import { performPendingRefunds } from '../../services/payments/refunds';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 64 } } } as const;
const editSchema = { params: idParams, body: yupPart(orderEditSchema, { labeledMessages: true }) };

const soldOutBody = {
  type: 'object',
  additionalProperties: false,
  properties: { id_producto: { type: 'string', maxLength: 64 }, id_extra: { type: 'string', maxLength: 64 } },
} as const;

const orderEditRoutes: FastifyPluginAsync = async (app) => {
  app.put<{ Params: { id: string }; Body: OrderEditInput }>('/pedido/:id/edicion', { schema: editSchema, config: { access: can('EDITAR_PEDIDO', 'edit') } }, async (request) => {
    const { commerceId, userId } = getSession(request);
    const result = await editOrder(app.deps.db, { commerceId, userId }, request.params.id, orderEditSchema.cast(request.body, { stripUnknown: true }) as OrderEditInput);
    // A refund the edit asked for is made now (the sweep makes it otherwise); its outcome shows in «Cobros en línea».
    if (result.ajuste_pago != null && result.ajuste_pago < 0) {
      await performPendingRefunds({ db: app.deps.db, secretsKey: app.deps.config.secretsKey, providerUrls: app.deps.config.providerUrls }, { commerceId, orderId: request.params.id }).catch((error: unknown) => request.log.warn({ err: error }, 'order edit refund'));
    }
    return result;
  });

  app.post<{ Params: { id: string }; Body: OrderEditInput }>('/pedido/:id/edicion/vista-previa', { schema: editSchema, config: { access: can('EDITAR_PEDIDO', 'edit') } }, async (request) => {
    const { commerceId, userId } = getSession(request);
    return previewOrderEdit(app.deps.db, { commerceId, userId }, request.params.id, orderEditSchema.cast(request.body, { stripUnknown: true }) as OrderEditInput);
  });

  app.get<{ Params: { id: string } }>('/pedido/:id/versiones', { schema: { params: idParams }, config: { access: can('EDITAR_PEDIDO', 'list') } }, async (request) =>
    orderVersions(app.deps.db, getSession(request).commerceId, request.params.id),
  );

  app.post<{ Params: { id: string }; Body: { id_producto?: string; id_extra?: string } }>(
    '/pedido/:id/agotado',
    { schema: { params: idParams, body: soldOutBody }, config: { access: can('EDITAR_PEDIDO', 'edit') } },
    async (request) => {
      const { id_producto: productId, id_extra: extraId } = request.body;
      if ((productId === undefined) === (extraId === undefined)) throw badRequest('Indica el producto (id_producto) o el extra (id_extra) a marcar como agotado', 'id_producto');
      const target = productId !== undefined ? { id_producto: productId } : { id_extra: extraId! };
      return markSoldOutFromOrder(app.deps.db, getSession(request).commerceId, request.params.id, target);
    },
  );
};

export default orderEditRoutes;
