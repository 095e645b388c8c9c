// 90 days of order history for the demo taquería: 25–45 orders a day at realistic hours, mostly delivered,
// some canceled or rejected, the last ones still in process. Totals are consistent:
// total = Σ lines + delivery fee + tip − coupon, each line = quantity × (price + extras of one unit).
import type { DeliveryType, OrderStatus, PaymentMethod } from '@shared/constants';
import { zonedParts } from '@shared/dates';
import { isInProcess, stepsOf } from '@shared/orders/status-machine';
import { zonedDateTimeToUtc } from '../../../services/zoned-time';
import type { Db } from '../../database';
import { couponUsages, orderLineExtras, orderLines, orders } from '../../schema/index';
import { DEMO_DELIVERY_FEE_CENTS, DEMO_FOLIO_PREFIX, DEMO_TIME_ZONE } from './commerce';
import type { SeededCustomer } from './customers';
import type { SeededCoupon } from './content';
import type { SeededProduct } from './menu';
import { insertInBatches, type Random } from './prng';

type OrderRow = typeof orders.$inferInsert;
type LineRow = typeof orderLines.$inferInsert;
type ExtraRow = typeof orderLineExtras.$inferInsert;
type UsageRow = typeof couponUsages.$inferInsert;

export const DEMO_HISTORY_DAYS = 90;
const MIN_DELIVERY_SUBTOTAL_CENTS = 10_000;

/** Local hour of an order, weighted to lunch (13–16 h) and dinner (19–23 h). */
const HOURS: [number, number][] = [
  [0, 1], [1, 0.5], [2, 0.2], [8, 0.6], [9, 1], [10, 1.2], [11, 2], [12, 3.5], [13, 6], [14, 7], [15, 6], [16, 3.5],
  [17, 2.5], [18, 3.5], [19, 6], [20, 7.5], [21, 7], [22, 5], [23, 2.5],
];
const DELIVERY_TYPES: [DeliveryType, number][] = [['delivery', 55], ['takeAway', 30], ['inRestaurant', 15]];
const PAYMENTS: [PaymentMethod, number][] = [['efectivo', 60], ['tarjeta', 25], ['transferencia', 15]];
const FINAL_STATUSES: [OrderStatus, number][] = [['delivered', 91], ['canceled', 5], ['rejected', 4]];
/** The steps of each delivery type's flow an order can still be at (shared/orders). */
const IN_PROCESS: Record<DeliveryType, readonly OrderStatus[]> = {
  delivery: stepsOf({ metodo_entrega: 'delivery' }).filter(isInProcess),
  takeAway: stepsOf({ metodo_entrega: 'takeAway' }).filter(isInProcess),
  inRestaurant: stepsOf({ metodo_entrega: 'inRestaurant' }).filter(isInProcess),
};
const COMMENTS = ['Sin cebolla, por favor', 'Tocar el timbre', 'Salsa aparte', 'Con poco picante', 'Bien dorado', 'Cubiertos desechables, por favor'];

interface Built {
  order: OrderRow;
  lines: LineRow[];
  extras: ExtraRow[];
  usage: UsageRow | null;
}

