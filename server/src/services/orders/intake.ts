// Order intake: validates an order against the commerce, prices it from the cached menu and stores it
// with its lines, extras, customer, coupon use, folio and live events (docs/scaling.md): the common order
// in ONE autocommit statement; coupons, tables and orders born accepted in a transaction of three round
// trips (BEGIN + folio in one message, one statement for everything else, COMMIT).
import { and, eq } from 'drizzle-orm';
import type { DeliveryType } from '../../../../shared/constants';
import { monthKey } from '../../../../shared/dates';
import { newId } from '../../../../shared/ids';
import { MODULE_MSG, perKmIncluded, tableRoundsIncluded } from '../../../../shared/modules';
import { fromCents, toCents } from '../../../../shared/money';
import type { OrderDetail, OrderOrigin, SelfServiceInfo } from '../../../../shared/types/order';
import type { PublicOrderInput } from '../../../../shared/validation/public-order';
import type { Db, Tx } from '../../db/database';
import { rawStatement, rawTransaction } from '../../db/raw-transaction';
import { HttpError } from '../../errors';
import { orders } from '../../db/schema/orders';
import { restaurantTables } from '../../db/schema/tables';
import { liveEventRow, type LiveEventRow } from '../../live/publisher';
import { openTableOrders } from '../tables/visit';
import { assertOpenForCustomers } from '../availability/availability';
import { assertNotPaused, busyModeFromRow } from '../busy-mode/busy-mode';
import { recordCouponUse, reserveCoupon, type CouponRedemption } from '../coupons/redeem';
import { assertFlowActive, deliveryFeeFor, type CommerceRow, type DeliveryFee } from './commerce-rules';
import { ORDER_MSG, OrderRefusal } from './errors';
import { intakeCacheFor, monthlyLimitAt, planModulesAt, sameVersions, type IntakeCache, type IntakeSnapshot } from './intake-cache';
import { detailOf, lineRowsOf, type NewOrderRow } from './intake-rows';
import { busyModeRowOf, openingSql, PLACE_ORDER, PLACE_ORDER_AUTOCOMMIT, refusalOfError, type OpeningRow } from './intake-sql';
import { isRepeatedKey, orderOfIdempotencyKey } from './idempotency';
import { isUuid } from './menu';
import { priceLines, sumSubtotal } from './pricing';
import type { OrderRow } from './serialize';
import { prepMinutesWithBusy } from '../../../../shared/counter';
import { expectPlacedOrder, rememberPlacedOrder } from '../printing/placed-orders';
import { HELD_UNTIL_PAID } from '../payments/apply';
import { assertSlotHasRoom } from './scheduling/capacity';
import { slotPlanFor, type SlotPlan } from './scheduling/slot-plan';

export interface PlaceOrderOptions {
  /** The commerce (only its id is used: intake works from its own verified snapshot). */
  commerce: Pick<CommerceRow, 'id'>;
  /**
   * The order, or how to read it with a commerce's rules: then it is read again on every snapshot intake
   * tries (placeOrder), so a request refused on a stale commerce gets its answer from the fresh one.
   */
  order: PublicOrderInput | ((commerce: CommerceRow) => Promise<PublicOrderInput>);
  origin: OrderOrigin;
  at?: Date;
  /**
   * Customer orders must respect opening hours (special days included, docs/availability.md) and active flows;
   * a cashier's phone order need not. Checked on the commerce row the order is priced from.
   */
  enforceOpening: boolean;
  /** A test order from Configuración inicial: stored with es_prueba, not a sale (docs/availability.md). */
  test?: boolean;
  /** Staff-keyed orders are born accepted with this prep time (minutes); see docs/counter.md. */
  acceptedWithPrepMinutes?: number;
  /**
   * Online orders are refused while the counter has paused them (busy mode, docs/counter.md); guests already
   * seated order from the table's QR all the same.
   */
  refuseWhenPaused?: boolean;
  /** The checkout's Idempotency-Key: a repeat answers the order the key placed first (idempotency.ts). */
  idempotencyKey?: string | null;
  /**
   * «Pago en línea» with «sonar al pagarse» (docs/payments.md): the order does not ring or print until its
   * payment is confirmed (services/payments/apply.ts records its newOrder event then). A scheduled order keeps
   * its own fire time.
   */
  holdUntilPaid?: boolean;
}

/** The order waits for its online payment: not rung now, its fire time far away until paid. */
const heldForPayment = (p: Prepared): boolean => p.options.holdUntilPaid === true && !p.slot.scheduledFor;

