// Loyverse sync (docs/integrations.md), behind the LOYVERSE module:
//   GET  /v1/loyverse                            sync state: links, last import and stock pull, receipts
//   POST /v1/loyverse/importar                   «Importar menú de Loyverse»  → the run with its conflicts
//   POST /v1/loyverse/agotados                   «Traer agotados»             → products marked / offered again
//   GET  /v1/loyverse/tipos-pago                 the store's Loyverse payment types
//   PUT  /v1/loyverse/tipos-pago                 { efectivo: id, tarjeta: id, … } for the receipts
//   GET  /v1/loyverse/pedidos/:id                an order's receipt (number, or why it failed)
//   POST /v1/loyverse/pedidos/:id/reenviar       send a failed receipt again
//   PUT  /v1/loyverse/recibos                    { recibo_cuando: entregado | pagado | primero }
//   GET  /v1/loyverse/enlaces                    products with their links, Loyverse's items and variants
//   PUT  /v1/loyverse/enlaces                    { id_producto, id_presentacion?, variant_id } «Enlazar a mano»
import type { FastifyPluginAsync } from 'fastify';
import type { LoyverseMappingInput } from '../../../../shared/types/loyverse';
import { can } from '../../plugins/access';
import { getSession } from '../../plugins/auth';
import { idParams } from '../../plugins/validators';
import {
  listLoyversePaymentTypes,
  loyverseOrderReceipt,
  loyverseStatus,
  readLoyverseMapping,
  resendLoyverseReceipt,
  saveLoyverseMapping,
  saveLoyverseReceiptTrigger,
  runLoyverseImport,
  runLoyverseStockPull,
  saveLoyversePaymentTypes,
} from '../../services/loyverse/service';

const RECEIPT_TRIGGER_BODY = {
  type: 'object',
  required: ['recibo_cuando'],
  additionalProperties: false,
  properties: { recibo_cuando: { type: 'string', maxLength: 20 } },
} as const;

const MAPPING_BODY = {
  type: 'object',
  required: ['id_producto', 'variant_id'],
  additionalProperties: false,
  properties: {
    id_producto: { type: 'string', format: 'uuid' },
    id_presentacion: { type: ['string', 'null'], format: 'uuid' },
    variant_id: { type: 'string', minLength: 1, maxLength: 64 },
  },
} as const;

const PAYMENT_TYPES_BODY = { type: 'object', additionalProperties: { type: 'string', maxLength: 64 }, maxProperties: 10 } as const;

const loyverseRoutes: FastifyPluginAsync = async (app) => {
  const key = () => app.deps.config.secretsKey;
  const loyverseUrl = () => app.deps.config.providerUrls.loyverse;
  const commerceOf = (request: Parameters<typeof getSession>[0]) => getSession(request).commerceId;

  app.get('/loyverse', { config: { access: can('LOYVERSE', 'list') } }, async (request) => loyverseStatus(app.deps.db, key(), commerceOf(request)));

  app.post('/loyverse/importar', { config: { access: can('LOYVERSE', 'edit') } }, async (request) => runLoyverseImport(app.deps.db, key(), loyverseUrl(), commerceOf(request)));

  app.post('/loyverse/agotados', { config: { access: can('LOYVERSE', 'edit') } }, async (request) => runLoyverseStockPull(app.deps.db, key(), loyverseUrl(), commerceOf(request)));

  app.get('/loyverse/tipos-pago', { config: { access: can('LOYVERSE', 'list') } }, async (request) => listLoyversePaymentTypes(app.deps.db, key(), loyverseUrl(), commerceOf(request)));

  app.put<{ Body: Record<string, string> }>('/loyverse/tipos-pago', { schema: { body: PAYMENT_TYPES_BODY }, config: { access: can('LOYVERSE', 'edit') } }, async (request) =>
    saveLoyversePaymentTypes(app.deps.db, commerceOf(request), request.body),
  );

  app.get<{ Params: { id: string } }>('/loyverse/pedidos/:id', { schema: { params: idParams('id') }, config: { access: can('LOYVERSE', 'list') } }, async (request) =>
    loyverseOrderReceipt(app.deps.db, commerceOf(request), request.params.id),
  );

  app.post<{ Params: { id: string } }>('/loyverse/pedidos/:id/reenviar', { schema: { params: idParams('id') }, config: { access: can('LOYVERSE', 'edit') } }, async (request) =>
    resendLoyverseReceipt(app.deps.db, commerceOf(request), request.params.id),
  );

  app.put<{ Body: { recibo_cuando: string } }>('/loyverse/recibos', { schema: { body: RECEIPT_TRIGGER_BODY }, config: { access: can('LOYVERSE', 'edit') } }, async (request) =>
    saveLoyverseReceiptTrigger(app.deps.db, commerceOf(request), request.body.recibo_cuando),
  );

  app.get('/loyverse/enlaces', { config: { access: can('LOYVERSE', 'list') } }, async (request) => readLoyverseMapping(app.deps.db, key(), loyverseUrl(), commerceOf(request)));

  app.put<{ Body: LoyverseMappingInput }>('/loyverse/enlaces', { schema: { body: MAPPING_BODY }, config: { access: can('LOYVERSE', 'edit') } }, async (request) =>
    saveLoyverseMapping(app.deps.db, key(), loyverseUrl(), commerceOf(request), request.body),
  );
};

export default loyverseRoutes;
