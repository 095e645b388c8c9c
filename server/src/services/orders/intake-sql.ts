// The statements of order intake (docs/scaling.md). The common order (no coupon, no table, not born
// accepted) is ONE autocommit statement, PLACE_ORDER_AUTOCOMMIT. Others use a transaction of two:
//   1. opening (sent with BEGIN): next folio — which also locks the commerce row, serialising one
//      commerce's intake so folios stay gapless and the monthly count exact — the cache versions and
//      the busy mode (online orders paused?);
//   2. placeOrder: quota check, customer upsert, order, lines, extras, live events and their NOTIFY in
//      one data-modifying statement with a fixed text (prepared once per connection). When the monthly
//      quota is used up it writes nothing and answers no row.
import { getTableColumns, type Table } from 'drizzle-orm';
import { uuidLiteral, type PreparedStatement } from '../../db/raw-transaction';
import { orderLineExtras, orderLines, orders } from '../../db/schema/orders';
import { notificationSql } from '../../live/publisher';
import type { BusyModeRow } from '../busy-mode/busy-mode';
import { PLANS_VERSION_ID } from './intake-cache';

/**
 * The transaction's first statement: takes the folio (locking the commerce row) and reads the versions and busy
 * mode. With a monthly limit it also takes the account's quota lock (migration 0038), so PLACE_ORDER's count,
 * a later statement, sees the orders of every location that took the lock before.
 */
export function openingSql(commerceId: string, options: { lockAccountQuota: boolean }): string {
  const id = uuidLiteral(commerceId);
  return `UPDATE commerces SET ultimo_folio = ultimo_folio + 1 WHERE id = ${id}
    RETURNING ultimo_folio AS folio,${options.lockAccountQuota ? `
      lock_account_quota(${id}) AS account_quota_locked,` : ''}
      coalesce((SELECT version FROM intake_versions WHERE id_comercio = ${id}), 0)::text AS commerce_version,
      coalesce((SELECT version FROM intake_versions WHERE id_comercio = ${uuidLiteral(PLANS_VERSION_ID)}), 0)::text AS plans_version,
      (SELECT to_jsonb(b) FROM commerce_busy_mode b WHERE b.id_comercio = ${id}) AS busy_mode`;
}

export interface OpeningRow {
  folio: number;
  commerce_version: string;
  plans_version: string;
  /** The commerce_busy_mode row (timestamps as ISO text), null when never set. */
  busy_mode: Record<string, unknown> | string | null;
}

/** The busy-mode row of the opening statement with its timestamps as dates. */
export function busyModeRowOf(opening: OpeningRow): BusyModeRow | undefined {
  const raw = typeof opening.busy_mode === 'string' ? (JSON.parse(opening.busy_mode) as Record<string, unknown>) : opening.busy_mode;
  if (!raw) return undefined;
  const date = (value: unknown) => (typeof value === 'string' ? new Date(value) : null);
  return {
    id_comercio: String(raw.id_comercio),
    pausa_hasta: date(raw.pausa_hasta),
    pausa_indefinida: raw.pausa_indefinida === true,
    minutos_extra: Number(raw.minutos_extra ?? 0),
    minutos_extra_hasta: date(raw.minutos_extra_hasta),
    updated_at: date(raw.updated_at) ?? new Date(0),
  };
}

/**
 * Columns of the orders table intake leaves to their defaults (or, for id_cliente, to the customer upsert):
 * payment, courier and closing state an order only gets later.
 */
const ORDER_COLUMNS_LATER = [
  'id_cliente',
  'estatus_pago',
  'enlace_pago',
  'link_clip',
  'delivery_driver_info',
  'delivery_tracking_id',
  'delivery_tracking_url',
  'has_requested_rider',
  'delivery_status',
  'mesa_cerrada_at',
  'motivo_estatus',
  'motivo_eliminacion',
  'deleted_at',
  'fired_at',
  // Filled by the column's default (migration 0026): the self-invoice link's token (docs/invoices.md).
  'factura_token',
] as const satisfies readonly (keyof typeof orders.$inferSelect)[];

/** The SQL names of a table's columns, in the table's order, but `except` (keys of the Drizzle table). */
function columnsOf(table: Table, except: readonly string[] = []): string[] {
  return Object.entries(getTableColumns(table))
    .filter(([key]) => !except.includes(key))
    .map(([, column]) => column.name);
}

export type OrderColumn = Exclude<keyof typeof orders.$inferSelect, (typeof ORDER_COLUMNS_LATER)[number]>;

/** Columns the order row gets from intake (NewOrderRow): every column of the orders table but ORDER_COLUMNS_LATER. */
export const ORDER_COLUMNS = columnsOf(orders, ORDER_COLUMNS_LATER) as readonly OrderColumn[];
const LINE_COLUMNS = columnsOf(orderLines);
const EXTRA_COLUMNS = columnsOf(orderLineExtras);

const list = (columns: readonly string[], prefix = '') => columns.map((column) => `${prefix}${column}`).join(', ');

/**
 * Customer upsert, order, lines, extras, live events and their NOTIFY in one data-modifying statement.
 * `guard` is the first CTE and names what the customer upsert (and so everything after it) depends on:
 * the quota check in the transaction, or intake_take_folio in the autocommit statement (which raises instead
 * of answering no row). `folio` is the expression the order's folio comes from.
 */
