// The customer's factura (docs/invoices.md), no session: the order is named by its token (orders.factura_token),
// which only its ticket and its status page carry.
//   GET  /f/:token                                   → the self-invoice page (the public menu's page, its script
//                                                      loads the invoice form; registered outside /v1/public)
//   GET  /v1/public/factura/:token                   → SelfInvoiceOrder: the order, whether it can be invoiced
//   POST /v1/public/factura/:token                   → SelfInvoiceResult: issues it once (409 the second time)
//   POST /v1/public/factura/:token/correo {correo}   → SelfInvoiceEmailResult once the SMTP server accepted it;
//                                                      its refusal is a 502 «No se pudo enviar la factura por correo: …»
//   GET  /v1/public/factura/:token/pdf | /xml        → the invoice's file, from Facturapi
//   GET  /v1/public/comercio/:id_path/pedido/:id/factura → { url }: the status page's link (null: none to offer)
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import * as yup from 'yup';
import { selfInvoiceSchema, type SelfInvoiceInput } from '../../../../shared/invoices/rules';
import type { SelfInvoiceEmailResult, SelfInvoiceOrder, SelfInvoiceResult } from '../../../../shared/invoices/types';
import { notFound } from '../../errors';
import { MENU_HTML_HEADERS } from '../../html-headers';
import { boolean, nullableText, number, sameShape, text } from '../../http/reply-schemas/common';
import { sendError } from '../../plugins/error-handler';
import { yupPart } from '../../plugins/validators';
import { issueSelfInvoice, selfInvoiceFile, selfInvoiceLinkOf, selfInvoiceOrder } from '../../services/invoices/self-invoice';
import { emailSelfInvoice } from '../../services/invoices/self-invoice-email';
import { maskRecipient } from '../../services/messaging/code-delivery';
import { PRIVATE_FILE_HEADERS } from '../v1/upload-image';

const tokenParams = { type: 'object', required: ['token'], properties: { token: { type: 'string', minLength: 1, maxLength: 64 } } } as const;
const fileParams = { type: 'object', required: ['token', 'formato'], properties: { token: { type: 'string', minLength: 1, maxLength: 64 }, formato: { type: 'string', enum: ['pdf', 'xml'] } } } as const;
const statusParams = { type: 'object', required: ['id_path', 'id'], properties: { id_path: { type: 'string', minLength: 1, maxLength: 80 }, id: { type: 'string', maxLength: 64 } } } as const;
const bodyLimits = {
  type: 'object',
  properties: { rfc: { type: 'string', maxLength: 20 }, razon_social: { type: 'string', maxLength: 300 }, regimen_fiscal: { type: 'string', maxLength: 3 }, codigo_postal: { type: 'string', maxLength: 10 }, uso_cfdi: { type: 'string', maxLength: 4 }, correo: { type: ['string', 'null'], maxLength: 200 } },
} as const;

const resultProperties = { folio: text, uuid: nullableText, rfc: text, razon_social: text, pdf_url: text, xml_url: text, correo_enviado: nullableText } as const;
const resultRequired = ['folio', 'uuid', 'rfc', 'razon_social', 'pdf_url', 'xml_url', 'correo_enviado'] as const;
const selfInvoiceResultReply = sameShape<SelfInvoiceResult>()({ type: 'object', required: resultRequired, properties: resultProperties });
const selfInvoiceOrderReply = sameShape<SelfInvoiceOrder>()({
  type: 'object',
  required: ['comercio', 'folio', 'creado_at', 'total', 'facturable', 'motivo', 'factura'],
  properties: {
    comercio: text,
    folio: text,
    creado_at: text,
    total: number,
    facturable: boolean,
    motivo: nullableText,
    factura: { type: 'object', nullable: true, required: resultRequired, properties: resultProperties },
  },
});
const EMAIL_MSG = 'Correo: escribe un correo válido';
const emailSchema = yup.object({ correo: yup.string().trim().required(EMAIL_MSG).max(200, EMAIL_MSG).email(EMAIL_MSG) });
const emailLimits = { type: 'object', required: ['correo'], properties: { correo: { type: 'string', maxLength: 200 } } } as const;
const emailReply = sameShape<SelfInvoiceEmailResult>()({ type: 'object', required: ['correo_enviado'], properties: { correo_enviado: text } });
const linkReply = sameShape<{ url: string | null }>()({ type: 'object', required: ['url'], properties: { url: nullableText } });
const fileReply = { content: { 'application/pdf': { schema: { type: 'string' } }, 'application/xml': { schema: { type: 'string' } } } } as const;

