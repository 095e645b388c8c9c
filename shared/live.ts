// Live channel protocol (websocket /ws) shared by the server and the panel. docs/architecture.md and docs/scaling.md ("Live fan-out").
//
// Client → server:
//   { action: 'subscribe', channel: 'panel_<commerceId>' | 'panel_<accountId>' | 'panel_session', token }
//   { action: 'checkConnection' }                 every LIVE_PING_MS (9.5 min)
// Server → client:
//   { action: 'subscribed', channel }
//   { action: 'connectionOk' }
//   { action: 'error', message }                  then the server closes the socket (code 4401 / 4403)
//   { eventId, channel, data }                    one of LiveEventMap below
//   { eventId: 'session', channel: 'panel_session', data: { reason: 'logout' } }   on the panel_session socket
import type { NotificationEvent, OrderStatus, PaymentStatus } from './constants';
import type { Rider } from './types/order';
import { ORDER_EDITED_EVENT, type OrderEditedEventData } from './orders/edit-changes';

export const LIVE_PATH = '/ws';
/** The one PostgreSQL LISTEN/NOTIFY channel every server instance listens on. */
export const LIVE_PG_CHANNEL = 'panel_events';
export const SESSION_CHANNEL = 'panel_session';
const PANEL_PREFIX = 'panel_';

export function commerceChannel(commerceId: string): string {
  return `${PANEL_PREFIX}${commerceId}`;
}
export function accountChannel(accountId: string): string {
  return `${PANEL_PREFIX}${accountId}`;
}
/** The id a 'panel_<id>' channel names, or null for panel_session or anything else. */
export function channelTarget(channel: string): string | null {
  if (!channel.startsWith(PANEL_PREFIX) || channel === SESSION_CHANNEL) return null;
  const id = channel.slice(PANEL_PREFIX.length);
  return id.length > 0 ? id : null;
}

export interface NewOrderEvent {
  orderId: string;
  commerceId: string;
  folio: string;
}
export interface RiderAssignedEvent extends Rider {
  orderId: string;
}
export interface OrderStatusEvent {
  orderId: string;
  status: OrderStatus;
}
export interface DeliveryStatusEvent {
  orderId: string;
  delivery_status: string;
}
/** A table's bill was asked for (the floor shows "Cuenta pedida" on every panel without a reload). */
export interface TableBillEvent {
  tableUuid: string;
  cuenta_pedida_at: string;
}
/** The kitchen screen changed for this order (a bump or a recall); `listo`: every station finished it (docs/kitchen.md). */
export interface KitchenChangedEvent {
  orderId: string;
  listo: boolean;
}
/** The provider confirmed (or refunded) an online payment: the board's card follows (docs/payments.md). */
export interface OrderPaymentEvent {
  orderId: string;
  estatus_pago: PaymentStatus;
}
/** Session events on panel_session (e.g. a revoked token forces the panel to log out). */
export interface SessionEvent {
  reason: 'logout';
}

export interface LiveEventMap {
  newOrder: NewOrderEvent;
  deliveryRiderAssigned: RiderAssignedEvent;
  changeOrderStatus: OrderStatusEvent;
  changeDeliveryStatus: DeliveryStatusEvent;
  tableBillRequested: TableBillEvent;
  /** An accepted order was edited (docs/orders.md «Editar pedido»): boards reload it, stations print the change. */
  [ORDER_EDITED_EVENT]: OrderEditedEventData;
  kitchenChanged: KitchenChangedEvent;
  orderPaymentChanged: OrderPaymentEvent;
}
/** The SPEC's notification events plus the panel's own floor, order-edit and kitchen events. */
export type LiveEventId = (NotificationEvent | 'tableBillRequested' | typeof ORDER_EDITED_EVENT | 'kitchenChanged' | 'orderPaymentChanged') & keyof LiveEventMap;

export type LiveEvent = {
  [K in LiveEventId]: { eventId: K; channel: string; data: LiveEventMap[K] };
}[LiveEventId];

export type LiveClientMessage =
  /** `print`: the desktop side asks for print triggers with the ticket's data (shared/printing.ts, PRINT_TRIGGER_EVENT). */
  | { action: 'subscribe'; channel: string; token: string; print?: boolean }
  | { action: 'checkConnection' };

/** What a panel_session socket receives. */
export interface SessionLiveEvent {
  eventId: 'session';
  channel: typeof SESSION_CHANNEL;
  data: SessionEvent;
}

export type LiveServerMessage =
  /** `print`: whether print triggers with the ticket's data will come on this socket (asked for and allowed). */
  | { action: 'subscribed'; channel: string; print?: boolean }
  | { action: 'connectionOk' }
  | { action: 'error'; message: string }
  | LiveEvent
  | SessionLiveEvent;

/**
 * Close codes; the panel reconnects on any code but 1000. `noAnswer` is the panel's own: it closes a socket
 * that got no answer in time (to a checkConnection, or to its open and subscriptions) and retries.
 */
/** `tryAgainLater` (RFC 6455 1013): the server lost its database's live notices; the client retries with backoff. */
export const LIVE_CLOSE = { normal: 1000, unauthorized: 4401, forbidden: 4403, badMessage: 4400, noAnswer: 4408, tryAgainLater: 1013 } as const;

export const LIVE_MSG = {
  invalidMessage: 'Mensaje no válido',
  invalidToken: 'Sesión inválida o expirada',
  forbiddenChannel: 'No tienes acceso a este canal',
  noModule: 'Tu plan no incluye el control de pedidos en vivo',
  noPrintModule: 'Tu plan no incluye la impresión automática',
  liveDown: 'Sin conexión con la base de datos; reconectando',
} as const;

export function isLiveEvent(value: unknown): value is LiveEvent {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as { eventId?: unknown; channel?: unknown; data?: unknown };
  return (
    typeof candidate.eventId === 'string' &&
    (['newOrder', 'deliveryRiderAssigned', 'changeOrderStatus', 'changeDeliveryStatus', 'tableBillRequested', ORDER_EDITED_EVENT, 'kitchenChanged', 'orderPaymentChanged'] as const).some((id) => id === candidate.eventId) &&
    typeof candidate.channel === 'string' &&
    typeof candidate.data === 'object' &&
    candidate.data !== null
  );
}
