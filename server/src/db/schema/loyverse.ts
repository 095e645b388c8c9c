// Loyverse (docs/integrations.md): links between Loyverse catalogue objects and local menu records, and each
// commerce's Loyverse state (payment types for receipts, what the last import and stock pull found).
import { jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns';
import { commerceIdColumn } from './commerce-column';
import { commerces } from './commerces';
import type { LoyverseReceiptTrigger } from '../../../../shared/types/loyverse';

/**
 * category → categories.id · item → products.id · variant → products.id (an item with one variant) or
 * product_presentations.id · modifier → extra_groups.id · modifier_option → extra_options.id
 */
export type LoyverseLinkKind = 'category' | 'item' | 'variant' | 'modifier' | 'modifier_option';

export const loyverseLinks = pgTable(
  'loyverse_links',
  {
    id: idColumn(),
    id_comercio: commerceIdColumn(),
    kind: text('kind').$type<LoyverseLinkKind>().notNull(),
    loyverse_id: text('loyverse_id').notNull(),
    local_id: uuid('local_id').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('loyverse_links_remote_idx').on(t.id_comercio, t.kind, t.loyverse_id),
    uniqueIndex('loyverse_links_local_idx').on(t.id_comercio, t.kind, t.local_id),
  ],
);

/** One import's or stock pull's outcome, shown in Integraciones. */
export interface LoyverseRunSummary {
  created: number;
  updated: number;
  conflicts: LoyverseConflict[];
}

export interface LoyverseConflict {
  kind: LoyverseLinkKind;
  loyverse_id: string;
  name: string;
  message: string;
}

export const loyverseStates = pgTable('loyverse_states', {
  id_comercio: uuid('id_comercio')
    .primaryKey()
    .references(() => commerces.id, { onDelete: 'cascade' }),
  /** Order payment method (efectivo, tarjeta, …) → Loyverse payment_type_id. */
  payment_types: jsonb('payment_types').$type<Record<string, string>>().notNull().default({}),
  last_import_at: timestamp('last_import_at', { withTimezone: true, mode: 'date' }),
  last_import: jsonb('last_import').$type<LoyverseRunSummary | null>(),
  last_stock_at: timestamp('last_stock_at', { withTimezone: true, mode: 'date' }),
  last_stock: jsonb('last_stock').$type<LoyverseRunSummary | null>(),
  /** When an order becomes a receipt: delivered, paid, or whichever comes first (migration 0034). */
  recibo_cuando: text('recibo_cuando').$type<LoyverseReceiptTrigger>().notNull().default('entregado'),
  updated_at: updatedAt(),
});
