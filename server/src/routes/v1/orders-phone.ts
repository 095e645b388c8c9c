// Phone orders taken by the cashier (registrar-pedido, module ORDENES_TELEFONICAS):
//   POST /v1/pedidos/telefonico   same body as the public order; priced by the same intake service,
//        origin 'telefono'. Opening hours and the flows' on/off switches do not apply (the cashier decides),
//        the monthly limit does. Born accepted with `tiempo_preparacion` (minutes, default 20): the
//        cashier took it on already, so both print triggers fire (docs/counter.md). → 201 { pedido, productos, cambio }
//   GET  /v1/clientes/buscar?telefono=993   customers of the commerce whose phone starts with the digits
import type { FastifyPluginAsync } from 'fastify';
import { and, asc, desc, eq, inArray, like } from 'drizzle-orm';
import { FLOW_PAYMENT_METHODS, type DeliveryType } from '../../../../shared/constants';
import type { PaymentMethodsMap } from '../../../../shared/types/commerce';
import type { Db } from '../../db/database';
import { customers } from '../../db/schema/customers';
import { orders } from '../../db/schema/orders';
import { badRequest, notFound } from '../../errors';
import { SERVER_MSG } from '../../messages';
import { getSession } from '../../plugins/auth';
import { findCommerce } from '../../services/commerce';
import { changeOf, placeOrder } from '../../services/orders/intake';
import { parseOrderInput } from '../../services/orders/validate';

const EVERY_METHOD = Object.fromEntries(FLOW_PAYMENT_METHODS.map((m) => [m, true])) as PaymentMethodsMap;
const CASHIER_METHODS: Record<DeliveryType, PaymentMethodsMap> = { delivery: EVERY_METHOD, takeAway: EVERY_METHOD, inRestaurant: EVERY_METHOD };

export const PHONE_ORDER_DEFAULT_PREP_MINUTES = 20;

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

/** tiempo_preparacion of the body: whole minutes 1–240, default 20. Anything else is refused (400). */
function prepTimeOf(body: unknown): number {
  const value = typeof body === 'object' && body !== null ? (body as { tiempo_preparacion?: unknown }).tiempo_preparacion : undefined;
  if (value === undefined || value === null) return PHONE_ORDER_DEFAULT_PREP_MINUTES;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 240) {
    throw badRequest('tiempo_preparacion: el tiempo de preparación debe ser de 1 a 240 minutos', 'tiempo_preparacion');
  }
  return value;
}

const phoneOrderRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: unknown }>('/pedidos/telefonico', { config: { access: { module: 'ORDENES_TELEFONICAS', permission: 'create' } } }, async (request, reply) => {
    const commerce = await findCommerce(app.deps.db, getSession(request).commerceId);
    if (!commerce) throw notFound(SERVER_MSG.commerceNotFound);
    const prepMinutes = prepTimeOf(request.body);
    const order = await parseOrderInput({ form: commerce.config_form_entrega, paymentMethods: CASHIER_METHODS }, request.body);
    const detail = await placeOrder(app.deps.db, { commerce, order, origin: 'telefono', enforceOpening: false, acceptedWithPrepMinutes: prepMinutes });
    return reply.code(201).send({ ...detail, cambio: changeOf(detail) });
  });

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
