// Spanish texts printed on tickets that the shared catalogue does not carry.
import type { PaymentMethod } from '@shared/constants';

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  efectivo: 'Efectivo',
  transferencia: 'Transferencia',
  tarjeta: 'Tarjeta',
  enlace_pago: 'Enlace de pago',
  payment_provider: 'Pago en línea',
  toconfirm: 'Por confirmar',
};

export const TICKET_TEXT = {
  copy: 'COPIA',
  order: 'Pedido',
  date: 'Fecha',
  table: 'Mesa',
  customer: 'Cliente',
  phone: 'Tel',
  address: 'Dirección',
  references: 'Referencias',
  instructions: 'Nota',
  subtotal: 'Subtotal',
  coupon: 'Cupón',
  deliveryFee: 'Envío',
  tip: 'Propina',
  total: 'TOTAL',
  paymentMethod: 'Método de pago',
  paidWith: 'Paga con',
  change: 'Cambio',
  comment: 'Comentario',
  tracking: 'Sigue tu pedido',
  thanks: '¡Gracias por su compra!',
  kitchen: 'COCINA',
  testPage: 'Página de prueba',
  codePageLine: 'ñ á é í ó ú ü ¿ ¡ Ñ',
} as const;