export interface Totals {
  subtotal_cents: number;
  costo_envio_cents: number;
  discount_cents: number;
  propina_cents: number;
  total_cents: number;
}

export function folioOf(prefix: string, sequence: number): string {
  const number = String(sequence).padStart(6, '0');
  const trimmed = prefix.trim();
  return trimmed ? `${trimmed}-${number}` : number;
}

export function fullAddressOf(order: PublicOrderInput): string | null {
  if (order.metodo_entrega !== 'delivery') return null;
  const street = [order.calle, order.numero_exterior ? `#${order.numero_exterior}` : null, order.numero_interior ? `int. ${order.numero_interior}` : null]
    .filter(Boolean)
    .join(' ');
  const parts = [street, order.colonia].filter((part): part is string => !!part && part.length > 0);
  return parts.length > 0 ? parts.join(', ') : null;
}

export function totalsOf(subtotal: number, fee: number, discount: number, tip: number): Totals {
  return {
    subtotal_cents: subtotal,
    costo_envio_cents: fee,
    discount_cents: discount,
    propina_cents: tip,
    total_cents: Math.max(0, subtotal + fee - discount + tip),
  };
}

/** Takes the table for the order; a second round on an open table needs POR_CONSUMO (docs/domain.md (Módulos)). */
async function claimTable(tx: Tx, commerceId: string, tableUuid: string, orderId: string, roundsIncluded: boolean): Promise<SelfServiceInfo> {
  const [table] = isUuid(tableUuid)
    ? await tx
        .select()
        .from(restaurantTables)
        .where(and(eq(restaurantTables.id_comercio, commerceId), eq(restaurantTables.uuid, tableUuid)))
        .for('update')
    : [];
  if (!table) throw new OrderRefusal(404, 'TABLE_NOT_FOUND', ORDER_MSG.tableNotFound);
  if (!roundsIncluded) {
    const [open] = await tx.select({ id: orders.id }).from(orders).where(openTableOrders(commerceId, table)).limit(1);
    if (open) throw new OrderRefusal(409, 'TABLE_ROUND_NOT_IN_PLAN', MODULE_MSG.tableRoundNotInPlan);
  }
  if (table.status !== 'o') await tx.update(restaurantTables).set({ status: 'o' }).where(eq(restaurantTables.uuid, table.uuid));
  return { table_uuid: table.uuid, table_number: table.numero, order_uuid: orderId, waiter_name: null };
}

/** The statement found the snapshot's versions changed since it was read. */
class StaleSnapshot extends Error {}
const MAX_ATTEMPTS = 4;
const BUSY_MSG = 'El comercio acaba de cambiar su menú o su configuración; intenta de nuevo';

/** An order as placeWith takes it: read, with the busy-mode rule applied to it. */
type ReadOptions = Omit<PlaceOrderOptions, 'order'> & { order: PublicOrderInput };

/**
 * Checks, prices and stores an order. Throws OrderRefusal (HttpError) with a Spanish message when refused.
 * Intake's one staleness rule (nextSnapshot): the order is read and placed on the cached snapshot; when the
 * snapshot turns out stale it is reloaded, the order read again and placed again.
 */
export async function placeOrder(db: Db, options: PlaceOrderOptions): Promise<OrderDetail> {
  const cache = intakeCacheFor(db);
  const commerceId = options.commerce.id;
  let snapshot = await cache.snapshot(commerceId);
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    if (!snapshot) throw new OrderRefusal(404, 'COMMERCE_NOT_FOUND', ORDER_MSG.commerceNotFound);
    try {
      const order = typeof options.order === 'function' ? await options.order(snapshot.commerce) : options.order;
      return await placeWith(db, snapshot, { ...options, order, refuseWhenPaused: options.refuseWhenPaused === true && !order.table_uuid });
    } catch (error) {
      // Another request with the same key committed first (a retry racing its original): answer that order.
      const first = options.idempotencyKey && isRepeatedKey(error) ? await orderOfIdempotencyKey(db, commerceId, options.idempotencyKey) : null;
      if (first) return first;
      snapshot = await nextSnapshot(cache, snapshot, error);
    }
  }
  throw new OrderRefusal(409, 'COMMERCE_CLOSED', BUSY_MSG);
}

/**
 * Whether `tried` was stale when `error` came, and then the fresh snapshot to read and place the order on
 * again; otherwise the error stands (thrown). Stale: the statement saw other versions (StaleSnapshot), or the
 * order was refused (a 4xx: its body, the menu, the opening hours…) and the versions committed now differ
 * from the snapshot's: the owner may have changed a rule a moment ago and the cache's NOTIFY is still on its
 * way (on a PostgreSQL server it can arrive after the owner's request has answered).
 */
