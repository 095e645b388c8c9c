// System notifications for new orders: the desktop app's 'app:notify', else the browser Notification API
// (permission asked on the click that enables sound).
import { getDesktopBridge } from '../bridge';
import type { DeliveryType, OrderStatus } from '@shared/constants';
import { formatCount } from '@shared/count';
import { formatMoney } from '@shared/money';
import { ORDER_STATUS_LABELS } from '@shared/orders/status-machine';

const DELIVERY_SPOKEN: Record<DeliveryType, string> = { delivery: 'domicilio', takeAway: 'para recoger', inRestaurant: 'para comer aquí' };

/** 'Nuevo pedido TBT-003120, domicilio, $580.00' (aria-live, with the sound). */
export function newOrderAnnouncement(order: { folio: string; metodo_entrega: DeliveryType; total: number }): string {
  return `Nuevo pedido ${order.folio}, ${DELIVERY_SPOKEN[order.metodo_entrega]}, ${formatMoney(order.total)}`;
}

/** 'Pedido TBT-003120: Aceptado'. */
export function statusAnnouncement(folio: string, status: OrderStatus): string {
  return `Pedido ${folio}: ${ORDER_STATUS_LABELS[status]}`;
}

export function newOrderNotificationText(order: { folio: string; nombre: string; total: number }): { title: string; body: string } {
  const who = order.nombre ? ` de ${order.nombre}` : '';
  const total = order.total > 0 ? ` · ${formatMoney(order.total)}` : '';
  return { title: 'Nuevo pedido', body: `Pedido ${order.folio}${who}${total}` };
}

/** For the pending orders a newly opened panel found unattended: 'Pedidos sin atender' · '3 pedidos esperan respuesta'. */
export function missedOrdersNotificationText(count: number): { title: string; body: string } {
  const body = count === 1 ? '1 pedido espera respuesta' : `${formatCount(count)} pedidos esperan respuesta`;
  return { title: 'Pedidos sin atender', body };
}

export function requestNotificationPermission(): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'default') return;
  void Notification.requestPermission().catch(() => undefined);
}

export function showSystemNotification(title: string, body: string, onClick?: () => void): void {
  const bridge = getDesktopBridge();
  if (bridge.kind === 'desktop') {
    // The desktop app shows it and answers once it is clicked. (With the print agent the panel is a browser
    // tab: it takes the branch below.)
    void bridge
      .notify({ title, body })
      .then((outcome) => {
        if (outcome === 'clicked') onClick?.();
      })
      .catch(() => undefined);
    return;
  }
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  try {
    const notification = new Notification(title, { body, tag: `${title}-${body}` });
    notification.onclick = () => {
      window.focus();
      onClick?.();
      notification.close();
    };
  } catch {
    // Some browsers only allow notifications from a service worker; the title and the alarm still show it.
  }
}
