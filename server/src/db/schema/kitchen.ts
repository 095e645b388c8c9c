// Kitchen stations (docs/kitchen.md): what each station prepares, defined once per commerce.
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';
import { commerceIdColumn } from './commerce-column';

export const kitchenStations = pgTable(
  'kitchen_stations',
  {
    id: idColumn(),
    id_comercio: commerceIdColumn(),
    nombre: text('nombre').notNull(),
    /** Menu category ids whose products this station prepares. */
    categorias: jsonb('categorias').$type<string[]>().notNull().default([]),
    /** Single products of other categories it also prepares. */
    productos: jsonb('productos').$type<string[]>().notNull().default([]),
    orden: integer('orden').notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [index('kitchen_stations_commerce_idx').on(t.id_comercio, t.orden)],
);