function buildLines(random: Random, commerceId: string, orderId: string, menu: SeededProduct[]): { lines: LineRow[]; extras: ExtraRow[]; subtotal: number } {
  const lineCount = random.weighted([[1, 35], [2, 35], [3, 20], [4, 10]] as const);
  const food = menu.filter((p) => p.categoria !== 'Bebidas' && p.categoria !== 'Postres');
  const lines: LineRow[] = [];
  const extras: ExtraRow[] = [];
  let subtotal = 0;
  for (let index = 0; index < lineCount; index += 1) {
    const product = index === 0 ? random.pick(food) : random.pick(menu);
    const presentation = product.presentaciones.length > 0 ? random.pick(product.presentaciones) : null;
    const price = presentation?.precio_cents ?? product.precio_cents;
    const quantity = random.weighted([[1, 70], [2, 22], [3, 8]] as const);
    const lineId = random.uuid();
    let extrasPerUnit = 0;
    for (const group of product.grupos) {
      const chosen =
        group.minimo >= 1
          ? [random.chance(0.8) ? group.opciones[0]! : random.pick(group.opciones)]
          : group.opciones.filter(() => random.chance(group.opciones.some((o) => o.precio_cents > 0) ? 0.1 : 0.3)).slice(0, group.maximo);
      for (const option of chosen) {
        extrasPerUnit += option.precio_cents;
        extras.push({ id: random.uuid(), id_linea: lineId, id_pedido: orderId, id_comercio: commerceId, id_extra: option.id, nombre: option.nombre, cantidad: 1, precio_cents: option.precio_cents, subtotal_cents: option.precio_cents });
      }
    }
    const lineSubtotal = quantity * (price + extrasPerUnit);
    subtotal += lineSubtotal;
    lines.push({
      id: lineId,
      id_pedido: orderId,
      id_comercio: commerceId,
      id_producto: product.id,
      id_categoria: product.id_categoria,
      presentacion: presentation?.nombre ?? null,
      nombre: product.nombre,
      cantidad: quantity,
      precio_cents: price,
      subtotal_cents: lineSubtotal,
      instrucciones: random.chance(0.08) ? random.pick(['Sin cebolla', 'Sin cilantro', 'Extra limón', 'Bien dorado']) : null,
      orden: index,
    });
  }
  return { lines, extras, subtotal };
}

function cashPaidWith(total: number, random: Random): number {
  const bills = [10_000, 20_000, 50_000, 100_000];
  const roundUp = bills.find((bill) => bill >= total) ?? Math.ceil(total / 50_000) * 50_000;
  return random.chance(0.5) ? roundUp : Math.ceil(total / 5_000) * 5_000;
}

function buildOrder(random: Random, ctx: { commerceId: string; menu: SeededProduct[]; customers: SeededCustomer[]; coupons: SeededCoupon[]; now: Date }, createdAt: Date): Built {
  const orderId = random.uuid();
  const { lines, extras, subtotal } = buildLines(random, ctx.commerceId, orderId, ctx.menu);
  const customer = random.weighted(ctx.customers.map((c) => [c, c.weight] as const));
  let metodoEntrega = random.weighted(DELIVERY_TYPES);
  if (metodoEntrega === 'delivery' && subtotal < MIN_DELIVERY_SUBTOTAL_CENTS) metodoEntrega = 'takeAway';
  const metodoPago = random.weighted(PAYMENTS);
  const fee = metodoEntrega === 'delivery' ? DEMO_DELIVERY_FEE_CENTS : 0;
  const tip = random.chance(0.3) ? Math.round((subtotal * random.pick([0.1, 0.15])) / 100) * 100 : 0;

  let usage: UsageRow | null = null;
  let coupon: { code: string; type: 'amount' | 'percent'; value: number; amount: number } | null = null;
  if (random.chance(0.06)) {
    const candidate = random.pick(ctx.coupons);
    if (subtotal >= (candidate.compra_minima_cents ?? 0)) {
      const amount = candidate.tipo === 'percent' ? Math.round((subtotal * candidate.valor) / 10_000) : Math.min(candidate.valor, subtotal);
      coupon = { code: candidate.codigo, type: candidate.tipo, value: candidate.valor, amount };
      usage = { id: random.uuid(), id_comercio: ctx.commerceId, id_cupon: candidate.id, id_pedido: orderId, numero_celular: customer.numero_celular, monto_cents: amount, created_at: createdAt };
    }
  }
  const total = subtotal + fee + tip - (coupon?.amount ?? 0);

  const ageMinutes = (ctx.now.getTime() - createdAt.getTime()) / 60_000;
  const status: OrderStatus = ageMinutes < 75 ? random.pick(IN_PROCESS[metodoEntrega]) : random.weighted(FINAL_STATUSES);
  const paymentStatus = status === 'delivered' ? 'pagado' : status === 'canceled' || status === 'rejected' ? 'cancelado' : 'pendiente';
  const updatedAt = new Date(createdAt.getTime() + (status === 'pending' ? 0 : random.int(3, 50)) * 60_000);
  const delivery = metodoEntrega === 'delivery';
  const origin = metodoEntrega === 'inRestaurant' ? 'mesa' : random.chance(0.12) ? 'telefono' : 'menu';

  return {
    order: {
      id: orderId,
      folio: '',
      id_comercio: ctx.commerceId,
      id_cliente: customer.id,
      metodo_entrega: metodoEntrega,
      metodo_pago: metodoPago,
      estatus: status,
      estatus_pedido: status,
      estatus_pago: paymentStatus,
      nombre: customer.nombre,
      numero_celular: customer.numero_celular,
      country_code: '52',
      numero_mesa: metodoEntrega === 'inRestaurant' ? random.int(1, 8) : null,
      colonia: delivery ? customer.colonia : null,
      calle: delivery ? customer.calle : null,
      numero_exterior: delivery ? customer.numero_exterior : null,
      direccion_completa: delivery ? customer.direccion : null,
      referencias: delivery ? random.pick(['Casa azul con portón negro', 'Frente a la tienda de la esquina', 'Edificio B, depto. 3', 'A un lado de la farmacia']) : null,
      comentario: random.chance(0.15) ? random.pick(COMMENTS) : null,
      propina_cents: tip,
      costo_envio_cents: fee,
      subtotal_cents: subtotal,
      total_cents: total,
      cliente_paga_con_cents: metodoPago === 'efectivo' && random.chance(0.6) ? cashPaidWith(total, random) : null,
      coupon_code: coupon?.code ?? null,
      coupon_type: coupon?.type ?? null,
      coupon_value: coupon?.value ?? null,
      coupon_amount_cents: coupon?.amount ?? null,
      origin,
      tiempo_preparacion: status === 'pending' || status === 'rejected' ? null : random.pick([15, 20, 25, 30, 35]),
      created_at: createdAt,
      updated_at: updatedAt,
    },
    lines,
    extras,
    usage,
  };
}

