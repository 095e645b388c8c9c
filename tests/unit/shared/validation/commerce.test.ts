import { describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import { addressSchema, commerceDataSchema, isLocationComplete, validationErrors } from '@shared/validation';
import { fullAddress, makeCommerce } from '../fixtures';

const valid = {
  nombre: 'Taquería El Fogón',
  telefono: '9931234567',
  country_code: '52',
  direccion: 'Av. Madero 120',
  prefijo_folio: 'TF',
};

describe('commerceDataSchema (docs/domain.md (Validación) Commerce data)', () => {
  it('accepts a valid commerce, also the whole stored commerce as the server merges it', async () => {
    expect(await validationErrors(commerceDataSchema, valid)).toEqual({});
    expect(await validationErrors(commerceDataSchema, makeCommerce())).toEqual({});
  });

  it.each([
    ['nombre', { nombre: '' }, MSG.required],
    ['nombre', { nombre: '   ' }, MSG.required],
    ['nombre', { nombre: 'Taco' }, 'Debe tener al menos 5 caracteres'],
    ['nombre', { nombre: 'x'.repeat(36) }, 'Debe tener como máximo 35 caracteres'],
    ['telefono', { telefono: '' }, MSG.required],
    ['telefono', { telefono: '993123456' }, 'Debe tener 10 dígitos'],
    ['telefono', { telefono: '99312345678' }, 'Debe tener 10 dígitos'],
    ['telefono', { telefono: '993-123-45' }, 'Solo se permiten números'],
    ['country_code', { country_code: '' }, MSG.required],
    ['direccion', { direccion: '' }, MSG.required],
    ['direccion', { direccion: null, address: { fullAddress: '  ' } }, MSG.required],
    ['prefijo_folio', { prefijo_folio: 'ABCDEF' }, 'Debe tener como máximo 5 caracteres'],
  ])('refuses a bad %s: %j', async (field, change, message) => {
    const errors = await validationErrors(commerceDataSchema, { ...valid, ...change });
    expect(errors[field]).toBe(message);
  });

  it('accepts names of exactly 5 and 35 characters and a prefix of 5', async () => {
    expect(await validationErrors(commerceDataSchema, { ...valid, nombre: 'Tacos' })).toEqual({});
    expect(await validationErrors(commerceDataSchema, { ...valid, nombre: 'x'.repeat(35), prefijo_folio: 'ABCDE' })).toEqual({});
  });

  it('takes the phone length from the country table (Guatemala 8 digits)', async () => {
    expect(await validationErrors(commerceDataSchema, { ...valid, country_code: '502', telefono: '12345678' })).toEqual({});
    const errors = await validationErrors(commerceDataSchema, { ...valid, country_code: '502', telefono: '9931234567' });
    expect(errors.telefono).toBe('Debe tener 8 dígitos');
  });

  it('is satisfied by address.fullAddress when direccion is empty', async () => {
    expect(await validationErrors(commerceDataSchema, { ...valid, direccion: '', address: { fullAddress: 'Av. Madero 120' } })).toEqual({});
  });
});

describe('addressSchema (docs/domain.md (Validación) Address)', () => {
  it('accepts a full address; interior number is optional', async () => {
    expect(await validationErrors(addressSchema, fullAddress)).toEqual({});
    expect(await validationErrors(addressSchema, { ...fullAddress, interiorNumber: null, latitude: null, longitude: null })).toEqual({});
  });

  it.each(['city', 'state', 'postalCode', 'neighborhood', 'exteriorNumber', 'street', 'fullAddress'])('requires %s', async (field) => {
    const errors = await validationErrors(addressSchema, { ...fullAddress, [field]: '' });
    expect(errors).toEqual({ [field]: MSG.required });
  });

  it('refuses coordinates out of range', async () => {
    const errors = await validationErrors(addressSchema, { ...fullAddress, latitude: 91, longitude: -181 });
    expect(Object.keys(errors).sort()).toEqual(['latitude', 'longitude']);
  });
});

describe('isLocationComplete', () => {
  it('is true with fullAddress, latitude, longitude, state, city, street and postalCode', () => {
    expect(isLocationComplete(fullAddress)).toBe(true);
    // neighborhood and exterior number are not part of a complete location
    expect(isLocationComplete({ ...fullAddress, neighborhood: '', exteriorNumber: '' })).toBe(true);
  });

  it.each(['fullAddress', 'state', 'city', 'street', 'postalCode'] as const)('is false without %s', (field) => {
    expect(isLocationComplete({ ...fullAddress, [field]: ' ' })).toBe(false);
  });

  it.each(['latitude', 'longitude'] as const)('is false without %s', (field) => {
    expect(isLocationComplete({ ...fullAddress, [field]: null })).toBe(false);
    expect(isLocationComplete({ ...fullAddress, [field]: Number.NaN })).toBe(false);
  });

  it('accepts coordinate 0 and refuses a missing address', () => {
    expect(isLocationComplete({ ...fullAddress, latitude: 0, longitude: 0 })).toBe(true);
    expect(isLocationComplete(null)).toBe(false);
    expect(isLocationComplete(undefined)).toBe(false);
  });
});
