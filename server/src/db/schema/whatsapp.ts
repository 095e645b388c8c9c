// Automatic WhatsApp messages (docs/whatsapp.md, migration 0029): the owner's settings and the customers who
// opted out. The messages are outbox jobs (kinds whatsapp.customer and owner.alert).
import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { WhatsAppStep } from '../../../../shared/orders/whatsapp-notice';
import { commerces } from './commerces';
import { commerceIdColumn } from './commerce-column';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const whatsappSettings = pgTable('whatsapp_settings', {
  id_comercio: uuid('id_comercio')
    .primaryKey()
    .references(() => commerces.id, { onDelete: 'cascade' }),
  pasos: jsonb('pasos').$type<WhatsAppStep[]>().notNull().default([]),
  plantillas: jsonb('plantillas').$type<Partial<Record<WhatsAppStep, string>>>().notNull().default({}),
  alertas_dueno: boolean('alertas_dueno').notNull().default(false),
  telefono_alertas: text('telefono_alertas').notNull().default(''),
  minutos_sin_aceptar: integer('minutos_sin_aceptar').notNull().default(10),
  /** Minutes a printer may stay down before the owner is told (migration 0034). */
  minutos_impresora: integer('minutos_impresora').notNull().default(5),
  /** The origin customers reach the menu on, recorded when the owner saved (messages leave without a request). */
  origen_publico: text('origen_publico'),
  /** What Green-API must send in Authorization with incoming messages (webhookUrlToken). */
  entrante_token: text('entrante_token').notNull(),
  updated_at: at('updated_at').notNull().defaultNow(),
});

/** How a customer opted out: the status page's link, or a «BAJA» reply. */
export type WhatsAppOptOutOrigin = 'enlace' | 'baja';

export const whatsappOptOuts = pgTable(
  'whatsapp_opt_outs',
  {
    id_comercio: commerceIdColumn(),
    /** Country code and phone, digits only (shared/orders/whatsapp-notice.ts whatsappNumber). */
    telefono: text('telefono').notNull(),
    origen: text('origen').$type<WhatsAppOptOutOrigin>().notNull(),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.id_comercio, t.telefono] })],
);
