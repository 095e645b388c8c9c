// Delivery zones as saved with the delivery settings: the rules of shared/validation/delivery-zones.ts,
// each error on the field it is about, in Spanish.
import { describe, expect, it } from 'vitest';
import { validationErrors } from '@shared/validation/errors';
import { deliveryZonesSchema, ZONE_V } from '@shared/validation/delivery-zones';
import type { DeliveryZone } from '@shared/zones';
import { circleZone, p, SQUARE } from './zones-fixtures';

const polygon: DeliveryZone = { ...SQUARE, puntos: SQUARE.puntos.slice(0, 3) };
const circle = circleZone({ centro: p(18, -92.95), radio_km: 3 });

async function errorsOf(zones: unknown) {
  return validationErrors(deliveryZonesSchema, zones);
}

describe('deliveryZonesSchema', () => {
  it('accepts a polygon and a circle', async () => {
    expect(await errorsOf([polygon, circle])).toEqual({});
  });

  it('asks for at least one zone', async () => {
    expect(Object.values(await errorsOf([]))).toContain(ZONE_V.atLeastOneZone);
  });

  it.each([
    ['two points', { ...polygon, puntos: polygon.puntos.slice(0, 2) }, '[0].puntos', ZONE_V.polygonPoints],
    ['201 points', { ...polygon, puntos: Array.from({ length: 201 }, (_, i) => p(18 + i / 1000, -92.95)) }, '[0].puntos', ZONE_V.polygonPoints],
    ['a latitude out of range', { ...polygon, puntos: [...polygon.puntos, p(91, -92.95)] }, '[0].puntos[3]', ZONE_V.invalidPoint],
    ['a radius of 0', { ...circle, radio_km: 0 }, '[0].radio_km', ZONE_V.radius],
    ['a radius over 50 km', { ...circle, radio_km: 51 }, '[0].radio_km', ZONE_V.radius],
    ['no centre', { ...circle, centro: null }, '[0].centro', ZONE_V.centreRequired],
    ['a negative fee', { ...polygon, costo: -1 }, '[0].costo', 'El valor mínimo es 0'],
    ['a fee over the money range', { ...polygon, costo: 100_001 }, '[0].costo', 'El valor máximo es 100000'],
    ['a minimum over the money range', { ...polygon, compra_minima: 1e9 }, '[0].compra_minima', 'El valor máximo es 100000'],
    ['no name', { ...polygon, nombre: ' ' }, '[0].nombre', 'Requerido'],
  ])('refuses %s on its field', async (_label, zone, path, message) => {
    const errors = await errorsOf([zone]);
    const entry = Object.entries(errors).find(([field]) => field.endsWith(path) || field.replace(/\.(\d+)/g, '[$1]').endsWith(path));
    expect(entry?.[1], JSON.stringify(errors)).toBe(message);
  });

  it('refuses two zones with the same name (ignoring case and accents)', async () => {
    const errors = await errorsOf([polygon, { ...circle, nombre: 'céntro' }]);
    expect(Object.values(errors)).toContain(ZONE_V.duplicateZone);
  });
});
