// SQL of the four reports. Every amount is summed in integer cents by the database and converted to
// pesos once, at the edge; rows and totals come from the same WHERE clause so they always agree.
// Cash closing, frequent customers and sold products count sales only (orders not canceled or
// rejected); the orders report lists every order and can be narrowed by status.
import { sql, type SQL } from 'drizzle-orm';
import type { DeliveryType, OrderStatus, PaymentMethod } from '../../../../shared/constants';
import { DELIVERY_TYPE_LABELS, ORDER_STATUS_LABELS } from '../../../../shared/orders/status-machine';
import type { DbOrTx } from '../../db/database';
import { PAYMENT_METHOD_LABELS } from '../stats/labels';
import { REPORT_COLUMNS, REPORT_TITLES, type ReportId, type ReportResult, type ReportRow } from './definitions';
import { ORDERS_WITH_LINES, orderWhere, pesos, rowsOf, type OrderFilter } from './filters';

export interface ReportRequest {
  filter: OrderFilter;
  timeZone: string;
  desde: string;
  hasta: string;
  page: number;
  pageSize: number;
}

type Raw = Record<string, string | number | null>;

const money = (v: string | number | null | undefined) => pesos(v);
const int = (v: string | number | null | undefined) => Math.round(Number(v ?? 0));

interface Spec {
  rows: (where: SQL, tz: string, limit: number, offset: number) => SQL;
  count: (where: SQL) => SQL;
  totals: (where: SQL) => SQL;
  toRow: (raw: Raw) => ReportRow;
  toTotals: (raw: Raw | undefined, count: number) => ReportRow;
}

/** Change handed back on cash orders: what the customer paid with minus the total (never negative). */
const CHANGE = sql`coalesce(sum(GREATEST(o.cliente_paga_con_cents - o.total_cents, 0)) FILTER (WHERE o.metodo_pago = 'efectivo' AND o.cliente_paga_con_cents IS NOT NULL), 0)`;

const localStamp = (tz: string, column: SQL) => sql`to_char(${column} AT TIME ZONE ${tz}, 'DD/MM/YYYY HH24:MI')`;

