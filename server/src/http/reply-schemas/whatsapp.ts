// Reply schemas of the WhatsApp routes (shared/types/whatsapp.ts, docs/whatsapp.md).
import type { OrderWhatsAppMessage, OrderWhatsAppState, PublicWhatsAppState, WhatsAppLogEntry, WhatsAppSettings } from '@shared/types/whatsapp';
import { WHATSAPP_STEPS } from '@shared/orders/whatsapp-notice';
import { boolean, nullableText, number, sameShape, text } from './common';

const step = { type: 'string', enum: WHATSAPP_STEPS } as const;
const messageProperties = {
  id: text,
  paso: step,
  estado: { type: 'string', enum: ['pending', 'sent', 'failed', 'skipped'] },
  detalle: nullableText,
  intentos: number,
  fecha: nullableText,
} as const;
const messageRequired = ['id', 'paso', 'estado', 'detalle', 'intentos', 'fecha'] as const;

export const whatsappMessageReply = sameShape<OrderWhatsAppMessage>()({ type: 'object', required: messageRequired, properties: messageProperties });

export const whatsappSettingsReply = sameShape<WhatsAppSettings>()({
  type: 'object',
  required: ['pasos', 'plantillas', 'alertas_dueno', 'telefono_alertas', 'minutos_sin_aceptar', 'minutos_impresora', 'gateway_configurado', 'modulo_incluido', 'entrante_url', 'entrante_token'],
  properties: {
    pasos: { type: 'array', items: step },
    plantillas: {
      type: 'object',
      properties: { received: text, accepted: text, on_the_way: text, ready: text, delivered: text, canceled: text },
    },
    alertas_dueno: boolean,
    telefono_alertas: text,
    minutos_sin_aceptar: number,
    minutos_impresora: number,
    gateway_configurado: boolean,
    modulo_incluido: boolean,
    entrante_url: nullableText,
    entrante_token: text,
  },
});

export const orderWhatsAppReply = sameShape<OrderWhatsAppState>()({
  type: 'object',
  required: ['automatico', 'baja', 'mensajes'],
  properties: { automatico: boolean, baja: boolean, mensajes: { type: 'array', items: whatsappMessageReply } },
});

export const whatsappLogReply = sameShape<WhatsAppLogEntry[]>()({
  type: 'array',
  items: {
    type: 'object',
    required: [...messageRequired, 'id_pedido', 'folio', 'destino'],
    properties: { ...messageProperties, id_pedido: nullableText, folio: nullableText, destino: { type: 'string', enum: ['cliente', 'dueno'] } },
  },
});

export const publicWhatsAppReply = sameShape<PublicWhatsAppState>()({
  type: 'object',
  required: ['activo', 'baja'],
  properties: { activo: boolean, baja: boolean },
});

export const incomingReply = sameShape<{ resultado: 'baja' | 'ignorado' }>()({
  type: 'object',
  required: ['resultado'],
  properties: { resultado: { type: 'string', enum: ['baja', 'ignorado'] } },
});
