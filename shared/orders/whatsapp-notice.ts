// The WhatsApp message a customer gets about their order (docs/whatsapp.md): one implementation for both ways it
// leaves. «Avisar por WhatsApp» on an order's detail opens a wa.me link with it for the cashier to send by hand;
// with a gateway configured, the server sends it by itself at the steps the owner chose. Each step's text can be
// edited with placeholders; the default text of each status is built from the same lines. Pure, used by the
// panel (link, preview) and the server (automatic messages); tests in tests/unit/shared/orders/whatsapp-notice.test.ts.
import type { DeliveryType, OrderStatus } from '../constants';
import { DEFAULT_COUNTRY_CODE } from '../constants';
import { formatTime } from '../dates';
import { formatMoney } from '../money';
import { promisedAt } from './promised';
import { ORDER_STATUS_LABELS } from './status-machine';
import { orderStatusLink } from '../public-menu/links';

export interface WhatsAppNoticeOrder {
  /** The order's UUID: the customer's status page is /m/<id_path>/pedido/<id>. */
  id: string;
  folio: string;
  estatus_pedido: OrderStatus;
  metodo_entrega: DeliveryType;
  /** Pesos with two decimals, as on the wire. */
  total: number;
  nombre: string;
  numero_celular: string;
  country_code: string;
  /** For {hora}: the promised time (shared/orders/promised.ts). */
  created_at?: string;
  tiempo_preparacion?: number | null;
  programado_para?: string | null;
  /** For {motivo}: why it was canceled or rejected. */
  motivo_estatus?: string | null;
}

export interface WhatsAppNoticeContext {
  commerceName: string;
  /** The commerce's public menu ('https://pedidos.ejemplo.mx/m/el-buen-taco', AccountDetails.menuUrl); no status link without it. */
  menuUrl?: string | null;
  /** The owner's texts per step (WhatsAppSettings.plantillas); a step without one uses the default of the order's status. */
  templates?: Partial<Record<WhatsAppStep, string>> | null;
  /** The commerce's time zone, for {hora}. */
  timeZone?: string;
}

/** The steps at which a customer can be told about their order, in the order they happen. */
export const WHATSAPP_STEPS = ['received', 'accepted', 'on_the_way', 'ready', 'delivered', 'canceled'] as const;
export type WhatsAppStep = (typeof WHATSAPP_STEPS)[number];

export const WHATSAPP_STEP_LABELS: Record<WhatsAppStep, string> = {
  received: 'Pedido recibido (folio y total)',
  accepted: 'Pedido aceptado (hora prometida)',
  on_the_way: 'En camino',
  ready: 'Listo para recoger',
  delivered: 'Entregado',
  canceled: 'Cancelado o rechazado (con el motivo)',
};

/** The step a status belongs to; the courier's intermediate steps (at the restaurant, at the door) have none. */
export function whatsappStepOf(status: OrderStatus): WhatsAppStep | null {
  switch (status) {
    case 'pending':
      return 'received';
    case 'accepted':
      return 'accepted';
    case 'on_the_way':
      return 'on_the_way';
    case 'ready_to_pick_up':
      return 'ready';
    case 'delivered':
      return 'delivered';
    case 'canceled':
    case 'rejected':
      return 'canceled';
    default:
      return null;
  }
}

/** The status whose default text a step shows (the preview of an untouched step). */
export const WHATSAPP_STEP_STATUS: Record<WhatsAppStep, OrderStatus> = {
  received: 'pending',
  accepted: 'accepted',
  on_the_way: 'on_the_way',
  ready: 'ready_to_pick_up',
  delivered: 'delivered',
  canceled: 'canceled',
};

/** What the customer is told at each status (the sentence after «Tu pedido <folio>»). */
export const WHATSAPP_STATUS_TEXT: Record<OrderStatus, string> = {
  pending: 'lo recibimos y en un momento lo revisamos.',
  accepted: 'fue aceptado y ya lo estamos preparando.',
  arrived_at_pickup: 'ya está con el repartidor en el restaurante.',
  on_the_way: 'va en camino.',
  arrived_at_delivery: 'llegó: el repartidor está en tu domicilio.',
  ready_to_pick_up: 'está listo para recoger.',
  delivered: 'fue entregado. ¡Buen provecho!',
  rejected: 'no pudo ser aceptado. Disculpa las molestias.',
  canceled: 'se canceló. Si tienes dudas, respóndenos por aquí.',
};

/** Placeholders a text may use; anything else in braces is refused by the settings' schema. */
export const WHATSAPP_PLACEHOLDERS = ['nombre', 'comercio', 'folio', 'estado', 'total', 'hora', 'enlace', 'motivo'] as const;
export type WhatsAppPlaceholder = (typeof WHATSAPP_PLACEHOLDERS)[number];