const publicInvoiceRoutes: FastifyPluginAsync = async (app) => {
  const deps = () => ({ db: app.deps.db, secretsKey: app.deps.config.secretsKey, facturapiBaseUrl: app.deps.config.providerUrls.facturapi, notifier: app.deps.config.notifier });

  app.get<{ Params: { token: string } }>('/factura/:token', { config: { access: 'public' }, schema: { params: tokenParams, response: { 200: selfInvoiceOrderReply } } }, async (request) =>
    selfInvoiceOrder(deps(), request.params.token),
  );

  app.post<{ Params: { token: string }; Body: SelfInvoiceInput }>(
    '/factura/:token',
    { config: { access: 'public' }, schema: { params: tokenParams, body: yupPart(selfInvoiceSchema, { labeledMessages: true, limits: bodyLimits }), response: { 201: selfInvoiceResultReply } } },
    async (request, reply) => reply.code(201).send(await issueSelfInvoice(deps(), request.params.token, selfInvoiceSchema.cast(request.body, { stripUnknown: true }))),
  );

  app.post<{ Params: { token: string }; Body: { correo: string } }>(
    '/factura/:token/correo',
    { config: { access: 'public' }, schema: { params: tokenParams, body: yupPart(emailSchema, { labeledMessages: true, limits: emailLimits }), response: { 200: emailReply } } },
    async (request) => {
      const to = emailSchema.cast(request.body, { stripUnknown: true }).correo;
      try {
        return await emailSelfInvoice(deps(), request.params.token, to);
      } catch (error) {
        // The refusal is kept in the log for whoever runs the server (the address masked).
        request.log.warn({ err: error, to: maskRecipient(to) }, 'factura: no se envió por correo');
        throw error;
      }
    },
  );

  app.get<{ Params: { token: string; formato: 'pdf' | 'xml' } }>('/factura/:token/:formato', { config: { access: 'public' }, schema: { params: fileParams, response: { 200: fileReply } } }, async (request, reply) => {
    const file = await selfInvoiceFile(deps(), request.params.token, request.params.formato);
    return reply.headers(PRIVATE_FILE_HEADERS).header('cache-control', 'private, no-store').header('content-disposition', `attachment; filename="${file.filename}"`).type(file.contentType).send(file.content);
  });

  app.get<{ Params: { id_path: string; id: string } }>('/comercio/:id_path/pedido/:id/factura', { config: { access: 'public' }, schema: { params: statusParams, response: { 200: linkReply } } }, async (request) => {
    const link = await selfInvoiceLinkOf(deps(), request.params.id_path, request.params.id);
    if (!link) throw notFound('No se encontró el pedido');
    return link;
  });
};

export default publicInvoiceRoutes;

const PAGE_MISSING = 'La página de facturación no está disponible: falta compilar la página (npm run build:renderer)';

/** GET /f/:token — the short link of tickets and the status page: the public menu's page, whose script shows the form. */
export const selfInvoicePageRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { token: string } }>('/f/:token', async (_request, reply) => {
    const staticDir = app.deps.config.staticDir;
    const page = staticDir ? await readFile(join(staticDir, 'menu.html'), 'utf8').catch(() => null) : null;
    if (page === null) return sendError(reply, 404, { message: PAGE_MISSING });
    return reply.headers(MENU_HTML_HEADERS).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
  });
};
