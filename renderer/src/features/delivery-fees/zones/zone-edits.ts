// Pure edits of a delivery-zone list (the editor's state lives in the delivery settings form).
import type { LatLng } from '@shared/geo';
import { ZONE_POLYGON_MAX_POINTS, type DeliveryZone, type ZoneKind } from '@shared/zones';
import { formatMoney } from '@shared/money';

export function newZoneId(): string {
  return `zona-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

export function newZone(tipo: ZoneKind, position: number, centre: LatLng): DeliveryZone {
  return {
    id: newZoneId(),
    nombre: `Zona ${position}`,
    costo: 0,
    compra_minima: null,
    tipo,
    puntos: [],
    centro: tipo === 'radio' ? centre : null,
    radio_km: tipo === 'radio' ? 2 : null,
  };
}

/** A map click: a new vertex of a polygon (up to the maximum) or the centre of a circle. */
export function placePoint(zone: DeliveryZone, point: LatLng): DeliveryZone {
  if (zone.tipo === 'radio') return { ...zone, centro: point };
  if (zone.puntos.length >= ZONE_POLYGON_MAX_POINTS) return zone;
  return { ...zone, puntos: [...zone.puntos, point] };
}

/** A dragged vertex (or, for a circle, the centre at index 0). */
export function movePoint(zone: DeliveryZone, index: number, point: LatLng): DeliveryZone {
  if (zone.tipo === 'radio') return { ...zone, centro: point };
  return { ...zone, puntos: zone.puntos.map((existing, position) => (position === index ? point : existing)) };
}

/** Switching the shape keeps what the other shape needs: a circle gets a centre, a polygon its points. */
export function changeKind(zone: DeliveryZone, tipo: ZoneKind, centre: LatLng): DeliveryZone {
  if (zone.tipo === tipo) return zone;
  if (tipo === 'radio') return { ...zone, tipo, centro: zone.centro ?? zone.puntos[0] ?? centre, radio_km: zone.radio_km ?? 2 };
  return { ...zone, tipo };
}

export function shapeSummary(zone: DeliveryZone): string {
  if (zone.tipo === 'radio') return `Círculo de ${zone.radio_km ?? 0} km`;
  return `Polígono de ${zone.puntos.length} ${zone.puntos.length === 1 ? 'punto' : 'puntos'}`;
}

export function zoneSummary(zone: DeliveryZone): string {
  const minimum = zone.compra_minima ? ` · mínimo ${formatMoney(zone.compra_minima)}` : '';
  return `${shapeSummary(zone)} · envío ${formatMoney(zone.costo)}${minimum}`;
}
