// Order intake: validates an order against the commerce, prices it from the database and stores it
// with its lines, extras, customer, coupon use, folio and newOrder event in ONE transaction.
import { and, eq, sql } from 'drizzle-orm';
import type { DeliveryType } from '../../../../shared/constants';
import { newId } from '../../../../shared/ids';
import { fromCents, toCents } from '../../../../shared/money';
import type { OrderDetail, OrderOrigin, SelfServiceInfo } from '../../../../shared/types/order';
import type { PublicOrderInput } from '../../../../shared/validation/public-order';
import type { Db, Tx } from '../../db/database';
import { commerces } from '../../db/schema/commerces';
import { customers } from '../../db/schema/customers';
import { orderLineExtras, orderLines, orders } from '../../db/schema/orders';
import { restaurantTables } from '../../db/schema/tables';
import { publishEvent } from '../../live/publisher';
import { recordCouponUse, reserveCoupon, type CouponRedemption } from '../coupons/redeem';
import { assertFlowActive, assertOpen, assertUnderMonthlyLimit, deliveryFeeFor, type CommerceRow } from './commerce-rules';
import { ORDER_MSG, OrderRefusal } from './errors';
import { loadMenuProducts, isUuid } from './menu';
import { priceLines, sumSubtotal, type PricedLine } from './pricing';
import { toOrderDetail, type OrderLineExtraRow, type OrderLineRow } from './serialize';

export interface PlaceOrderOptions {
  commerce: CommerceRow;
  order: PublicOrderInput;
  origin: OrderOrigin;
  at?: Date;
  /** Customer orders must respect opening hours and active flows; a cashier's phone order need not. */
  enforceOpening: boolean;
  /** Staff-keyed orders are born accepted with this prep time (minutes); see docs/counter.md. */
  acceptedWithPrepMinutes?: number;
}

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

async function nextFolioNumber(tx: Tx, commerceId: string): Promise<number> {
  // The UPDATE also locks the commerce row: intake of one commerce is serialised, which keeps the
  // folio sequence gapless and the monthly-limit count exact under concurrency.
  const [row] = await tx
    .update(commerces)
    .set({ ultimo_folio: sql`${commerces.ultimo_folio} + 1` })
    .where(eq(commerces.id, commerceId))
    .returning({ folio: commerces.ultimo_folio });
  return row!.folio;
}

async function upsertCustomer(tx: Tx, commerceId: string, order: PublicOrderInput, address: string | null): Promise<string> {
  const [row] = await tx
    .insert(customers)
    .values({
      id_comercio: commerceId,
      nombre: order.nombre,
      numero_celular: order.numero_celular,
      country_code: order.country_code,
      direcciones: address ? [address] : [],
    })
    .onConflictDoUpdate({
      target: [customers.id_comercio, customers.country_code, customers.numero_celular],
      set: {
        nombre: sql`excluded.nombre`,
        // Most recent address first, without duplicates, at most 5.
        direcciones: address
          ? sql`(SELECT coalesce(jsonb_agg(d), '[]'::jsonb) FROM (SELECT d FROM jsonb_array_elements(jsonb_build_array(${address}::text) || (${customers.direcciones} - ${address}::text)) AS d LIMIT 5) AS recent)`
          : sql`${customers.direcciones}`,
      },
    })
    .returning({ id: customers.id });
  return row!.id;
}

async function claimTable(tx: Tx, commerceId: string, tableUuid: string, orderId: string): Promise<SelfServiceInfo> {
  const [table] = isUuid(tableUuid)
    ? await tx
        .select()
        .from(restaurantTables)
        .where(and(eq(restaurantTables.id_comercio, commerceId), eq(restaurantTables.uuid, tableUuid)))
        .for('update')
    : [];
  if (!table) throw new OrderRefusal(404, 'TABLE_NOT_FOUND', ORDER_MSG.tableNotFound);
  if (table.status !== 'o') await tx.update(restaurantTables).set({ status: 'o' }).where(eq(restaurantTables.uuid, table.uuid));
  return { table_uuid: table.uuid, table_number: table.numero, order_uuid: orderId, waiter_name: null };
}

async function insertLines(
  tx: Tx,
  commerceId: string,
  orderId: string,
  lines: readonly PricedLine[],
): Promise<{ lines: OrderLineRow[]; extras: OrderLineExtraRow[] }> {
  if (lines.length === 0) return { lines: [], extras: [] };
  const lineIds = lines.map(() => newId());
  const lineRows = await tx.insert(orderLines).values(
    lines.map((line, index) => ({
      id: lineIds[index]!,
      id_pedido: orderId,
      id_comercio: commerceId,
      id_producto: line.id_producto,
      id_categoria: line.id_categoria,
      presentacion: line.presentacion,
      nombre: line.nombre,
      cantidad: line.cantidad,
      precio_cents: line.precio_cents,
      subtotal_cents: line.subtotal_cents,
      instrucciones: line.instrucciones,
      orden: index,
    })),
  ).returning();
  const extras = lines.flatMap((line, index) =>
    line.extras.map((extra) => ({
      id_linea: lineIds[index]!,
      id_pedido: orderId,
      id_comercio: commerceId,
      id_extra: extra.id_extra,
      nombre: extra.nombre,
      cantidad: extra.cantidad,
      precio_cents: extra.precio_cents,
      subtotal_cents: extra.subtotal_cents,
    })),
  );
  const extraRows = extras.length > 0 ? await tx.insert(orderLineExtras).values(extras).returning() : [];
  return { lines: lineRows, extras: extraRows };
}

