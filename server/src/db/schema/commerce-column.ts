// The id_comercio column of every tenant table (its own file: columns.ts is imported by commerces.ts).
import { uuid } from 'drizzle-orm/pg-core';
import { commerces } from './commerces';

/** The commerce a row belongs to (every tenant table is keyed by it); the row goes with its commerce. */
export const commerceIdColumn = () =>
  uuid('id_comercio')
    .notNull()
    .references(() => commerces.id, { onDelete: 'cascade' });
