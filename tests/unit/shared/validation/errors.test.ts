import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { commerceDataSchema, firstError, validationErrors, validationErrorsSync } from '@shared/validation';

describe('validationErrors', () => {
  it('maps each field path to its first message', async () => {
    const schema = yup.object({
      nombre: yup.string().required('Requerido').min(5, 'corto'),
      items: yup.array().of(yup.object({ precio: yup.number().required('Requerido').min(0, 'negativo') })),
    });
    expect(await validationErrors(schema, { nombre: '', items: [{ precio: 1 }, { precio: -1 }] })).toEqual({
      nombre: 'Requerido',
      'items[1].precio': 'negativo',
    });
  });

  it('is empty for a valid value and has a sync twin', async () => {
    const value = { nombre: 'Taquería', telefono: '5512345678', country_code: '52', direccion: 'Calle 1' };
    expect(await validationErrors(commerceDataSchema, value)).toEqual({});
    expect(validationErrorsSync(commerceDataSchema, value)).toEqual({});
    expect(validationErrorsSync(commerceDataSchema, { ...value, nombre: '' })).toEqual({ nombre: 'Requerido' });
  });

  it('rethrows errors that are not validation errors', async () => {
    const broken = yup.string().test('boom', 'x', () => {
      throw new Error('boom');
    });
    await expect(validationErrors(broken, 'a')).rejects.toThrow('boom');
  });

  it('firstError gives one field and message for a { message } answer', () => {
    expect(firstError({ telefono: 'Debe tener 10 dígitos', nombre: 'Requerido' })).toEqual({ field: 'telefono', message: 'Debe tener 10 dígitos' });
    expect(firstError({})).toBeNull();
  });
});
