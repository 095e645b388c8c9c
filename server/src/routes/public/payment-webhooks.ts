// Online payment, customer and provider side (docs/payments.md), no session:
//   POST /v1/public/comercio/:id_path/pedido/:id/pago   → { url, proveedor, estatus }: the provider's page for the
//        order's server total (a Stripe Checkout Session or a Mercado Pago preference); the same page while it is open
//   GET  /v1/public/comercio/:id_path/pedido/:id/pago   → PublicOrderPayment: what the status page says
//   POST /v1/public/comercio/:id_path/pagos/webhook/stripe        Stripe's events (Stripe-Signature, raw body)
//   POST /v1/public/comercio/:id_path/pagos/webhook/mercadopago   Mercado Pago's notifications (x-signature)
//   POST /v1/public/comercio/:id_path/pagos/webhook/clip          Clip's checkout webhook (unsigned: only re-read)
// A webhook is verified with the commerce's sealed secret and answered 200 once applied (or ignored); a bad
// signature is a 400 and changes nothing. Clip's carries no signature: it names a link of this commerce, which is
// read from Clip's API; the body decides nothing.
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { PAYMENT_PROVIDER_CODES, type PaymentLinkAnswer, type PublicOrderPayment } from '@shared/online-payment';
import { notFound } from '../../errors';
import { nullableText, sameShape, text } from '../../http/reply-schemas/common';
import { startOrderPayment, type PaymentDeps } from '../../services/payments/checkout';
import { publicOrderPayment } from '../../services/payments/queries';
import { startPaymentSweeper, type PaymentSweeper } from '../../services/payments/sweep';
import { handleClipWebhook, handleMercadoPagoWebhook, handleStripeWebhook } from '../../services/payments/webhooks';
import { intakeCacheFor } from '../../services/orders/intake-cache';

const idPath = { type: 'string', minLength: 1, maxLength: 80 } as const;
const commerceParams = { type: 'object', required: ['id_path'], properties: { id_path: idPath } } as const;
const orderParams = { type: 'object', required: ['id_path', 'id'], properties: { id_path: idPath, id: { type: 'string', minLength: 1, maxLength: 64 } } } as const;
const PAYMENT_STATUSES = ['pendiente', 'pagado', 'fallido', 'expirado'] as const;
const RAW_BODY = { type: 'string', maxLength: 256 * 1024 } as const;

const paymentLinkReply = sameShape<PaymentLinkAnswer>()({
  type: 'object',
  required: ['url', 'proveedor', 'estatus'],
  properties: { url: text, proveedor: { type: 'string', enum: PAYMENT_PROVIDER_CODES }, estatus: { type: 'string', enum: PAYMENT_STATUSES } },
});
const publicPaymentReply = sameShape<PublicOrderPayment>()({
  type: 'object',
  required: ['estatus', 'proveedor', 'url', 'expira_at', 'reembolso', 'mensaje'],
  properties: {
    estatus: { type: 'string', enum: ['pendiente', 'pagado', 'fallido', 'expirado', 'sin_pago'] },
    proveedor: { type: 'string', enum: PAYMENT_PROVIDER_CODES, nullable: true },
    url: nullableText,
    expira_at: nullableText,
    reembolso: { type: 'string', enum: ['pendiente', 'hecho', 'fallido'], nullable: true },
    mensaje: text,
  },
});
/** Clip's checkout webhook as documented; only payment_request_id is used (the rest is Clip's, kept for the log). */
const clipWebhookBody = {
  type: 'object',
  required: ['payment_request_id'],
  properties: {
    id: { type: 'string', maxLength: 64 },
    payment_request_id: { type: 'string', minLength: 1, maxLength: 64 },
    resource: { type: 'string', maxLength: 40 },
    resource_status: { type: 'string', maxLength: 40 },
  },
} as const;
const webhookReply = sameShape<{ recibido: boolean; resultado: string }>()({
  type: 'object',
  required: ['recibido', 'resultado'],
  properties: { recibido: { type: 'boolean' }, resultado: text },
});

/** PUBLIC_URL, else the origin the request came to: where the provider sends the customer back. */
export function publicBaseUrl(app: FastifyInstance, request: FastifyRequest): string {
  return app.deps.config.publicUrl ?? `${request.protocol}://${request.host}`;
}

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

