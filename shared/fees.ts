// THE delivery fee calculator: the tarifas simulator, the public menu and the server's order pricing
// all call calculateDeliveryFee, so the three always agree. Cents inside, pesos out.
//
// Rules, in this order:
// 1. Minimum purchase: a subtotal below compra_minima_envio_domicilio is refused (below_minimum).
// 2. The fee type decides whether the order can be delivered and its fee:
//    - gratis (and no type chosen yet, null): 0;
//    - estandar: costo_envio_domicilio;
//    - por_colonia: the cost of the named colonia, matched ignoring case, accents and extra spaces;
//      no colonia or one not in the list is refused (unknown_neighbourhood);
//    - por_kilometro: max(distance, min_km) × costo_km, rounded to the cent; the first min_km are always
//      charged, so a short trip costs min_km × costo_km. costo_envio_domicilio plays no part.
//      No distance is refused (distance_required); a distance above max_km is refused (out_of_range);
//      a plan without ENVIO_POR_KM does not price by km at all (not_in_plan, docs/domain.md (Módulos));
//    - percent: cantidad % of the subtotal, rounded to the cent;
//    - delivery_providers: the courier quotes the fee (provider_quote);
//    - por_zonas: the fee of the delivery zone holding the customer's location (or, without one, the zone
//      named like the colonia); its minimum order applies too; outside every zone is refused (out_of_range).
//      Overlaps and the minimum: shared/zones.ts.
//    A type whose settings are missing (no informacion_envio or costo_por_porcentaje) is refused (not_configured).
// 3. Free delivery: with activar_envio_gratis_compra_minima and a subtotal at or above
//    importe_envio_gratis_compra_minima the fee is 0 (freeByMinimum), for every type, including a courier
//    quote (the merchant absorbs it) — but only where step 2 accepted the address.
import type { Commerce } from './types/commerce';
import { isValidLatLng, type LatLng } from './geo';
import { formatMoney, fromCents, toCents } from './money';
import { MODULE_MSG } from './modules';
import { findDeliveryZone, normalizeNeighbourhood } from './zones';

// Older call sites import these from here.
export { haversineKm, type LatLng } from './geo';
export { normalizeNeighbourhood } from './zones';

export type DeliveryFeeSettings = Pick<
  Commerce,
  | 'tipo_envio_domicilio'
  | 'costo_envio_domicilio'
  | 'colonias'
  | 'informacion_envio'
  | 'costo_por_porcentaje'
  | 'compra_minima_envio_domicilio'
  | 'activar_envio_gratis_compra_minima'
  | 'importe_envio_gratis_compra_minima'
  | 'zonas_envio'
>;

export interface DeliveryFeeInput {
  /** Order subtotal in pesos (products and extras, before delivery, tip and discount). */
  subtotal: number;
  /** The customer's colonia, for por_colonia. */
  colonia?: string | null;
  /** Road or straight-line distance from the commerce in km, for por_kilometro. */
  distanceKm?: number | null;
  /** The customer's location, for por_zonas. */
  location?: LatLng | null;
  /** The commerce's plan includes ENVIO_POR_KM (perKmIncluded in shared/modules.ts); false refuses por_kilometro. */
  perKmIncluded?: boolean;
}

export type DeliveryFeeRefusal = 'below_minimum' | 'unknown_neighbourhood' | 'distance_required' | 'out_of_range' | 'provider_quote' | 'not_configured' | 'not_in_plan';

export type DeliveryFeeResult =
  | { ok: true; fee: number; freeByMinimum: boolean }
  | { ok: false; reason: DeliveryFeeRefusal; message: string };

function refuse(reason: DeliveryFeeRefusal, message: string): DeliveryFeeResult {
  return { ok: false, reason, message };
}

function isAmount(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** The fee before free delivery is applied, in cents, or why there is none. */
function baseFeeCents(settings: DeliveryFeeSettings, input: DeliveryFeeInput, subtotalCents: number): number | DeliveryFeeResult {
  switch (settings.tipo_envio_domicilio) {
    case null:
    case 'gratis':
      return 0;
    case 'estandar':
      return toCents(settings.costo_envio_domicilio ?? 0);
    case 'por_colonia': {
      const wanted = normalizeNeighbourhood(input.colonia ?? '');
      if (!wanted) return refuse('unknown_neighbourhood', 'Selecciona tu colonia para calcular el costo de envío');
      const match = (settings.colonias ?? []).find((colonia) => normalizeNeighbourhood(colonia.nombre) === wanted);
      if (!match) return refuse('unknown_neighbourhood', `No hay envío a domicilio a la colonia ${input.colonia?.trim()}`);
      return toCents(match.costo);
    }
    case 'por_kilometro': {
      if (input.perKmIncluded === false) return refuse('not_in_plan', MODULE_MSG.perKmUnavailable);
      const info = settings.informacion_envio;
      if (!info) return refuse('not_configured', 'El costo de envío por kilómetro no está configurado');
      const distance = input.distanceKm;
      if (!isAmount(distance) || distance < 0) {
        return refuse('distance_required', 'Indica la ubicación de entrega para calcular el costo de envío');
      }
      if (distance > info.max_km) {
        return refuse('out_of_range', `La dirección está fuera del área de entrega (máximo ${info.max_km} km)`);
      }
      return Math.round(Math.max(distance, info.min_km) * toCents(info.costo_km));
    }
    case 'percent': {
      const percent = settings.costo_por_porcentaje?.cantidad;
      if (!isAmount(percent)) return refuse('not_configured', 'El porcentaje del costo de envío no está configurado');
      return Math.round((subtotalCents * percent) / 100);
    }
    case 'por_zonas': {
      const location = isValidLatLng(input.location) ? input.location : null;
      const match = findDeliveryZone(settings.zonas_envio ?? [], { subtotalCents, location, colonia: input.colonia });
      if (match.ok) return toCents(match.zone.costo);
      return refuse(match.reason === 'location_required' ? 'distance_required' : match.reason, match.message);
    }
    case 'delivery_providers':
      return refuse('provider_quote', 'El costo de envío lo calcula el servicio de reparto al solicitarlo');
  }
}

export function calculateDeliveryFee(settings: DeliveryFeeSettings, input: DeliveryFeeInput): DeliveryFeeResult {
  const subtotalCents = toCents(input.subtotal);
  const minimum = settings.compra_minima_envio_domicilio;
  if (isAmount(minimum) && minimum > 0 && subtotalCents < toCents(minimum)) {
    return refuse('below_minimum', `El pedido mínimo para envío a domicilio es de ${formatMoney(minimum)}`);
  }
  const freeOver = settings.importe_envio_gratis_compra_minima;
  const freeByMinimum = settings.activar_envio_gratis_compra_minima && isAmount(freeOver) && subtotalCents >= toCents(freeOver);

  const base = baseFeeCents(settings, input, subtotalCents);
  if (typeof base !== 'number') {
    // The courier's quote is waived when delivery is free over the minimum; refusals about the address stand.
    if (freeByMinimum && !base.ok && base.reason === 'provider_quote') return { ok: true, fee: 0, freeByMinimum: true };
    return base;
  }
  if (freeByMinimum) return { ok: true, fee: 0, freeByMinimum: true };
  return { ok: true, fee: fromCents(Math.max(0, base)), freeByMinimum: false };
}
