// Webhook deliveries through the outbox (docs/webhooks.md, docs/outbox.md): the consumer turns committed
// order events into one job per subscribed endpoint (an endpoint of one channel: that channel's orders only); menu changes write theirs inside the menu's own
// transaction (enqueueMenuWebhook); the handler signs and posts one job and keeps the endpoint's health.
import { randomUUID } from 'node:crypto';
import { endpointWantsOrigin, type WebhookEventType } from '@shared/webhooks';
import type { OrderDetail } from '@shared/types/order';
import type { OrderStatusEvent } from '@shared/live';
import type { DbOrTx } from '../../db/database';
import { HttpError } from '../../errors';
import { enqueueOutboxJobs } from '../outbox/jobs';
import { OUTBOX_GIVE_UP_AFTER_MS } from '../outbox/backoff';
import type { DeliveryOutcome, OutboxConsumer, OutboxHandler, OutboxJob, OutboxJobInput, RelayedEvent } from '../outbox/types';
import { orderDetail } from '../orders/operations';
import { withTablePayment } from '../tables/closed-bills';
import { detailWithChannelInfo } from '../channel-orders/order-info';
import { endpointSecret, findEndpointRow, subscribedEndpoints, type WebhookEndpointRow } from './endpoints';
import { recordDeliveryGiveUp, recordDeliverySuccess } from './health';
import { postWebhook, type WebhookMessage } from './sender';

export const WEBHOOK_JOB_KIND = 'webhook';

/** What a webhook job carries: the endpoint and the message exactly as it is posted on every attempt. */
export interface WebhookJobPayload {
  endpointId: string;
  message: WebhookMessage;
}

/** The webhook event a committed live event is, or null when webhooks do not tell it. */
function eventTypeOf(event: RelayedEvent): WebhookEventType | null {
  switch (event.eventId) {
    case 'newOrder':
      return 'order.created';
    case 'onOrderEdited':
      return 'order.edited';
    case 'changeOrderStatus': {
      const status = (event.data as Partial<OrderStatusEvent>).status;
      return status === 'canceled' || status === 'rejected' ? 'order.cancelled' : 'order.status_changed';
    }
    default:
      return null;
  }
}

/**
 * The order as GET /v2/commerce/{id}/orders/{orderId} answers it (a channel order with its `canal`, so the
 * channel finds its own order id), or null when it no longer exists.
 */
async function orderSnapshot(db: DbOrTx, commerceId: string, orderId: string): Promise<OrderDetail | null> {
  try {
    return await detailWithChannelInfo(db, commerceId, await withTablePayment(db, commerceId, await orderDetail(db, commerceId, orderId)));
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
}

function jobsForEndpoints(endpoints: readonly WebhookEndpointRow[], message: WebhookMessage, step: string, orderingOf: string, orderId: string | null): OutboxJobInput[] {
  return endpoints.map((endpoint) => ({
    commerceId: message.commerce_id,
    kind: WEBHOOK_JOB_KIND,
    // One delivery per endpoint and step however often the step is written; in order per endpoint and order (or menu).
    dedupeKey: `${endpoint.id}:${step}`,
    orderingKey: `${endpoint.id}:${orderingOf}`,
    orderId,
    payload: { endpointId: endpoint.id, message } satisfies WebhookJobPayload,
  }));
}

export const webhookConsumer: OutboxConsumer = {
  name: 'webhooks',
  async jobsFor(db, event) {
    const type = eventTypeOf(event);
    const orderId = (event.data as { orderId?: unknown }).orderId;
    if (!type || typeof orderId !== 'string') return [];
    const subscribed = await subscribedEndpoints(db, event.commerceId, type);
    if (subscribed.length === 0) return [];
    // The order as it stands when the event is relayed (moments after it committed); every attempt posts it unchanged.
    const data = await orderSnapshot(db, event.commerceId, orderId);
    if (data === null) return [];
    // An endpoint of one channel hears of that channel's orders only; one of every order, of all of them.
    const endpoints = subscribed.filter((endpoint) => endpointWantsOrigin(endpoint.canal ?? null, data.pedido.origin));
    const message: WebhookMessage = { id: `msg_${event.id}`, type, created_at: event.at.toISOString(), commerce_id: event.commerceId, data };
    return jobsForEndpoints(endpoints, message, event.id, orderId, orderId);
  },
};

/**
 * A menu change for the webhooks (menu.changed, product.sold_out), written inside the change's own
 * transaction: the menu has no live event, and a change that rolls back must send nothing.
 */
export async function enqueueMenuWebhook(db: DbOrTx, commerceId: string, type: 'menu.changed' | 'product.sold_out', data: unknown, now = new Date()): Promise<void> {
  const endpoints = await subscribedEndpoints(db, commerceId, type);
  if (endpoints.length === 0) return;
  const step = randomUUID();
  const message: WebhookMessage = { id: `msg_${step}`, type, created_at: now.toISOString(), commerce_id: commerceId, data };
  await enqueueOutboxJobs(db, jobsForEndpoints(endpoints, message, step, 'menu', null), now);
}

function payloadOf(job: OutboxJob): WebhookJobPayload {
  return job.payload as WebhookJobPayload;
}

export const webhookHandler: OutboxHandler = {
  kind: WEBHOOK_JOB_KIND,
  async deliver(job, { db, now, deps }): Promise<DeliveryOutcome> {
    const { endpointId, message } = payloadOf(job);
    const endpoint = await findEndpointRow(db, job.commerceId, endpointId);
    if (!endpoint) return { outcome: 'refused', error: 'El webhook ya no existe' };
    if (endpoint.estado === 'paused') return { outcome: 'refused', error: 'Webhook en pausa' };
    if (endpoint.estado === 'disabled') return { outcome: 'refused', error: 'Webhook desactivado' };
    const attempt = await postWebhook(endpoint.url, endpointSecret(endpoint, deps.secretsKey), message);
    if (attempt.outcome === 'sent') {
      await recordDeliverySuccess(db, job.commerceId, endpointId, now);
      return { outcome: 'sent', result: { status: attempt.status } };
    }
    if (attempt.outcome === 'refused') return { outcome: 'refused', error: attempt.error };
    return { outcome: 'retry', error: attempt.error, afterMs: attempt.afterMs };
  },
  async onGiveUp(job, error, { db, now }) {
    const retriedSince = new Date(job.giveUpAt.getTime() - OUTBOX_GIVE_UP_AFTER_MS);
    await recordDeliveryGiveUp(db, job.commerceId, payloadOf(job).endpointId, error, now, retriedSince);
  },
};
