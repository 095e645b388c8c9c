// The commerce's scheduling and capacity settings (commerces.config_programacion, migration 0022), read
// and saved with the one shared schema (shared/order-slots.ts). Saving changes the commerce row, which bumps
// the intake version, so every instance's intake prices the next order with the new settings.
import { eq } from 'drizzle-orm';
import { schedulingOf, schedulingSettingsSchema, type SchedulingSettings } from '../../../../../shared/order-slots';
import type { DbOrTx } from '../../../db/database';
import { commerces } from '../../../db/schema/commerces';
import { notFound } from '../../../errors';
import { ORDER_MSG } from '../errors';

export async function schedulingSettingsOf(db: DbOrTx, commerceId: string): Promise<SchedulingSettings> {
  const [row] = await db.select({ config: commerces.config_programacion }).from(commerces).where(eq(commerces.id, commerceId));
  if (!row) throw notFound(ORDER_MSG.commerceNotFound);
  return schedulingOf(row.config);
}

/** `body` has passed the route's schema (the same one): cast again here for its defaults and nulls. */
export async function saveSchedulingSettings(db: DbOrTx, commerceId: string, body: unknown): Promise<SchedulingSettings> {
  const settings = schedulingSettingsSchema.validateSync(body, { stripUnknown: true }) as SchedulingSettings;
  const [row] = await db
    .update(commerces)
    .set({ config_programacion: settings, updated_at: new Date() })
    .where(eq(commerces.id, commerceId))
    .returning({ config: commerces.config_programacion });
  if (!row) throw notFound(ORDER_MSG.commerceNotFound);
  return schedulingOf(row.config);
}
