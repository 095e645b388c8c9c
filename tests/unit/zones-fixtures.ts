// Delivery zones the zone tests share: a square of about 2.2 km around (18.00, -92.95) and helpers.
import type { DeliveryZone } from '@shared/zones';

export const p = (latitude: number, longitude: number) => ({ latitude, longitude });

export const SQUARE: DeliveryZone = {
  id: 'centro',
  nombre: 'Centro',
  costo: 30,
  compra_minima: null,
  tipo: 'poligono',
  puntos: [p(17.99, -92.96), p(17.99, -92.94), p(18.01, -92.94), p(18.01, -92.96)],
  centro: null,
  radio_km: null,
};

/** A circle zone from the square's fields. */
export function circleZone(overrides: Partial<DeliveryZone> & Pick<DeliveryZone, 'centro' | 'radio_km'>): DeliveryZone {
  return { ...SQUARE, id: 'anillo', nombre: 'Anillo', tipo: 'radio', puntos: [], ...overrides };
}
