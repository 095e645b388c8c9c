// Customers of a commerce, keyed by phone. Counts and totals are derived from orders when read.
import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
  },
  (t) => [
    uniqueIndex('customers_phone_unique').on(t.id_comercio, t.country_code, t.numero_celular),
    index('customers_commerce_name_idx').on(t.id_comercio, t.nombre),
  ],
);
