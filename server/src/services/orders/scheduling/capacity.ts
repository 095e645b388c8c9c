// Kitchen capacity at intake (docs/availability.md, «Capacidad de cocina»): inside the order's transaction,
// after its opening statement locked the commerce row (intake-sql.ts, openingSql: the folio), the orders
// already counted in the order's slot are read and compared with the cap. The lock serialises one commerce's
// intake, so under READ COMMITTED every statement after it sees the orders committed before it: two orders
// can never both take the last place. A refusal rolls the transaction back (no folio, nothing stored) and
// names the next slot with room.
import { nextFreeSlot, SLOT_MSG, slotHasRoom, type SlotUsage } from '../../../../../shared/order-slots';
import type { Db } from '../../../db/database';
import { rawStatement, type PreparedStatement, type RawTx } from '../../../db/raw-transaction';
import { OrderRefusal } from '../errors';
import type { SlotPlan } from './slot-plan';

/** $1 commerce, $2 first slot, $3 last slot (ISO): orders and units per slot, live orders only. */
const SLOT_USAGE_SQL = `
SELECT o.franja AS franja, count(*)::int AS pedidos,
  coalesce(sum((SELECT sum(l.cantidad) FROM order_lines l WHERE l.id_pedido = o.id)), 0)::int AS articulos
FROM orders o
WHERE o.id_comercio = $1::uuid AND o.franja >= $2::timestamptz AND o.franja <= $3::timestamptz
  AND o.deleted_at IS NULL AND o.estatus_pedido NOT IN ('rejected', 'canceled')
GROUP BY o.franja`;

export const SLOT_USAGE: PreparedStatement = { name: 'intake_slot_usage_v1', text: SLOT_USAGE_SQL };

interface UsageRow {
  franja: Date | string;
  pedidos: number;
  articulos: number;
}

function usageMap(rows: readonly UsageRow[]): Map<string, SlotUsage> {
  return new Map(rows.map((row) => [new Date(row.franja).toISOString(), { pedidos: Number(row.pedidos), articulos: Number(row.articulos) }]));
}

/** The last slot a refusal may name: the plan's offered slots, or at least the order's own slot. */
function lastSlotOf(plan: SlotPlan): string {
  const last = plan.slots.at(-1)?.at;
  const own = plan.slot.toISOString();
  return last && last > own ? last : own;
}

/** Inside intake's transaction, after the opening statement: refuses (409 SLOT_FULL) when the slot is full. */
export async function assertSlotHasRoom(tx: RawTx, commerceId: string, plan: SlotPlan): Promise<void> {
  if (!plan.enforceCapacity) return;
  const own = plan.slot.toISOString();
  const rows = await tx.query<UsageRow>(SLOT_USAGE, [commerceId, own, lastSlotOf(plan)]);
  const usage = usageMap(rows);
  if (slotHasRoom(plan.settings, usage.get(own), plan.items)) return;
  const next = nextFreeSlot(plan.slots, usage, plan.settings, plan.items, own);
  const text = next ? next.etiqueta : null;
  throw new OrderRefusal(409, 'SLOT_FULL', plan.scheduledFor ? SLOT_MSG.full(text) : SLOT_MSG.fullNow(text));
}

/** Orders and units per slot from `from` to `to` (the public menu's offer; outside any transaction). */
export async function slotUsageBetween(db: Db, commerceId: string, from: string, to: string): Promise<Map<string, SlotUsage>> {
  return usageMap(await rawStatement<UsageRow>(db, SLOT_USAGE, [commerceId, from, to]));
}
