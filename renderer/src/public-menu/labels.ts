// Spanish labels of the public menu page.
import type { PaymentMethod } from '@shared/constants';

export { DELIVERY_TYPE_LABELS } from '@shared/orders/status-machine';

export const PAYMENT_LABELS: Record<PaymentMethod, string> = {
  efectivo: 'Efectivo',
  tarjeta: 'Tarjeta (terminal al entregar)',
  transferencia: 'Transferencia',
  enlace_pago: 'Enlace de pago',
  payment_provider: 'Pago en línea',
  toconfirm: 'Por confirmar',
};

export { TEXT } from '@shared/public-menu/labels';
