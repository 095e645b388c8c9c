// What an order edit (docs/orders.md «Editar pedido») does to the kitchen screen (docs/kitchen.md «Pantalla
// de cocina»). An edit writes the order's lines again (new ids), and the bumps, keyed by line, go with the
// old lines. So, in the edit's transaction: a line the edit keeps (same product, presentation, extras and
// instructions: the grouping of the change ticket, editLineKey) keeps the stations that had finished it, unless
// the edit asks for more units of it (they still have to be made: the line is not done). A line the edit
// adds is not done. An edit that adds anything to an order the kitchen had finished takes its «Listo» back
// (board and customer's page) so the kitchen makes the new items; an edit that only removes keeps it.
import { and, eq } from 'drizzle-orm';
import { changeLineOf, editLineKey } from '../../../../shared/orders/edit';
import type { OrderEditChanges } from '../../../../shared/orders/edit-changes';
import type { OrderLine } from '../../../../shared/types/order';
import type { Tx } from '../../db/database';
import { kitchenBumps, kitchenReady } from '../../db/schema/index';
import { publishEvent } from '../../live/publisher';

type BumpRow = typeof kitchenBumps.$inferSelect;

export interface KitchenBeforeEdit {
  lines: readonly OrderLine[];
  bumps: readonly BumpRow[];
}

/** Read before the old lines are deleted (their bumps go with them). */
export async function kitchenBeforeEdit(tx: Tx, commerceId: string, orderId: string, lines: readonly OrderLine[]): Promise<KitchenBeforeEdit> {
  const bumps = await tx
    .select()
    .from(kitchenBumps)
    .where(and(eq(kitchenBumps.id_comercio, commerceId), eq(kitchenBumps.id_pedido, orderId)));
  return { lines, bumps };
}

function keyOf(line: OrderLine): string {
  return editLineKey(changeLineOf(line));
}

/**
 * Per kept line group: the bumps of the station that finished every old line of the group (one per
 * station, the earliest line's, so «Deshacer» still recalls the tap that made it). Groups with more units
 * after the edit than before carry nothing.
 */
function carriedBumps(before: KitchenBeforeEdit, after: readonly OrderLine[]): Map<string, BumpRow[]> {
  const unitsAfter = new Map<string, number>();
  for (const line of after) unitsAfter.set(keyOf(line), (unitsAfter.get(keyOf(line)) ?? 0) + line.cantidad);
  const oldLinesOf = new Map<string, OrderLine[]>();
  for (const line of before.lines) oldLinesOf.set(keyOf(line), [...(oldLinesOf.get(keyOf(line)) ?? []), line]);
  const carried = new Map<string, BumpRow[]>();
  for (const [key, oldLines] of oldLinesOf) {
    const unitsBefore = oldLines.reduce((sum, line) => sum + line.cantidad, 0);
    if ((unitsAfter.get(key) ?? 0) > unitsBefore) continue;
    const bumpsOfLine = oldLines.map((line) => before.bumps.filter((bump) => bump.id_linea === line.id));
    const [first, ...rest] = bumpsOfLine;
    const everywhere = (first ?? []).filter((bump) => rest.every((others) => others.some((other) => other.estacion === bump.estacion)));
    if (everywhere.length > 0) carried.set(key, everywhere);
  }
  return carried;
}

/** After the new lines are written: bumps carried to kept lines, «Listo» taken back when something was added. */
export async function carryKitchenStateOverEdit(tx: Tx, commerceId: string, orderId: string, before: KitchenBeforeEdit, after: readonly OrderLine[], changes: OrderEditChanges): Promise<void> {
  const carried = carriedBumps(before, after);
  const rows = after.flatMap((line) =>
    (carried.get(keyOf(line)) ?? []).map((bump) => ({
      id_comercio: commerceId,
      id_pedido: orderId,
      id_linea: line.id,
      estacion: bump.estacion,
      vista: bump.vista,
      lote: bump.lote,
      bumped_at: bump.bumped_at,
      bumped_by: bump.bumped_by,
    })),
  );
  if (rows.length > 0) await tx.insert(kitchenBumps).values(rows).onConflictDoNothing();
  if (changes.added.length === 0) return;
  const cleared = await tx
    .delete(kitchenReady)
    .where(and(eq(kitchenReady.id_comercio, commerceId), eq(kitchenReady.id_pedido, orderId)))
    .returning({ id: kitchenReady.id_pedido });
  // The board's «Listo» follows kitchenChanged; the customer's page re-reads on any event naming the order.
  if (cleared.length > 0) await publishEvent(tx, commerceId, 'kitchenChanged', { orderId, listo: false });
}
