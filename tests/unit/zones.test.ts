// Delivery zones in THE fee calculator: point in polygon (convex and concave), within a radius, the
// colonia fallback, overlaps (cheapest whose minimum is met), the zone's minimum and the refusals.
import { describe, expect, it } from 'vitest';
import { calculateDeliveryFee, type DeliveryFeeSettings } from '@shared/fees';
import { isPointInPolygon } from '@shared/geo';
import { findDeliveryZone, ZONE_MSG, type DeliveryZone } from '@shared/zones';
import { circleZone, p, SQUARE as square } from './zones-fixtures';

// A "U": two arms joined at the bottom; the notch between the arms is outside.
const uShape: DeliveryZone = {
  ...square,
  id: 'z2',
  nombre: 'Herradura',
  costo: 45,
  puntos: [p(18.1, -93.0), p(18.1, -92.9), p(18.2, -92.9), p(18.2, -92.92), p(18.12, -92.92), p(18.12, -92.98), p(18.2, -92.98), p(18.2, -93.0)],
};
const circle = circleZone({ id: 'z3', costo: 20, centro: p(18.0, -92.95), radio_km: 3 });

const base: DeliveryFeeSettings = {
  tipo_envio_domicilio: 'por_zonas',
  costo_envio_domicilio: null,
  colonias: [],
  zonas_envio: [square],
  informacion_envio: null,
  costo_por_porcentaje: null,
  compra_minima_envio_domicilio: null,
  activar_envio_gratis_compra_minima: false,
  importe_envio_gratis_compra_minima: null,
};
const withZones = (...zones: DeliveryZone[]): DeliveryFeeSettings => ({ ...base, zonas_envio: zones });

describe('point in polygon', () => {
  it('tells inside from outside a square', () => {
    expect(isPointInPolygon(p(18.0, -92.95), square.puntos)).toBe(true);
    expect(isPointInPolygon(p(18.02, -92.95), square.puntos)).toBe(false);
    expect(isPointInPolygon(p(18.0, -92.93), square.puntos)).toBe(false);
  });

  it('leaves the notch of a concave polygon outside and its arms inside', () => {
    expect(isPointInPolygon(p(18.15, -92.99), uShape.puntos)).toBe(true); // left arm
    expect(isPointInPolygon(p(18.15, -92.91), uShape.puntos)).toBe(true); // right arm
    expect(isPointInPolygon(p(18.11, -92.95), uShape.puntos)).toBe(true); // bottom bar
    expect(isPointInPolygon(p(18.15, -92.95), uShape.puntos)).toBe(false); // the notch
  });

  it('is false for fewer than three points', () => {
    expect(isPointInPolygon(p(18.0, -92.95), square.puntos.slice(0, 2))).toBe(false);
  });
});

