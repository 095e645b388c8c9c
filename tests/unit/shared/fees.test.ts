import { describe, expect, it } from 'vitest';
import { calculateDeliveryFee, haversineKm, normalizeNeighbourhood } from '@shared/fees';
import type { DeliveryFeeInput, DeliveryFeeSettings } from '@shared/fees';

const none: DeliveryFeeSettings = {
  tipo_envio_domicilio: 'gratis',
  costo_envio_domicilio: null,
  colonias: [],
  zonas_envio: [],
  informacion_envio: null,
  costo_por_porcentaje: null,
  compra_minima_envio_domicilio: null,
  activar_envio_gratis_compra_minima: false,
  importe_envio_gratis_compra_minima: null,
};
const standard: DeliveryFeeSettings = { ...none, tipo_envio_domicilio: 'estandar', costo_envio_domicilio: 35.5 };
const byNeighbourhood: DeliveryFeeSettings = {
  ...none,
  tipo_envio_domicilio: 'por_colonia',
  colonias: [
    { nombre: 'Centro Histórico', costo: 25 },
    { nombre: 'Tabasco 2000', costo: 40.5 },
    { nombre: 'Atasta', costo: 0 },
  ],
};
const byKm: DeliveryFeeSettings = { ...none, tipo_envio_domicilio: 'por_kilometro', costo_envio_domicilio: 99, informacion_envio: { costo_km: 8.5, min_km: 2, max_km: 10 } };
const byPercent: DeliveryFeeSettings = { ...none, tipo_envio_domicilio: 'percent', costo_por_porcentaje: { cantidad: 7.5 } };
const providers: DeliveryFeeSettings = { ...none, tipo_envio_domicilio: 'delivery_providers' };
const withMinimum = (settings: DeliveryFeeSettings) => ({ ...settings, compra_minima_envio_domicilio: 100 });
const withFreeOver = (settings: DeliveryFeeSettings) => ({ ...settings, activar_envio_gratis_compra_minima: true, importe_envio_gratis_compra_minima: 400 });

type Expected = { fee: number; free?: boolean } | { reason: string; message?: string | RegExp };

const cases: [string, DeliveryFeeSettings, DeliveryFeeInput, Expected][] = [
  ['gratis', none, { subtotal: 120 }, { fee: 0 }],
  ['no type chosen yet charges nothing', { ...none, tipo_envio_domicilio: null }, { subtotal: 120 }, { fee: 0 }],
  ['estandar', standard, { subtotal: 120 }, { fee: 35.5 }],
  ['estandar with no cost set', { ...standard, costo_envio_domicilio: null }, { subtotal: 120 }, { fee: 0 }],
  ['por_colonia exact', byNeighbourhood, { subtotal: 120, colonia: 'Tabasco 2000' }, { fee: 40.5 }],
  ['por_colonia ignores case and accents', byNeighbourhood, { subtotal: 120, colonia: '  centro   HISTORICO ' }, { fee: 25 }],
  ['por_colonia free colonia', byNeighbourhood, { subtotal: 120, colonia: 'atasta' }, { fee: 0 }],
  ['por_colonia unknown', byNeighbourhood, { subtotal: 120, colonia: 'Gaviotas' }, { reason: 'unknown_neighbourhood', message: 'No hay envío a domicilio a la colonia Gaviotas' }],
  ['por_colonia missing', byNeighbourhood, { subtotal: 120 }, { reason: 'unknown_neighbourhood', message: 'Selecciona tu colonia para calcular el costo de envío' }],
  ['por_kilometro inside min_km charges min_km', byKm, { subtotal: 120, distanceKm: 0.4 }, { fee: 17 }],
  ['por_kilometro at min_km', byKm, { subtotal: 120, distanceKm: 2 }, { fee: 17 }],
  ['por_kilometro rounds to the cent', byKm, { subtotal: 120, distanceKm: 3.333 }, { fee: 28.33 }],
  ['por_kilometro at max_km', byKm, { subtotal: 120, distanceKm: 10 }, { fee: 85 }],
  ['por_kilometro beyond max_km', byKm, { subtotal: 120, distanceKm: 10.01 }, { reason: 'out_of_range', message: /máximo 10 km/ }],
  ['por_kilometro without distance', byKm, { subtotal: 120 }, { reason: 'distance_required' }],
  ['por_kilometro negative distance', byKm, { subtotal: 120, distanceKm: -1 }, { reason: 'distance_required' }],
  ['por_kilometro NaN distance', byKm, { subtotal: 120, distanceKm: Number.NaN }, { reason: 'distance_required' }],
  ['por_kilometro not configured', { ...byKm, informacion_envio: null }, { subtotal: 120, distanceKm: 3 }, { reason: 'not_configured' }],
  ['percent of subtotal', byPercent, { subtotal: 200 }, { fee: 15 }],
  ['percent rounds to the cent', byPercent, { subtotal: 99.99 }, { fee: 7.5 }],
  ['percent 100', { ...byPercent, costo_por_porcentaje: { cantidad: 100 } }, { subtotal: 123.45 }, { fee: 123.45 }],
  ['percent not configured', { ...byPercent, costo_por_porcentaje: null }, { subtotal: 200 }, { reason: 'not_configured' }],
  ['delivery_providers quote', providers, { subtotal: 200 }, { reason: 'provider_quote' }],
  ['below the minimum purchase', withMinimum(standard), { subtotal: 99.99 }, { reason: 'below_minimum', message: 'El pedido mínimo para envío a domicilio es de $100.00' }],
  ['at the minimum purchase', withMinimum(standard), { subtotal: 100 }, { fee: 35.5 }],
  ['minimum checked before the address', withMinimum(byNeighbourhood), { subtotal: 50, colonia: 'Gaviotas' }, { reason: 'below_minimum' }],
  ['minimum of 0 means none', { ...standard, compra_minima_envio_domicilio: 0 }, { subtotal: 0 }, { fee: 35.5 }],
  ['free over amount: below', withFreeOver(standard), { subtotal: 399.99 }, { fee: 35.5 }],
  ['free over amount: at', withFreeOver(standard), { subtotal: 400 }, { fee: 0, free: true }],
  ['free over amount: per km in range', withFreeOver(byKm), { subtotal: 500, distanceKm: 5 }, { fee: 0, free: true }],
  ['free over amount does not extend the range', withFreeOver(byKm), { subtotal: 500, distanceKm: 11 }, { reason: 'out_of_range' }],
  ['free over amount does not add colonias', withFreeOver(byNeighbourhood), { subtotal: 500, colonia: 'Gaviotas' }, { reason: 'unknown_neighbourhood' }],
  ['free over amount waives a courier quote', withFreeOver(providers), { subtotal: 500 }, { fee: 0, free: true }],
  ['free switch off ignores the amount', { ...standard, importe_envio_gratis_compra_minima: 10 }, { subtotal: 500 }, { fee: 35.5 }],
  ['free with no amount set is not free', { ...standard, activar_envio_gratis_compra_minima: true }, { subtotal: 500 }, { fee: 35.5 }],
];

