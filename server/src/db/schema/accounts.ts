// Subscription account: billing-level data of one or more commerces (docs/domain.md (Entidades) Subscription/account).
// The plan itself lives on commerces.tipo_plan (a wire field); trial and invoices live here.
import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';

export interface LastInvoice {
  status: 'paid' | 'open' | 'uncollectible' | 'void' | 'draft';
  attempt_count: number;
}

export const accounts = pgTable('accounts', {
  id: idColumn(),
  trial_used: boolean('trial_used').notNull().default(false),
  trial_ends_at: timestamp('trial_ends_at', { withTimezone: true, mode: 'date' }),
  subscription_id: text('subscription_id'),
  last_invoice: jsonb('last_invoice').$type<LastInvoice | null>(),
  created_at: createdAt(),
});
