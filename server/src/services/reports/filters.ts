// The WHERE clause shared by the dashboard and the reports, as one SQL fragment: tenant, not deleted,
// created within [start, end) and the optional delivery type / payment method / status lists.
// "Ventas" (sales) everywhere follows the one shared definition, shared/orders/sales.ts (docs/counter.md).
import { sql, type SQL } from 'drizzle-orm';
import { DELIVERY_TYPES, ORDER_STATUSES, PAYMENT_METHODS, type DeliveryType, type OrderStatus, type PaymentMethod } from '../../../../shared/constants';
import { NON_SALE_STATUSES } from '../../../../shared/orders/sales';
import { listQuery, listValues } from '../../plugins/validators';

export { NON_SALE_STATUSES };

export interface OrderFilter {
  commerceId: string;
  start: Date;
  end: Date;
  deliveryTypes?: DeliveryType[];
  paymentMethods?: PaymentMethod[];
  statuses?: OrderStatus[];
  /** Only sales (shared/orders/sales.ts); ignored when `statuses` is given. */
  salesOnly?: boolean;
}

export interface FilterQuery {
  metodo_entrega?: string;
  metodo_pago?: string;
  estatus?: string;
}

/** The filter lists of a query string its route declared with listQuery (values already checked). */
export function filterLists(query: FilterQuery): Pick<OrderFilter, 'deliveryTypes' | 'paymentMethods' | 'statuses'> {
  return {
    deliveryTypes: listValues<DeliveryType>(query.metodo_entrega),
    paymentMethods: listValues<PaymentMethod>(query.metodo_pago),
    statuses: listValues<OrderStatus>(query.estatus),
  };
}

/** Querystring properties of the filter lists, for the routes that read them. */
export const FILTER_LIST_QUERY = {
  metodo_entrega: listQuery(DELIVERY_TYPES),
  metodo_pago: listQuery(PAYMENT_METHODS),
  estatus: listQuery(ORDER_STATUSES),
} as const;

function inList(column: SQL, values: readonly string[]): SQL {
  return sql`${column} IN (${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;
}

/** WHERE body for the orders table aliased `o`. */
export function orderWhere(filter: OrderFilter): SQL {
  const parts: SQL[] = [
    sql`o.id_comercio = ${filter.commerceId}`,
    sql`o.deleted_at IS NULL`,
    // Test orders from Configuración inicial are never figures (docs/availability.md).
    sql`NOT o.es_prueba`,
    sql`o.created_at >= ${filter.start.toISOString()}::timestamptz`,
    sql`o.created_at < ${filter.end.toISOString()}::timestamptz`,
  ];
  if (filter.deliveryTypes?.length) parts.push(inList(sql`o.metodo_entrega`, filter.deliveryTypes));
  if (filter.paymentMethods?.length) parts.push(inList(sql`o.metodo_pago`, filter.paymentMethods));
  if (filter.statuses?.length) parts.push(inList(sql`o.estatus_pedido`, filter.statuses));
  else if (filter.salesOnly) parts.push(sql`NOT ${inList(sql`o.estatus_pedido`, NON_SALE_STATUSES)}`);
  return sql.join(parts, sql` AND `);
}

/**
 * FROM clause of the orders (aliased `o`, filtered by orderWhere) with their lines (`l`): each order's
 * lines are read through order_lines_order_idx, so the cost follows the commerce's orders in the period,
 * not the whole lines table (a hash join scanned every commerce's lines: 0.6 s at 3,000,000 lines;
 * docs/scaling.md). OFFSET 0 keeps the planner from flattening the lateral subquery back into that join.
 */
export const ORDERS_WITH_LINES = sql`orders o CROSS JOIN LATERAL (SELECT * FROM order_lines l WHERE l.id_pedido = o.id OFFSET 0) l`;

/** SQL predicate "this order is a sale" for conditional aggregates. */
export const IS_SALE = sql`NOT o.es_prueba AND NOT ${inList(sql`o.estatus_pedido`, NON_SALE_STATUSES)}`;

/** Rows of db.execute from either driver (PGlite and node-postgres both expose `rows`). */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  const rows = (result as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as T[]) : [];
}

/** Cents sums come back as float8 (exact below 2^53) so both drivers return plain numbers. */
export const pesos = (cents: number | string | null | undefined): number => Math.round(Number(cents ?? 0)) / 100;