const paymentWebhookRoutes: FastifyPluginAsync = async (app) => {
  const deps = (): PaymentDeps => ({ db: app.deps.db, secretsKey: app.deps.config.secretsKey, providerUrls: app.deps.config.providerUrls });
  const commerceIdOf = async (path: string): Promise<string> => {
    const commerce = await intakeCacheFor(app.deps.db).byPath(path);
    if (!commerce) throw notFound('No se encontró el comercio');
    return commerce.id;
  };

  // Unpaid orders expire and pending refunds are made on every instance (services/payments/sweep.ts).
  let sweeper: PaymentSweeper | null = null;
  app.addHook('onReady', async () => {
    const everyMs = app.deps.config.paymentsSweepMs;
    if (everyMs > 0) sweeper = startPaymentSweeper(deps(), { everyMs, onError: (error) => app.log.error({ err: error }, 'pagos en línea: falló el barrido') });
  });
  app.addHook('onClose', async () => {
    await sweeper?.stop();
  });

  app.post<{ Params: { id_path: string; id: string } }>(
    '/comercio/:id_path/pedido/:id/pago',
    { config: { access: 'public' }, schema: { params: orderParams, response: { 200: paymentLinkReply } } },
    async (request) => {
      const commerceId = await commerceIdOf(request.params.id_path);
      return startOrderPayment(deps(), { commerceId, orderId: request.params.id, idPath: request.params.id_path, baseUrl: publicBaseUrl(app, request), origen: 'checkout' });
    },
  );

  app.get<{ Params: { id_path: string; id: string } }>(
    '/comercio/:id_path/pedido/:id/pago',
    { config: { access: 'public' }, schema: { params: orderParams, response: { 200: publicPaymentReply } } },
    async (request) => {
      const payment = await publicOrderPayment(app.deps.db, await commerceIdOf(request.params.id_path), request.params.id);
      if (!payment) throw notFound('No se encontró el pedido');
      return payment;
    },
  );

  app.post<{ Params: { id_path: string }; Body: { payment_request_id: string } }>(
    '/comercio/:id_path/pagos/webhook/clip',
    { config: { access: 'public' }, schema: { params: commerceParams, body: clipWebhookBody, response: { 200: webhookReply } } },
    async (request) => {
      const resultado = await handleClipWebhook(deps(), await commerceIdOf(request.params.id_path), request.body);
      return { recibido: true, resultado };
    },
  );

  // The providers sign the exact bytes they sent: these two routes keep the body as text (this plugin only).
  await app.register(async (hooks) => {
    hooks.removeContentTypeParser('application/json');
    hooks.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

    hooks.post<{ Params: { id_path: string }; Body: string }>(
      '/comercio/:id_path/pagos/webhook/stripe',
      { config: { access: 'public' }, schema: { params: commerceParams, body: RAW_BODY, response: { 200: webhookReply } } },
      async (request) => {
        const resultado = await handleStripeWebhook(deps(), await commerceIdOf(request.params.id_path), request.body, header(request, 'stripe-signature'));
        return { recibido: true, resultado };
      },
    );

    hooks.post<{ Params: { id_path: string }; Body: string; Querystring: Record<string, string> }>(
      '/comercio/:id_path/pagos/webhook/mercadopago',
      {
        config: { access: 'public' },
        schema: {
          params: commerceParams,
          body: RAW_BODY,
          querystring: { type: 'object', properties: { 'data.id': { type: 'string', maxLength: 64 }, type: { type: 'string', maxLength: 40 }, id: { type: 'string', maxLength: 64 }, topic: { type: 'string', maxLength: 40 } } },
          response: { 200: webhookReply },
        },
      },
      async (request) => {
        let body: unknown;
        try {
          body = JSON.parse(request.body);
        } catch {
          body = null;
        }
        const resultado = await handleMercadoPagoWebhook(deps(), await commerceIdOf(request.params.id_path), {
          query: request.query,
          body,
          signature: header(request, 'x-signature'),
          requestId: header(request, 'x-request-id'),
        });
        return { recibido: true, resultado };
      },
    );
  });
};

export default paymentWebhookRoutes;
