// Restaurant tables for self-service ordering. status: 'a' available, 'o' occupied, 'c' closed.
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TableStatus } from '../../../../shared/types/menu';
import { createdAt } from './columns';
import { commerceIdColumn } from './commerce-column';

export const restaurantTables = pgTable(
  'restaurant_tables',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    id_comercio: commerceIdColumn(),
    numero: integer('numero').notNull(),
    status: text('status').$type<TableStatus>().notNull().default('a'),
    /** When the bill was asked for (printed or marked); cleared when the table is closed. See docs/counter.md. */
    cuenta_pedida_at: timestamp('cuenta_pedida_at', { withTimezone: true, mode: 'date' }),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('restaurant_tables_number_unique').on(t.id_comercio, t.numero), index('restaurant_tables_commerce_idx').on(t.id_comercio)],
);