/** Local calendar day `daysAgo` days before `now` in the demo's zone. */
function localDay(now: Date, daysAgo: number): { year: number; month: number; day: number } {
  const today = zonedParts(now, DEMO_TIME_ZONE);
  const date = new Date(Date.UTC(today.year, today.month - 1, today.day - daysAgo));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export async function seedOrders(
  db: Db,
  random: Random,
  ctx: { commerceId: string; menu: SeededProduct[]; customers: SeededCustomer[]; coupons: SeededCoupon[]; now: Date },
): Promise<{ orderCount: number }> {
  const built: Built[] = [];
  for (let daysAgo = DEMO_HISTORY_DAYS - 1; daysAgo >= 0; daysAgo -= 1) {
    const { year, month, day } = localDay(ctx.now, daysAgo);
    const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
    const weekend = weekday === 0 || weekday === 5 || weekday === 6;
    const count = Math.min(45, random.int(25, 40) + (weekend ? random.int(3, 8) : 0));
    for (let i = 0; i < count; i += 1) {
      const createdAt = zonedDateTimeToUtc(year, month, day, random.weighted(HOURS), random.int(0, 59), DEMO_TIME_ZONE);
      if (createdAt.getTime() > ctx.now.getTime()) continue;
      built.push(buildOrder(random, ctx, createdAt));
    }
  }
  built.sort((a, b) => a.order.created_at!.getTime() - b.order.created_at!.getTime());
  built.forEach((entry, index) => {
    entry.order.folio = `${DEMO_FOLIO_PREFIX}-${String(index + 1).padStart(6, '0')}`;
  });

  await insertInBatches(built.map((b) => b.order), 400, (batch) => db.insert(orders).values(batch));
  await insertInBatches(built.flatMap((b) => b.lines), 1_000, (batch) => db.insert(orderLines).values(batch));
  await insertInBatches(built.flatMap((b) => b.extras), 1_500, (batch) => db.insert(orderLineExtras).values(batch));
  const usages = built.flatMap((b) => (b.usage ? [b.usage] : []));
  if (usages.length > 0) await insertInBatches(usages, 1_000, (batch) => db.insert(couponUsages).values(batch));
  return { orderCount: built.length };
}