async function nextSnapshot(cache: IntakeCache, tried: IntakeSnapshot, error: unknown): Promise<IntakeSnapshot | null> {
  const commerceId = tried.commerce.id;
  if (error instanceof StaleSnapshot) {
    cache.invalidate(commerceId);
    return cache.snapshot(commerceId);
  }
  const refusal = error instanceof HttpError && error.statusCode < 500;
  if (!refusal) throw error;
  const current = await cache.current(commerceId);
  if (current && sameVersions(current.versions, tried.versions)) throw error;
  return current;
}

/** What intake stores for an order besides its folio, coupon and table (those come inside the transaction). */
interface Prepared {
  snapshot: IntakeSnapshot;
  options: ReadOptions;
  at: Date;
  flow: DeliveryType;
  orderId: string;
  subtotal: number;
  fee: DeliveryFee;
  tip: number;
  address: string | null;
  stored: ReturnType<typeof lineRowsOf>;
  accepted: boolean;
  /** When the order is for, the slot it counts against and whether the cap applies (scheduling/slot-plan.ts). */
  slot: SlotPlan;
}

async function placeWith(db: Db, snapshot: IntakeSnapshot, options: ReadOptions): Promise<OrderDetail> {
  const { commerce } = snapshot;
  const { order } = options;
  const at = options.at ?? new Date();
  const flow: DeliveryType = order.metodo_entrega;
  // A customer's chosen time must be one of the commerce's slots; only customer orders are scheduled or capped.
  const customer = options.enforceOpening && options.test !== true;
  const slot = await slotPlanFor(db, commerce, order, { at, customer });
  if (options.enforceOpening) {
    // On the row the order is priced from (a refusal read from the cache is retried on fresh data, placeOrder);
    // the owner's test order is taken even while closed, and a scheduled order while closed for the hour (its
    // slot was checked against the opening hours).
    if (customer) await assertOpenForCustomers(db, commerce, at, { scheduled: slot.scheduledFor !== null && slot.scheduledFor !== undefined });
    assertFlowActive(commerce, flow);
  }
  const lines = priceLines(snapshot.menu, order.productos);
  const subtotal = sumSubtotal(lines);
  const fee =
    flow === 'delivery'
      ? deliveryFeeFor(commerce, {
          subtotalCents: subtotal,
          colonia: order.colonia,
          latitud: order.latitud,
          longitud: order.longitud,
          perKmIncluded: perKmIncluded(planModulesAt(snapshot, at)),
        })
      : { cents: 0, viaProvider: false };
  const orderId = newId();
  const prepared: Prepared = {
    snapshot,
    options,
    at,
    flow,
    orderId,
    subtotal,
    fee,
    tip: toCents(order.propina ?? 0),
    address: fullAddressOf(order),
    stored: lineRowsOf(commerce.id, orderId, lines),
    accepted: options.acceptedWithPrepMinutes !== undefined,
    slot,
  };
  // The common order needs nothing read inside a transaction: one autocommit statement (docs/scaling.md).
  // A scheduled order, or one held to the kitchen's cap, counts its slot inside the transaction.
  const common = !order.coupon_code && !order.table_uuid && !prepared.accepted && !slot.scheduledFor && !slot.enforceCapacity && !heldForPayment(prepared);
  return common ? placeInOneStatement(db, prepared) : placeInTransaction(db, prepared);
}

function assertPaidEnough(order: PublicOrderInput, totals: Totals): number | null {
  const paidWith = order.cliente_paga_con == null ? null : toCents(order.cliente_paga_con);
  if (order.metodo_pago === 'efectivo' && paidWith != null && paidWith < totals.total_cents) {
    throw new OrderRefusal(422, 'INSUFFICIENT_PAYMENT', ORDER_MSG.insufficientPayment);
  }
  return paidWith;
}

