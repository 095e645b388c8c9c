// Outbound webhooks in the tenant-isolation table (docs/webhooks.md): commerce B never lists, changes, tests,
// deletes nor resends commerce A's endpoints or deliveries.
import { outboxJobs } from '../../../../server/src/db/schema/outbox';
import type { IsolationContext, IsolationRow } from '../isolation-types';

/** An endpoint of A (at a closed local port, so «Enviar prueba» answers at once) with one given-up delivery. */
async function webhookOfA(ctx: IsolationContext): Promise<Record<string, string>> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/v1/webhooks',
    headers: ctx.auth.headers,
    payload: { url: 'http://127.0.0.1:9/secreto', eventos: ['order.created'], descripcion: 'Webhook secreto de A' },
  });
  if (response.statusCode !== 201) throw new Error(`setup POST /v1/webhooks → ${response.statusCode} ${response.body}`);
  const endpointId = response.json<{ endpoint: { id: string } }>().endpoint.id;
  const message = { id: `msg_${endpointId}`, type: 'order.created', created_at: new Date().toISOString(), commerce_id: ctx.commerce.commerceId, data: {} };
  const [job] = await ctx.handle.db
    .insert(outboxJobs)
    .values({ id_comercio: ctx.commerce.commerceId, kind: 'webhook', dedupe_key: `${endpointId}:setup`, payload: { endpointId, message }, status: 'failed', give_up_at: new Date(), last_error: 'HTTP 503' })
    .returning({ id: outboxJobs.id });
  return { webhookId: endpointId, deliveryId: job!.id };
}

export const rows: IsolationRow[] = [
  { name: 'GET /v1/webhooks', method: 'GET', family: 'v1', path: () => '/v1/webhooks', setup: webhookOfA },
  { name: 'POST /v1/webhooks', method: 'POST', family: 'v1', path: () => '/v1/webhooks', body: () => ({ url: 'https://b.example.com/hook', eventos: ['order.created'] }) },
  { name: 'PUT /v1/webhooks/:id', method: 'PUT', family: 'v1', path: (ids) => `/v1/webhooks/${ids.webhookId}`, body: () => ({ activo: false }), setup: webhookOfA },
  { name: 'DELETE /v1/webhooks/:id', method: 'DELETE', family: 'v1', path: (ids) => `/v1/webhooks/${ids.webhookId}`, setup: webhookOfA },
  { name: 'POST /v1/webhooks/:id/prueba', method: 'POST', family: 'v1', path: (ids) => `/v1/webhooks/${ids.webhookId}/prueba`, setup: webhookOfA },
  { name: 'GET /v1/webhooks/:id/entregas', method: 'GET', family: 'v1', path: (ids) => `/v1/webhooks/${ids.webhookId}/entregas`, setup: webhookOfA },
  {
    name: 'POST /v1/webhooks/:id/entregas/:deliveryId/reenviar',
    method: 'POST',
    family: 'v1',
    path: (ids) => `/v1/webhooks/${ids.webhookId}/entregas/${ids.deliveryId}/reenviar`,
    setup: webhookOfA,
  },
];
