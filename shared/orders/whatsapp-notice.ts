// «Avisar por WhatsApp» on an order's detail (board drawer and history): a wa.me link that opens WhatsApp with a
// Spanish message for the order's current status, which the cashier sends by hand. Nothing is sent by the
// product: there is no WhatsApp gateway yet (docs/integrations.md). One pure builder, used by the panel and
// tested in tests/unit/shared/orders/whatsapp-notice.test.ts.
import type { DeliveryType, OrderStatus } from '../constants';
import { DEFAULT_COUNTRY_CODE } from '../constants';
import { formatMoney } from '../money';
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
}

export interface WhatsAppNoticeContext {
  commerceName: string;
  /** The commerce's public menu ('https://pedidos.ejemplo.mx/m/el-buen-taco', AccountDetails.menuUrl); no status link without it. */
  menuUrl?: string | null;
}

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

/** The customer's status page of the order, or null when the menu's address is unknown or not http(s). */
export function orderStatusPageUrl(order: Pick<WhatsAppNoticeOrder, 'id'>, context: Pick<WhatsAppNoticeContext, 'menuUrl'>): string | null {
  const menuUrl = context.menuUrl?.trim();
  if (!menuUrl || !/^https?:\/\/[^/]/.test(menuUrl)) return null;
  return orderStatusLink(menuUrl, order.id);
}

/** The message, in Spanish: greeting, folio and what its status means, the status label, the total and the status link. */
export function whatsappNoticeText(order: WhatsAppNoticeOrder, context: WhatsAppNoticeContext): string {
  const name = order.nombre.trim().split(/\s+/)[0] ?? '';
  const lines = [
    `Hola${name ? ` ${name}` : ''}, te escribimos de ${context.commerceName.trim()}.`,
    `Tu pedido ${order.folio} ${WHATSAPP_STATUS_TEXT[order.estatus_pedido]}`,
    `Estado: ${ORDER_STATUS_LABELS[order.estatus_pedido]}`,
    `Total: ${formatMoney(order.total)}`,
  ];
  const statusUrl = orderStatusPageUrl(order, context);
  if (statusUrl) lines.push(`Sigue tu pedido aquí: ${statusUrl}`);
  return lines.join('\n');
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