/** The order row (ORDER_COLUMNS) as intake stores it. */
function orderRowOf(
  p: Prepared,
  stored: { folio: string; totals: Totals; paidWith: number | null; coupon: CouponRedemption | null; selfService: SelfServiceInfo | null; prepMinutes: number | null },
): NewOrderRow {
  const { order, origin } = p.options;
  const { totals, coupon, selfService } = stored;
  return {
    id: p.orderId,
    folio: stored.folio,
    id_comercio: p.snapshot.commerce.id,
    metodo_entrega: p.flow,
    metodo_pago: order.metodo_pago,
    estatus: p.accepted ? 'accepted' : 'pending',
    estatus_pedido: p.accepted ? 'accepted' : 'pending',
    nombre: order.nombre,
    numero_celular: order.numero_celular,
    country_code: order.country_code,
    numero_mesa: selfService?.table_number ?? null,
    colonia: order.colonia,
    calle: order.calle,
    numero_exterior: order.numero_exterior,
    numero_interior: order.numero_interior,
    direccion_completa: p.address,
    referencias: order.referencias,
    latitud: order.latitud,
    longitud: order.longitud,
    comentario: order.comentario,
    propina_cents: totals.propina_cents,
    costo_envio_cents: totals.costo_envio_cents,
    subtotal_cents: totals.subtotal_cents,
    total_cents: totals.total_cents,
    cliente_paga_con_cents: stored.paidWith,
    coupon_code: coupon?.coupon_code ?? null,
    coupon_type: coupon?.coupon_type ?? null,
    coupon_value: coupon?.coupon_value ?? null,
    coupon_amount_cents: coupon?.discount_cents ?? null,
    delivery_type: p.flow === 'delivery' && p.fee.viaProvider ? 'delivery_providers' : null,
    origin: selfService ? 'mesa' : origin,
    es_prueba: p.options.test === true,
    self_service: selfService,
    tiempo_preparacion: stored.prepMinutes,
    programado_para: p.slot.scheduledFor?.toISOString() ?? null,
    franja: p.slot.slot.toISOString(),
    fire_at: heldForPayment(p) ? HELD_UNTIL_PAID.toISOString() : (p.slot.fireAt?.toISOString() ?? null),
    idempotency_key: p.options.idempotencyKey ?? null,
    created_at: p.at.toISOString(),
    updated_at: p.at.toISOString(),
  };
}

/** PLACE_ORDER's parameters $1–$11 (intake-sql.ts). */
function placeParams(p: Prepared, row: NewOrderRow): unknown[] {
  const { commerce } = p.snapshot;
  const { order } = p.options;
  // A scheduled order rings and prints at its fire time (scheduling/scheduler.ts records the same newOrder
  // event then); now the boards only learn that a pending order exists, to show it under «Programados».
  const events: LiveEventRow[] = p.slot.scheduledFor || heldForPayment(p)
    ? [liveEventRow(commerce.id, 'changeOrderStatus', { orderId: p.orderId, status: 'pending' })]
    : [liveEventRow(commerce.id, 'newOrder', { orderId: p.orderId, commerceId: commerce.id, folio: String(row.folio) })];
  // Both print triggers (received, accepted) fire for an order born accepted.
  if (p.accepted) events.push(liveEventRow(commerce.id, 'changeOrderStatus', { orderId: p.orderId, status: 'accepted' }));
  return [
    JSON.stringify(row),
    commerce.id,
    monthKey(p.at, commerce.zona_horaria),
    p.options.test === true ? null : monthlyLimitAt(p.snapshot, p.at), // a test order does not use the quota (migration 0012)
    order.nombre,
    order.numero_celular,
    order.country_code,
    p.address,
    JSON.stringify(p.stored.lines),
    JSON.stringify(p.stored.extras),
    // `n`: the order in which the statement announces them.
    JSON.stringify(events.map((event, index) => ({ n: index + 1, ...event }))),
  ];
}

/** No coupon, no table, not born accepted: one autocommit statement takes the folio, checks and stores. */
async function placeInOneStatement(db: Db, p: Prepared): Promise<OrderDetail> {
  const { commerce } = p.snapshot;
  const totals = totalsOf(p.subtotal, p.fee.cents, 0, p.tip);
  const paidWith = assertPaidEnough(p.options.order, totals);
  // The folio is written by the statement (intake_take_folio); the event's 'folio' key is filled there too.
  const row = orderRowOf(p, { folio: '', totals, paidWith, coupon: null, selfService: null, prepMinutes: null });
  const prefix = commerce.prefijo_folio.trim();
  const settle = expectPlacedOrder(p.orderId, commerce, false);
  let detail: OrderDetail | null = null;
  try {
    const [placed] = await rawStatement<OrderRow>(db, PLACE_ORDER_AUTOCOMMIT, [
      ...placeParams(p, row),
      p.snapshot.versions.commerce,
      p.snapshot.versions.plans,
      p.options.refuseWhenPaused === true,
      p.at.toISOString(),
      prefix ? `${prefix}-` : '',
    ]);
    if (!placed) throw new Error('intake: the order statement answered no row');
    detail = detailOf(placed, p.stored);
    return detail;
  } catch (error) {
    throw refusalFromStatement(error) ?? error;
  } finally {
    settle(detail);
  }
}

