// Orders written straight into the database with known cents, instants and lines, so every figure of
// the dashboard and the reports can be computed by hand.
import type { DeliveryType, DiscountType, OrderStatus, PaymentMethod } from '../../../shared/constants';
import type { DbHandle } from '../../../server/src/db/database';
import { orderLines, orders } from '../../../server/src/db/schema/orders';

export interface LineFixture {
  nombre: string;
  presentacion?: string | null;
  cantidad: number;
  precio_cents: number;
}

export interface OrderFixture {
  folio: string;
  at: string;
  entrega: DeliveryType;
  pago: PaymentMethod;
  estatus: OrderStatus;
  nombre: string;
  celular: string;
  subtotal: number;
  envio?: number;
  propina?: number;
  cupon?: { type: DiscountType; value: number; amount: number };
  total: number;
  pagaCon?: number;
  lines?: LineFixture[];
}

export async function insertOrders(handle: DbHandle, commerceId: string, fixtures: readonly OrderFixture[]): Promise<void> {
  for (const f of fixtures) {
    const [row] = await handle.db
      .insert(orders)
      .values({
        folio: f.folio,
        id_comercio: commerceId,
        metodo_entrega: f.entrega,
        metodo_pago: f.pago,
        estatus: f.estatus,
        estatus_pedido: f.estatus,
        nombre: f.nombre,
        numero_celular: f.celular,
        subtotal_cents: f.subtotal,
        costo_envio_cents: f.envio ?? 0,
        propina_cents: f.propina ?? 0,
        total_cents: f.total,
        cliente_paga_con_cents: f.pagaCon ?? null,
        coupon_code: f.cupon ? 'PROMO' : null,
        coupon_type: f.cupon?.type ?? null,
        coupon_value: f.cupon?.value ?? null,
        coupon_amount_cents: f.cupon?.amount ?? null,
        created_at: new Date(f.at),
        updated_at: new Date(f.at),
      })
      .returning({ id: orders.id });
    for (const [orden, line] of (f.lines ?? []).entries()) {
      await handle.db.insert(orderLines).values({
        id_pedido: row!.id,
        id_comercio: commerceId,
        nombre: line.nombre,
        presentacion: line.presentacion ?? null,
        cantidad: line.cantidad,
        precio_cents: line.precio_cents,
        subtotal_cents: line.cantidad * line.precio_cents,
        orden,
      });
    }
  }
}

const taco = (cantidad: number): LineFixture => ({ nombre: 'Taco al pastor', presentacion: 'Orden', cantidad, precio_cents: 2500 });
const agua = (cantidad: number): LineFixture => ({ nombre: 'Agua de jamaica', presentacion: 'Litro', cantidad, precio_cents: 5000 });

/**
 * Mexico City is UTC−6 all year (no DST since 2022). The range under test is the local days
 * 2026-03-10 and 2026-03-11, i.e. [2026-03-10T06:00Z, 2026-03-12T06:00Z).
 */
export const HAND_FIXTURES: OrderFixture[] = [
  // Local 2026-03-09 23:59: outside (the UTC day would be inside).
  { folio: 'T-0', at: '2026-03-10T05:59:00Z', entrega: 'takeAway', pago: 'efectivo', estatus: 'delivered', nombre: 'Fuera Antes', celular: '9930000000', subtotal: 7777, total: 7777, lines: [taco(3)] },
  // Local 2026-03-10 09:00, rejected: listed in the orders report, never a sale.
  { folio: 'T-7', at: '2026-03-10T15:00:00Z', entrega: 'takeAway', pago: 'efectivo', estatus: 'rejected', nombre: 'Eva Ruiz', celular: '9935555555', subtotal: 5000, total: 5000, pagaCon: 5000, lines: [agua(1)] },
  // Local 2026-03-10 12:30: delivery, cash with change 55.00, tip 10.00, fee 35.00.
  {
    folio: 'T-1',
    at: '2026-03-10T18:30:00Z',
    entrega: 'delivery',
    pago: 'efectivo',
    estatus: 'delivered',
    nombre: 'Ana Pérez',
    celular: '9931111111',
    subtotal: 20000,
    envio: 3500,
    propina: 1000,
    total: 24500,
    pagaCon: 30000,
    lines: [taco(4), agua(2)],
  },
  // Local 2026-03-10 23:30 (UTC already 03-11): card, coupon of 15.00, tip 5.00.
  {
    folio: 'T-2',
    at: '2026-03-11T05:30:00Z',
    entrega: 'takeAway',
    pago: 'tarjeta',
    estatus: 'accepted',
    nombre: 'Beto Gómez',
    celular: '9932222222',
    subtotal: 15000,
    propina: 500,
    cupon: { type: 'amount', value: 1500, amount: 1500 },
    total: 14000,
    lines: [taco(6)],
  },
  // Local 2026-03-11 00:30: the same customer as T-1 under a new name, cash paid exact.
  { folio: 'T-3', at: '2026-03-11T06:30:00Z', entrega: 'inRestaurant', pago: 'efectivo', estatus: 'delivered', nombre: 'Ana López', celular: '9931111111', subtotal: 10000, total: 10000, pagaCon: 10000, lines: [agua(2)] },
  // Local 2026-03-11 14:15, canceled: not a sale, its change is not handed back.
  { folio: 'T-4', at: '2026-03-11T20:15:00Z', entrega: 'delivery', pago: 'efectivo', estatus: 'canceled', nombre: 'Carlos Díaz', celular: '9933333333', subtotal: 30000, envio: 3500, total: 33500, pagaCon: 50000, lines: [taco(12)] },
  // Local 2026-03-11 23:59 (UTC 03-12): transfer, 10 % coupon = 12.35, odd cents.
  {
    folio: 'T-5',
    at: '2026-03-12T05:59:00Z',
    entrega: 'delivery',
    pago: 'transferencia',
    estatus: 'on_the_way',
    nombre: 'Dana Núñez',
    celular: '9934444444',
    subtotal: 12345,
    envio: 2500,
    propina: 155,
    cupon: { type: 'percent', value: 1000, amount: 1235 },
    total: 13765,
    lines: [{ nombre: 'Quesadilla', cantidad: 3, precio_cents: 4115 }],
  },
  // Local 2026-03-12 00:01: outside.
  { folio: 'T-6', at: '2026-03-12T06:01:00Z', entrega: 'delivery', pago: 'efectivo', estatus: 'delivered', nombre: 'Fuera Después', celular: '9936666666', subtotal: 9999, total: 9999, pagaCon: 10000, lines: [taco(1)] },
];
