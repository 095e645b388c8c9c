// The delivery cost simulator's arithmetic: THE shared calculateDeliveryFee on the stored settings, plus
// the explanation shown beside the figure. The public menu and the server call the same function.
import { DELIVERY_FEE_TYPE_LABELS } from './labels';
import { calculateDeliveryFee, type DeliveryFeeResult, type DeliveryFeeSettings } from '@shared/fees';
import { formatMoney, toCents } from '@shared/money';
import type { LatLng } from '@shared/geo';
import type { Commerce } from '@shared/types/commerce';
import { findDeliveryZone } from '@shared/zones';

export type SimulatorSettings = DeliveryFeeSettings & Pick<Commerce, 'activar_envio_domicilio'>;

export interface SimulationInput {
  subtotal: number;
  colonia?: string | null;
  distanceKm?: number | null;
  /** The customer's location, for delivery zones. */
  location?: LatLng | null;
  /** The plan includes ENVIO_POR_KM (false: the simulator refuses per-km pricing, as the server does). */
  perKmIncluded?: boolean;
}

export type Simulation = DeliveryFeeResult & { explanation: string };

export const DELIVERY_OFF_MESSAGE = 'El envío a domicilio está desactivado: actívalo en la configuración de entregas';

export function simulateDeliveryFee(settings: SimulatorSettings, input: SimulationInput): Simulation {
  if (!settings.activar_envio_domicilio) {
    return { ok: false, reason: 'not_configured', message: DELIVERY_OFF_MESSAGE, explanation: DELIVERY_OFF_MESSAGE };
  }
  const result = calculateDeliveryFee(settings, {
    subtotal: input.subtotal,
    colonia: input.colonia ?? null,
    distanceKm: input.distanceKm ?? null,
    location: input.location ?? null,
    perKmIncluded: input.perKmIncluded,
  });
  return { ...result, explanation: explain(settings, input, result) };
}

function explain(settings: SimulatorSettings, input: SimulationInput, result: DeliveryFeeResult): string {
  if (!result.ok) return result.message;
  if (result.freeByMinimum) return `Envío gratis: el subtotal alcanza ${formatMoney(settings.importe_envio_gratis_compra_minima ?? 0)}`;
  const type = settings.tipo_envio_domicilio;
  switch (type) {
    case null:
    case 'gratis':
      return 'Envío gratis para todos los pedidos';
    case 'estandar':
      return `Tarifa fija de ${formatMoney(settings.costo_envio_domicilio ?? 0)}`;
    case 'por_colonia':
      return `Costo de envío a la colonia ${input.colonia?.trim() ?? ''}`;
    case 'por_kilometro': {
      const info = settings.informacion_envio;
      if (!info) return DELIVERY_FEE_TYPE_LABELS.por_kilometro;
      const charged = Math.max(input.distanceKm ?? 0, info.min_km);
      return `${charged} km × ${formatMoney(info.costo_km)} por km (se cobran al menos ${info.min_km} km, máximo ${info.max_km} km)`;
    }
    case 'percent':
      return `${settings.costo_por_porcentaje?.cantidad ?? 0} % del subtotal de ${formatMoney(input.subtotal)}`;
    case 'delivery_providers':
      return DELIVERY_FEE_TYPE_LABELS.delivery_providers;
    case 'por_zonas': {
      const match = findDeliveryZone(settings.zonas_envio, { subtotalCents: toCents(input.subtotal), location: input.location, colonia: input.colonia });
      return match.ok ? `Zona ${match.zone.nombre}: ${formatMoney(match.zone.costo)}` : DELIVERY_FEE_TYPE_LABELS.por_zonas;
    }
  }
}
