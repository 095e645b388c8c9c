// Phone orders taken by the cashier (registrar-pedido, module ORDENES_TELEFONICAS):
//   POST /v1/pedidos/telefonico   same body as the public order; priced by the same intake service,
//        origin 'telefono'. Opening hours and the flows' on/off switches do not apply (the cashier decides),
//        the monthly limit does. Born accepted with `tiempo_preparacion` (minutes, default 20): the
//        cashier took it on already, so both print triggers fire (docs/counter.md). → 201 { pedido, productos, cambio }
//   GET  /v1/clientes/buscar?telefono=993   customers of the commerce whose phone starts with the digits
import type { FastifyPluginAsync } from 'fastify';
import { and, asc, desc, eq, inArray, like } from 'drizzle-orm';
import * as yup from 'yup';
import type { Db } from '../../db/database';
import { customers } from '../../db/schema/customers';
import { orders } from '../../db/schema/orders';
import { badRequest, notFound } from '../../errors';
import { yupPart } from '../../plugins/validators';
import { SERVER_MSG } from '../../messages';
import { getSession } from '../../plugins/auth';
import { findCommerce } from '../../services/commerce';
import { changeOf, placeOrder } from '../../services/orders/intake';
import { castOrderForCommerce, EVERY_FLOW_EVERY_METHOD, orderBodySchema } from '../../services/orders/validate';

export const PHONE_ORDER_DEFAULT_PREP_MINUTES = 20;

const PREP_TIME_MESSAGE = 'tiempo_preparacion: el tiempo de preparación debe ser de 1 a 240 minutos';

/** The public order's body plus tiempo_preparacion: whole minutes 1–240 (a number, never its text), default 20. */
const phoneOrderBodySchema = orderBodySchema.shape({
  tiempo_preparacion: yup.number().strict().typeError(PREP_TIME_MESSAGE).integer(PREP_TIME_MESSAGE).min(1, PREP_TIME_MESSAGE).max(240, PREP_TIME_MESSAGE).nullable(),
});

interface AddressFields {
  calle: string | null;
  numero_exterior: string | null;
  numero_interior: string | null;
  colonia: string | null;
  referencias: string | null;
}

/** Each found customer with the address fields of their latest delivery order (the lookup fills them). */
async function withLastAddress<T extends { id: string }>(db: Db, commerceId: string, rows: T[]): Promise<(T & { ultima_direccion: AddressFields | null })[]> {
  if (rows.length === 0) return [];
  const latest = await db
    .selectDistinctOn([orders.id_cliente], {
      id_cliente: orders.id_cliente,
      calle: orders.calle,
      numero_exterior: orders.numero_exterior,
      numero_interior: orders.numero_interior,
      colonia: orders.colonia,
      referencias: orders.referencias,
    })
    .from(orders)
    .where(and(eq(orders.id_comercio, commerceId), eq(orders.metodo_entrega, 'delivery'), inArray(orders.id_cliente, rows.map((r) => r.id))))
    .orderBy(orders.id_cliente, desc(orders.created_at));
  const byCustomer = new Map(latest.map(({ id_cliente, ...address }) => [id_cliente, address]));
  return rows.map((row) => ({ ...row, ultima_direccion: byCustomer.get(row.id) ?? null }));
}

const phoneOrderRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: { tiempo_preparacion?: number | null } }>(
    '/pedidos/telefonico',
    { schema: { body: yupPart(phoneOrderBodySchema, { labeledMessages: true }) }, config: { access: { module: 'ORDENES_TELEFONICAS', permission: 'create' } } },
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
      const rows = await app.deps.db
        .select({
          id: customers.id,
          nombre: customers.nombre,
          numero_celular: customers.numero_celular,
          country_code: customers.country_code,
          direcciones: customers.direcciones,
        })
        .from(customers)
        .where(and(eq(customers.id_comercio, getSession(request).commerceId), like(customers.numero_celular, `${digits}%`)))
        .orderBy(asc(customers.numero_celular))
        .limit(20);
      return { rows: await withLastAddress(app.deps.db, getSession(request).commerceId, rows) };
    },
  );
};

export default phoneOrderRoutes;
