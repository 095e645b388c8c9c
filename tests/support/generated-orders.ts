// Random orders for property tests (test-only): quantities, presentations, free and paid extras,
// coupons, delivery fees, tips and long Spanish names, priced with the shared line rule.
import { DELIVERY_TYPES, PAYMENT_METHODS, TEXT_SIZES } from '@shared/constants';
import { lineTotalCents, unitPriceCents } from '@shared/orders/line-price';
import { fromCents } from '@shared/money';
import { defaultPrinterSettings, type CodePage, type PrinterSettings } from '@shared/printing';
import type { OrderDetail, OrderLine, OrderLineExtra } from '@shared/types/order';

/** Deterministic PRNG (mulberry32) so a failing seed can be replayed. */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const chance = (p: number): boolean => next() < p;
  return { next, int, pick, chance };
}
export type Random = ReturnType<typeof randomSource>;

const WORDS = ['Quesadilla', 'de', 'pastor', 'Tacos', 'suadero', 'Champiñones', 'al', 'ajillo', 'Agua', 'jamaica', 'Pingüino', 'Año', 'Nuevo', 'Enchiladas', 'suizas', 'Piña', 'Jalapeño', 'Cebolla', 'Crème', 'brûlée', '¿Salsa?', '¡Extra!', 'Orden', 'grande', 'Pozole', 'rojo', 'Tlayuda', 'oaxaqueña', 'Chicharrón', 'prensado'];

function words(random: Random, min: number, max: number): string {
  return Array.from({ length: random.int(min, max) }, () => random.pick(WORDS)).join(' ');
}

function name(random: Random): string {
  // Now and then a name longer than any paper line, to exercise wrapping.
  return random.chance(0.1) ? `${words(random, 6, 10)}${random.pick(WORDS)}${random.pick(WORDS)}` : words(random, 1, 4);
}

function extra(random: Random, index: number): OrderLineExtra {
  const free = random.chance(0.35);
  const cents = free ? 0 : random.int(1, 400) * 50 + random.pick([0, 0, 0, 1, 25, 99]);
  const cantidad = random.chance(0.8) ? 1 : random.int(2, 3);
  return { id: `e${index}`, id_extra: `x${index}`, nombre: name(random), cantidad, precio: fromCents(cents), subtotal: fromCents(cents * cantidad) };
}

function line(random: Random, orderId: string, index: number): OrderLine {
  const baseCents = random.int(1, 2000) * 50 + random.pick([0, 0, 1, 25, 99]);
  const extras = Array.from({ length: random.pick([0, 0, 1, 2, 3, 4]) }, (_, i) => extra(random, index * 10 + i));
  const cantidad = random.pick([1, 1, 1, 2, 3, 5, 12, 40]);
  const unit = unitPriceCents(baseCents, extras.map((e) => ({ precio_cents: Math.round(e.precio * 100), cantidad: e.cantidad })));
  return {
    id: `l${index}`,
    id_pedido: orderId,
    id_producto: `p${index}`,
    id_categoria: null,
    presentacion: random.chance(0.4) ? words(random, 1, 3) : null,
    nombre: name(random),
    cantidad,
    precio: fromCents(unit),
    subtotal: fromCents(lineTotalCents(unit, cantidad)),
    instrucciones: random.chance(0.3) ? words(random, 2, 12) : null,
    extras,
  };
}

export function generatedOrder(random: Random, index: number): OrderDetail {
  const id = `gen-${index}`;
  const productos = Array.from({ length: random.int(1, 7) }, (_, i) => line(random, id, i));
  const subtotalCents = productos.reduce((sum, l) => sum + Math.round(l.subtotal * 100), 0);
  const discountCents = random.chance(0.3) ? random.int(1, subtotalCents) : 0;
  const metodo = random.pick(DELIVERY_TYPES);
  const feeCents = metodo === 'delivery' ? random.pick([0, random.int(1, 200) * 50, random.int(1, 9999)]) : 0;
  const tipCents = random.chance(0.4) ? random.int(1, 30000) : 0;
  const totalCents = subtotalCents - discountCents + feeCents + tipCents;
  const created = new Date(Date.UTC(2026, 10, 21, 18, 5) + index * 60_000).toISOString();
  return {
    pedido: {
      id,
      folio: `GEN-${String(index).padStart(5, '0')}`,
      id_comercio: 'c1',
      metodo_entrega: metodo,
      metodo_pago: random.pick(PAYMENT_METHODS),
      estatus: 'pending',
      estatus_pedido: 'pending',
      estatus_pago: 'pendiente',
      enlace_pago: null,
      link_clip: null,
      nombre: name(random),
      numero_celular: '5512345678',
      country_code: '52',
      numero_mesa: metodo === 'inRestaurant' && random.chance(0.7) ? random.int(1, 60) : null,
      colonia: random.chance(0.8) ? words(random, 1, 3) : null,
      calle: random.chance(0.8) ? words(random, 1, 3) : null,
      numero_exterior: random.chance(0.8) ? String(random.int(1, 9999)) : null,
      numero_interior: random.chance(0.3) ? `${random.int(1, 20)}B` : null,
      direccion_completa: random.chance(0.5) ? words(random, 4, 14) : null,
      referencias: random.chance(0.4) ? words(random, 2, 10) : null,
      latitud: null,
      longitud: null,
      comentario: random.chance(0.3) ? words(random, 2, 15) : null,
      propina: fromCents(tipCents),
      costo_envio: fromCents(feeCents),
      subtotal: fromCents(subtotalCents),
      total: fromCents(totalCents),
      cliente_paga_con: random.chance(0.2) ? fromCents(totalCents + random.int(0, 50000)) : null,
      coupon_code: discountCents > 0 ? random.pick(['AÑONUEVO', 'PROMO10', 'VERANO']) : null,
      coupon_type: discountCents > 0 ? 'amount' : null,
      coupon_value: discountCents > 0 ? fromCents(discountCents) : null,
      coupon_amount: discountCents > 0 ? fromCents(discountCents) : null,
      delivery_type: null,
      delivery_driver_info: null,
      delivery_tracking_id: null,
      delivery_tracking_url: null,
      has_requested_rider: false,
      delivery_status: null,
      origin: 'menu',
      self_service: null,
      tiempo_preparacion: null,
      created_at: created,
      updated_at: created,
    },
    productos,
  };
}

const CODE_PAGES: CodePage[] = ['PC858', 'PC850', 'WPC1252'];

export function generatedSettings(random: Random): PrinterSettings {
  return {
    ...defaultPrinterSettings('Printer1'),
    paperWidthMm: random.pick([58, 80] as const),
    marginLeft: random.pick([0, 0, 1.5, 3, 4.5]),
    marginRight: random.pick([0, 0, 1.5, 3]),
    textSize: random.pick(TEXT_SIZES),
    codePage: random.pick(CODE_PAGES),
    showCommerceData: random.chance(0.7),
    showClientNumber: random.chance(0.7),
    showLogo: false,
  };
}
