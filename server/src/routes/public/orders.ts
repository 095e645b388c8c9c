// Customer-facing order calls (no auth):
//   POST /v1/public/comercio/:id_path/pedido            place an order; every amount is computed here
//   GET  /v1/public/comercio/:id_path/pedido/opciones   what can be ordered and how (flows, payment
//        methods, address form, active products with presentations and extras) — used by the simulator
import type { FastifyPluginAsync } from 'fastify';
import { badRequest, notFound } from '../../errors';
import { placedOrderReply } from '../../http/reply-schemas/order';
import { orderOptionsReply } from '../../http/reply-schemas/order-options';
import { ONLINE_PAYMENT_MSG, isUnofferedPaymentMethod } from '../../../../shared/online-payment';
import { onlinePaymentIntake } from '../../services/payments/settings';
import { isOwnersTestOrder } from '../../services/availability/test-order';
import { assertQuantitiesAllowed, orderRulesOf, type CommerceRow } from '../../services/orders/commerce-rules';
import { ORDER_MSG } from '../../services/orders/errors';
import { idempotencyKeyOf, orderOfIdempotencyKey } from '../../services/orders/idempotency';
import { changeOf, placeOrder } from '../../services/orders/intake';
import { intakeCacheFor } from '../../services/orders/intake-cache';
import { orderOptions } from '../../services/orders/order-options';
import { castOrderForCommerce, orderBodySchema } from '../../services/orders/validate';
import { yupPart } from '../../plugins/validators';

const idPathParams = {
  type: 'object',
  required: ['id_path'],
  properties: { id_path: { type: 'string', minLength: 1, maxLength: 80 } },
} as const;

async function commerceByPath(app: Parameters<FastifyPluginAsync>[0], idPath: string): Promise<CommerceRow> {
  const row = await intakeCacheFor(app.deps.db).byPath(idPath);
  if (!row) throw notFound(ORDER_MSG.commerceNotFound);
  return row;
}

/** The body as this commerce's order: its form and payment rules, and its cap of units per product. */
async function readOrder(commerce: CommerceRow, body: unknown) {
  // «Enlace de pago» is the counter's (shared/online-payment.ts): the checkout is never offered it, and an order
  // that asks for it anyway is refused before anything else, whatever the commerce stored.
  const method: unknown = (body as { metodo_pago?: unknown } | null)?.metodo_pago;
  if (isUnofferedPaymentMethod(typeof method === 'string' ? method.trim().toLowerCase() : method)) {
    throw badRequest(`metodo_pago: ${ONLINE_PAYMENT_MSG.refusedAtCheckout}`, 'metodo_pago');
  }
  const order = await castOrderForCommerce(orderRulesOf(commerce), body);
  assertQuantitiesAllowed(commerce, order.productos);
  return order;
}

/**
 * The phone the order is for, as sent (the body schema has checked its type); the per-phone bucket's key.
 * '' for an order without phone (eaten in): it counts by address only.
 */
function phoneOf(body: unknown): string {
  const { numero_celular: phone, country_code: country } = (body ?? {}) as { numero_celular?: unknown; country_code?: unknown };
  const digits = typeof phone === 'string' ? phone.replace(/\D/g, '') : '';
  return digits ? `${typeof country === 'string' ? country.trim() : ''}${digits}` : '';
}

const publicOrderRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Params: { id_path: string }; Body: unknown }>(
    '/comercio/:id_path/pedido',
    { config: { access: 'public' }, schema: { params: idPathParams, body: yupPart(orderBodySchema, { labeledMessages: true }), response: { 201: placedOrderReply } } },
    async (request, reply) => {
      const cached = await commerceByPath(app, request.params.id_path);
      // A repeat of a checkout (a retry after a lost answer) gets the first answer, whatever changed since.
      const idempotencyKey = idempotencyKeyOf(request.headers);
      const first = idempotencyKey ? await orderOfIdempotencyKey(app.deps.db, cached.id, idempotencyKey) : null;
      if (first) return reply.code(201).send({ ...first, cambio: changeOf(first) });
      // «Pago en línea» needs a connected provider; the order may wait for its payment to ring (docs/payments.md).
      const { holdUntilPaid } = await onlinePaymentIntake(app.deps.db, cached.id, request.body);
      const detail = await app.deps.publicLimits.placeOrder(cached.id, request.ip, phoneOf(request.body), async () => {
        // The owner's test order from Configuración inicial is taken even while closed (docs/availability.md);
        // intake refuses any other order when closed now, with the reason the menu shows.
        const test = await isOwnersTestOrder(request, cached.id);
        // Read with the rules of the commerce intake prices from, again if that one proves stale (placeOrder).
        const order = (commerce: CommerceRow) => readOrder(commerce, request.body);
        // Busy mode pauses online orders (checked inside intake's transaction, docs/counter.md).
        return placeOrder(app.deps.db, { commerce: cached, order, origin: 'menu', enforceOpening: true, refuseWhenPaused: !test, test, idempotencyKey, holdUntilPaid });
      });
      return reply.code(201).send({ ...detail, cambio: changeOf(detail) });
    },
  );

  app.get<{ Params: { id_path: string } }>('/comercio/:id_path/pedido/opciones', { config: { access: 'public' }, schema: { params: idPathParams, response: { 200: orderOptionsReply } } }, async (request) => {
    // What can be ordered now: checked against the committed versions, so a change made a moment ago shows.
    const cached = await commerceByPath(app, request.params.id_path);
    const commerce = (await intakeCacheFor(app.deps.db).current(cached.id))?.commerce;
    if (!commerce) throw notFound(ORDER_MSG.commerceNotFound);
    return orderOptions(app.deps.db, commerce);
  });
};

export default publicOrderRoutes;
