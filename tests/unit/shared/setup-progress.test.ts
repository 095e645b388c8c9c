import { describe, expect, it } from 'vitest';
import { SETUP_WEIGHTS } from '@shared/constants';
import { SETUP_ADDRESS_FIELDS, isCommerceLocationComplete, isSetupPageAvailable, setupProgress } from '@shared/setup-progress';
import type { SetupCommerce } from '@shared/setup-progress';
import { NO_PAYMENT_METHODS } from '@shared/types/commerce';
import { makeCommerce } from './fixtures';

const complete: SetupCommerce = makeCommerce();
const empty: SetupCommerce = {
  telefono: '',
  country_code: '52',
  address: null,
  activar_envio_domicilio: false,
  activar_comer_restaurant: false,
  activar_pasar_recoger: false,
  metodos_pago_envio_domicilio: NO_PAYMENT_METHODS,
  metodos_pago_comer_restaurant: NO_PAYMENT_METHODS,
  metodos_pago_pasar_recoger: NO_PAYMENT_METHODS,
  horarios: [],
};
const doneKeys = (commerce: SetupCommerce) => setupProgress(commerce).items.filter((item) => item.done).map((item) => item.key);

describe('setupProgress (docs/domain.md (Validación) Setup completeness)', () => {
  it('lists the five items in order with the route that completes each and their weights', () => {
    expect(setupProgress(complete).items.map(({ key, route, weight }) => ({ key, route, weight }))).toEqual([
      { key: 'whatsapp', route: '/datos-del-comercio', weight: 1.5 },
      { key: 'address', route: '/datos-del-comercio/ubicacion', weight: 1.5 },
      { key: 'delivery', route: '/tarifas/delivery-config', weight: 1.5 },
      { key: 'payment', route: '/tarifas/delivery-config', weight: 1.5 },
      { key: 'schedules', route: '/horarios', weight: 1 },
    ]);
    expect(SETUP_WEIGHTS).toEqual({ high: 1.5, schedules: 1 });
  });

  it('is complete at 100 with everything done', () => {
    expect(setupProgress(complete)).toMatchObject({ percentage: 100, complete: true });
  });

  it('is 0 for a new commerce', () => {
    expect(setupProgress(empty)).toMatchObject({ percentage: 0, complete: false });
    expect(doneKeys(empty)).toEqual([]);
  });

  it.each([
    // weights: 1.5 each for four, 1 for schedules, total 7
    ['only schedules', { ...empty, horarios: complete.horarios }, 14],
    ['only whatsapp', { ...empty, telefono: '9931234567' }, 21],
    ['everything but schedules', { ...complete, horarios: [] }, 86],
    ['everything but whatsapp', { ...complete, telefono: '' }, 79],
    ['whatsapp and schedules', { ...empty, telefono: '9931234567', horarios: complete.horarios }, 36],
  ])('%s -> %i %%', (_label, commerce, percentage) => {
    expect(setupProgress(commerce)).toMatchObject({ percentage, complete: false });
  });

  it('whatsapp needs telefono and country_code', () => {
    expect(doneKeys({ ...complete, telefono: '  ' })).not.toContain('whatsapp');
    expect(doneKeys({ ...complete, country_code: '' })).not.toContain('whatsapp');
  });

  it.each(SETUP_ADDRESS_FIELDS)('address needs %s', (field) => {
    expect(doneKeys({ ...complete, address: { ...complete.address!, [field]: '' } })).not.toContain('address');
  });

  it('address counts eight fields and the map pin, the rule Datos del comercio shows; the interior number is optional', () => {
    expect(SETUP_ADDRESS_FIELDS).toHaveLength(8);
    expect(doneKeys({ ...complete, address: { ...complete.address!, interiorNumber: '' } })).toContain('address');
    expect(doneKeys({ ...complete, address: { ...complete.address!, latitude: null, longitude: null } })).not.toContain('address');
    expect(isCommerceLocationComplete({ ...complete.address!, latitude: null })).toBe(false);
    expect(isCommerceLocationComplete(complete.address)).toBe(true);
    expect(doneKeys({ ...complete, address: null })).not.toContain('address');
  });

  it.each(['activar_envio_domicilio', 'activar_comer_restaurant', 'activar_pasar_recoger'] as const)('delivery is done with only %s on', (mode) => {
    const commerce = { ...empty, [mode]: true };
    expect(doneKeys(commerce)).toContain('delivery');
  });

  it('payment needs a method in every active mode, and at least one mode', () => {
    expect(doneKeys(complete)).toContain('payment');
    expect(doneKeys({ ...complete, metodos_pago_pasar_recoger: NO_PAYMENT_METHODS })).not.toContain('payment');
    expect(doneKeys({ ...complete, activar_pasar_recoger: false, metodos_pago_pasar_recoger: NO_PAYMENT_METHODS })).toContain('payment');
    expect(doneKeys(empty)).not.toContain('payment');
  });

  it('schedules need one entry with both opening and closing', () => {
    expect(doneKeys({ ...complete, horarios: [{ dia: 1, horario_apertura: '09:00', horario_cierre: '' }] })).not.toContain('schedules');
    expect(
      doneKeys({
        ...complete,
        horarios: [
          { dia: 1, horario_apertura: '', horario_cierre: '10:00' },
          { dia: 2, horario_apertura: '09:00', horario_cierre: '10:00' },
        ],
      }),
    ).toContain('schedules');
  });
});

