// Orders (pedidos), their lines and the extras of each line (docs/domain.md (Entidades)). Money columns are integer cents
// (suffix _cents); the wire keeps pesos.
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DEFAULT_COUNTRY_CODE, type DeliveryType, type DiscountType, type OrderStatus, type PaymentMethod, type PaymentStatus } from '../../../../shared/constants';
import type { OrderOrigin, Rider, SelfServiceInfo } from '../../../../shared/types/order';
import { customers } from './customers';
import { createdAt, idColumn, updatedAt } from './columns';
import { commerceIdColumn } from './commerce-column';

export const orders = pgTable(
  'orders',
  {
    id: idColumn(),
    folio: text('folio').notNull(),
    id_comercio: commerceIdColumn(),
    id_cliente: uuid('id_cliente').references(() => customers.id, { onDelete: 'set null' }),
    metodo_entrega: text('metodo_entrega').$type<DeliveryType>().notNull(),
    metodo_pago: text('metodo_pago').$type<PaymentMethod>().notNull(),
    /** Legacy general status kept on the wire; mirrors estatus_pedido. */
    estatus: text('estatus').notNull().default('pending'),
    estatus_pedido: text('estatus_pedido').$type<OrderStatus>().notNull().default('pending'),
    estatus_pago: text('estatus_pago').$type<PaymentStatus>().notNull().default('pendiente'),
    enlace_pago: text('enlace_pago'),
    link_clip: text('link_clip'),
    nombre: text('nombre').notNull(),
    numero_celular: text('numero_celular').notNull(),
    country_code: text('country_code').notNull().default(DEFAULT_COUNTRY_CODE),
    numero_mesa: integer('numero_mesa'),
    colonia: text('colonia'),
    calle: text('calle'),
    numero_exterior: text('numero_exterior'),
    numero_interior: text('numero_interior'),
    direccion_completa: text('direccion_completa'),
    referencias: text('referencias'),
    latitud: doublePrecision('latitud'),
    longitud: doublePrecision('longitud'),
    comentario: text('comentario'),
    propina_cents: integer('propina_cents').notNull().default(0),
    costo_envio_cents: integer('costo_envio_cents').notNull().default(0),
    subtotal_cents: integer('subtotal_cents').notNull().default(0),
    total_cents: integer('total_cents').notNull().default(0),
    cliente_paga_con_cents: integer('cliente_paga_con_cents'),
    coupon_code: text('coupon_code'),
    coupon_type: text('coupon_type').$type<DiscountType>(),
    /** amount: cents; percent: hundredths of a percent (1250 = 12.5 %). */
    coupon_value: integer('coupon_value'),
    coupon_amount_cents: integer('coupon_amount_cents'),
    delivery_type: text('delivery_type'),
    delivery_driver_info: jsonb('delivery_driver_info').$type<Rider | null>(),
    delivery_tracking_id: text('delivery_tracking_id'),
    delivery_tracking_url: text('delivery_tracking_url'),
    has_requested_rider: boolean('has_requested_rider').notNull().default(false),
    delivery_status: text('delivery_status'),
    origin: text('origin').$type<OrderOrigin>().notNull().default('menu'),
    /** A test order from Configuración inicial: prints, but is not a sale (docs/availability.md). */
    es_prueba: boolean('es_prueba').notNull().default(false),
    self_service: jsonb('self_service').$type<SelfServiceInfo | null>(),
    /** Estimated preparation time in minutes, set when the order is accepted. */
    tiempo_preparacion: integer('tiempo_preparacion'),
    /** Self-service: when the table visit this order belongs to was closed (null while the table is open). */
    mesa_cerrada_at: timestamp('mesa_cerrada_at', { withTimezone: true, mode: 'date' }),
    /** Why the order was rejected or canceled (migration 0008); the customer sees it when rejected. */
    motivo_estatus: text('motivo_estatus'),
    /** Why the order was deleted (migration 0008). */
    motivo_eliminacion: text('motivo_eliminacion'),
    /** The public checkout's idempotency key (migration 0016): a repeat answers this order (docs/data-safety.md). */
    idempotency_key: text('idempotency_key'),
    /** The promised time the customer chose; null = «Lo antes posible» (migration 0022, docs/availability.md). */
    programado_para: timestamp('programado_para', { withTimezone: true, mode: 'date' }),
    /** The 15-minute slot the order counts against in the kitchen's capacity (shared/order-slots.ts). */
    franja: timestamp('franja', { withTimezone: true, mode: 'date' }),
    /** When a scheduled order rings and prints (promised time − preparation time). */
    fire_at: timestamp('fire_at', { withTimezone: true, mode: 'date' }),
    /** When the scheduler recorded its new-order event (services/orders/scheduling/scheduler.ts); once. */
    fired_at: timestamp('fired_at', { withTimezone: true, mode: 'date' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
    deleted_at: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('orders_commerce_created_idx').on(t.id_comercio, t.created_at),
    index('orders_commerce_status_idx').on(t.id_comercio, t.estatus_pedido),
    uniqueIndex('orders_commerce_folio_unique').on(t.id_comercio, t.folio),
    uniqueIndex('orders_commerce_idempotency_unique').on(t.id_comercio, t.idempotency_key).where(sql`${t.idempotency_key} IS NOT NULL`),
    index('orders_customer_idx').on(t.id_cliente),
    // Partial and covering indexes of the hot queries (migrations 0005 and 0013 add their INCLUDE columns; docs/scaling.md).
    index('orders_in_process_idx')
      .on(t.id_comercio, t.created_at.desc())
      .where(sql`${t.deleted_at} IS NULL AND ${t.estatus_pedido} IN ('pending', 'accepted', 'arrived_at_pickup', 'on_the_way', 'arrived_at_delivery', 'ready_to_pick_up')`),
    index('orders_history_idx').on(t.id_comercio, t.created_at.desc(), t.folio.desc()).where(sql`${t.deleted_at} IS NULL`),
    index('orders_waiting_fire_idx').on(t.fire_at).where(sql`${t.fire_at} IS NOT NULL AND ${t.fired_at} IS NULL`),
    index('orders_commerce_slot_idx').on(t.id_comercio, t.franja).where(sql`${t.franja} IS NOT NULL AND ${t.deleted_at} IS NULL`),
    index('orders_customer_totals_idx').on(t.id_comercio, t.id_cliente).where(sql`${t.deleted_at} IS NULL`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: idColumn(),
    id_pedido: uuid('id_pedido')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    id_comercio: commerceIdColumn(),
    /** No foreign key: history keeps lines of products deleted later. */
    id_producto: uuid('id_producto'),
    id_categoria: uuid('id_categoria'),
    presentacion: text('presentacion'),
    nombre: text('nombre').notNull(),
    cantidad: integer('cantidad').notNull(),
    precio_cents: integer('precio_cents').notNull(),
    /** cantidad × (precio + extras of one unit). */
    subtotal_cents: integer('subtotal_cents').notNull(),
    instrucciones: text('instrucciones'),
    orden: integer('orden').notNull().default(0),
  },
  (t) => [index('order_lines_order_idx').on(t.id_pedido), index('order_lines_commerce_product_idx').on(t.id_comercio, t.id_producto)],
);

export const orderLineExtras = pgTable(
  'order_line_extras',
  {
    id: idColumn(),
    id_linea: uuid('id_linea')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    id_pedido: uuid('id_pedido')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    id_comercio: commerceIdColumn(),
    /** The extra option chosen (no foreign key, as for lines). */
    id_extra: uuid('id_extra'),
    nombre: text('nombre').notNull(),
    cantidad: integer('cantidad').notNull().default(1),
    precio_cents: integer('precio_cents').notNull(),
    subtotal_cents: integer('subtotal_cents').notNull(),
  },
  (t) => [index('order_line_extras_line_idx').on(t.id_linea), index('order_line_extras_order_idx').on(t.id_pedido)],
);

/**
 * Transactional outbox of live events (server/src/live/publisher.ts): written in the same transaction as
 * the order change, announced with pg_notify, which PostgreSQL delivers only on commit.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: idColumn(),
    id_comercio: commerceIdColumn(),
    event_id: text('event_id').notNull(),
    channel: text('channel').notNull(),
    data: jsonb('data').$type<unknown>().notNull(),
    created_at: createdAt(),
    /** Set by the outbox relay once the event's outside deliveries are written (docs/outbox.md). */
    relayed_at: timestamp('relayed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('live_events_commerce_created_idx').on(t.id_comercio, t.created_at),
    index('live_events_unrelayed_idx').on(t.created_at).where(sql`${t.relayed_at} IS NULL`),
  ],
);