export const WHATSAPP_PLACEHOLDER_LABELS: Record<WhatsAppPlaceholder, string> = {
  nombre: 'nombre del cliente',
  comercio: 'nombre del comercio',
  folio: 'folio del pedido',
  estado: 'estado del pedido',
  total: 'total',
  hora: 'hora prometida',
  enlace: 'enlace para seguir el pedido',
  motivo: 'motivo de la cancelación',
};

/** Placeholders written in a text, e.g. ['folio', 'x'] for «{folio} {x}». */
export function placeholdersIn(template: string): string[] {
  return [...template.matchAll(/\{([^{}\s]*)\}/g)].map((match) => match[1] ?? '');
}

/** The default text of a status: greeting, folio and what it means, the promised time or reason, status, total, link. */
export function defaultWhatsAppTemplate(status: OrderStatus): string {
  return [
    'Hola {nombre}, te escribimos de {comercio}.',
    `Tu pedido {folio} ${WHATSAPP_STATUS_TEXT[status]}`,
    ...(status === 'accepted' ? ['Hora estimada: {hora}'] : []),
    ...(status === 'canceled' || status === 'rejected' ? ['Motivo: {motivo}'] : []),
    'Estado: {estado}',
    'Total: {total}',
    'Sigue tu pedido aquí: {enlace}',
  ].join('\n');
}

/**
 * Fills a text. An empty {nombre} just disappears («Hola, te escribimos…»); a line with any other placeholder that
 * has no value (no promised time yet, no reason, no menu address) is left out, so no message says «Motivo: ».
 */
export function renderWhatsAppTemplate(template: string, values: Readonly<Record<WhatsAppPlaceholder, string>>): string {
  const valueOf = (name: string): string | undefined => ((WHATSAPP_PLACEHOLDERS as readonly string[]).includes(name) ? values[name as WhatsAppPlaceholder] : undefined);
  return template
    .split('\n')
    .filter((line) => placeholdersIn(line).every((name) => name === 'nombre' || valueOf(name) !== ''))
    .map((line) => line.replace(/( ?)\{nombre\}/g, (_whole, space: string) => (values.nombre ? `${space}${values.nombre}` : '')).replace(/\{([^{}\s]*)\}/g, (whole, name: string) => valueOf(name) ?? whole))
    .join('\n')
    .trim();
}

/** The customer's status page of the order, or null when the menu's address is unknown or not http(s). */
export function orderStatusPageUrl(order: Pick<WhatsAppNoticeOrder, 'id'>, context: Pick<WhatsAppNoticeContext, 'menuUrl'>): string | null {
  const menuUrl = context.menuUrl?.trim();
  if (!menuUrl || !/^https?:\/\/[^/]/.test(menuUrl)) return null;
  return orderStatusLink(menuUrl, order.id);
}

/** The placeholders' values for one order. */
export function whatsappValues(order: WhatsAppNoticeOrder, context: WhatsAppNoticeContext): Record<WhatsAppPlaceholder, string> {
  const promised = order.created_at
    ? promisedAt({ created_at: order.created_at, tiempo_preparacion: order.tiempo_preparacion ?? null, programado_para: order.programado_para ?? null })
    : null;
  return {
    nombre: order.nombre.trim().split(/\s+/)[0] ?? '',
    comercio: context.commerceName.trim(),
    folio: order.folio,
    estado: ORDER_STATUS_LABELS[order.estatus_pedido],
    total: formatMoney(order.total),
    hora: promised === null ? '' : formatTime(new Date(promised), context.timeZone),
    enlace: orderStatusPageUrl(order, context) ?? '',
    motivo: (order.motivo_estatus ?? '').trim(),
  };
}

/** The message for the order's current status: the owner's text of its step, else the status's default. */
export function whatsappNoticeText(order: WhatsAppNoticeOrder, context: WhatsAppNoticeContext): string {
  const step = whatsappStepOf(order.estatus_pedido);
  const custom = step ? context.templates?.[step]?.trim() : undefined;
  return renderWhatsAppTemplate(custom || defaultWhatsAppTemplate(order.estatus_pedido), whatsappValues(order, context));
}

/** The customer's number for wa.me: country code and phone, digits only ('52' + '5512345678'); null without a phone. */
export function whatsappNumber(order: Pick<WhatsAppNoticeOrder, 'numero_celular' | 'country_code'>): string | null {
  const phone = (order.numero_celular ?? '').replace(/\D/g, '');
  if (phone.length < 7) return null;
  const country = (order.country_code ?? '').replace(/\D/g, '') || DEFAULT_COUNTRY_CODE.replace(/\D/g, '');
  return `${country}${phone}`;
}

/** https://wa.me/<country_code><numero_celular>?text=<message>, or null when the order has no usable phone. */
export function whatsappNoticeUrl(order: WhatsAppNoticeOrder, context: WhatsAppNoticeContext): string | null {
  const number = whatsappNumber(order);
  if (!number) return null;
  return `https://wa.me/${number}?text=${encodeURIComponent(whatsappNoticeText(order, context))}`;
}