function placeOrderText(guard: { cte: string; from: string; folio: string }): string {
  const orderValues = ORDER_COLUMNS.map((column) => (column === 'folio' ? guard.folio : `r.${column}`)).join(', ');
  return `
WITH ${guard.cte}, upserted AS (
  -- An order without phone (eaten in, docs/public-menu.md) belongs to no customer record.
  INSERT INTO customers (id_comercio, nombre, numero_celular, country_code, direcciones)
  SELECT $2::uuid, $5::text, $6::text, $7::text, CASE WHEN $8::text IS NULL THEN '[]'::jsonb ELSE jsonb_build_array($8::text) END
  FROM (SELECT 1 FROM ${guard.from}) AS guarded
  WHERE $6::text <> ''
  ON CONFLICT (id_comercio, country_code, numero_celular) DO UPDATE SET
    nombre = excluded.nombre,
    -- Most recent address first, without duplicates, at most 5.
    direcciones = CASE WHEN $8::text IS NULL THEN customers.direcciones ELSE (
      SELECT coalesce(jsonb_agg(d), '[]'::jsonb)
      FROM (SELECT d FROM jsonb_array_elements(jsonb_build_array($8::text) || (customers.direcciones - $8::text)) AS d LIMIT 5) AS recent
    ) END
  RETURNING id
), customer AS (
  -- One row once the guard passed: the customer's id, or null for an order without phone.
  SELECT (SELECT id FROM upserted) AS id FROM ${guard.from}
), placed AS (
  INSERT INTO orders (${list(ORDER_COLUMNS)}, id_cliente)
  SELECT ${orderValues}, customer.id
  FROM customer, ${guard.from === 'opening' ? 'opening, ' : ''}jsonb_populate_record(NULL::orders, $1::jsonb) AS r
  RETURNING *
), lines AS (
  INSERT INTO order_lines (${list(LINE_COLUMNS)})
  SELECT ${list(LINE_COLUMNS, 'l.')} FROM jsonb_populate_recordset(NULL::order_lines, $9::jsonb) AS l
  WHERE EXISTS (SELECT 1 FROM placed)
  RETURNING id
), extras AS (
  INSERT INTO order_line_extras (${list(EXTRA_COLUMNS)})
  SELECT ${list(EXTRA_COLUMNS, 'e.')} FROM jsonb_populate_recordset(NULL::order_line_extras, $10::jsonb) AS e
  WHERE EXISTS (SELECT 1 FROM lines)
  RETURNING id
), events AS (
  -- An event's data with a 'folio' key gets the stored folio (the autocommit statement learns it here).
  INSERT INTO live_events (id_comercio, event_id, channel, data)
  SELECT $2::uuid, e.event_id, e.channel, CASE WHEN e.data ? 'folio' THEN jsonb_set(e.data, '{folio}', to_jsonb(p.folio)) ELSE e.data END
  FROM jsonb_to_recordset($11::jsonb) AS e(n int, event_id text, channel text, data jsonb), placed p
  RETURNING id, event_id, channel, data, created_at
), notified AS (
  -- The payload of every live event (live/publisher.ts); NOTIFY is delivered on commit, in this order.
  SELECT ${notificationSql('ev')}
  FROM events ev JOIN jsonb_to_recordset($11::jsonb) AS e(n int, event_id text) ON e.event_id = ev.event_id
  ORDER BY e.n
)
SELECT placed.*, (SELECT count(*) FROM notified) AS notified, (SELECT count(*) FROM extras) AS extras_stored FROM placed`;
}

/**
 * Inside the order's transaction, after the opening statement took the folio:
 * $1 order (jsonb, ORDER_COLUMNS), $2 commerce id, $3 month key, $4 monthly limit (null = none),
 * $5 customer name, $6 phone, $7 country code, $8 address (null when not delivery),
 * $9 lines (jsonb array), $10 extras (jsonb array), $11 events (jsonb array of {n, event_id, channel, data}).
 * When the monthly quota is used up it writes nothing and answers no row.
 */
export const PLACE_ORDER: PreparedStatement = {
  name: 'intake_place_order_v6',
  text: placeOrderText({
    cte: `quota AS (
  SELECT $4::int IS NULL OR account_month_orders($2::uuid, $3::text) < $4::int AS ok
)`,
    from: 'quota WHERE quota.ok',
    folio: 'r.folio',
  }),
};

/**
 * The whole common order as ONE autocommit statement (no BEGIN/COMMIT): PLACE_ORDER's $1–$11 (the order's
 * folio is ignored) and $12 commerce version, $13 plans version, $14 refuse when paused, $15 the order's time,
 * $16 folio prefix with its '-' ('' for none). intake_take_folio (migration 0015) takes the folio and checks
 * versions, busy mode and quota after the commerce row is locked; a refusal is an error ('intake:…') that
 * undoes everything (refusalOfError).
 */
export const PLACE_ORDER_AUTOCOMMIT: PreparedStatement = {
  name: 'intake_place_order_autocommit_v3',
  text: placeOrderText({
    cte: `opening AS (
  SELECT intake_take_folio($2::uuid, $12::bigint, $13::bigint, $14::boolean, $15::timestamptz, $3::text, $4::int, $16::text) AS folio
)`,
    from: 'opening',
    folio: 'opening.folio',
  }),
};

/** The refusal intake_take_folio raised ('intake:stale' …), or null when the error is another one. */
export function refusalOfError(error: unknown): 'not_found' | 'stale' | 'paused' | 'limit' | null {
  const message = error instanceof Error ? error.message : '';
  const match = /^intake:(not_found|stale|paused|limit)$/.exec(message);
  return match ? (match[1] as 'not_found' | 'stale' | 'paused' | 'limit') : null;
}
