// Customers of a commerce, keyed by phone. Order count, spend and last order are kept from the orders by
// triggers of migration 0013 (docs/scaling.md), so the list sorts and pages on an index.
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { DEFAULT_COUNTRY_CODE } from '../../../../shared/constants';
import { createdAt, idColumn } from './columns';
import { commerceIdColumn } from './commerce-column';

export const customers = pgTable(
  'customers',
  {
    id: idColumn(),
    id_comercio: commerceIdColumn(),
    nombre: text('nombre').notNull(),
    numero_celular: text('numero_celular').notNull(),
    country_code: text('country_code').notNull().default(DEFAULT_COUNTRY_CODE),
    /** Full addresses this customer used, most recent first. */
    direcciones: jsonb('direcciones').$type<string[]>().notNull().default([]),
    created_at: createdAt(),
    /** Orders not deleted, whatever their outcome (kept by triggers on orders). */
    total_pedidos: integer('total_pedidos').notNull().default(0),
    /** Sales only (shared/orders/sales.ts), test orders left out (kept by triggers on orders). */
    total_gastado_cents: bigint('total_gastado_cents', { mode: 'number' }).notNull().default(0),
    /** Newest order not deleted (kept by triggers on orders). */
    ultimo_pedido: timestamp('ultimo_pedido', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('customers_phone_unique').on(t.id_comercio, t.country_code, t.numero_celular),
    index('customers_commerce_name_idx').on(t.id_comercio, t.nombre),
    index('customers_last_order_idx').on(t.id_comercio, t.ultimo_pedido.desc().nullsLast(), t.nombre),
    index('customers_spent_idx').on(t.id_comercio, t.total_gastado_cents.desc(), t.nombre),
    index('customers_orders_idx').on(t.id_comercio, t.total_pedidos.desc(), t.nombre),
  ],
);
