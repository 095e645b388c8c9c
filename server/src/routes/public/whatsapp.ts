// The customer's side of the automatic WhatsApp messages (docs/whatsapp.md), no session:
//   GET  /v1/public/comercio/:id_path/pedido/:id/whatsapp        { activo, baja } for the status page
//   POST /v1/public/comercio/:id_path/pedido/:id/whatsapp/baja   opt out: the order's phone gets nothing more
//        from this commerce (the order id is the random UUID the customer got at checkout)
//   POST /v1/public/comercio/:id_path/whatsapp/entrante          Green-API's incoming-message notifications
//        (Authorization = the commerce's token); a «BAJA» reply opts the sender out
import type { FastifyPluginAsync } from 'fastify';
import { HttpError, notFound } from '../../errors';
import { SERVER_MSG } from '../../messages';
import { incomingReply, publicWhatsAppReply } from '../../http/reply-schemas/whatsapp';
import { OBJECT_BODY } from '../../plugins/validators';
import { receiveIncoming } from '../../services/whatsapp/incoming';
import { optOutByOrder, publicWhatsAppState } from '../../services/whatsapp/messages-view';

const orderParams = { type: 'object', required: ['id_path', 'id'], properties: { id_path: { type: 'string', minLength: 1, maxLength: 80 }, id: { type: 'string', maxLength: 64 } } } as const;
const commerceParams = { type: 'object', required: ['id_path'], properties: { id_path: { type: 'string', minLength: 1, maxLength: 80 } } } as const;
const NOT_FOUND = 'No se encontró el pedido';

const publicWhatsAppRoutes: FastifyPluginAsync = async (app) => {
  const db = app.deps.db;

  app.get<{ Params: { id_path: string; id: string } }>(
    '/comercio/:id_path/pedido/:id/whatsapp',
    { config: { access: 'public' }, schema: { params: orderParams, response: { 200: publicWhatsAppReply } } },
    async (request) => (await publicWhatsAppState(db, request.params.id_path, request.params.id)) ?? Promise.reject(notFound(NOT_FOUND)),
  );

  app.post<{ Params: { id_path: string; id: string } }>(
    '/comercio/:id_path/pedido/:id/whatsapp/baja',
    { config: { access: 'public' }, schema: { params: orderParams, response: { 200: publicWhatsAppReply } } },
    async (request) => (await optOutByOrder(db, request.params.id_path, request.params.id)) ?? Promise.reject(notFound(NOT_FOUND)),
  );

  // Green-API's notifications carry 10-digit numbers (idInstance, timestamp), beyond the input guard's range
  // (plugins/input-guard.ts); this route alone reads JSON numbers as text, and the guard checks the rest as usual.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      try {
        done(null, text.trim() === '' ? undefined : JSON.parse(text, (key, value: unknown) => (key === '__proto__' || key === 'constructor' ? undefined : typeof value === 'number' ? String(value) : value)));
      } catch {
        done(new HttpError(400, SERVER_MSG.invalidJson), undefined);
      }
    });
    scope.post<{ Params: { id_path: string }; Body: unknown }>(
      '/comercio/:id_path/whatsapp/entrante',
      { config: { access: 'public' }, schema: { params: commerceParams, body: OBJECT_BODY, response: { 200: incomingReply } } },
      async (request) => ({ resultado: await receiveIncoming(db, app.deps.config.secretsKey, request.params.id_path, request.headers.authorization, request.body) }),
    );
  });
};

export default publicWhatsAppRoutes;
