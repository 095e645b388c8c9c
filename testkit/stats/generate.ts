// Deterministic bulk orders by SQL (generate_series), and the same formulas in TypeScript so tests and
// the benchmark can compute the expected figures independently of the endpoints.
import { sql } from 'drizzle-orm';
import type { DbHandle } from '../../server/src/db/database';

/** 2026-01-01 00:00 in Mexico City; orders spread over 31 days from here. */
export const GENERATED_START = Date.parse('2026-01-01T06:00:00Z');
const SPAN_SECONDS = 31 * 86_400 - 1;

const STATUSES = ['delivered', 'delivered', 'delivered', 'accepted', 'pending', 'canceled', 'rejected'] as const;
const PAYMENTS = ['efectivo', 'tarjeta', 'transferencia', 'enlace_pago'] as const;
const DELIVERIES = ['delivery', 'takeAway', 'inRestaurant'] as const;

export function generatedOrder(i: number, n = 20_000) {
  const subtotal = 5000 + ((i * 7919) % 45_001);
  const envio = i % 3 === 0 ? 3500 : 0;
  const propina = (i * 13) % 1000;
  const total = subtotal + envio + propina;
  const pago = PAYMENTS[i % 4]!;
  return {
    at: new Date(GENERATED_START + Math.floor((i * SPAN_SECONDS) / n) * 1000),
    estatus: STATUSES[i % 7]!,
    pago,
    entrega: DELIVERIES[i % 3]!,
    subtotal,
    envio,
    propina,
    total,
    pagaCon: Math.ceil(total / 10_000) * 10_000 + ((i % 5) * 1000),
    cantidad: 1 + (i % 4),
  };
}

/** Inserts n orders and one line each with the formulas of generatedOrder, all inside the database. */
export async function generateOrders(handle: DbHandle, commerceId: string, n: number): Promise<void> {
  const statuses = `ARRAY[${STATUSES.map((s) => `'${s}'`).join(',')}]`;
  const payments = `ARRAY[${PAYMENTS.map((s) => `'${s}'`).join(',')}]`;
  const deliveries = `ARRAY[${DELIVERIES.map((s) => `'${s}'`).join(',')}]`;
  await handle.db.execute(sql`
    INSERT INTO orders (folio, id_comercio, metodo_entrega, metodo_pago, estatus, estatus_pedido, nombre, numero_celular,
                        subtotal_cents, costo_envio_cents, propina_cents, total_cents, cliente_paga_con_cents, created_at, updated_at)
    SELECT 'G-' || i, ${commerceId}, (${sql.raw(deliveries)})[i % 3 + 1], (${sql.raw(payments)})[i % 4 + 1],
           (${sql.raw(statuses)})[i % 7 + 1], (${sql.raw(statuses)})[i % 7 + 1], 'Cliente ' || (i % 500), '99' || lpad((i % 500)::text, 8, '0'),
           s.sub, s.fee, s.tip, s.sub + s.fee + s.tip,
           ceil((s.sub + s.fee + s.tip) / 10000.0)::int * 10000 + (i % 5) * 1000,
           to_timestamp(${GENERATED_START / 1000} + floor(i::bigint * ${SPAN_SECONDS} / ${n})),
           to_timestamp(${GENERATED_START / 1000} + floor(i::bigint * ${SPAN_SECONDS} / ${n}))
    FROM generate_series(1, ${n}) AS i,
         LATERAL (SELECT 5000 + ((i::bigint * 7919) % 45001)::int AS sub, CASE WHEN i % 3 = 0 THEN 3500 ELSE 0 END AS fee, (i * 13) % 1000 AS tip) s`);
  await handle.db.execute(sql`
    INSERT INTO order_lines (id_pedido, id_comercio, nombre, presentacion, cantidad, precio_cents, subtotal_cents)
    SELECT o.id, o.id_comercio, 'Producto ' || (substr(o.folio, 3)::int % 40), NULL, 1 + substr(o.folio, 3)::int % 4, o.subtotal_cents, o.subtotal_cents
    FROM orders o WHERE o.id_comercio = ${commerceId} AND o.folio LIKE 'G-%'`);
}
