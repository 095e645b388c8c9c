// Database rows → docs/domain.md (Entidades) wire shapes (pesos, ISO dates, lower-case payment method).
import type { InferSelectModel } from 'drizzle-orm';
import type { PaymentMethod } from '../../../../shared/constants';
import { fromCents } from '../../../../shared/money';
import type { Order, OrderDetail, OrderLine, OrderLineExtra } from '../../../../shared/types/order';
import type { orderLineExtras, orderLines, orders } from '../../db/schema/orders';

export type OrderRow = InferSelectModel<typeof orders>;
export type OrderLineRow = InferSelectModel<typeof orderLines>;
export type OrderLineExtraRow = InferSelectModel<typeof orderLineExtras>;

const pesosOrNull = (cents: number | null): number | null => (cents == null ? null : fromCents(cents));

/** coupon_value on the wire: pesos for 'amount', percent for 'percent' (stored ×100 in both cases). */
function couponValue(row: OrderRow): number | null {
  if (row.coupon_value == null) return null;
  return row.coupon_value / 100;
}

export function toWireOrder(row: OrderRow): Order {
  return {
    id: row.id,
    folio: row.folio,
    id_comercio: row.id_comercio,
    metodo_entrega: row.metodo_entrega,
    metodo_pago: row.metodo_pago.toLowerCase() as PaymentMethod,
    estatus: row.estatus,
    estatus_pedido: row.estatus_pedido,
    estatus_pago: row.estatus_pago,
    enlace_pago: row.enlace_pago,
    link_clip: row.link_clip,
    nombre: row.nombre,
    numero_celular: row.numero_celular,
    country_code: row.country_code,
    numero_mesa: row.numero_mesa,
    colonia: row.colonia,
    calle: row.calle,
    numero_exterior: row.numero_exterior,
    numero_interior: row.numero_interior,
    direccion_completa: row.direccion_completa,
    referencias: row.referencias,
    latitud: row.latitud,
    longitud: row.longitud,
    comentario: row.comentario,
    propina: fromCents(row.propina_cents),
    costo_envio: fromCents(row.costo_envio_cents),
    subtotal: fromCents(row.subtotal_cents),
    total: fromCents(row.total_cents),
    cliente_paga_con: pesosOrNull(row.cliente_paga_con_cents),
    coupon_code: row.coupon_code,
    coupon_type: row.coupon_type,
    coupon_value: couponValue(row),
    coupon_amount: pesosOrNull(row.coupon_amount_cents),
    delivery_type: row.delivery_type,
    delivery_driver_info: row.delivery_driver_info ?? null,
    delivery_tracking_id: row.delivery_tracking_id,
    delivery_tracking_url: row.delivery_tracking_url,
    has_requested_rider: row.has_requested_rider,
    delivery_status: row.delivery_status,
    origin: row.origin,
    es_prueba: row.es_prueba,
    self_service: row.self_service ?? null,
    tiempo_preparacion: row.tiempo_preparacion,
    programado_para: row.programado_para ? new Date(row.programado_para).toISOString() : null,
    programado_en_espera: row.fire_at != null && row.fired_at == null,
    motivo_estatus: row.motivo_estatus,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function toWireExtra(row: OrderLineExtraRow): OrderLineExtra {
  return {
    id: row.id,
    id_extra: row.id_extra ?? '',
    nombre: row.nombre,
    cantidad: row.cantidad,
    precio: fromCents(row.precio_cents),
    subtotal: fromCents(row.subtotal_cents),
  };
}

export function toWireLine(row: OrderLineRow, extras: readonly OrderLineExtraRow[]): OrderLine {
  return {
    id: row.id,
    id_pedido: row.id_pedido,
    id_producto: row.id_producto ?? '',
    id_categoria: row.id_categoria,
    presentacion: row.presentacion,
    nombre: row.nombre,
    cantidad: row.cantidad,
    precio: fromCents(row.precio_cents),
    subtotal: fromCents(row.subtotal_cents),
    instrucciones: row.instrucciones,
    extras: extras.filter((extra) => extra.id_linea === row.id).map(toWireExtra),
  };
}

export function toOrderDetail(order: OrderRow, lines: readonly OrderLineRow[], extras: readonly OrderLineExtraRow[]): OrderDetail {
  return {
    pedido: toWireOrder(order),
    productos: [...lines].sort((a, b) => a.orden - b.orden).map((line) => toWireLine(line, extras)),
  };
}
