// A commerce's webhook endpoints (docs/webhooks.md): registered by the owner, each with its own signing
// secret (sealed at rest, shown once), paused by the owner or disabled by the server after repeated failures.
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_MSG,
  isWebhookEventType,
  webhookUrlProblem,
  type CreatedWebhookEndpoint,
  type WebhookEndpointChange,
  type WebhookEndpointInput,
  type WebhookEndpointView,
  type WebhookEventType,
} from '@shared/webhooks';
import { isChannelOrigin, type ChannelOrigin } from '@shared/types/api-keys';
import { serverEnv } from '../../config';
import type { DbOrTx } from '../../db/database';
import { webhookEndpoints } from '../../db/schema/webhooks';
import { maskSecret, openText, sealText } from '../../db/secrets';
import { badRequest, conflict, notFound } from '../../errors';
import { isUuid } from '../input';
import { newWebhookSecret } from './signing';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

/** http:// to localhost is for development and tests; production receivers are https. */
const allowLocalHttp = () => serverEnv().NODE_ENV !== 'production';

function toView(row: WebhookEndpointRow, secretsKey: Buffer): WebhookEndpointView {
  return {
    id: row.id,
    url: row.url,
    descripcion: row.descripcion,
    eventos: row.eventos,
    canal: row.canal ?? null,
    estado: row.estado,
    disabled_reason: row.disabled_reason,
    disabled_at: row.disabled_at?.toISOString() ?? null,
    last_success_at: row.last_success_at?.toISOString() ?? null,
    secret_hint: maskSecret(openText(secretsKey, row.secret_sealed)),
    created_at: row.created_at.toISOString(),
  };
}

function checkedUrl(url: string): string {
  const trimmed = url.trim();
  const problem = webhookUrlProblem(trimmed, allowLocalHttp());
  if (problem) throw badRequest(problem, 'url');
  return trimmed;
}

function checkedEvents(events: readonly unknown[]): WebhookEventType[] {
  if (events.length === 0) throw badRequest(WEBHOOK_MSG.noEvents, 'eventos');
  if (!events.every(isWebhookEventType)) throw badRequest(WEBHOOK_MSG.unknownEvent, 'eventos');
  return [...new Set(events)];
}

function checkedChannel(channel: unknown): ChannelOrigin | null {
  if (channel === null || channel === undefined || channel === '') return null;
  if (typeof channel !== 'string' || !isChannelOrigin(channel)) throw badRequest(WEBHOOK_MSG.unknownChannel, 'canal');
  return channel;
}

const cleanDescription = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

export async function findEndpointRow(db: DbOrTx, commerceId: string, endpointId: string): Promise<WebhookEndpointRow | null> {
  if (!isUuid(endpointId)) return null;
  const [row] = await db.select().from(webhookEndpoints).where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.id_comercio, commerceId)));
  return row ?? null;
}

async function endpointRowOrFail(db: DbOrTx, commerceId: string, endpointId: string): Promise<WebhookEndpointRow> {
  const row = await findEndpointRow(db, commerceId, endpointId);
  if (!row) throw notFound(WEBHOOK_MSG.notFound);
  return row;
}

/** The endpoint's signing secret, opened. */
export function endpointSecret(row: WebhookEndpointRow, secretsKey: Buffer): string {
  return openText(secretsKey, row.secret_sealed);
}

/**
 * Active endpoints of the commerce subscribed to `type` (the ones a new event is delivered to). An endpoint of
 * one channel is among them for every event: the consumer keeps it only for that channel's orders
 * (endpointWantsOrigin), and menu events go to every endpoint (a channel sells this menu).
 */
export async function subscribedEndpoints(db: DbOrTx, commerceId: string, type: WebhookEventType): Promise<WebhookEndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id_comercio, commerceId), eq(webhookEndpoints.estado, 'active'), sql`${webhookEndpoints.eventos} @> ${JSON.stringify([type])}::jsonb`))
    .orderBy(asc(webhookEndpoints.created_at));
}

export async function listEndpoints(db: DbOrTx, secretsKey: Buffer, commerceId: string): Promise<WebhookEndpointView[]> {
  const rows = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id_comercio, commerceId)).orderBy(asc(webhookEndpoints.created_at));
  return rows.map((row) => toView(row, secretsKey));
}

export async function getEndpoint(db: DbOrTx, secretsKey: Buffer, commerceId: string, endpointId: string): Promise<WebhookEndpointView> {
  return toView(await endpointRowOrFail(db, commerceId, endpointId), secretsKey);
}

export async function createEndpoint(db: DbOrTx, secretsKey: Buffer, commerceId: string, input: WebhookEndpointInput): Promise<CreatedWebhookEndpoint> {
  const url = checkedUrl(input.url);
  const eventos = checkedEvents(input.eventos);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(webhookEndpoints).where(eq(webhookEndpoints.id_comercio, commerceId));
  if (Number(count?.n ?? 0) >= WEBHOOK_ENDPOINTS_MAX) throw conflict(WEBHOOK_MSG.tooMany, 'WEBHOOK_LIMIT');
  const secret = newWebhookSecret();
  const [row] = await db
    .insert(webhookEndpoints)
    .values({
      id_comercio: commerceId,
      url,
      eventos,
      canal: checkedChannel(input.canal),
      descripcion: cleanDescription(input.descripcion),
      secret_sealed: sealText(secretsKey, secret),
    })
    .returning();
  return { endpoint: toView(row!, secretsKey), secret };
}

/** Changes an endpoint; `activo: true` makes a paused or disabled one active again with a clean failure count. */
export async function updateEndpoint(db: DbOrTx, secretsKey: Buffer, commerceId: string, endpointId: string, change: WebhookEndpointChange): Promise<WebhookEndpointView> {
  const current = await endpointRowOrFail(db, commerceId, endpointId);
  const values: Partial<typeof webhookEndpoints.$inferInsert> = { updated_at: new Date() };
  if (change.url !== undefined) values.url = checkedUrl(change.url);
  if (change.eventos !== undefined) values.eventos = checkedEvents(change.eventos);
  if (change.descripcion !== undefined) values.descripcion = cleanDescription(change.descripcion);
  if (change.canal !== undefined) values.canal = checkedChannel(change.canal);
  if (change.activo === false) values.estado = 'paused';
  if (change.activo === true) Object.assign(values, { estado: 'active', disabled_reason: null, disabled_at: null, consecutive_failures: 0 });
  const [row] = await db
    .update(webhookEndpoints)
    .set(values)
    .where(and(eq(webhookEndpoints.id, current.id), eq(webhookEndpoints.id_comercio, commerceId)))
    .returning();
  return toView(row!, secretsKey);
}

/** Deletes the endpoint; its pending deliveries are refused when they come up (the log keeps them). */
export async function deleteEndpoint(db: DbOrTx, commerceId: string, endpointId: string): Promise<void> {
  const current = await endpointRowOrFail(db, commerceId, endpointId);
  await db.delete(webhookEndpoints).where(and(eq(webhookEndpoints.id, current.id), eq(webhookEndpoints.id_comercio, commerceId)));
}
