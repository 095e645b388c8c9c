// The kitchen screen's state (docs/kitchen.md, «Pantalla de cocina»), owned by the server so every kitchen
// screen agrees: what each station bumped, and which orders every station has finished.
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn } from './columns';
import { commerceIdColumn } from './commerce-column';
import { orderLines, orders } from './orders';
import { users } from './users';

export const kitchenBumps = pgTable(
  'kitchen_bumps',
  {
    id: idColumn(),
    id_comercio: commerceIdColumn(),
    id_pedido: uuid('id_pedido')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    id_linea: uuid('id_linea')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    /** The station that finished the line: a kitchen_stations id, or 'cocina' when the commerce has none. */
    estacion: text('estacion').notNull(),
    /** The screen's view the tap came from (a station, 'cocina' or 'todas'): «Deshacer» recalls per view. */
    vista: text('vista').notNull(),
    /** One tap: the rows «Deshacer» recalls together. */
    lote: uuid('lote').notNull(),
    bumped_at: timestamp('bumped_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    bumped_by: uuid('bumped_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('kitchen_bumps_line_station_unique').on(t.id_linea, t.estacion),
    index('kitchen_bumps_order_idx').on(t.id_pedido),
    index('kitchen_bumps_commerce_view_idx').on(t.id_comercio, t.vista, t.bumped_at),
  ],
);

/** Orders every station has bumped: «Listo» on the board and on the customer's status page. */
export const kitchenReady = pgTable(
  'kitchen_ready',
  {
    id_pedido: uuid('id_pedido')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    id_comercio: commerceIdColumn(),
    listo_at: timestamp('listo_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('kitchen_ready_commerce_idx').on(t.id_comercio)],
);
