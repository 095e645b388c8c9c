// Automatic WhatsApp messages (docs/whatsapp.md):
//   GET  /v1/whatsapp/ajustes                    the owner's settings, gateway and module state, incoming-message address
//   PUT  /v1/whatsapp/ajustes                    steps, texts, owner alerts (shared whatsappSettingsSchema)
//   GET  /v1/whatsapp/pedidos/:id                an order's messages («WhatsApp no enviado: …») and the customer's opt-out
//   GET  /v1/whatsapp/envios                     the latest messages and alerts (Integraciones)
//   POST /v1/whatsapp/envios/:id/reenviar        «Reenviar» a sent or given-up message
import type { FastifyPluginAsync } from 'fastify';
import type { WhatsAppSettingsInput } from '@shared/types/whatsapp';
import { whatsappSettingsSchema } from '@shared/validation/whatsapp';
import { notFound } from '../../errors';
import { publicOrigin } from '../../http/public-origin';
import { messageReply } from '../../http/reply-schemas/common';
import { orderWhatsAppReply, whatsappLogReply, whatsappSettingsReply } from '../../http/reply-schemas/whatsapp';
import { can } from '../../plugins/access';
import { getSession } from '../../plugins/auth';
import { idParams } from '../../plugins/validators';
import { orderWhatsAppState, resendWhatsAppMessage, whatsappLog, whatsappSettingsView } from '../../services/whatsapp/messages-view';
import { saveWhatsAppSettings } from '../../services/whatsapp/settings';

const MODULE = 'NOTIFICACIONES_CLIENTE_WHATSAPP';

const whatsappRoutes: FastifyPluginAsync = async (app) => {
  const db = app.deps.db;

  app.get('/whatsapp/ajustes', { schema: { response: { 200: whatsappSettingsReply } }, config: { access: can(MODULE, 'list') } }, async (request) =>
    whatsappSettingsView(db, getSession(request).commerceId, publicOrigin(request, app.deps.config.publicUrl)),
  );

  app.put<{ Body: WhatsAppSettingsInput }>(
    '/whatsapp/ajustes',
    { schema: { body: whatsappSettingsSchema, response: { 200: whatsappSettingsReply } }, config: { access: can(MODULE, 'edit') } },
    async (request) => {
      const commerceId = getSession(request).commerceId;
      const origin = publicOrigin(request, app.deps.config.publicUrl);
      await saveWhatsAppSettings(db, commerceId, request.body, origin);
      return whatsappSettingsView(db, commerceId, origin);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/whatsapp/pedidos/:id',
    { schema: { params: idParams('id'), response: { 200: orderWhatsAppReply } }, config: { access: can('HISTORIAL', 'list') } },
    async (request) => {
      const state = await orderWhatsAppState(db, getSession(request).commerceId, request.params.id);
      if (!state) throw notFound('No se encontró el pedido');
      return state;
    },
  );

  app.get('/whatsapp/envios', { schema: { response: { 200: whatsappLogReply } }, config: { access: can('INTEGRACIONES', 'list') } }, async (request) =>
    whatsappLog(db, getSession(request).commerceId),
  );

  app.post<{ Params: { id: string } }>(
    '/whatsapp/envios/:id/reenviar',
    { schema: { params: idParams('id'), response: { 200: messageReply } }, config: { access: can('INTEGRACIONES', 'edit') } },
    async (request) => {
      if (!(await resendWhatsAppMessage(db, getSession(request).commerceId, request.params.id))) throw notFound('No hay un mensaje de WhatsApp para reenviar con ese id');
      return { message: 'El mensaje se enviará de nuevo en unos segundos' };
    },
  );
};

export default whatsappRoutes;
