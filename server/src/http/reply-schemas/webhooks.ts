// Reply schemas of /v1/webhooks (shared/webhooks.ts).
import { WEBHOOK_EVENT_TYPES, type CreatedWebhookEndpoint, type WebhookDeliveryView, type WebhookEndpointView, type WebhookTestResult } from '@shared/webhooks';
import { CHANNEL_ORIGINS } from '@shared/types/api-keys';
import { boolean, nullableNumber, nullableText, number, sameShape, text } from './common';

const eventType = { type: 'string', enum: WEBHOOK_EVENT_TYPES } as const;

export const webhookEndpointReply = sameShape<WebhookEndpointView>()({
  type: 'object',
  required: ['id', 'url', 'descripcion', 'eventos', 'canal', 'estado', 'disabled_reason', 'disabled_at', 'last_success_at', 'secret_hint', 'created_at'],
  properties: {
    id: text,
    url: text,
    descripcion: nullableText,
    eventos: { type: 'array', items: eventType },
    canal: { type: 'string', enum: CHANNEL_ORIGINS, nullable: true },
    estado: { type: 'string', enum: ['active', 'paused', 'disabled'] },
    disabled_reason: nullableText,
    disabled_at: nullableText,
    last_success_at: nullableText,
    secret_hint: text,
    created_at: text,
  },
});

export const webhookEndpointsReply = sameShape<{ rows: WebhookEndpointView[] }>()({ type: 'object', required: ['rows'], properties: { rows: { type: 'array', items: webhookEndpointReply } } });

export const createdWebhookEndpointReply = sameShape<CreatedWebhookEndpoint>()({
  type: 'object',
  required: ['endpoint', 'secret'],
  properties: { endpoint: webhookEndpointReply, secret: text },
});

export const webhookDeliveriesReply = sameShape<{ rows: WebhookDeliveryView[] }>()({
  type: 'object',
  required: ['rows'],
  properties: {
    rows: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'message_id', 'tipo', 'id_pedido', 'estado', 'intentos', 'codigo_respuesta', 'error', 'created_at', 'ultimo_intento', 'proximo_intento', 'enviado_at'],
        properties: {
          id: text,
          message_id: text,
          tipo: { type: 'string', enum: [...WEBHOOK_EVENT_TYPES, 'webhook.test'] },
          id_pedido: nullableText,
          estado: { type: 'string', enum: ['pending', 'sent', 'failed'] },
          intentos: number,
          codigo_respuesta: nullableNumber,
          error: nullableText,
          created_at: text,
          ultimo_intento: nullableText,
          proximo_intento: nullableText,
          enviado_at: nullableText,
        },
      },
    },
  },
});

export const webhookTestReply = sameShape<WebhookTestResult>()({
  type: 'object',
  required: ['ok', 'codigo_respuesta', 'message'],
  properties: { ok: boolean, codigo_respuesta: nullableNumber, message: text },
});
