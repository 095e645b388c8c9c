// Customers of a commerce (clientes): one row per phone, kept by order intake (public and phone orders
// upsert it). Counts, spend and last order live on the customer's row, kept from its orders by triggers
// of migration 0013 (every writer of orders goes through them; docs/scaling.md), so a commerce with a
// million orders sorts and pages its customers on an index. Spend counts sales only
// (shared/orders/sales.ts); the order count includes every order placed, whatever its outcome.
import { and, asc, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { fromCents } from '../../../../shared/money';
import type { Customer } from '../../../../shared/types/menu';
import { CUSTOMER_SORTS, type CustomerDetail, type CustomerPage, type CustomerSort } from '../../../../shared/types/pages';
import type { DbOrTx } from '../../db/database';
import { customers } from '../../db/schema/customers';
import { orders } from '../../db/schema/orders';
import { notFound } from '../../errors';
import { TRIGRAM_MIN_LENGTH } from '../orders/history';
import { toWireOrder } from '../orders/serialize';
import { foldedLike, foldedPattern } from '../text-search';

export const CUSTOMER_MSG = { notFound: 'No se encontró el cliente' } as const;

export { CUSTOMER_SORTS, type CustomerDetail, type CustomerPage, type CustomerSort };

export interface CustomerQuery {
  q?: string;
  page?: number;
  pageSize?: number;
  orden?: CustomerSort;
}

export const CUSTOMER_PAGE_SIZE_MAX = 100;
export const CUSTOMER_ORDERS_MAX = 100;
export const CUSTOMER_EXPORT_MAX = 50_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Name (accents and case ignored) or phone contains the text; digits typed with spaces or dashes still match
 * the phone. Each pattern is also tested on the name and phone joined and folded exactly as the trigram index
 * of migrations 0014 and 0017 is defined: the
 * joined text contains whatever either part contains, so that test only lets the planner narrow by index
 * before the exact one (a name shorter than 3 characters has no trigram and skips it).
 */
function searchFilter(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const joined = sql`(${customers.nombre} || ' ' || ${customers.country_code} || ${customers.numero_celular})`;
  const namePattern = foldedPattern(text);
  const digits = text.replace(/\D/g, '');
  const byPhone = digits.length >= 3;
  const phonePattern = sql`${`%${digits}%`}`;
  const exact = or(foldedLike(customers.nombre, namePattern), byPhone ? sql`(${customers.country_code} || ${customers.numero_celular}) LIKE ${phonePattern}` : undefined);
  if (text.length < TRIGRAM_MIN_LENGTH) return exact;
  const indexed = or(foldedLike(joined, namePattern), byPhone ? foldedLike(joined, phonePattern) : undefined);
  return and(indexed, exact);
}

function sortOf(orden: CustomerSort | undefined): SQL[] {
  switch (orden) {
    case 'total_gastado':
      return [desc(customers.total_gastado_cents), asc(customers.nombre)];
    case 'total_pedidos':
      return [desc(customers.total_pedidos), asc(customers.nombre)];
    case 'nombre':
      return [asc(customers.nombre), asc(customers.id)];
    default:
      return [sql`${customers.ultimo_pedido} desc nulls last`, asc(customers.nombre)];
  }
}

function toWire(row: typeof customers.$inferSelect): Customer {
  return {
    id: row.id,
    id_comercio: row.id_comercio,
    nombre: row.nombre,
    numero_celular: row.numero_celular,
    country_code: row.country_code,
    direcciones: row.direcciones,
    total_pedidos: row.total_pedidos,
    total_gastado: fromCents(row.total_gastado_cents),
    ultimo_pedido: row.ultimo_pedido ? row.ultimo_pedido.toISOString() : null,
  };
}

function customerRows(db: DbOrTx, where: SQL) {
  return db.select().from(customers).where(where);
}

export async function listCustomers(db: DbOrTx, commerceId: string, query: CustomerQuery): Promise<CustomerPage> {
  const page = Math.max(1, Math.floor(query.page ?? 1));
  const pageSize = Math.min(CUSTOMER_PAGE_SIZE_MAX, Math.max(1, Math.floor(query.pageSize ?? 20)));
  const where = and(eq(customers.id_comercio, commerceId), searchFilter(query.q))!;
  const [rows, [total]] = await Promise.all([
    customerRows(db, where)
      .orderBy(...sortOf(query.orden))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(customers).where(where),
  ]);
  return { rows: rows.map(toWire), total: Number(total?.n ?? 0), page, pageSize };
}

export async function customerDetail(db: DbOrTx, commerceId: string, id: string): Promise<CustomerDetail> {
  if (!UUID.test(id)) throw notFound(CUSTOMER_MSG.notFound);
  const [row] = await customerRows(db, and(eq(customers.id_comercio, commerceId), eq(customers.id, id))!);
  if (!row) throw notFound(CUSTOMER_MSG.notFound);
  const orderRows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id_comercio, commerceId), eq(orders.id_cliente, row.id), isNull(orders.deleted_at)))
    .orderBy(desc(orders.created_at), desc(orders.folio))
    .limit(CUSTOMER_ORDERS_MAX);
  return { cliente: toWire(row), pedidos: orderRows.map(toWireOrder), total_pedidos: row.total_pedidos };
}

/** Every customer matching the search, in the list's order (for CSV/XLSX). */
export async function customersForExport(db: DbOrTx, commerceId: string, query: CustomerQuery): Promise<Customer[]> {
  const where = and(eq(customers.id_comercio, commerceId), searchFilter(query.q))!;
  const rows = await customerRows(db, where)
    .orderBy(...sortOf(query.orden))
    .limit(CUSTOMER_EXPORT_MAX);
  return rows.map(toWire);
}
