// Versions of edited orders (migration 0021, docs/orders.md «Editar pedido»). Money columns are integer cents.
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { OrderEditChanges } from '../../../../shared/orders/edit-changes';
import type { OrderDetail } from '../../../../shared/types/order';
import { createdAt, idColumn } from './columns';
import { commerceIdColumn } from './commerce-column';
import { orders } from './orders';

export const orderVersions = pgTable(
  'order_versions',
  {
    id: idColumn(),
    id_comercio: commerceIdColumn(),
    id_pedido: uuid('id_pedido')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 1 = the order as placed (written on its first edit). */
    version: integer('version').notNull(),
    /** Who saved the version; null for the order as placed. */
    id_usuario: uuid('id_usuario'),
    usuario_nombre: text('usuario_nombre'),
    /** The lines added and removed against the previous version (the change ticket's content). */
    cambios: jsonb('cambios').$type<OrderEditChanges>().notNull(),
    /** The order and its lines as this version left them. */
    detalle: jsonb('detalle').$type<OrderDetail>().notNull(),
    total_cents: integer('total_cents').notNull(),
    /** Paid online: cents still to charge (> 0) or to refund (< 0) after this version; null otherwise. */
    ajuste_pago_cents: integer('ajuste_pago_cents'),
    /** What the cashier was told (a coupon that no longer applies). */
    aviso: text('aviso'),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('order_versions_order_version_unique').on(t.id_pedido, t.version), index('order_versions_commerce_idx').on(t.id_comercio)],
);
