// Shared steps of the webhook tests: a test app whose outbox runs only when the test says, at the test's
// clock; an endpoint registered through the owner's route with its secret handed to the receiver.
import type { FastifyInstance } from 'fastify';
import type { CreatedWebhookEndpoint, WebhookDeliveryView, WebhookEndpointView, WebhookEventType } from '@shared/webhooks';
import { WEBHOOK_EVENT_TYPES } from '@shared/webhooks';
import type { ChannelOrigin } from '@shared/types/api-keys';
import type { LoggedIn } from '../../../testkit/test-app';
import type { WebhookReceiver } from '../../support/webhook-receiver';

export async function registerEndpoint(
  app: FastifyInstance,
  auth: LoggedIn,
  receiver: WebhookReceiver,
  path: string,
  eventos: readonly WebhookEventType[] = WEBHOOK_EVENT_TYPES,
  canal: ChannelOrigin | null = null,
): Promise<CreatedWebhookEndpoint> {
  const payload = { url: receiver.url(path), eventos, descripcion: `Canal ${path}`, canal };
  const response = await app.inject({ method: 'POST', url: '/v1/webhooks', headers: auth.headers, payload });
  if (response.statusCode !== 201) throw new Error(`POST /v1/webhooks → ${response.statusCode} ${response.body}`);
  const created = response.json<CreatedWebhookEndpoint>();
  receiver.setSecret(path, created.secret);
  return created;
}

export async function deliveriesOf(app: FastifyInstance, auth: LoggedIn, endpointId: string): Promise<WebhookDeliveryView[]> {
  const response = await app.inject({ method: 'GET', url: `/v1/webhooks/${endpointId}/entregas`, headers: auth.headers });
  if (response.statusCode !== 200) throw new Error(`GET entregas → ${response.statusCode} ${response.body}`);
  return response.json<{ rows: WebhookDeliveryView[] }>().rows;
}

export async function endpointsOf(app: FastifyInstance, auth: LoggedIn): Promise<WebhookEndpointView[]> {
  const response = await app.inject({ method: 'GET', url: '/v1/webhooks', headers: auth.headers });
  return response.json<{ rows: WebhookEndpointView[] }>().rows;
}

export function changeStatus(app: FastifyInstance, auth: LoggedIn, orderId: string, status: string, extra: Record<string, unknown> = {}) {
  return app.inject({ method: 'PUT', url: `/v1/pedido/${orderId}`, headers: auth.headers, payload: { action: 'changeStatus', status, ...extra } });
}
