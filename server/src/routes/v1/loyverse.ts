// Loyverse sync (docs/integrations.md), behind the LOYVERSE module:
//   GET  /v1/loyverse                            sync state: links, last import and stock pull, receipts
//   POST /v1/loyverse/importar                   «Importar menú de Loyverse»  → the run with its conflicts
//   POST /v1/loyverse/agotados                   «Traer agotados»             → products marked / offered again
//   GET  /v1/loyverse/tipos-pago                 the store's Loyverse payment types
//   PUT  /v1/loyverse/tipos-pago                 { efectivo: id, tarjeta: id, … } for the receipts
//   GET  /v1/loyverse/pedidos/:id                an order's receipt (number, or why it failed)
//   POST /v1/loyverse/pedidos/:id/reenviar       send a failed receipt again
import type { FastifyPluginAsync } from 'fastify';
import { can } from '../../plugins/access';
import { getSession } from '../../plugins/auth';
import { idParams } from '../../plugins/validators';
import {
  listLoyversePaymentTypes,
  loyverseOrderReceipt,
  loyverseStatus,
  resendLoyverseReceipt,
  runLoyverseImport,
  runLoyverseStockPull,
  saveLoyversePaymentTypes,
} from '../../services/loyverse/service';

const PAYMENT_TYPES_BODY = { type: 'object', additionalProperties: { type: 'string', maxLength: 64 }, maxProperties: 10 } as const;

const loyverseRoutes: FastifyPluginAsync = async (app) => {
  const key = () => app.deps.config.secretsKey;
  const commerceOf = (request: Parameters<typeof getSession>[0]) => getSession(request).commerceId;

  app.get('/loyverse', { config: { access: can('LOYVERSE', 'list') } }, async (request) => loyverseStatus(app.deps.db, key(), commerceOf(request)));

  app.post('/loyverse/importar', { config: { access: can('LOYVERSE', 'edit') } }, async (request) => runLoyverseImport(app.deps.db, key(), commerceOf(request)));

  app.post('/loyverse/agotados', { config: { access: can('LOYVERSE', 'edit') } }, async (request) => runLoyverseStockPull(app.deps.db, key(), commerceOf(request)));

  app.get('/loyverse/tipos-pago', { config: { access: can('LOYVERSE', 'list') } }, async (request) => listLoyversePaymentTypes(app.deps.db, key(), commerceOf(request)));

  app.put<{ Body: Record<string, string> }>('/loyverse/tipos-pago', { schema: { body: PAYMENT_TYPES_BODY }, config: { access: can('LOYVERSE', 'edit') } }, async (request) =>
    saveLoyversePaymentTypes(app.deps.db, commerceOf(request), request.body),
  );

  app.get<{ Params: { id: string } }>('/loyverse/pedidos/:id', { schema: { params: idParams('id') }, config: { access: can('LOYVERSE', 'list') } }, async (request) =>
    loyverseOrderReceipt(app.deps.db, commerceOf(request), request.params.id),
  );

  app.post<{ Params: { id: string } }>('/loyverse/pedidos/:id/reenviar', { schema: { params: idParams('id') }, config: { access: can('LOYVERSE', 'edit') } }, async (request) =>
    resendLoyverseReceipt(app.deps.db, commerceOf(request), request.params.id),
  );
};

export default loyverseRoutes;
