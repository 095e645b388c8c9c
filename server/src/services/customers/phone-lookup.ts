// The cashier's customer lookup while taking a phone order (GET /v1/clientes/buscar): customers of the
// commerce whose phone starts with some digits, each with the address of their latest delivery order.
import { and, asc, desc, eq, inArray, like } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { customers } from '../../db/schema/customers';
import { orders } from '../../db/schema/orders';

interface AddressFields {
  calle: string | null;
  numero_exterior: string | null;
  numero_interior: string | null;
  colonia: string | null;
  referencias: string | null;
}

/** Each found customer with the address fields of their latest delivery order (the lookup fills them). */
async function withLastAddress<T extends { id: string }>(db: DbOrTx, commerceId: string, rows: T[]): Promise<(T & { ultima_direccion: AddressFields | null })[]> {
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

/** Up to 20 customers whose phone starts with `digits`, in phone order. */
export async function customersByPhonePrefix(db: DbOrTx, commerceId: string, digits: string) {
  const rows = await db
    .select({
      id: customers.id,
      nombre: customers.nombre,
      numero_celular: customers.numero_celular,
      country_code: customers.country_code,
      direcciones: customers.direcciones,
    })
    .from(customers)
    .where(and(eq(customers.id_comercio, commerceId), like(customers.numero_celular, `${digits}%`)))
    .orderBy(asc(customers.numero_celular))
    .limit(20);
  return withLastAddress(db, commerceId, rows);
}
