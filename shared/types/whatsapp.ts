// Wire types of the automatic WhatsApp messages (docs/whatsapp.md): the owner's settings, an order's message
// state and the delivery log Integraciones shows.
import type { WhatsAppStep } from '../orders/whatsapp-notice';

/** What the owner edits in Integraciones → WhatsApp. */
export interface WhatsAppSettingsInput {
  /** Steps at which the customer gets a message. */
  pasos: WhatsAppStep[];
  /** The owner's text per step (placeholders {folio}, {total}, …); a missing or empty one uses the default. */
  plantillas: Partial<Record<WhatsAppStep, string>>;
  /** Alerts to the owner's phone: an order waiting unaccepted, the store paused. */
  alertas_dueno: boolean;
  /** The owner's WhatsApp, 10 digits (the country code is the commerce's). */
  telefono_alertas: string;
  /** Minutes a pending order may wait before the owner is told. */
  minutos_sin_aceptar: number;
  /** Minutes a printer may stay down (as its PC reports it) before the owner is told. */
  minutos_impresora: number;
}

export interface WhatsAppSettings extends WhatsAppSettingsInput {
  /** The gateway's instance and token are saved in Integraciones (WhatsApp Business). */
  gateway_configurado: boolean;
  /** The plan includes NOTIFICACIONES_CLIENTE_WHATSAPP. */
  modulo_incluido: boolean;
  /** Where Green-API should send incoming messages (replies «BAJA»), and the token it must send. */
  entrante_url: string | null;
  entrante_token: string;
}

export type WhatsAppMessageStatus = 'pending' | 'sent' | 'failed' | 'skipped';

/** One automatic message of an order. */
export interface OrderWhatsAppMessage {
  id: string;
  paso: WhatsAppStep;
  estado: WhatsAppMessageStatus;
  /** Why it was not sent (failed), why it is retried (pending) or why it was skipped. */
  detalle: string | null;
  intentos: number;
  /** When it was sent, or last tried. */
  fecha: string | null;
}

export interface OrderWhatsAppState {
  /** Automatic messages are on for this commerce (gateway, module and at least one step). */
  automatico: boolean;
  /** The customer asked for no more messages. */
  baja: boolean;
  mensajes: OrderWhatsAppMessage[];
}

/** A message of the delivery log (Integraciones). */
export interface WhatsAppLogEntry extends OrderWhatsAppMessage {
  id_pedido: string | null;
  folio: string | null;
  /** customer: a status message; owner: an alert to the owner. */
  destino: 'cliente' | 'dueno';
}

/** The customer's side, on the status page. */
export interface PublicWhatsAppState {
  /** The commerce sends automatic WhatsApp messages about this order. */
  activo: boolean;
  baja: boolean;
}
