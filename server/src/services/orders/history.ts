// Order history (historial-pedidos): filters, text search and server-side pagination, plus CSV/XLSX export
// with the same filters. Dates are whole local days in the commerce's time zone. The owner may cover several
// locations of the account at once (docs/locations.md, "Consolidated views"): each location's days are its own local days,
// and the exports then carry a «Sucursal» column.
import { and, count, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { formatDateTime } from '../../../../shared/dates';
import type { PaymentMethod } from '../../../../shared/constants';
import { paymentMethodsLabel } from '../../../../shared/labels';
import { DELIVERY_TYPE_LABELS, ORDER_STATUS_LABELS } from '../../../../shared/orders/status-machine';
import type { Order } from '../../../../shared/types/order';
import type { HistoryPage } from '../../../../shared/types/pages';
import type { DbOrTx } from '../../db/database';
import { tablePayments } from '../../db/schema/counter';
import { orders } from '../../db/schema/orders';
import { badRequest } from '../../errors';
import { localDayEnd, localDayStart } from './month';
import { filterLists } from '../reports/filters';
import { toWireOrder } from './serialize';
import { foldedLike, foldedPattern } from '../text-search';
import { toCsv, toXlsx, type ExportColumn } from '../export/table';

export const HISTORY_PAGE_SIZE_MAX = 100;
export const HISTORY_EXPORT_MAX = 50_000;
/**
 * Counting stops this many rows past the requested page: a commerce with a million orders does not count
 * them all for every page (docs/scaling.md). Below it `total` is exact; above, `total` is where counting
 * stopped and `total_exacto` is false (the pager still reaches 500 pages of 20 beyond the current one).
 */
export const HISTORY_COUNT_AHEAD = 10_000;

/** Texts shorter than this have no trigram for the search index to look up. */
export const TRIGRAM_MIN_LENGTH = 3;

export interface HistoryQuery {
  desde?: string;
  hasta?: string;
  estatus?: string;
  metodo_entrega?: string;
  metodo_pago?: string;
  q?: string;
  page?: number;
  pageSize?: number;
}

export type { HistoryPage };

/** A location the history covers: its id, its clock (for the days) and its name (for the exports' column). */
export interface HistoryLocation {
  id: string;
  zona_horaria: string;
  nombre: string;
}

/** One location's orders within the query's local days. */
function locationDays(location: HistoryLocation, query: HistoryQuery): SQL {
  const conditions: SQL[] = [eq(orders.id_comercio, location.id)];
  if (query.desde) {
    const start = localDayStart(query.desde, location.zona_horaria);
    if (!start) throw badRequest('desde: fecha no válida (AAAA-MM-DD)', 'desde');
    conditions.push(gte(orders.created_at, start));
  }
  if (query.hasta) {
    const end = localDayEnd(query.hasta, location.zona_horaria);
    if (!end) throw badRequest('hasta: fecha no válida (AAAA-MM-DD)', 'hasta');
    conditions.push(lt(orders.created_at, end));
  }
  return and(...conditions)!;
}

export function historyFilter(locations: readonly HistoryLocation[], query: HistoryQuery): SQL {
  const perLocation = locations.map((location) => locationDays(location, query));
  const conditions: (SQL | undefined)[] = [perLocation.length === 1 ? perLocation[0] : or(...perLocation), isNull(orders.deleted_at)];
  // The lists were checked by the route's declared schema (FILTER_LIST_QUERY).
  const { statuses = [], deliveryTypes: flows = [], paymentMethods: methods = [] } = filterLists(query);
  if (statuses.length > 0) conditions.push(or(...statuses.map((s) => eq(orders.estatus_pedido, s))));
  if (flows.length > 0) conditions.push(or(...flows.map((f) => eq(orders.metodo_entrega, f))));
  if (methods.length > 0) conditions.push(or(...methods.map((m) => eq(orders.metodo_pago, m))));
  const text = query.q?.trim();
  if (text) {
    const pattern = foldedPattern(text);
    // Trigram index (migrations 0014, 0017): the three columns joined and folded, exactly as the index is
    // defined; a column that contains the text makes the joined text contain it, so this only lets the
    // planner narrow by index before the exact test. Shorter than 3 characters it has no trigrams and is left
    // out (the newest-first walk of the history index finds such common texts within the page and the capped
    // count). Both sides are folded (accents and case ignored, as the board's search does).
    if (text.length >= TRIGRAM_MIN_LENGTH) conditions.push(sql`search_fold(${orders.folio} || ' ' || ${orders.nombre} || ' ' || ${orders.numero_celular}) LIKE ${pattern}`);
    conditions.push(or(foldedLike(orders.folio, pattern), foldedLike(orders.nombre, pattern), foldedLike(orders.numero_celular, pattern)));
  }
  return and(...conditions)!;
}

/** One commerce's history page. */
export function orderHistory(db: DbOrTx, commerceId: string, timeZone: string, query: HistoryQuery): Promise<HistoryPage> {
  return locationsHistory(db, [{ id: commerceId, zona_horaria: timeZone, nombre: '' }], query);
}

/** The history page of one or several locations, newest first across them. */
export async function locationsHistory(db: DbOrTx, locations: readonly HistoryLocation[], query: HistoryQuery): Promise<HistoryPage> {
  const page = Math.max(1, Math.floor(query.page ?? 1));
  const pageSize = Math.min(HISTORY_PAGE_SIZE_MAX, Math.max(1, Math.floor(query.pageSize ?? 20)));
  const where = historyFilter(locations, query);
  const offset = (page - 1) * pageSize;
  const countLimit = offset + HISTORY_COUNT_AHEAD;
  const newestFirst = [desc(orders.created_at), desc(orders.folio)];
  // The page's ids come from the history index alone (it includes id), so a deep OFFSET skips index
  // entries instead of fetching every skipped row; then the page's rows are read by primary key.
  const pageIds = db.select({ id: orders.id }).from(orders).where(where).orderBy(...newestFirst).limit(pageSize).offset(offset);
  const matching = db.select({ one: sql`1` }).from(orders).where(where).limit(countLimit + 1).as('matching');
  const [rows, [counted]] = await Promise.all([
    db.select().from(orders).where(inArray(orders.id, pageIds)).orderBy(...newestFirst),
    db.select({ n: count() }).from(matching),
  ]);
  const n = Number(counted?.n ?? 0);
  return { rows: await withTablePaymentMethods(db, locations, rows.map(toWireOrder)), total: Math.min(n, countLimit), total_exacto: n <= countLimit, page, pageSize };
}

function exportColumns(locations: readonly HistoryLocation[], withLocation: boolean): ExportColumn<Order>[] {
  const byId = new Map(locations.map((location) => [location.id, location]));
  const zoneOf = (o: Order) => byId.get(o.id_comercio)?.zona_horaria ?? locations[0]!.zona_horaria;
  return [
    ...(withLocation ? [{ header: 'Sucursal', value: (o: Order) => byId.get(o.id_comercio)?.nombre ?? '' }] : []),
    { header: 'Folio', value: (o) => o.folio },
    { header: 'Fecha', value: (o) => formatDateTime(o.created_at, zoneOf(o)) },
    { header: 'Cliente', value: (o) => o.nombre },
    { header: 'Teléfono', value: (o) => o.numero_celular },
    { header: 'Método de entrega', value: (o) => DELIVERY_TYPE_LABELS[o.metodo_entrega] },
    { header: 'Método de pago', value: (o) => paymentMethodsLabel(o) },
    { header: 'Estatus', value: (o) => ORDER_STATUS_LABELS[o.estatus_pedido] },
    { header: 'Subtotal', value: (o) => o.subtotal, money: true },
    { header: 'Envío', value: (o) => o.costo_envio, money: true },
    { header: 'Descuento', value: (o) => o.coupon_amount ?? 0, money: true },
    { header: 'Propina', value: (o) => o.propina, money: true },
    { header: 'Total', value: (o) => o.total, money: true },
    { header: 'Cupón', value: (o) => o.coupon_code ?? '' },
    { header: 'Dirección', value: (o) => o.direccion_completa ?? '' },
  ];
}

async function exportRows(db: DbOrTx, locations: readonly HistoryLocation[], query: HistoryQuery): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(historyFilter(locations, query))
    .orderBy(desc(orders.created_at))
    .limit(HISTORY_EXPORT_MAX);
  return withTablePaymentMethods(db, locations, rows.map(toWireOrder));
}