/** The refusal intake_take_folio raised, as the transaction path would have refused. */
function refusalFromStatement(error: unknown): Error | null {
  switch (refusalOfError(error)) {
    case 'not_found':
      return new OrderRefusal(404, 'COMMERCE_NOT_FOUND', ORDER_MSG.commerceNotFound);
    case 'stale':
      return new StaleSnapshot();
    case 'paused':
      try {
        assertNotPaused(PAUSED);
      } catch (paused) {
        return paused as Error;
      }
      return null;
    case 'limit':
      return new OrderRefusal(409, 'ORDER_LIMIT_REACHED', ORDER_MSG.limitReached);
    default:
      return null;
  }
}

const PAUSED = { pausado: true, pausa_hasta: null, minutos_extra: 0, minutos_extra_hasta: null };

/** Coupons, tables and orders born accepted: BEGIN + folio, their own statements, PLACE_ORDER, COMMIT. */
async function placeInTransaction(db: Db, p: Prepared): Promise<OrderDetail> {
  const { commerce } = p.snapshot;
  const { order } = p.options;
  const at = p.at;
  const lockAccountQuota = p.options.test !== true && monthlyLimitAt(p.snapshot, at) !== null;
  return rawTransaction(db, { opening: openingSql(commerce.id, { lockAccountQuota }) }, async (tx, openingRows) => {
    const opening = openingRows[0] as unknown as OpeningRow | undefined;
    if (!opening) throw new OrderRefusal(404, 'COMMERCE_NOT_FOUND', ORDER_MSG.commerceNotFound);
    if (!sameVersions(p.snapshot.versions, { commerce: opening.commerce_version, plans: opening.plans_version })) throw new StaleSnapshot();
    if (p.options.refuseWhenPaused) assertNotPaused(busyModeFromRow(busyModeRowOf(opening), at));
    // After the opening locked the commerce row: the slot's count is exact (scheduling/capacity.ts).
    await assertSlotHasRoom(tx, commerce.id, p.slot);
    let coupon: CouponRedemption | null = null;
    if (order.coupon_code) {
      coupon = await reserveCoupon(tx.drizzle(), { commerceId: commerce.id, code: order.coupon_code, phone: order.numero_celular, subtotalCents: p.subtotal, at });
    }
    const totals = totalsOf(p.subtotal, p.fee.cents, coupon?.discount_cents ?? 0, p.tip);
    const paidWith = assertPaidEnough(order, totals);
    const roundsIncluded = tableRoundsIncluded(planModulesAt(p.snapshot, at));
    const selfService = order.table_uuid ? await claimTable(tx.drizzle(), commerce.id, order.table_uuid, p.orderId, roundsIncluded) : null;
    const prepMinutes = p.accepted ? prepMinutesWithBusy(p.options.acceptedWithPrepMinutes ?? 0, busyModeFromRow(busyModeRowOf(opening), at)) : null;
    const row = orderRowOf(p, { folio: folioOf(commerce.prefijo_folio, Number(opening.folio)), totals, paidWith, coupon, selfService, prepMinutes });
    const [placed] = await tx.query<OrderRow>(PLACE_ORDER, placeParams(p, row));
    if (!placed) throw new OrderRefusal(409, 'ORDER_LIMIT_REACHED', ORDER_MSG.limitReached);
    if (coupon) await recordCouponUse(tx.drizzle(), coupon, { commerceId: commerce.id, orderId: p.orderId, phone: order.numero_celular });
    const detail = detailOf(placed, p.stored);
    // The print trigger's data on this instance, without a read back (docs/printing.md); a scheduled order's
    // trigger comes at its fire time and reads the order then.
    if (!p.slot.scheduledFor && !heldForPayment(p)) rememberPlacedOrder(detail, commerce, p.accepted);
    return detail;
  });
}

/** Cash change of an order in pesos (docs/domain.md (Constantes): amount paid − total), 0 when not paying cash. */
export function changeOf(detail: OrderDetail): number {
  const { cliente_paga_con: paid, total, metodo_pago: method } = detail.pedido;
  if (method !== 'efectivo' || paid == null) return 0;
  return fromCents(Math.max(0, toCents(paid) - toCents(total)));
}
