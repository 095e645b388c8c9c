// A store nobody is watching pauses itself (docs/availability.md, "Pausa automática"). Both tables are the
// shared state of every server instance: presence is written by whichever instance holds a device's
// connection, and the pause is claimed and released with conditional updates, so two instances never pause
// (or alert) twice.
import { boolean, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AutoPauseReason } from '../../../../shared/auto-pause';
import { commerces } from './commerces';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The counter devices a commerce's presence is kept for: the panel's live channel and the print agent's polling. */
export type CounterDeviceKind = 'panel' | 'agente';

/** When a counter device of the commerce was last seen (updated at most every PRESENCE_WRITE_EVERY_MS). */
export const counterPresence = pgTable(
  'counter_presence',
  {
    id_comercio: uuid('id_comercio')
      .notNull()
      .references(() => commerces.id, { onDelete: 'cascade' }),
    dispositivo: text('dispositivo').$type<CounterDeviceKind>().notNull(),
    last_seen_at: at('last_seen_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.id_comercio, t.dispositivo] })],
);

/** The rule's settings (no row: AUTO_PAUSE_DEFAULTS) and the current pause of the commerce. */
export const commerceAutoPause = pgTable('commerce_auto_pause', {
  id_comercio: uuid('id_comercio')
    .primaryKey()
    .references(() => commerces.id, { onDelete: 'cascade' }),
  activo: boolean('activo').notNull().default(true),
  minutos_sin_dispositivo: integer('minutos_sin_dispositivo').notNull().default(5),
  pedidos_sin_aceptar: integer('pedidos_sin_aceptar').notNull().default(3),
  minutos_sin_aceptar: integer('minutos_sin_aceptar').notNull().default(8),
  /** Settings changed (the rule's watch starts again from here). */
  ajustes_at: at('ajustes_at'),
  /** Set while paused: when the pause took effect. */
  pausado_at: at('pausado_at'),
  motivo: text('motivo').$type<AutoPauseReason>(),
  detalle: text('detalle'),
  /** The owner's alert was handed to the notifier for the current pause. */
  alerta_at: at('alerta_at'),
  reconocido_at: at('reconocido_at'),
  reconocido_por: uuid('reconocido_por'),
  /** The last pause ended (acknowledged and a device back): the watch and the count of waiting orders start here. */
  reanudado_at: at('reanudado_at'),
});