describe('calculateDeliveryFee with por_zonas', () => {
  it("charges the zone's fee for a location inside it", () => {
    expect(calculateDeliveryFee(base, { subtotal: 100, location: p(18.0, -92.95) })).toEqual({ ok: true, fee: 30, freeByMinimum: false });
  });

  it('refuses a location outside every zone with the "fuera de las zonas" text', () => {
    const result = calculateDeliveryFee(withZones(square, uShape), { subtotal: 100, location: p(18.15, -92.95) });
    expect(result).toEqual({ ok: false, reason: 'out_of_range', message: ZONE_MSG.outside });
    expect(ZONE_MSG.outside).toBe('La dirección está fuera de las zonas de entrega');
  });

  it('charges a concave zone only inside its shape', () => {
    const settings = withZones(uShape);
    expect(calculateDeliveryFee(settings, { subtotal: 100, location: p(18.15, -92.91) })).toMatchObject({ ok: true, fee: 45 });
    expect(calculateDeliveryFee(settings, { subtotal: 100, location: p(18.15, -92.95) })).toMatchObject({ ok: false, reason: 'out_of_range' });
  });

  it('charges a circle within its radius (great-circle distance) and refuses beyond it', () => {
    const settings = withZones(circle);
    // 0.025° of latitude ≈ 2.78 km: inside a 3 km radius; 0.03° ≈ 3.34 km: outside.
    expect(calculateDeliveryFee(settings, { subtotal: 100, location: p(18.025, -92.95) })).toMatchObject({ ok: true, fee: 20 });
    expect(calculateDeliveryFee(settings, { subtotal: 100, location: p(18.03, -92.95) })).toMatchObject({ ok: false, reason: 'out_of_range' });
  });

  it('charges the cheapest of overlapping zones, whatever their order', () => {
    const at = p(18.0, -92.95); // in the square (30) and the circle (20)
    expect(calculateDeliveryFee(withZones(square, circle), { subtotal: 100, location: at })).toMatchObject({ ok: true, fee: 20 });
    expect(calculateDeliveryFee(withZones(circle, square), { subtotal: 100, location: at })).toMatchObject({ ok: true, fee: 20 });
  });

  it('keeps the first of equally cheap overlapping zones', () => {
    const twin = { ...circle, id: 'z4', nombre: 'Gemela', costo: 30 };
    const match = findDeliveryZone([square, twin], { subtotalCents: 10_000, location: p(18.0, -92.95) });
    expect(match).toMatchObject({ ok: true, zone: { id: square.id } });
  });

  it("applies the zone's minimum order, falling back to an overlapping zone whose minimum is met", () => {
    const cheapWithMinimum = { ...circle, compra_minima: 300 };
    const settings = withZones(square, cheapWithMinimum);
    const at = p(18.0, -92.95);
    expect(calculateDeliveryFee(settings, { subtotal: 350, location: at })).toMatchObject({ ok: true, fee: 20 });
    expect(calculateDeliveryFee(settings, { subtotal: 150, location: at })).toMatchObject({ ok: true, fee: 30 });
    const alone = withZones(cheapWithMinimum);
    expect(calculateDeliveryFee(alone, { subtotal: 150, location: at })).toEqual({
      ok: false,
      reason: 'below_minimum',
      message: 'El pedido mínimo para envío a la zona Anillo es de $300.00',
    });
  });

  it('without a location uses the zone named like the colonia (ignoring case and accents)', () => {
    const settings = withZones({ ...square, nombre: 'Centro Histórico' });
    expect(calculateDeliveryFee(settings, { subtotal: 100, colonia: 'centro historico' })).toMatchObject({ ok: true, fee: 30 });
    expect(calculateDeliveryFee(settings, { subtotal: 100, colonia: 'Atasta' })).toMatchObject({ ok: false, reason: 'distance_required', message: ZONE_MSG.locationRequired });
    expect(calculateDeliveryFee(settings, { subtotal: 100 })).toMatchObject({ ok: false, reason: 'distance_required' });
  });

  it('prefers the location over the colonia', () => {
    const settings = withZones({ ...square, nombre: 'Centro' });
    expect(calculateDeliveryFee(settings, { subtotal: 100, colonia: 'Centro', location: p(18.3, -92.5) })).toMatchObject({ ok: false, reason: 'out_of_range' });
  });

  it('ignores an invalid location (treated as none)', () => {
    expect(calculateDeliveryFee(base, { subtotal: 100, location: p(Number.NaN, -92.95) })).toMatchObject({ ok: false, reason: 'distance_required' });
  });

  it('keeps the general rules: the commerce minimum first, free delivery over an amount inside a zone only', () => {
    const settings: DeliveryFeeSettings = { ...base, compra_minima_envio_domicilio: 80, activar_envio_gratis_compra_minima: true, importe_envio_gratis_compra_minima: 500 };
    expect(calculateDeliveryFee(settings, { subtotal: 50, location: p(18.0, -92.95) })).toMatchObject({ ok: false, reason: 'below_minimum' });
    expect(calculateDeliveryFee(settings, { subtotal: 600, location: p(18.0, -92.95) })).toEqual({ ok: true, fee: 0, freeByMinimum: true });
    expect(calculateDeliveryFee(settings, { subtotal: 600, location: p(18.5, -92.95) })).toMatchObject({ ok: false, reason: 'out_of_range' });
  });
});
