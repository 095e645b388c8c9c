// Delivery zones (fee type por_zonas, docs/domain.md "Zonas de entrega"): shapes drawn on the map, each
// with its own fee and minimum order. Which zone prices an order:
//  - with the customer's location: every zone whose polygon or circle contains it;
//  - without a location: the zone whose name matches the customer's (geocoded) colonia, ignoring case and accents;
//  - among the candidates whose minimum the subtotal reaches, the CHEAPEST fee wins (ties: first in the
//    list), so overlapping zones never charge a customer more than the cheapest zone they are in;
//  - candidates whose minimum is not reached → below_minimum with the lowest such minimum;
//  - no candidate → out_of_range (a location outside every zone) or location_required.
import { formatMoney, toCents } from './money';
import { isPointInCircle, isPointInPolygon, isValidLatLng, type LatLng } from './geo';

export const ZONE_KINDS = ['poligono', 'radio'] as const;
export type ZoneKind = (typeof ZONE_KINDS)[number];

export const ZONE_POLYGON_MIN_POINTS = 3;
export const ZONE_POLYGON_MAX_POINTS = 200;
export const ZONE_RADIUS_MAX_KM = 50;
export const ZONES_MAX = 50;
export const ZONE_MONEY_MAX = 100_000;

/** Lower-case, without accents or repeated spaces: 'Centro  Histórico' and 'centro historico' match. */
export function normalizeNeighbourhood(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export interface DeliveryZone {
  /** Stable id made by the editor, for keys and edits. */
  id: string;
  nombre: string;
  /** Fee in pesos. */
  costo: number;
  /** Minimum order (subtotal) in pesos for this zone; null = none. */
  compra_minima: number | null;
  tipo: ZoneKind;
  /** Vertices, for tipo 'poligono' (3..200). */
  puntos: LatLng[];
  /** Centre and radius, for tipo 'radio'. */
  centro: LatLng | null;
  radio_km: number | null;
}

export const ZONE_MSG = {
  outside: 'La dirección está fuera de las zonas de entrega',
  locationRequired: 'Indica la ubicación de entrega para calcular el costo de envío',
  belowMinimum: (zone: string, minimum: number) => `El pedido mínimo para envío a la zona ${zone} es de ${formatMoney(minimum)}`,
} as const;

export function zoneContains(zone: DeliveryZone, point: LatLng): boolean {
  if (zone.tipo === 'radio') return zone.centro != null && zone.radio_km != null && isPointInCircle(point, zone.centro, zone.radio_km);
  return isPointInPolygon(point, zone.puntos);
}

export type ZoneMatch =
  | { ok: true; zone: DeliveryZone }
  | { ok: false; reason: 'location_required' | 'out_of_range' | 'below_minimum'; message: string };

export interface ZoneQuery {
  subtotalCents: number;
  location?: LatLng | null;
  colonia?: string | null;
}

function candidatesFor(zones: readonly DeliveryZone[], query: ZoneQuery): DeliveryZone[] | null {
  const location = query.location;
  if (isValidLatLng(location)) return zones.filter((zone) => zoneContains(zone, location));
  const wanted = normalizeNeighbourhood(query.colonia ?? '');
  if (!wanted) return null;
  return zones.filter((zone) => normalizeNeighbourhood(zone.nombre) === wanted);
}

/** The zone that prices a delivery, or why none does (rules at the top of this file). */
export function findDeliveryZone(zones: readonly DeliveryZone[], query: ZoneQuery): ZoneMatch {
  const candidates = candidatesFor(zones, query);
  if (candidates === null) return { ok: false, reason: 'location_required', message: ZONE_MSG.locationRequired };
  if (candidates.length === 0) {
    // A colonia that names no zone is not a location: ask for the location rather than refusing the address.
    return isValidLatLng(query.location)
      ? { ok: false, reason: 'out_of_range', message: ZONE_MSG.outside }
      : { ok: false, reason: 'location_required', message: ZONE_MSG.locationRequired };
  }
  const minimumOf = (zone: DeliveryZone) => toCents(zone.compra_minima ?? 0);
  const reachable = candidates.filter((zone) => query.subtotalCents >= minimumOf(zone));
  if (reachable.length === 0) {
    const lowest = candidates.reduce((best, zone) => (minimumOf(zone) < minimumOf(best) ? zone : best));
    return { ok: false, reason: 'below_minimum', message: ZONE_MSG.belowMinimum(lowest.nombre, lowest.compra_minima ?? 0) };
  }
  const cheapest = reachable.reduce((best, zone) => (toCents(zone.costo) < toCents(best.costo) ? zone : best));
  return { ok: true, zone: cheapest };
}
