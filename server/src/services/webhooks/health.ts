// An endpoint's health (docs/webhooks.md): a delivery that succeeds clears the failure count; a delivery
// given up adds one. The server disables the endpoint, with the reason the owner sees, when
// WEBHOOK_DISABLE_AFTER_GIVE_UPS deliveries in a row were given up, or when a delivery was given up after its
// whole retry window (24 h) with nothing delivered to the endpoint in that time (the receiver is down).
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { webhookEndpoints } from '../../db/schema/webhooks';
import { isRefusalError } from './sender';

export const WEBHOOK_DISABLE_AFTER_GIVE_UPS = 5;

export const WEBHOOK_DISABLED_REASON = {
  refusals: `Se desactivó porque ${WEBHOOK_DISABLE_AFTER_GIVE_UPS} entregas seguidas fallaron. Revisa tu receptor y vuelve a activarlo.`,
  down: 'Se desactivó porque tu receptor no respondió durante 24 horas. Revisa tu receptor y vuelve a activarlo.',
} as const;

export async function recordDeliverySuccess(db: DbOrTx, commerceId: string, endpointId: string, now: Date): Promise<void> {
  await db
    .update(webhookEndpoints)
    .set({ consecutive_failures: 0, last_success_at: now })
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.id_comercio, commerceId)));
}

/**
 * Counts a given-up delivery of an active endpoint and disables the endpoint when the rule above says so.
 * `retriedSince`: when the delivery's retry window began (its give-up time less the window).
 */
export async function recordDeliveryGiveUp(db: DbOrTx, commerceId: string, endpointId: string, error: string, now: Date, retriedSince: Date): Promise<void> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ consecutive_failures: sql`${webhookEndpoints.consecutive_failures} + 1` })
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.id_comercio, commerceId), eq(webhookEndpoints.estado, 'active')))
    .returning({ failures: webhookEndpoints.consecutive_failures, lastSuccess: webhookEndpoints.last_success_at });
  if (!row) return;
  // A passing failure is given up only once its retry window is over: nothing delivered since it began means
  // the receiver has been down all that time.
  const downForTheWholeWindow = !isRefusalError(error) && (row.lastSuccess === null || row.lastSuccess <= retriedSince);
  const tooManyInARow = row.failures >= WEBHOOK_DISABLE_AFTER_GIVE_UPS;
  if (!downForTheWholeWindow && !tooManyInARow) return;
  await db
    .update(webhookEndpoints)
    .set({ estado: 'disabled', disabled_at: now, disabled_reason: downForTheWholeWindow ? WEBHOOK_DISABLED_REASON.down : WEBHOOK_DISABLED_REASON.refusals, updated_at: now })
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.id_comercio, commerceId), eq(webhookEndpoints.estado, 'active')));
}