describe('calculateDeliveryFee', () => {
  it.each(cases)('%s', (_label, settings, input, expected) => {
    const result = calculateDeliveryFee(settings, input);
    if ('fee' in expected) {
      expect(result).toEqual({ ok: true, fee: expected.fee, freeByMinimum: expected.free ?? false });
    } else {
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.reason).toBe(expected.reason);
      expect(result.message.length).toBeGreaterThan(10);
      if (expected.message) expect(result.message).toMatch(expected.message);
    }
  });

  it('returns pesos with at most two decimals for many distances (cents inside)', () => {
    for (let metres = 0; metres <= 10_000; metres += 37) {
      const result = calculateDeliveryFee(byKm, { subtotal: 100, distanceKm: metres / 1000 });
      if (!result.ok) throw new Error(result.message);
      expect(Math.round(result.fee * 100) / 100).toBe(result.fee);
    }
  });
});

describe('normalizeNeighbourhood', () => {
  it('drops case, accents and extra spaces', () => {
    expect(normalizeNeighbourhood('  Centro   Histórico ')).toBe('centro historico');
    expect(normalizeNeighbourhood('Ñuñoa')).toBe('nunoa');
  });
});

describe('haversineKm', () => {
  it('is 0 for the same point and symmetric', () => {
    const a = { latitude: 17.98, longitude: -92.95 };
    const b = { latitude: 19.4326, longitude: -99.1332 };
    expect(haversineKm(a, a)).toBe(0);
    expect(haversineKm(a, b)).toBeCloseTo(haversineKm(b, a), 9);
  });

  it('matches known distances', () => {
    // Villahermosa to Mexico City centre: about 667 km great-circle.
    expect(haversineKm({ latitude: 17.9869, longitude: -92.9303 }, { latitude: 19.4326, longitude: -99.1332 })).toBeGreaterThan(660);
    expect(haversineKm({ latitude: 17.9869, longitude: -92.9303 }, { latitude: 19.4326, longitude: -99.1332 })).toBeLessThan(675);
    // One degree of latitude is about 111.2 km.
    expect(haversineKm({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(111.195, 2);
  });
});
