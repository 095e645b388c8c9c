// A commerce's Green-API instance, opened from its sealed integration row, and the per-commerce sending
// limit (docs/whatsapp.md). The limit counts in rate_limits one row per commerce and minute of the outbox's
// clock, in one upsert, so jobs sent side by side in one pass, or by two instances, cannot overshoot it.
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { integrations } from '../../db/schema/index';
import { rateLimits } from '../../db/schema/runtime';
import { decryptSecrets } from '../../db/secrets';
import { greenApiCredentialsOf } from '../integrations/providers/whatsapp-green-api';
import type { OutboxDeps } from '../outbox/types';
import { createGreenApiClient, type GreenApiClient } from './green-api';

/** Messages one commerce sends per minute at most (Green-API queues them; WhatsApp frowns on bursts). */
export const WHATSAPP_PER_MINUTE = 20;
const WINDOW_MS = 60_000;

/** The commerce's gateway client, or null when WhatsApp Business is not saved (or was disconnected). */
export async function commerceGateway(db: DbOrTx, deps: OutboxDeps, commerceId: string): Promise<GreenApiClient | null> {
  const [row] = await db
    .select({ secrets: integrations.secrets_encrypted, activo: integrations.activo })
    .from(integrations)
    .where(and(eq(integrations.id_comercio, commerceId), eq(integrations.provider_code, 'whatsappBusiness')))
    .limit(1);
  if (!row?.activo || !row.secrets || !deps.providerUrls.whatsapp) return null;
  const credentials = greenApiCredentialsOf(decryptSecrets(deps.secretsKey, row.secrets));
  return credentials ? createGreenApiClient(deps.providerUrls.whatsapp, credentials) : null;
}

/** Takes one message of the commerce's minute; answers 0, or the milliseconds until the next minute when it is full. */
export async function takeSendSlot(db: DbOrTx, commerceId: string, now: Date, perMinute = WHATSAPP_PER_MINUTE): Promise<number> {
  const windowStart = Math.floor(now.getTime() / WINDOW_MS) * WINDOW_MS;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: `whatsapp:${commerceId}:${windowStart}`, window_start: new Date(windowStart), attempts: 1 })
    .onConflictDoUpdate({ target: rateLimits.key, set: { attempts: sql`${rateLimits.attempts} + 1` } })
    .returning({ attempts: rateLimits.attempts });
  return (row?.attempts ?? 0) > perMinute ? windowStart + WINDOW_MS - now.getTime() : 0;
}

/** Gives back a slot taken for a message that was not sent (refused by the gateway before sending). */
export async function giveBackSendSlot(db: DbOrTx, commerceId: string, now: Date): Promise<void> {
  const windowStart = Math.floor(now.getTime() / WINDOW_MS) * WINDOW_MS;
  await db
    .update(rateLimits)
    .set({ attempts: sql`greatest(${rateLimits.attempts} - 1, 0)` })
    .where(eq(rateLimits.key, `whatsapp:${commerceId}:${windowStart}`));
}
