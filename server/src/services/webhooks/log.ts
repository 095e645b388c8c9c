// An endpoint's delivery log and «Reenviar» (docs/webhooks.md), over the outbox's jobs of kind 'webhook'
// whose dedupe key starts with the endpoint's id; «Enviar prueba» posts a signed test message now.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, like } from 'drizzle-orm';
import { WEBHOOK_MSG, isWebhookEventType, type WebhookDeliveryView, type WebhookTestResult } from '@shared/webhooks';
import type { DbOrTx } from '../../db/database';
import { outboxJobs } from '../../db/schema/outbox';
import { conflict, notFound } from '../../errors';
import { isUuid } from '../input';
import { retryOutboxJob } from '../outbox/jobs';
import { WEBHOOK_JOB_KIND, type WebhookJobPayload } from './deliveries';
import { endpointSecret, findEndpointRow } from './endpoints';
import { postWebhook, statusOfError } from './sender';

const LOG_LIMIT = 100;

type JobRow = typeof outboxJobs.$inferSelect;

function toDeliveryView(row: JobRow): WebhookDeliveryView {
  const { message } = row.payload as WebhookJobPayload;
  const sentStatus = (row.result as { status?: unknown } | null)?.status;
  return {
    id: row.id,
    message_id: message.id,
    tipo: isWebhookEventType(message.type) ? message.type : 'webhook.test',
    id_pedido: row.id_pedido,
    estado: row.status,
    intentos: row.attempts,
    codigo_respuesta: row.status === 'sent' && typeof sentStatus === 'number' ? sentStatus : statusOfError(row.last_error),
    error: row.status === 'sent' ? null : row.last_error,
    created_at: row.created_at.toISOString(),
    ultimo_intento: row.last_attempt_at?.toISOString() ?? null,
    proximo_intento: row.status === 'pending' ? row.next_attempt_at.toISOString() : null,
    enviado_at: row.sent_at?.toISOString() ?? null,
  };
}

async function endpointOrFail(db: DbOrTx, commerceId: string, endpointId: string) {
  const endpoint = await findEndpointRow(db, commerceId, endpointId);
  if (!endpoint) throw notFound(WEBHOOK_MSG.notFound);
  return endpoint;
}

const ofEndpoint = (commerceId: string, endpointId: string) =>
  and(eq(outboxJobs.id_comercio, commerceId), eq(outboxJobs.kind, WEBHOOK_JOB_KIND), like(outboxJobs.dedupe_key, `${endpointId}:%`));

/** The endpoint's deliveries, newest first. */
export async function listDeliveries(db: DbOrTx, commerceId: string, endpointId: string): Promise<WebhookDeliveryView[]> {
  const endpoint = await endpointOrFail(db, commerceId, endpointId);
  const rows = await db.select().from(outboxJobs).where(ofEndpoint(commerceId, endpoint.id)).orderBy(desc(outboxJobs.created_at), desc(outboxJobs.seq)).limit(LOG_LIMIT);
  return rows.map(toDeliveryView);
}

/** «Reenviar»: the delivery goes out again with the same message id (receivers may dedupe on it). */
export async function resendDelivery(db: DbOrTx, commerceId: string, endpointId: string, deliveryId: string, now = new Date()): Promise<void> {
  const endpoint = await endpointOrFail(db, commerceId, endpointId);
  if (!isUuid(deliveryId)) throw notFound(WEBHOOK_MSG.deliveryNotFound);
  const [row] = await db.select({ id: outboxJobs.id, status: outboxJobs.status }).from(outboxJobs).where(and(eq(outboxJobs.id, deliveryId), ofEndpoint(commerceId, endpoint.id)));
  if (!row) throw notFound(WEBHOOK_MSG.deliveryNotFound);
  if (row.status === 'pending' || !(await retryOutboxJob(db, commerceId, row.id, now))) throw conflict(WEBHOOK_MSG.alreadyPending, 'DELIVERY_PENDING');
}

/** «Enviar prueba»: a signed `webhook.test` message posted now, answered with what the receiver said (not retried, not logged). */
export async function sendTestMessage(db: DbOrTx, secretsKey: Buffer, commerceId: string, endpointId: string): Promise<WebhookTestResult> {
  const endpoint = await endpointOrFail(db, commerceId, endpointId);
  const message = { id: `msg_test_${randomUUID()}`, type: 'webhook.test', created_at: new Date().toISOString(), commerce_id: commerceId, data: { mensaje: 'Prueba de Panel Comercio' } };
  const attempt = await postWebhook(endpoint.url, endpointSecret(endpoint, secretsKey), message);
  if (attempt.outcome === 'sent') return { ok: true, codigo_respuesta: attempt.status, message: `Tu receptor respondió ${attempt.status}` };
  return { ok: false, codigo_respuesta: attempt.status, message: attempt.error };
}
