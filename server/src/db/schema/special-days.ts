// Special days of a commerce (docs/availability.md, migration 0010): holidays, one-off closures or openings.
import { boolean, date, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';
import { commerceIdColumn } from './commerce-column';

export const specialDays = pgTable(
  'special_days',
  {
    id: idColumn(),
    id_comercio: commerceIdColumn(),
    /** Local date of the commerce, 'YYYY-MM-DD'. */
    fecha: date('fecha', { mode: 'string' }).notNull(),
    cerrado: boolean('cerrado').notNull(),
    horario_apertura: text('horario_apertura'),
    horario_cierre: text('horario_cierre'),
    motivo: text('motivo').notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('special_days_commerce_date_idx').on(t.id_comercio, t.fecha)],
);