const SPECS: Record<ReportId, Spec> = {
  pedidos: {
    rows: (where, tz, limit, offset) => sql`
      SELECT o.folio, ${localStamp(tz, sql`o.created_at`)} AS fecha, o.nombre AS cliente, o.metodo_entrega, o.metodo_pago,
             o.estatus_pedido, o.subtotal_cents, o.costo_envio_cents, o.propina_cents,
             coalesce(o.coupon_amount_cents, 0) AS descuento_cents, o.total_cents
      FROM orders o WHERE ${where} ORDER BY o.created_at, o.folio LIMIT ${limit} OFFSET ${offset}`,
    count: (where) => sql`SELECT count(*)::int AS n FROM orders o WHERE ${where}`,
    totals: (where) => sql`
      SELECT coalesce(sum(o.subtotal_cents), 0)::float8 AS subtotal, coalesce(sum(o.costo_envio_cents), 0)::float8 AS envio,
             coalesce(sum(o.propina_cents), 0)::float8 AS propina, coalesce(sum(o.coupon_amount_cents), 0)::float8 AS descuento,
             coalesce(sum(o.total_cents), 0)::float8 AS total
      FROM orders o WHERE ${where}`,
    toRow: (r) => ({
      folio: String(r.folio),
      fecha: String(r.fecha),
      cliente: String(r.cliente ?? ''),
      tipo_entrega: DELIVERY_TYPE_LABELS[r.metodo_entrega as DeliveryType] ?? String(r.metodo_entrega),
      metodo_pago: PAYMENT_METHOD_LABELS[r.metodo_pago as PaymentMethod] ?? String(r.metodo_pago),
      estatus: ORDER_STATUS_LABELS[r.estatus_pedido as OrderStatus] ?? String(r.estatus_pedido),
      subtotal: money(r.subtotal_cents),
      envio: money(r.costo_envio_cents),
      propina: money(r.propina_cents),
      descuento: money(r.descuento_cents),
      total: money(r.total_cents),
    }),
    toTotals: (r, n) => ({
      folio: 'Total',
      fecha: '',
      cliente: `${n} pedidos`,
      tipo_entrega: '',
      metodo_pago: '',
      estatus: '',
      subtotal: money(r?.subtotal),
      envio: money(r?.envio),
      propina: money(r?.propina),
      descuento: money(r?.descuento),
      total: money(r?.total),
    }),
  },
  'corte-caja': {
    rows: (where, _tz, limit, offset) => sql`
      SELECT o.metodo_pago, count(*)::int AS pedidos, sum(o.total_cents)::float8 AS ventas, sum(o.propina_cents)::float8 AS propinas,
             sum(o.costo_envio_cents)::float8 AS envios, ${CHANGE}::float8 AS cambio
      FROM orders o WHERE ${where} GROUP BY o.metodo_pago ORDER BY 3 DESC, 1 LIMIT ${limit} OFFSET ${offset}`,
    count: (where) => sql`SELECT count(DISTINCT o.metodo_pago)::int AS n FROM orders o WHERE ${where}`,
    totals: (where) => sql`
      SELECT count(*)::int AS pedidos, coalesce(sum(o.total_cents), 0)::float8 AS ventas, coalesce(sum(o.propina_cents), 0)::float8 AS propinas,
             coalesce(sum(o.costo_envio_cents), 0)::float8 AS envios, ${CHANGE}::float8 AS cambio
      FROM orders o WHERE ${where}`,
    toRow: (r) => ({
      metodo_pago: PAYMENT_METHOD_LABELS[r.metodo_pago as PaymentMethod] ?? String(r.metodo_pago),
      pedidos: int(r.pedidos),
      ventas: money(r.ventas),
      propinas: money(r.propinas),
      envios: money(r.envios),
      cambio: money(r.cambio),
    }),
    toTotals: (r) => ({
      metodo_pago: 'Total',
      pedidos: int(r?.pedidos),
      ventas: money(r?.ventas),
      propinas: money(r?.propinas),
      envios: money(r?.envios),
      cambio: money(r?.cambio),
    }),
  },
  'clientes-frecuentes': {
    rows: (where, tz, limit, offset) => sql`
      SELECT (array_agg(o.nombre ORDER BY o.created_at DESC))[1] AS nombre, o.country_code, o.numero_celular,
             count(*)::int AS pedidos, sum(o.total_cents)::float8 AS total_gastado, ${localStamp(tz, sql`max(o.created_at)`)} AS ultimo_pedido
      FROM orders o WHERE ${where}
      GROUP BY o.country_code, o.numero_celular
      ORDER BY 4 DESC, 5 DESC, max(o.created_at) DESC, 3 LIMIT ${limit} OFFSET ${offset}`,
    count: (where) => sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM orders o WHERE ${where} GROUP BY o.country_code, o.numero_celular) c`,
    totals: (where) => sql`SELECT count(*)::int AS pedidos, coalesce(sum(o.total_cents), 0)::float8 AS total_gastado FROM orders o WHERE ${where}`,
    toRow: (r) => ({
      nombre: String(r.nombre ?? ''),
      telefono: `+${String(r.country_code)} ${String(r.numero_celular)}`,
      pedidos: int(r.pedidos),
      total_gastado: money(r.total_gastado),
      ultimo_pedido: String(r.ultimo_pedido),
    }),
    toTotals: (r, n) => ({ nombre: 'Total', telefono: `${n} clientes`, pedidos: int(r?.pedidos), total_gastado: money(r?.total_gastado), ultimo_pedido: '' }),
  },
  'productos-vendidos': {
    rows: (where, _tz, limit, offset) => sql`
      SELECT l.nombre AS producto, coalesce(l.presentacion, '') AS presentacion, sum(l.cantidad)::float8 AS cantidad, sum(l.subtotal_cents)::float8 AS importe
      FROM ${ORDERS_WITH_LINES}
      WHERE ${where} GROUP BY 1, 2 ORDER BY 3 DESC, 4 DESC, 1, 2 LIMIT ${limit} OFFSET ${offset}`,
    count: (where) => sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${ORDERS_WITH_LINES} WHERE ${where} GROUP BY l.nombre, coalesce(l.presentacion, '')) p`,
    totals: (where) => sql`
      SELECT coalesce(sum(l.cantidad), 0)::float8 AS cantidad, coalesce(sum(l.subtotal_cents), 0)::float8 AS importe
      FROM ${ORDERS_WITH_LINES} WHERE ${where}`,
    toRow: (r) => ({ producto: String(r.producto), presentacion: String(r.presentacion ?? ''), cantidad: int(r.cantidad), importe: money(r.importe) }),
    toTotals: (r, n) => ({ producto: 'Total', presentacion: `${n} productos`, cantidad: int(r?.cantidad), importe: money(r?.importe) }),
  },
};

/**
 * The totals row of a report from its sums (money in cents, counts as they are, keyed as the report's
 * columns) and its row count: the consolidated report (consolidated.ts) labels its summed totals the same way.
 */
export function reportTotals(reporte: ReportId, sums: Raw, rowCount: number): ReportRow {
  return SPECS[reporte].toTotals(sums, rowCount);
}

export async function runReport(db: DbOrTx, reporte: ReportId, request: ReportRequest): Promise<ReportResult> {
  const spec = SPECS[reporte];
  const salesOnly = reporte !== 'pedidos';
  const filter: OrderFilter = salesOnly ? { ...request.filter, statuses: [], salesOnly: true } : { ...request.filter, salesOnly: false };
  const where = orderWhere(filter);
  const offset = (request.page - 1) * request.pageSize;
  const rows = rowsOf<Raw>(await db.execute(spec.rows(where, request.timeZone, request.pageSize, offset)));
  const [counted] = rowsOf<{ n: number }>(await db.execute(spec.count(where)));
  const [totals] = rowsOf<Raw>(await db.execute(spec.totals(where)));
  const total_filas = int(counted?.n);
  return {
    reporte,
    titulo: REPORT_TITLES[reporte],
    desde: request.desde,
    hasta: request.hasta,
    zona_horaria: request.timeZone,
    columnas: REPORT_COLUMNS[reporte],
    filas: rows.map(spec.toRow),
    totales: spec.toTotals(totals, total_filas),
    total_filas,
    page: request.page,
    pageSize: request.pageSize,
  };
}
