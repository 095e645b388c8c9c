// The system notifications' texts (renderer/src/live/notifications.ts): one per new order, and one for all
// the pending orders a newly opened panel found unattended, with their count in es-MX digits.
import { describe, expect, it } from 'vitest';
import { missedOrdersNotificationText, newOrderNotificationText } from '../../../../renderer/src/live/notifications';

describe('system notification texts', () => {
  it('names a new order by its folio, its customer and its total', () => {
    expect(newOrderNotificationText({ folio: 'TBT-003120', nombre: 'Ana', total: 580 })).toEqual({ title: 'Nuevo pedido', body: 'Pedido TBT-003120 de Ana · $580.00' });
    // Announced before its detail arrives: only the folio.
    expect(newOrderNotificationText({ folio: 'TBT-003121', nombre: '', total: 0 })).toEqual({ title: 'Nuevo pedido', body: 'Pedido TBT-003121' });
  });

  it('counts the unattended orders in one notification', () => {
    expect(missedOrdersNotificationText(1)).toEqual({ title: 'Pedidos sin atender', body: '1 pedido espera respuesta' });
    expect(missedOrdersNotificationText(3)).toEqual({ title: 'Pedidos sin atender', body: '3 pedidos esperan respuesta' });
    expect(missedOrdersNotificationText(1040)).toEqual({ title: 'Pedidos sin atender', body: '1,040 pedidos esperan respuesta' });
  });
});
