// The open order API (docs/api.md): per-commerce API keys (only their SHA-256 is stored), the log of the calls
// made with them, the owner's table mapping a channel's SKUs to this menu's products, and what each channel
// order carried besides the order itself (its channel id, the channel's amounts, the courier).
import { bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ApiKeyScope, ChannelCourier, ChannelLineDifference, ChannelOrigin } from '../../../../shared/types/api-keys';
import { createdAt, idColumn, updatedAt } from './columns';
import { commerceIdColumn } from './commerce-column';
import { products } from './menu';
import { orders } from './orders';

export const apiKeys = pgTable(
  'api_keys',
  {
    id: idColumn(),
    id_comercio: commerceIdColumn(),
    nombre: text('nombre').notNull(),
    /** The key's first characters (`pck_ab12cd34`), shown in the list so the owner can tell keys apart. */
    prefijo: text('prefijo').notNull(),
    /** SHA-256 (hex) of the whole key: the key itself is shown once and never stored. */
    hash: text('hash').notNull(),
    scopes: jsonb('scopes').$type<ApiKeyScope[]>().notNull(),
    limite_por_minuto: integer('limite_por_minuto').notNull().default(120),
    created_at: createdAt(),
    last_used_at: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    revoked_at: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('api_keys_hash_unique').on(t.hash), index('api_keys_commerce_idx').on(t.id_comercio, t.created_at)],
);

export const apiKeyCalls = pgTable(
  'api_key_calls',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    id_comercio: commerceIdColumn(),
    id_clave: uuid('id_clave')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    nombre_clave: text('nombre_clave').notNull(),
    metodo: text('metodo').notNull(),
    ruta: text('ruta').notNull(),
    estatus: integer('estatus').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('api_key_calls_commerce_idx').on(t.id_comercio, t.created_at)],
);

export const channelProductMappings = pgTable(
  'channel_product_mappings',
  {
    id: idColumn(),
    id_comercio: commerceIdColumn(),
    sku: text('sku').notNull(),
    id_producto: uuid('id_producto')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The presentation the SKU stands for (its name), when the product has presentations. */
    presentacion: text('presentacion'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('channel_product_mappings_sku_unique').on(t.id_comercio, t.sku)],
);

export const channelOrders = pgTable(
  'channel_orders',
  {
    id_pedido: uuid('id_pedido')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    id_comercio: commerceIdColumn(),
    origin: text('origin').$type<ChannelOrigin>().notNull(),
    id_pedido_canal: text('id_pedido_canal').notNull(),
    subtotal_canal_cents: integer('subtotal_canal_cents').notNull(),
    costo_envio_canal_cents: integer('costo_envio_canal_cents').notNull().default(0),
    comision_canal_cents: integer('comision_canal_cents').notNull().default(0),
    descuento_canal_cents: integer('descuento_canal_cents').notNull().default(0),
    propina_canal_cents: integer('propina_canal_cents').notNull().default(0),
    total_canal_cents: integer('total_canal_cents').notNull(),
    /** The same lines at this menu's prices (the order's own subtotal). */
    subtotal_menu_cents: integer('subtotal_menu_cents').notNull(),
    diferencias: jsonb('diferencias').$type<ChannelLineDifference[]>().notNull().default([]),
    con_diferencias: boolean('con_diferencias').notNull().default(false),
    repartidor: jsonb('repartidor').$type<ChannelCourier | null>(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('channel_orders_channel_id_unique').on(t.id_comercio, t.origin, t.id_pedido_canal)],
);
