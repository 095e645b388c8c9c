// configuracion-cobro-en-linea: the merchant's bank and tax data for the online payment provider
// (docs/domain.md (Entidades) "Bank info for a payment provider"), one row per commerce, reviewed by the provider.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { OnlinePaymentOrigin, OnlinePaymentStatus, PaymentProviderCode, RefundStatus, RingMoment } from '../../../../shared/online-payment';
import type { SealedJson } from '../secrets';
import { commerces } from './commerces';
import { createdAt, updatedAt } from './columns';
import { tablePayments } from './counter';
import { orders } from './orders';

export type OnlinePaymentSetupStatus = 'en_revision' | 'aprobado' | 'rechazado';

export const onlinePaymentSetups = pgTable('online_payment_setups', {
  id_comercio: uuid('id_comercio')
    .primaryKey()
    .references(() => commerces.id, { onDelete: 'cascade' }),
  /** The validated onlinePaymentSetupSchema input (taxType, rfc, businessName, birthDate, bankAccount, address,
   *  documents), sealed (db/secrets.ts sealJson); plain in a row written before encryption, sealed at start-up. */
  datos: jsonb('datos').$type<Record<string, unknown> | SealedJson>().notNull(),
  estatus: text('estatus').$type<OnlinePaymentSetupStatus>().notNull().default('en_revision'),
  enviado_en: timestamp('enviado_en', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

/** A provider's checkout (Stripe Checkout Session, Mercado Pago preference) or payment link for one order (migration 0025). */
export const onlinePayments = pgTable(
  'online_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    id_comercio: uuid('id_comercio')
      .notNull()
      .references(() => commerces.id, { onDelete: 'cascade' }),
    id_pedido: uuid('id_pedido')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    proveedor: text('proveedor').$type<PaymentProviderCode>().notNull(),
    /** 'checkout': the customer chose «Pago en línea»; 'enlace': the counter sent a payment link. */
    origen: text('origen').$type<OnlinePaymentOrigin>().notNull().default('checkout'),
    /** The provider's id of what was created: Checkout Session id (cs_…) or preference id. */
    referencia: text('referencia').notNull(),
    /** The provider's payment: PaymentIntent (pi_…) or Mercado Pago payment id; known once paid. */
    pago_id: text('pago_id'),
    /** Where the customer pays (the provider's page). */
    url: text('url').notNull(),
    /** The server's total of the order when the checkout was created. */
    monto_cents: integer('monto_cents').notNull(),
    /** The provider's fee when it reports one. */
    comision_cents: integer('comision_cents'),
    estatus: text('estatus').$type<OnlinePaymentStatus>().notNull().default('pendiente'),
    /** The provider's own status text of the last read (e.g. 'rejected', 'cc_rejected_insufficient_amount'). */
    detalle: text('detalle'),
    expira_at: timestamp('expira_at', { withTimezone: true, mode: 'date' }),
    pagado_at: timestamp('pagado_at', { withTimezone: true, mode: 'date' }),
    reembolso_estatus: text('reembolso_estatus').$type<RefundStatus>(),
    reembolso_id: text('reembolso_id'),
    reembolso_error: text('reembolso_error'),
    /** Who cancelled or rejected the order (or pressed «Reintentar reembolso»). */
    reembolso_por: uuid('reembolso_por'),
    reembolso_solicitado_at: timestamp('reembolso_solicitado_at', { withTimezone: true, mode: 'date' }),
    reembolsado_at: timestamp('reembolsado_at', { withTimezone: true, mode: 'date' }),
    /** The amount of the refund asked for (pending or failed); null = whatever is left to refund (migration 0033). */
    reembolso_monto_cents: integer('reembolso_monto_cents'),
    /** Refunded so far (each refund is a row of online_payment_refunds). */
    reembolsado_cents: integer('reembolsado_cents').notNull().default(0),
    /** A link for a table's bill (migration 0037, docs/counter.md): the table; id_pedido is then the visit's first order. */
    id_mesa: uuid('id_mesa'),
    /** The visit's open orders when the link was made: the bill it charges. */
    pedidos_mesa: jsonb('pedidos_mesa').$type<string[]>(),
    /** The table payment it settled; null while unpaid or when paid after the bill changed (the table stays open). */
    id_cobro_mesa: uuid('id_cobro_mesa').references(() => tablePayments.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('online_payments_reference_unique').on(t.proveedor, t.referencia),
    index('online_payments_table_idx').on(t.id_comercio, t.id_mesa).where(sql`${t.id_mesa} IS NOT NULL`),
    index('online_payments_order_idx').on(t.id_comercio, t.id_pedido),
    index('online_payments_commerce_created_idx').on(t.id_comercio, t.created_at),
    index('online_payments_due_idx').on(t.expira_at).where(sql`${t.estatus} = 'pendiente' OR ${t.reembolso_estatus} = 'pendiente'`),
  ],
);

/** Why a refund was made: the order ended (cancelled / rejected) or an edit lowered its paid total. */
export type RefundReason = 'cancelacion' | 'edicion';

/** Every refund a provider made, with its amount, who asked and when (migration 0033). */
export const onlinePaymentRefunds = pgTable(
  'online_payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    id_comercio: uuid('id_comercio')
      .notNull()
      .references(() => commerces.id, { onDelete: 'cascade' }),
    id_pago: uuid('id_pago')
      .notNull()
      .references(() => onlinePayments.id, { onDelete: 'cascade' }),
    proveedor: text('proveedor').$type<PaymentProviderCode>().notNull(),
    monto_cents: integer('monto_cents').notNull(),
    reembolso_id: text('reembolso_id').notNull(),
    motivo: text('motivo').$type<RefundReason>().notNull(),
    por: uuid('por'),
    created_at: createdAt(),
  },
  (t) => [index('online_payment_refunds_commerce_created_idx').on(t.id_comercio, t.created_at)],
);

/** Provider events already applied, so a webhook delivered again changes nothing (migration 0025). */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    proveedor: text('proveedor').notNull(),
    evento_id: text('evento_id').notNull(),
    id_comercio: uuid('id_comercio')
      .notNull()
      .references(() => commerces.id, { onDelete: 'cascade' }),
    recibido_at: timestamp('recibido_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.proveedor, t.evento_id] })],
);

/** A commerce's online payment settings (docs/payments.md). */
export const onlinePaymentSettings = pgTable('online_payment_settings', {
  id_comercio: uuid('id_comercio')
    .primaryKey()
    .references(() => commerces.id, { onDelete: 'cascade' }),
  /** The provider customers pay with; null = the first connected of stripe, mercadoPago. */
  proveedor: text('proveedor').$type<PaymentProviderCode>(),
  /** 'pago': an order paid online rings and prints once paid; 'llegada': when it arrives. */
  sonar_al: text('sonar_al').$type<RingMoment>().notNull().default('pago'),
  /** An unpaid online order is cancelled after this many minutes. */
  minutos_expiracion: integer('minutos_expiracion').notNull().default(30),
  updated_at: updatedAt(),
});
