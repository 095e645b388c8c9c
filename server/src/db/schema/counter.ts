// The cashier's counter (docs/counter.md): cash shifts with their movements, table payments and releases
// without payment, and the busy mode of a commerce. Money columns are integer cents.
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { CashMovementType, CashShiftSummary, StoredTablePaymentPart, TableSplit } from '../../../../shared/counter';
import { commerces } from './commerces';
import { createdAt, idColumn } from './columns';
import { commerceIdColumn } from './commerce-column';

const commerceRef = () =>
  commerceIdColumn();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const cashShifts = pgTable(
  'cash_shifts',
  {
    id: idColumn(),
    id_comercio: commerceRef(),
    abierto_por: uuid('abierto_por'),
    abierto_at: at('abierto_at').notNull().defaultNow(),
    fondo_inicial_cents: integer('fondo_inicial_cents').notNull(),
    /** Sales count from here instead of abierto_at once the sales that arrived without a shift were added (migration 0018). */
    ventas_desde: at('ventas_desde'),
    cerrado_por: uuid('cerrado_por'),
    cerrado_at: at('cerrado_at'),
    efectivo_contado_cents: integer('efectivo_contado_cents'),
    efectivo_esperado_cents: integer('efectivo_esperado_cents'),
    /** The summary frozen at close (what was printed and exported). */
    resumen: jsonb('resumen').$type<CashShiftSummary | null>(),
    nota: text('nota'),
  },
  (t) => [uniqueIndex('cash_shifts_one_open').on(t.id_comercio).where(sql`"cerrado_at" IS NULL`), index('cash_shifts_commerce_opened_idx').on(t.id_comercio, t.abierto_at)],
);

export const cashMovements = pgTable(
  'cash_movements',
  {
    id: idColumn(),
    id_comercio: commerceRef(),
    id_turno: uuid('id_turno')
      .notNull()
      .references(() => cashShifts.id, { onDelete: 'cascade' }),
    tipo: text('tipo').$type<CashMovementType>().notNull(),
    monto_cents: integer('monto_cents').notNull(),
    motivo: text('motivo').notNull(),
    id_usuario: uuid('id_usuario'),
    created_at: createdAt(),
  },
  (t) => [index('cash_movements_shift_idx').on(t.id_turno)],
);

export const tablePayments = pgTable(
  'table_payments',
  {
    id: idColumn(),
    id_comercio: commerceRef(),
    table_uuid: uuid('table_uuid').notNull(),
    numero_mesa: integer('numero_mesa').notNull(),
    /** Ids of the orders this payment settled. */
    pedidos: jsonb('pedidos').$type<string[]>().notNull(),
    consumo_cents: integer('consumo_cents').notNull(),
    propina_cents: integer('propina_cents').notNull().default(0),
    total_cents: integer('total_cents').notNull(),
    pagos: jsonb('pagos').$type<StoredTablePaymentPart[]>().notNull(),
    efectivo_recibido_cents: integer('efectivo_recibido_cents'),
    cambio_cents: integer('cambio_cents').notNull().default(0),
    division: jsonb('division').$type<TableSplit | null>(),
    id_usuario: uuid('id_usuario'),
    created_at: createdAt(),
  },
  (t) => [index('table_payments_commerce_created_idx').on(t.id_comercio, t.created_at)],
);

export const tableReleases = pgTable(
  'table_releases',
  {
    id: idColumn(),
    id_comercio: commerceRef(),
    table_uuid: uuid('table_uuid').notNull(),
    numero_mesa: integer('numero_mesa').notNull(),
    motivo: text('motivo').notNull(),
    pedidos: jsonb('pedidos').$type<string[]>().notNull(),
    total_cents: integer('total_cents').notNull(),
    id_usuario: uuid('id_usuario'),
    created_at: createdAt(),
  },
  (t) => [index('table_releases_commerce_created_idx').on(t.id_comercio, t.created_at)],
);

export const commerceBusyMode = pgTable('commerce_busy_mode', {
  id_comercio: uuid('id_comercio')
    .primaryKey()
    .references(() => commerces.id, { onDelete: 'cascade' }),
  pausa_hasta: at('pausa_hasta'),
  pausa_indefinida: boolean('pausa_indefinida').notNull().default(false),
  minutos_extra: integer('minutos_extra').notNull().default(0),
  minutos_extra_hasta: at('minutos_extra_hasta'),
  updated_at: at('updated_at').notNull().defaultNow(),
});
