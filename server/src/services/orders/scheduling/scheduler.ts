// The scheduled orders' alarm clock (docs/availability.md, «Pedidos programados y capacidad»): at an
// order's fire time (promised time − preparation time) it records the same newOrder live event intake records
// for an order for now (live/publisher.ts, publishEvent with the same payload), so the panel rings and the
// desktop prints through the road every order takes. The state lives in the database, so several server
// instances can run it at once: each pass claims due orders with FOR UPDATE SKIP LOCKED and stamps fired_at
// in the transaction that records their events; a row another instance holds is skipped, and once it commits
// its fired_at keeps it out of every later pass. An order fires exactly once.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { publishEvent } from '../../../live/publisher';
import { startRepeatingPass, type RepeatingPass } from '../../repeating-pass';

/** Orders claimed per pass (a backlog after downtime is drained over a few passes). */
const BATCH = 200;

interface DueRow {
  id: string;
  id_comercio: string;
  folio: string;
  estatus_pedido: string;
  deleted: boolean;
}

/**
 * Fires the orders due at `at` (the database's clock when absent, so every instance agrees). A due order
 * still pending rings and prints; one accepted, rejected, canceled or deleted while it waited is only marked
 * fired (it already printed when accepted, or is no longer wanted). Answers how many rang.
 */
export async function fireDueOrders(db: Db, at: Date | null = null): Promise<number> {
  return db.transaction(async (tx) => {
    const moment = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
    const result = await tx.execute(sql`
      UPDATE orders o SET fired_at = ${moment}
      WHERE o.id IN (
        SELECT id FROM orders
        WHERE fire_at IS NOT NULL AND fired_at IS NULL AND fire_at <= ${moment}
        ORDER BY fire_at
        LIMIT ${BATCH}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING o.id, o.id_comercio, o.folio, o.estatus_pedido, o.deleted_at IS NOT NULL AS deleted`);
    const rows = (Array.isArray(result) ? result : (result as { rows: DueRow[] }).rows) as DueRow[];
    let rang = 0;
    for (const row of rows) {
      if (row.deleted || row.estatus_pedido !== 'pending') continue;
      await publishEvent(tx, row.id_comercio, 'newOrder', { orderId: row.id, commerceId: row.id_comercio, folio: row.folio });
      rang += 1;
    }
    return rang;
  });
}

export type OrderScheduler = RepeatingPass;

/** Runs fireDueOrders every `everyMs` until stopped; a failed pass is logged and the next one retries. */
export function startOrderScheduler(db: Db, options: { everyMs: number; onError: (error: unknown) => void }): OrderScheduler {
  return startRepeatingPass(() => fireDueOrders(db), options);
}
