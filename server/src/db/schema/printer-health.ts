// Each desktop PC's last report of its printers (docs/whatsapp.md «Alertas al dueño», migration 0034): the print
// agent or desktop app posts it while auto-print runs; the alert pass reads how long a printer has been down.
import { boolean, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { commerceIdColumn } from './commerce-column';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const printerHealth = pgTable(
  'printer_health',
  {
    id_comercio: commerceIdColumn(),
    /** The PC's name as it reports it (its host name). */
    equipo: text('equipo').notNull(),
    /** Printer1, Printer2, Printer3. */
    slot: text('slot').notNull(),
    /** The printer's name in the print settings. */
    nombre: text('nombre').notNull(),
    en_linea: boolean('en_linea').notNull(),
    error: text('error'),
    /** Since when it is down (server clock), kept across reports while it stays down; null when online. */
    caida_desde: at('caida_desde'),
    /** The outage (its caida_desde) an alert was written for: one alert per outage. */
    alerta_de: at('alerta_de'),
    reportado_at: at('reportado_at').notNull(),
  },
  (t) => [primaryKey({ name: 'printer_health_pk', columns: [t.id_comercio, t.equipo, t.slot] })],
);
