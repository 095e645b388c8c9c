// Spanish labels of the delivery settings screen.
import type { DeliveryFeeType, FlowPaymentMethod, TipDisplayMode } from '@shared/constants';
import type { DeliveryFormConfig } from '@shared/types/commerce';

export const DELIVERY_FEE_TYPE_LABELS: Record<DeliveryFeeType, string> = {
  gratis: 'Envío gratis',
  estandar: 'Tarifa fija',
  por_colonia: 'Por colonia',
  por_kilometro: 'Por kilómetro',
  delivery_providers: 'Empresas de reparto (el repartidor cotiza)',
  percent: 'Porcentaje del pedido',
  por_zonas: 'Por zonas (mapa)',
};

export const PAYMENT_METHOD_LABELS: Record<FlowPaymentMethod, string> = {
  efectivo: 'Efectivo',
  tarjeta: 'Tarjeta (terminal)',
  transferencia: 'Transferencia',
  enlace_pago: 'Enlace de pago',
  payment_provider: 'Pago en línea',
};

export const FLOW_LABELS = {
  activar_envio_domicilio: 'Envío a domicilio',
  activar_comer_restaurant: 'Comer en el restaurante',
  activar_pasar_recoger: 'Pasar a recoger',
} as const;

export const TIP_MODE_LABELS: Record<TipDisplayMode, string> = {
  percentage: 'Porcentajes del total',
  fixed_amount: 'Montos fijos',
};

export const FORM_FIELD_LABELS: Record<keyof DeliveryFormConfig, string> = {
  calle: 'Calle',
  colonia: 'Colonia',
  no_ext: 'Número exterior',
  no_int: 'Número interior',
  ubicacion: 'Ubicación en el mapa',
  referencias: 'Referencias',
};
