// Plans change only through the seed at start, so each app keeps them in memory for a minute
// instead of reading them on every authenticated request.
import { eq } from 'drizzle-orm';
import type { PlanId } from '@shared/constants';
import type { DbOrTx } from '../db/database';
import { plans } from '../db/schema/index';
import type { PlanRow } from './plans';

export interface PlanCatalog {
  get(id: PlanId): Promise<PlanRow | undefined>;
}

export function createPlanCatalog(db: DbOrTx, ttlMs = 60_000): PlanCatalog {
  const cache = new Map<PlanId, { row: PlanRow | undefined; at: number }>();
  return {
    async get(id) {
      const hit = cache.get(id);
      if (hit && Date.now() - hit.at < ttlMs) return hit.row;
      const [row] = await db.select().from(plans).where(eq(plans.id, id)).limit(1);
      cache.set(id, { row, at: Date.now() });
      return row;
    },
  };
}
