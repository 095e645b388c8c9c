// Phone orders taken by the cashier (registrar-pedido, module ORDENES_TELEFONICAS):
//   POST /v1/pedidos/telefonico   same body as the public order; priced by the same intake service,
//        origin 'telefono'. Opening hours and the flows' on/off switches do not apply (the cashier decides),
//        the monthly limit does. Born accepted with `tiempo_preparacion` (minutes, default 20): the
//        cashier took it on already, so both print triggers fire (docs/counter.md). → 201 { pedido, productos, cambio }
//   GET  /v1/clientes/buscar?telefono=993   customers of the commerce whose phone starts with the digits
import type { FastifyPluginAsync } from 'fastify';
import * as yup from 'yup';
import { badRequest, notFound } from '../../errors';
import { placedOrderReply } from '../../http/reply-schemas/order';
import { yupPart } from '../../plugins/validators';
import { SERVER_MSG } from '../../messages';
import { getSession } from '../../plugins/auth';
import { findCommerce } from '../../services/commerce';
import { customersByPhonePrefix } from '../../services/customers/phone-lookup';
import { changeOf, placeOrder } from '../../services/orders/intake';
import { castOrderForCommerce, EVERY_FLOW_EVERY_METHOD, orderBodySchema } from '../../services/orders/validate';

export const PHONE_ORDER_DEFAULT_PREP_MINUTES = 20;

const PREP_TIME_MESSAGE = 'tiempo_preparacion: el tiempo de preparación debe ser de 1 a 240 minutos';

/** The public order's body plus tiempo_preparacion: whole minutes 1–240 (a number, never its text), default 20. */
const phoneOrderBodySchema = orderBodySchema.shape({
  tiempo_preparacion: yup.number().strict().typeError(PREP_TIME_MESSAGE).integer(PREP_TIME_MESSAGE).min(1, PREP_TIME_MESSAGE).max(240, PREP_TIME_MESSAGE).nullable(),
});

const phoneOrderRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: { tiempo_preparacion?: number | null } }>(
    '/pedidos/telefonico',
    { schema: { body: yupPart(phoneOrderBodySchema, { labeledMessages: true }), response: { 201: placedOrderReply } }, config: { access: { module: 'ORDENES_TELEFONICAS', permission: 'create' } } },
    async (request, reply) => {
      const commerce = await findCommerce(app.deps.db, getSession(request).commerceId);
      if (!commerce) throw notFound(SERVER_MSG.commerceNotFound);
      const prepMinutes = request.body.tiempo_preparacion ?? PHONE_ORDER_DEFAULT_PREP_MINUTES;
      // The cashier takes every payment method; the commerce's address form still applies.
      const order = await castOrderForCommerce({ form: commerce.config_form_entrega, paymentMethods: EVERY_FLOW_EVERY_METHOD }, request.body);
      const detail = await placeOrder(app.deps.db, { commerce, order, origin: 'telefono', enforceOpening: false, acceptedWithPrepMinutes: prepMinutes });
      return reply.code(201).send({ ...detail, cambio: changeOf(detail) });
    },
  );

  app.get<{ Querystring: { telefono?: string } }>(
    '/clientes/buscar',
    {
      schema: { querystring: { type: 'object', properties: { telefono: { type: 'string', maxLength: 15 } } } },
      config: { access: { module: 'ORDENES_TELEFONICAS', permission: 'create' } },
    },
    async (request) => {
      const digits = (request.query.telefono ?? '').replace(/\D/g, '');
      if (digits.length < 3) throw badRequest('telefono: escribe al menos 3 dígitos', 'telefono');
      return { rows: await customersByPhonePrefix(app.deps.db, getSession(request).commerceId, digits) };
    },
  );
};

export default phoneOrderRoutes;
