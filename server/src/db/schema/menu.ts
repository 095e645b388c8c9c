// Menu: categories, products with presentations, extra groups with options, product↔extra links, sections.
// Prices are integer cents.
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';
import { commerceIdColumn } from './commerce-column';

const tenant = () =>
  commerceIdColumn();

/** Shared menu (migration 0032, docs/master-menu.md): in a location that follows a master menu, the master row this row copies. */
const masterLink = () => uuid('id_maestro');
/** Shared menu: the follower set this price itself, so a change of the master's price does not overwrite it. */
const ownPrice = () => boolean('precio_propio').notNull().default(false);

export const categories = pgTable(
  'categories',
  {
    id: idColumn(),
    id_comercio: tenant(),
    nombre: text('nombre').notNull(),
    descripcion: text('descripcion'),
    orden: integer('orden').notNull().default(0),
    activo: boolean('activo').notNull().default(true),
    id_maestro: masterLink(),
    created_at: createdAt(),
  },
  (t) => [index('categories_commerce_idx').on(t.id_comercio, t.orden)],
);

export const products = pgTable(
  'products',
  {
    id: idColumn(),
    id_comercio: tenant(),
    id_categoria: uuid('id_categoria')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    nombre: text('nombre').notNull(),
    descripcion: text('descripcion'),
    imagen: text('imagen'),
    /** Base price when the product has no presentations. */
    precio_cents: integer('precio_cents').notNull().default(0),
    orden: integer('orden').notNull().default(0),
    agotado: boolean('agotado').notNull().default(false),
    activo: boolean('activo').notNull().default(true),
    id_maestro: masterLink(),
    precio_propio: ownPrice(),
    created_at: createdAt(),
  },
  (t) => [index('products_commerce_idx').on(t.id_comercio, t.id_categoria, t.orden)],
);

export const productPresentations = pgTable(
  'product_presentations',
  {
    id: idColumn(),
    id_comercio: tenant(),
    id_producto: uuid('id_producto')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    nombre: text('nombre').notNull(),
    precio_cents: integer('precio_cents').notNull(),
    orden: integer('orden').notNull().default(0),
    id_maestro: masterLink(),
    precio_propio: ownPrice(),
  },
  (t) => [index('product_presentations_product_idx').on(t.id_producto)],
);

export const extraGroups = pgTable(
  'extra_groups',
  {
    id: idColumn(),
    id_comercio: tenant(),
    nombre: text('nombre').notNull(),
    minimo: integer('minimo').notNull().default(0),
    maximo: integer('maximo').notNull().default(1),
    obligatorio: boolean('obligatorio').notNull().default(false),
    orden: integer('orden').notNull().default(0),
    id_maestro: masterLink(),
    created_at: createdAt(),
  },
  (t) => [index('extra_groups_commerce_idx').on(t.id_comercio)],
);

export const extraOptions = pgTable(
  'extra_options',
  {
    id: idColumn(),
    id_comercio: tenant(),
    id_grupo: uuid('id_grupo')
      .notNull()
      .references(() => extraGroups.id, { onDelete: 'cascade' }),
    nombre: text('nombre').notNull(),
    precio_cents: integer('precio_cents').notNull().default(0),
    agotado: boolean('agotado').notNull().default(false),
    orden: integer('orden').notNull().default(0),
    id_maestro: masterLink(),
    precio_propio: ownPrice(),
  },
  (t) => [index('extra_options_group_idx').on(t.id_grupo)],
);

export const productExtraGroups = pgTable(
  'product_extra_groups',
  {
    id_producto: uuid('id_producto')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    id_grupo: uuid('id_grupo')
      .notNull()
      .references(() => extraGroups.id, { onDelete: 'cascade' }),
    id_comercio: tenant(),
    orden: integer('orden').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.id_producto, t.id_grupo] }), index('product_extra_groups_group_idx').on(t.id_grupo)],
);

export const sections = pgTable(
  'sections',
  {
    id: idColumn(),
    id_comercio: tenant(),
    nombre: text('nombre').notNull(),
    descripcion: text('descripcion'),
    /** Product ids shown in the section, in display order. */
    productos: jsonb('productos').$type<string[]>().notNull().default([]),
    activo: boolean('activo').notNull().default(true),
    orden: integer('orden').notNull().default(0),
    id_maestro: masterLink(),
    created_at: createdAt(),
  },
  (t) => [index('sections_commerce_idx').on(t.id_comercio)],
);
