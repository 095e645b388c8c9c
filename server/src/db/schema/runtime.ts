// Operational tables of migration 0005 (docs/scaling.md): the monthly order counter, the versions that
// keep intake caches honest, and the attempt limits shared by every server instance. Triggers that keep
// the first two are in server/drizzle/0005_intake_counters_indexes.sql.
import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { commerceIdColumn } from './commerce-column';

/** Orders received per commerce and local calendar month ('YYYY-MM' in the commerce's time zone). */
export const orderMonthCounts = pgTable(
  'order_month_counts',
  {
    id_comercio: commerceIdColumn(),
    mes: text('mes').notNull(),
    recibidos: integer('recibidos').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'order_month_counts_pk', columns: [t.id_comercio, t.mes] })],
);

/** Bumped by triggers on every change intake caches (commerce, account, menu; the all-zero id: plans). */
export const intakeVersions = pgTable('intake_versions', {
  id_comercio: uuid('id_comercio').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});

/** Failed attempts per key in a fixed window (server/src/services/rate-limit.ts). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    window_start: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    attempts: integer('attempts').notNull(),
  },
  (t) => [index('rate_limits_window_idx').on(t.window_start)],
);
