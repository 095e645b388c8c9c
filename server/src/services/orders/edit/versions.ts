// The versions of an order (order_versions, migration 0021): the current version number (optimistic
// concurrency of edits), the history the panel shows, and the rows an edit writes.
import { asc, desc, eq } from 'drizzle-orm';
import { fromCents } from '../../../../../shared/money';
import type { OrderEditChanges } from '../../../../../shared/orders/edit-changes';
import type { OrderVersionEntry } from '../../../../../shared/orders/edit';
import type { OrderDetail } from '../../../../../shared/types/order';
import type { DbOrTx } from '../../../db/database';
import { orderVersions } from '../../../db/schema/order-versions';
import type { OrderRow } from '../serialize';

export interface LatestVersion {
  version: number;
  ajuste_pago_cents: number | null;
}

/** The order's current version: 1 while it was never edited. */
export async function latestVersion(db: DbOrTx, orderId: string): Promise<LatestVersion> {
  const [row] = await db
    .select({ version: orderVersions.version, ajuste_pago_cents: orderVersions.ajuste_pago_cents })
    .from(orderVersions)
    .where(eq(orderVersions.id_pedido, orderId))
    .orderBy(desc(orderVersions.version))
    .limit(1);
  return row ?? { version: 1, ajuste_pago_cents: null };
}

export interface NewVersion {
  version: number;
  userId: string;
  userName: string | null;
  cambios: OrderEditChanges;
  detalle: OrderDetail;
  totalCents: number;
  ajustePagoCents: number | null;
  aviso: string | null;
}

/** Writes the edit's version; on the order's first edit, version 1 (the order as placed) before it. */
export async function recordVersion(db: DbOrTx, order: OrderRow, before: OrderDetail, next: NewVersion): Promise<void> {
  const rows: (typeof orderVersions.$inferInsert)[] = [];
  if (next.version === 2) {
    rows.push({
      id_comercio: order.id_comercio,
      id_pedido: order.id,
      version: 1,
      cambios: { added: [], removed: [] },
      detalle: before,
      total_cents: order.total_cents,
      created_at: order.created_at,
    });
  }
  rows.push({
    id_comercio: order.id_comercio,
    id_pedido: order.id,
    version: next.version,
    id_usuario: next.userId,
    usuario_nombre: next.userName,
    cambios: next.cambios,
    detalle: next.detalle,
    total_cents: next.totalCents,
    ajuste_pago_cents: next.ajustePagoCents,
    aviso: next.aviso,
  });
  await db.insert(orderVersions).values(rows);
}

/** Every version, oldest first; an order never edited answers its one version (as placed). */
export async function versionHistory(db: DbOrTx, order: OrderRow): Promise<OrderVersionEntry[]> {
  const rows = await db.select().from(orderVersions).where(eq(orderVersions.id_pedido, order.id)).orderBy(asc(orderVersions.version));
  if (rows.length === 0) {
    return [{ version: 1, at: order.created_at.toISOString(), usuario: null, cambios: { added: [], removed: [] }, total: fromCents(order.total_cents), ajuste_pago: null, aviso: null }];
  }
  return rows.map((row) => ({
    version: row.version,
    at: row.created_at.toISOString(),
    usuario: row.usuario_nombre,
    cambios: row.cambios,
    total: fromCents(row.total_cents),
    ajuste_pago: row.ajuste_pago_cents == null ? null : fromCents(row.ajuste_pago_cents),
    aviso: row.aviso,
  }));
}
