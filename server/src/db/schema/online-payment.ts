// configuracion-cobro-en-linea: the merchant's bank and tax data for the online payment provider
// (docs/domain.md (Entidades) "Bank info for a payment provider"), one row per commerce, reviewed by the provider.
import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SealedJson } from '../secrets';
import { commerces } from './commerces';
import { createdAt, updatedAt } from './columns';

export type OnlinePaymentSetupStatus = 'en_revision' | 'aprobado' | 'rechazado';

export const onlinePaymentSetups = pgTable('online_payment_setups', {
  id_comercio: uuid('id_comercio')
    .primaryKey()
    .references(() => commerces.id, { onDelete: 'cascade' }),
  /** The validated onlinePaymentSetupSchema input (taxType, rfc, businessName, birthDate, bankAccount, address,
   *  documents), sealed (db/secrets.ts sealJson); plain in a row written before encryption, sealed at start-up. */
  datos: jsonb('datos').$type<Record<string, unknown> | SealedJson>().notNull(),
  estatus: text('estatus').$type<OnlinePaymentSetupStatus>().notNull().default('en_revision'),
  enviado_en: timestamp('enviado_en', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  created_at: createdAt(),
  updated_at: updatedAt(),
});
