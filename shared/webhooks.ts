// Outbound webhooks (docs/webhooks.md): the events an owner can subscribe an endpoint to, the endpoint and
// delivery views the panel shows, and the texts both sides use.
import type { ChannelOrigin } from './types/api-keys';

export const WEBHOOK_EVENT_TYPES = ['order.created', 'order.status_changed', 'order.edited', 'order.cancelled', 'menu.changed', 'product.sold_out'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'order.created': 'Pedido nuevo',
  'order.status_changed': 'Cambio de estado del pedido',
  'order.edited': 'Pedido editado',
  'order.cancelled': 'Pedido cancelado o rechazado',
  'menu.changed': 'Cambio en el menú',
  'product.sold_out': 'Producto agotado o disponible otra vez',
};

export function isWebhookEventType(value: unknown): value is WebhookEventType {
  return typeof value === 'string' && (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);
}

/** `data` of a `menu.changed` message: what changed, and its id (docs/webhooks.md). */
export type MenuChange =
  | { cambio: 'producto_creado' | 'producto_actualizado' | 'producto_eliminado'; id_producto: string }
  | { cambio: 'producto_disponibilidad'; id_producto: string; agotado: boolean }
  | { cambio: 'productos_reordenados'; id_categoria: string }
  | { cambio: 'categoria_creada' | 'categoria_actualizada' | 'categoria_eliminada'; id_categoria: string }
  | { cambio: 'categorias_reordenadas' }
  | { cambio: 'extras_creados' | 'extras_actualizados' | 'extras_eliminados'; id_grupo_extras: string }
  | { cambio: 'extra_disponibilidad'; id_grupo_extras: string; id_extra: string; agotado: boolean }
  | { cambio: 'seccion_creada' | 'seccion_actualizada' | 'seccion_eliminada'; id_seccion: string }
  | { cambio: 'precios_actualizados'; productos: string[] }
  /** A location that follows a master menu (docs/master-menu.md): the master's change was copied here. */
  | { cambio: 'menu_maestro_sincronizado'; id_maestro: string };

/** What the panel says of an endpoint's channel: null is every order. */
export const WEBHOOK_ALL_CHANNELS_LABEL = 'Todos los pedidos';

/** Whether an endpoint gets the order events of an order from `origin` (its own channel's, or every order). */
export function endpointWantsOrigin(endpointChannel: ChannelOrigin | null, origin: string): boolean {
  return endpointChannel === null || endpointChannel === origin;
}

/** active: receives events; paused: by the owner; disabled: by the server after repeated failures. */
export type WebhookEndpointStatus = 'active' | 'paused' | 'disabled';

/** Endpoints per commerce. */
export const WEBHOOK_ENDPOINTS_MAX = 10;
export const WEBHOOK_URL_MAX = 500;

export interface WebhookEndpointView {
  id: string;
  url: string;
  descripcion: string | null;
  eventos: WebhookEventType[];
  /** The outside channel it stands for (order events of that channel's orders only); null: every order. */
  canal: ChannelOrigin | null;
  estado: WebhookEndpointStatus;
  /** Why the server disabled it (shown to the owner as a notice). */
  disabled_reason: string | null;
  disabled_at: string | null;
  last_success_at: string | null;
  /** The secret's last characters, to tell endpoints apart ('••••abcd'). */
  secret_hint: string;
  created_at: string;
}

/** POST /v1/webhooks answers the endpoint and its secret: the only time the secret leaves the server. */
export interface CreatedWebhookEndpoint {
  endpoint: WebhookEndpointView;
  secret: string;
}

export interface WebhookEndpointInput {
  url: string;
  eventos: WebhookEventType[];
  descripcion?: string | null;
  /** Absent or null: every order. */
  canal?: ChannelOrigin | null;
}

export interface WebhookEndpointChange {
  url?: string;
  eventos?: WebhookEventType[];
  descripcion?: string | null;
  canal?: ChannelOrigin | null;
  /** false pauses it; true makes a paused or disabled endpoint active again. */
  activo?: boolean;
}

export type WebhookDeliveryStatus = 'pending' | 'sent' | 'failed';

export interface WebhookDeliveryView {
  id: string;
  /** The message id the receiver sees in `webhook-id` (the same on every attempt and «Reenviar»). */
  message_id: string;
  tipo: WebhookEventType | 'webhook.test';
  id_pedido: string | null;
  estado: WebhookDeliveryStatus;
  intentos: number;
  /** The receiver's HTTP status of the last attempt, when it answered. */
  codigo_respuesta: number | null;
  error: string | null;
  created_at: string;
  ultimo_intento: string | null;
  proximo_intento: string | null;
  enviado_at: string | null;
}

export interface WebhookTestResult {
  ok: boolean;
  codigo_respuesta: number | null;
  message: string;
}

export const WEBHOOK_MSG = {
  notFound: 'No encontramos ese webhook',
  deliveryNotFound: 'No encontramos esa entrega',
  tooMany: `Puedes registrar como máximo ${WEBHOOK_ENDPOINTS_MAX} webhooks`,
  badUrl: 'URL: escribe una dirección https:// completa',
  httpsOnly: 'URL: usa https:// (http solo se acepta para localhost fuera de producción)',
  noEvents: 'Eventos: elige al menos un evento',
  unknownEvent: 'Eventos: hay un evento que no existe',
  unknownChannel: 'Canal: elige Rappi, Uber Eats, DiDi Food, Otro canal o todos los pedidos',
  alreadyPending: 'Esa entrega ya está en cola',
  resent: 'Entrega en cola para reenviarse',
  deleted: 'Webhook eliminado',
} as const;

/**
 * Whether `url` may receive webhooks: https, or http to localhost when `allowLocalHttp` (development and
 * tests). Answers the refusal text, or null when it is fine.
 */
export function webhookUrlProblem(url: string, allowLocalHttp: boolean): string | null {
  if (url.length === 0 || url.length > WEBHOOK_URL_MAX) return WEBHOOK_MSG.badUrl;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return WEBHOOK_MSG.badUrl;
  }
  // Credentials in the address would be sent to whoever the URL names and shown in the log: refused.
  if (/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*@/i.test(url) || !parsed.hostname) return WEBHOOK_MSG.badUrl;
  if (parsed.protocol === 'https:') return null;
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname);
  if (parsed.protocol === 'http:' && local && allowLocalHttp) return null;
  return parsed.protocol === 'http:' ? WEBHOOK_MSG.httpsOnly : WEBHOOK_MSG.badUrl;
}
