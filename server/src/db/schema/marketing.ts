// Coupons (with their usage log) and ads.
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DiscountType } from '../../../../shared/constants';
import { createdAt, idColumn } from './columns';
import { commerceIdColumn } from './commerce-column';
import { orders } from './orders';

const tenant = () =>
  commerceIdColumn();
const dateColumn = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const coupons = pgTable(
  'coupons',
  {
    id: idColumn(),
    id_comercio: tenant(),
    /** Stored upper-case; unique per commerce. */
    codigo: text('codigo').notNull(),
    tipo: text('tipo').$type<DiscountType>().notNull(),
    /** amount: cents; percent: hundredths of a percent (1250 = 12.5 %). */
    valor: integer('valor').notNull(),
    fecha_inicio: dateColumn('fecha_inicio'),
    fecha_fin: dateColumn('fecha_fin'),
    compra_minima_cents: integer('compra_minima_cents'),
    limite_total: integer('limite_total'),
    limite_por_cliente: integer('limite_por_cliente'),
    activo: boolean('activo').notNull().default(true),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('coupons_commerce_code_unique').on(t.id_comercio, t.codigo)],
);

export const couponUsages = pgTable(
  'coupon_usages',
  {
    id: idColumn(),
    id_comercio: tenant(),
    id_cupon: uuid('id_cupon')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    id_pedido: uuid('id_pedido').references(() => orders.id, { onDelete: 'set null' }),
    numero_celular: text('numero_celular').notNull(),
    monto_cents: integer('monto_cents').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('coupon_usages_coupon_idx').on(t.id_cupon, t.numero_celular)],
);

export const ads = pgTable(
  'ads',
  {
    id: idColumn(),
    id_comercio: tenant(),
    titulo: text('titulo').notNull(),
    texto: text('texto').notNull().default(''),
    imagen: text('imagen'),
    enlace: text('enlace'),
    fecha_inicio: dateColumn('fecha_inicio'),
    fecha_fin: dateColumn('fecha_fin'),
    activo: boolean('activo').notNull().default(true),
    created_at: createdAt(),
  },
  (t) => [index('ads_commerce_idx').on(t.id_comercio)],
);
