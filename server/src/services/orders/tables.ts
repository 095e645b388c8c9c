// Self-service tables for the SPEC calls (GET /v1/mesas, the v2 close and status change). The rules live
// in services/tables/ (docs/counter.md): which orders are on a table (visit.ts), the floor state
// (floor.ts), ending the visit (settle.ts) and the logged release (release.ts).
import type { PaymentMethod } from '../../../../shared/constants';
import type { TableFloor } from '../../../../shared/counter';
import type { TableStatus } from '../../../../shared/types/menu';
import type { Order } from '../../../../shared/types/order';
import type { Db, DbOrTx } from '../../db/database';
import { restaurantTables } from '../../db/schema/tables';
import { openOrdersOf } from '../tables/bill';
import { tableFloor } from '../tables/floor';
import { releaseTable } from '../tables/release';
import { lockOpenOrders, settleVisit, type SettledVisit } from '../tables/settle';
import { findTable } from '../tables/visit';
import { toWireOrder } from './serialize';
import { eq } from 'drizzle-orm';

export type ClosedTable = SettledVisit;

/** Reason logged when a table is freed through the SPEC calls, which carry none. */
export const SPEC_RELEASE_REASON = 'Liberada sin motivo (llamada de estatus)';

export function listTables(db: DbOrTx, commerceId: string): Promise<TableFloor[]> {
  return tableFloor(db, commerceId);
}

export async function tableOrders(db: DbOrTx, commerceId: string, tableUuid: string): Promise<Order[]> {
  return (await openOrdersOf(db, commerceId, tableUuid)).map(toWireOrder);
}

/**
 * docs/domain.md (Estados del pedido): every order of the table's visit delivered (and paid with `paymentMethod` when given), then the
 * table closed: status 'c', or 'a' (available) when forced — a forced close is a logged release.
 */
export async function closeTable(db: Db, commerceId: string, tableUuid: string, paymentMethod: PaymentMethod | null, force: boolean, userId: string | null = null): Promise<ClosedTable> {
  if (force && !paymentMethod) return releaseTable(db, commerceId, userId, tableUuid, SPEC_RELEASE_REASON);
  const table = await findTable(db, commerceId, tableUuid);
  return db.transaction(async (tx) => settleVisit(tx, commerceId, table, await lockOpenOrders(tx, commerceId, table), paymentMethod, force ? 'a' : 'c'));
}

/** Status 'a' is the forced close: the visit's orders are delivered (no payment recorded) and the table freed. */
export async function setTableStatus(db: Db, commerceId: string, tableUuid: string, status: TableStatus): Promise<{ uuid: string; numero: number; status: TableStatus }> {
  if (status === 'a') return (await closeTable(db, commerceId, tableUuid, null, true)).table;
  const table = await findTable(db, commerceId, tableUuid);
  const [row] = await db.update(restaurantTables).set({ status }).where(eq(restaurantTables.uuid, table.uuid)).returning();
  return { uuid: row!.uuid, numero: row!.numero, status: row!.status };
}