describe('isSetupPageAvailable (docs/domain.md (Permisos) cutoff 2025-08-01)', () => {
  const seconds = (iso: string) => Date.parse(iso) / 1000;
  it.each([
    ['2025-08-01 00:00 in Mexico City', seconds('2025-08-01T06:00:00Z'), true],
    ['2025-07-31 23:59 in Mexico City (already Aug 1 in UTC)', seconds('2025-08-01T05:59:00Z'), false],
    ['later', seconds('2026-01-15T12:00:00Z'), true],
    ['earlier', seconds('2024-12-01T12:00:00Z'), false],
    ['unknown', null, false],
  ])('%s -> %s', (_label, value, expected) => {
    expect(isSetupPageAvailable(value)).toBe(expected);
  });
});

describe('recommendations (docs/domain.md (Validación): not in the percentage)', () => {
  const nothingReady = { orderableProducts: 0, printer: { configured: false } };
  const allReady = { orderableProducts: 4, printer: { configured: true } };

  it('lists product, delivery pricing and printer apart from the five weighted checks', () => {
    const progress = setupProgress(complete, nothingReady);
    expect(progress.items.map((item) => item.key)).toEqual(['whatsapp', 'address', 'delivery', 'payment', 'schedules']);
    expect(progress.recommendations.map(({ key, done, weight }) => ({ key, done, weight }))).toEqual([
      { key: 'products', done: false, weight: 0 },
      { key: 'delivery_pricing', done: true, weight: 0 },
      { key: 'printer', done: false, weight: 0 },
    ]);
  });

  it.each([
    ['everything', complete, nothingReady, 100],
    ['everything but schedules', { ...complete, horarios: [] }, allReady, 86],
    ['only whatsapp', { ...empty, telefono: '9931234567' }, allReady, 21],
  ])('%s done gives %i %% whatever the recommendations', (_label, commerce, readiness, percentage) => {
    expect(setupProgress(commerce, readiness).percentage).toBe(percentage);
    expect(setupProgress(commerce, nothingReady).percentage).toBe(percentage);
    expect(setupProgress(commerce).percentage).toBe(percentage);
  });

  it('is complete at 100 %, and ready only with every recommendation done too', () => {
    expect(setupProgress(complete, nothingReady)).toMatchObject({ complete: true, ready: false });
    expect(setupProgress(complete, allReady)).toMatchObject({ complete: true, ready: true });
    expect(setupProgress({ ...complete, horarios: [] }, allReady)).toMatchObject({ complete: false, ready: false });
    // In a plain browser there is no printer recommendation.
    expect(setupProgress(complete, { orderableProducts: 1, printer: null }).recommendations.map((item) => item.key)).toEqual(['products', 'delivery_pricing']);
  });
});