/** Checks, prices and stores an order. Throws OrderRefusal (HttpError) with a Spanish message when refused. */
export async function placeOrder(db: Db, options: PlaceOrderOptions): Promise<OrderDetail> {
  const { commerce, order, origin } = options;
  const at = options.at ?? new Date();
  const flow: DeliveryType = order.metodo_entrega;
  if (options.enforceOpening) {
    assertOpen(commerce, at);
    assertFlowActive(commerce, flow);
  }

  const menu = await loadMenuProducts(db, commerce.id, order.productos.map((line) => line.id_producto));
  const lines = priceLines(menu, order.productos);
  const subtotal = sumSubtotal(lines);
  const fee =
    flow === 'delivery'
      ? deliveryFeeFor(commerce, { subtotalCents: subtotal, colonia: order.colonia, latitud: order.latitud, longitud: order.longitud })
      : { cents: 0, viaProvider: false };
  const tip = toCents(order.propina ?? 0);
  const address = fullAddressOf(order);
  const orderId = newId();

  return db.transaction(async (tx) => {
    const sequence = await nextFolioNumber(tx, commerce.id);
    await assertUnderMonthlyLimit(tx, commerce, at);
    let coupon: CouponRedemption | null = null;
    if (order.coupon_code) {
      coupon = await reserveCoupon(tx, { commerceId: commerce.id, code: order.coupon_code, phone: order.numero_celular, subtotalCents: subtotal, at });
    }
    const totals = totalsOf(subtotal, fee.cents, coupon?.discount_cents ?? 0, tip);
    const paidWith = order.cliente_paga_con == null ? null : toCents(order.cliente_paga_con);
    if (order.metodo_pago === 'efectivo' && paidWith != null && paidWith < totals.total_cents) {
      throw new OrderRefusal(422, 'INSUFFICIENT_PAYMENT', ORDER_MSG.insufficientPayment);
    }
    const customerId = await upsertCustomer(tx, commerce.id, order, address);
    const selfService = order.table_uuid ? await claimTable(tx, commerce.id, order.table_uuid, orderId) : null;

    const [row] = await tx
      .insert(orders)
      .values({
        id: orderId,
        folio: folioOf(commerce.prefijo_folio, sequence),
        id_comercio: commerce.id,
        id_cliente: customerId,
        metodo_entrega: flow,
        metodo_pago: order.metodo_pago,
        nombre: order.nombre,
        numero_celular: order.numero_celular,
        country_code: order.country_code,
        numero_mesa: selfService?.table_number ?? null,
        colonia: order.colonia,
        calle: order.calle,
        numero_exterior: order.numero_exterior,
        numero_interior: order.numero_interior,
        direccion_completa: address,
        referencias: order.referencias,
        latitud: order.latitud,
        longitud: order.longitud,
        comentario: order.comentario,
        propina_cents: totals.propina_cents,
        costo_envio_cents: totals.costo_envio_cents,
        subtotal_cents: totals.subtotal_cents,
        total_cents: totals.total_cents,
        cliente_paga_con_cents: paidWith,
        coupon_code: coupon?.coupon_code ?? null,
        coupon_type: coupon?.coupon_type ?? null,
        coupon_value: coupon?.coupon_value ?? null,
        coupon_amount_cents: coupon?.discount_cents ?? null,
        delivery_type: flow === 'delivery' && fee.viaProvider ? 'delivery_providers' : null,
        origin: selfService ? 'mesa' : origin,
        self_service: selfService,
        ...(options.acceptedWithPrepMinutes !== undefined
          ? { estatus: 'accepted', estatus_pedido: 'accepted' as const, tiempo_preparacion: options.acceptedWithPrepMinutes }
          : {}),
        created_at: at,
        updated_at: at,
      })
      .returning();
    const stored = await insertLines(tx, commerce.id, orderId, lines);
    if (coupon) await recordCouponUse(tx, coupon, { commerceId: commerce.id, orderId, phone: order.numero_celular });
    await publishEvent(tx, commerce.id, 'newOrder', { orderId, commerceId: commerce.id, folio: row!.folio });
    // Both print triggers (received, accepted) fire for an order born accepted.
    if (options.acceptedWithPrepMinutes !== undefined) await publishEvent(tx, commerce.id, 'changeOrderStatus', { orderId, status: 'accepted' });
    return toOrderDetail(row!, stored.lines, stored.extras);
  });
}

/** Cash change of an order in pesos (SPEC §9: amount paid − total), 0 when not paying cash. */
export function changeOf(detail: OrderDetail): number {
  const { cliente_paga_con: paid, total, metodo_pago: method } = detail.pedido;
  if (method !== 'efectivo' || paid == null) return 0;
  return fromCents(Math.max(0, toCents(paid) - toCents(total)));
}
