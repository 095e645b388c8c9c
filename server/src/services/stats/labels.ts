// Spanish names of payment methods for reports and files (the panel shows the same words).
import type { PaymentMethod } from '../../../../shared/constants';

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  efectivo: 'Efectivo',
  tarjeta: 'Tarjeta',
  transferencia: 'Transferencia',
  enlace_pago: 'Enlace de pago',
  payment_provider: 'Pago en línea',
  toconfirm: 'Por confirmar',
};
