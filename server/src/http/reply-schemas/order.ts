// Reply schemas of the order wire shapes (shared/types/order.ts, shared/types/tables.ts).
import { DELIVERY_TYPES, DISCOUNT_TYPES, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '@shared/constants';
import type { Order, OrderDetail, OrderLine, OrderLineExtra, Rider, SelfServiceInfo } from '@shared/types/order';
import { CHANNEL_ORIGINS, type ChannelOrderInfo } from '@shared/types/api-keys';
import type { SettledVisit } from '@shared/types/tables';
import { idText, nullableNumber, nullableText, number, sameShape, TABLE_STATUS, text, boolean } from './common';

const rider = sameShape<Rider>()({
  type: 'object',
  required: ['id', 'name', 'phone', 'image'],
  properties: {
    id: text,
    name: text,
    phone: text,
    image: { type: 'object', nullable: true, required: ['original', 'thumbnail'], properties: { original: text, thumbnail: text } },
  },
});

const selfService = sameShape<SelfServiceInfo>()({
  type: 'object',
  required: ['table_uuid', 'table_number', 'order_uuid', 'waiter_name'],
  properties: { table_uuid: text, table_number: number, order_uuid: text, waiter_name: nullableText },
});

const paymentMethod = { type: 'string', enum: PAYMENT_METHODS } as const;

const courier = {
  type: 'object',
  required: ['nombre', 'telefono'],
  properties: { nombre: text, telefono: nullableText, vehiculo: nullableText, llega_a_las: nullableText },
} as const;

/** What an outside channel sent with its order (docs/api.md): on its reply, and on the panel's order list and detail. */
export const channelOrderInfoSchema = sameShape<ChannelOrderInfo>()({
  type: 'object',
  required: [
    'origin', 'id_pedido_canal', 'total_canal', 'subtotal_canal', 'costo_envio_canal', 'comision_canal', 'descuento_canal', 'propina_canal',
    'subtotal_menu', 'con_diferencias', 'diferencias', 'repartidor',
  ],
  properties: {
    origin: { type: 'string', enum: CHANNEL_ORIGINS },
    id_pedido_canal: text,
    total_canal: number,
    subtotal_canal: number,
    costo_envio_canal: number,
    comision_canal: number,
    descuento_canal: number,
    propina_canal: number,
    subtotal_menu: number,
    con_diferencias: boolean,
    diferencias: {
      type: 'array',
      items: {
        type: 'object',
        required: ['linea', 'nombre', 'precio_canal', 'precio_menu'],
        properties: { linea: number, id_linea: idText, nombre: text, precio_canal: number, precio_menu: number },
      },
    },
    repartidor: { ...courier, nullable: true },
  },
});

export const orderSchema = sameShape<Order>()({
  type: 'object',
  required: [
    'id', 'folio', 'id_comercio', 'metodo_entrega', 'metodo_pago', 'estatus', 'estatus_pedido', 'estatus_pago', 'enlace_pago', 'link_clip',
    'nombre', 'numero_celular', 'country_code', 'numero_mesa', 'colonia', 'calle', 'numero_exterior', 'numero_interior', 'direccion_completa',
    'referencias', 'latitud', 'longitud', 'comentario', 'propina', 'costo_envio', 'subtotal', 'total', 'cliente_paga_con', 'coupon_code',
    'coupon_type', 'coupon_value', 'coupon_amount', 'delivery_type', 'delivery_driver_info', 'delivery_tracking_id', 'delivery_tracking_url',
    'has_requested_rider', 'delivery_status', 'origin', 'self_service', 'tiempo_preparacion', 'created_at', 'updated_at',
  ],
  properties: {
    id: idText,
    folio: text,
    id_comercio: idText,
    metodo_entrega: { type: 'string', enum: DELIVERY_TYPES },
    metodo_pago: paymentMethod,
    estatus: text,
    estatus_pedido: { type: 'string', enum: ORDER_STATUSES },
    estatus_pago: { type: 'string', enum: PAYMENT_STATUSES },
    enlace_pago: nullableText,
    link_clip: nullableText,
    nombre: text,
    numero_celular: text,
    country_code: text,
    numero_mesa: nullableNumber,
    colonia: nullableText,
    calle: nullableText,
    numero_exterior: nullableText,
    numero_interior: nullableText,
    direccion_completa: nullableText,
    referencias: nullableText,
    latitud: nullableNumber,
    longitud: nullableNumber,
    comentario: nullableText,
    propina: number,
    costo_envio: number,
    subtotal: number,
    total: number,
    cliente_paga_con: nullableNumber,
    coupon_code: nullableText,
    coupon_type: { type: 'string', enum: DISCOUNT_TYPES, nullable: true },
    coupon_value: nullableNumber,
    coupon_amount: nullableNumber,
    delivery_type: nullableText,
    delivery_driver_info: { ...rider, nullable: true },
    delivery_tracking_id: nullableText,
    delivery_tracking_url: nullableText,
    factura_url: text,
    has_requested_rider: boolean,
    delivery_status: nullableText,
    origin: { type: 'string', enum: ['menu', 'telefono', 'mesa', 'simulador', ...CHANNEL_ORIGINS] },
    es_prueba: boolean,
    self_service: { ...selfService, nullable: true },
    tiempo_preparacion: nullableNumber,
    programado_para: nullableText,
    programado_en_espera: boolean,
    metodos_pago_mesa: { type: 'array', items: paymentMethod },
    pagos_mesa: {
      type: 'array',
      items: { type: 'object', required: ['metodo', 'monto'], properties: { metodo: paymentMethod, monto: number } },
    },
    motivo_estatus: nullableText,
    canal: channelOrderInfoSchema,
    created_at: text,
    updated_at: text,
  },
});

const lineExtra = sameShape<OrderLineExtra>()({
  type: 'object',
  required: ['id', 'id_extra', 'nombre', 'cantidad', 'precio', 'subtotal'],
  properties: { id: idText, id_extra: idText, nombre: text, cantidad: number, precio: number, subtotal: number },
});

export const orderLineSchema = sameShape<OrderLine>()({
  type: 'object',
  required: ['id', 'id_pedido', 'id_producto', 'id_categoria', 'presentacion', 'nombre', 'cantidad', 'precio', 'subtotal', 'instrucciones', 'extras'],
  properties: {
    id: idText,
    id_pedido: idText,
    id_producto: idText,
    id_categoria: nullableText,
    presentacion: nullableText,
    nombre: text,
    cantidad: number,
    precio: number,
    subtotal: number,
    instrucciones: nullableText,
    extras: { type: 'array', items: lineExtra },
  },
});

export const orderDetailSchema = sameShape<OrderDetail>()({
  type: 'object',
  required: ['pedido', 'productos'],
  properties: { pedido: orderSchema, productos: { type: 'array', items: orderLineSchema } },
});

export const tableStateSchema = sameShape<SettledVisit['table']>()({
  type: 'object',
  required: ['uuid', 'numero', 'status'],
  properties: { uuid: idText, numero: number, status: TABLE_STATUS },
});

export const settledVisitSchema = sameShape<SettledVisit>()({
  type: 'object',
  required: ['table', 'pedidos'],
  properties: { table: tableStateSchema, pedidos: { type: 'array', items: orderSchema } },
});

/** A placed order (public checkout, phone order): its detail and the change to hand back in cash. */
export const placedOrderReply = sameShape<OrderDetail & { cambio: number }>()({
  type: 'object',
  required: ['pedido', 'productos', 'cambio'],
  properties: { pedido: orderSchema, productos: { type: 'array', items: orderLineSchema }, cambio: number },
});
