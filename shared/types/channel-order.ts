// An outside channel's order (docs/api.md «Orders from other channels»): the channels, and what a channel sent
// with its order beside the order itself. Apart from api-keys.ts so that the order's own type (order.ts) can carry
// it without an import cycle.

/** Outside sales channels that post orders through the API. */
export const CHANNEL_ORIGINS = ['rappi', 'uber_eats', 'didi_food', 'otro'] as const;
export type ChannelOrigin = (typeof CHANNEL_ORIGINS)[number];

export const CHANNEL_LABELS: Record<ChannelOrigin, string> = { rappi: 'Rappi', uber_eats: 'Uber Eats', didi_food: 'DiDi Food', otro: 'Otro canal' };

export function isChannelOrigin(value: string): value is ChannelOrigin {
  return (CHANNEL_ORIGINS as readonly string[]).includes(value);
}

export interface ChannelCourier {
  nombre: string;
  telefono: string | null;
  vehiculo?: string | null;
  llega_a_las?: string | null;
}

/** A line whose channel price differs from this menu's price for the same line. */
export interface ChannelLineDifference {
  linea: number;
  /** The order line it is (absent on differences recorded before lines were named by id). */
  id_linea?: string;
  nombre: string;
  precio_canal: number;
  precio_menu: number;
}

/** What a channel order carried besides the order itself. */
export interface ChannelOrderInfo {
  origin: ChannelOrigin;
  id_pedido_canal: string;
  total_canal: number;
  subtotal_canal: number;
  costo_envio_canal: number;
  comision_canal: number;
  descuento_canal: number;
  propina_canal: number;
  /** The same lines at this menu's prices. */
  subtotal_menu: number;
  con_diferencias: boolean;
  diferencias: ChannelLineDifference[];
  repartidor: ChannelCourier | null;
}