/**
 * Orders settled at a table carry their table payment's methods (a table paid $220 cash + $220 card reads
 * «Efectivo + Tarjeta», not the one method stored on each order). One read of the commerce's table payments
 * since the oldest table order among `rows`.
 */
async function withTablePaymentMethods(db: DbOrTx, locations: readonly HistoryLocation[], rows: Order[]): Promise<Order[]> {
  const atTables = rows.filter((row) => row.metodo_entrega === 'inRestaurant');
  if (atTables.length === 0) return rows;
  const oldest = atTables.reduce((min, row) => (row.created_at < min ? row.created_at : min), atTables[0]!.created_at);
  const payments = await db
    .select({ pedidos: tablePayments.pedidos, pagos: tablePayments.pagos })
    .from(tablePayments)
    .where(and(inArray(tablePayments.id_comercio, locations.map((location) => location.id)), gte(tablePayments.created_at, new Date(oldest))));
  const methodsOf = new Map<string, PaymentMethod[]>();
  for (const payment of payments) {
    const methods = [...new Set(payment.pagos.map((part) => part.metodo))];
    for (const id of payment.pedidos) methodsOf.set(id, methods);
  }
  return rows.map((row) => {
    const methods = methodsOf.get(row.id);
    return methods ? { ...row, metodos_pago_mesa: methods } : row;
  });
}

/** `withLocation`: the caller sees several locations, so each row says which one it belongs to. */
export async function historyCsv(db: DbOrTx, locations: readonly HistoryLocation[], query: HistoryQuery, withLocation = false): Promise<string> {
  return toCsv(exportColumns(locations, withLocation), await exportRows(db, locations, query));
}

export async function historyXlsx(db: DbOrTx, locations: readonly HistoryLocation[], query: HistoryQuery, withLocation = false): Promise<Buffer> {
  return toXlsx('Pedidos', exportColumns(locations, withLocation), await exportRows(db, locations, query));
}
