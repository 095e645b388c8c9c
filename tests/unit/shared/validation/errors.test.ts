import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { getIn } from 'formik';
import {
  commerceDataSchema,
  deliverySettingsSchema,
  firstError,
  formikValidate,
  nestErrors,
  pickDeliverySettings,
  validationErrors,
  validationErrorsSync,
} from '@shared/validation';
import { makeCommerce } from '../fixtures';

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

describe('nestErrors and formikValidate (errors formik can read with getIn)', () => {
  it('nests object and array paths', () => {
    expect(nestErrors({ nombre: 'Requerido', 'colonias[1].nombre': 'Requerido', 'informacion_envio.costo_km': 'El valor mínimo es 1' })).toEqual({
      nombre: 'Requerido',
      colonias: [undefined, { nombre: 'Requerido' }],
      informacion_envio: { costo_km: 'El valor mínimo es 1' },
    });
    expect(nestErrors({ '[2].horario_apertura': 'x' })).toEqual({ '2': { horario_apertura: 'x' } });
    expect(nestErrors({ colonias: 'Agrega al menos una colonia', 'colonias[0].nombre': 'Requerido' })).toEqual({ colonias: 'Agrega al menos una colonia' });
    expect(nestErrors({ '': 'raíz' })).toEqual({});
  });

  it('formik reads each field message with getIn, and empty strings are still checked', async () => {
    const validate = formikValidate(deliverySettingsSchema);
    const values = {
      ...pickDeliverySettings(makeCommerce()),
      tipo_envio_domicilio: 'por_colonia',
      colonias: [{ nombre: 'Centro', costo: 10 }, { nombre: '', costo: 15 }],
      compra_minima_envio_domicilio: '',
    };
    const errors = await validate(values);
    expect(getIn(errors, 'colonias[1].nombre')).toBe('Requerido');
    expect(getIn(errors, 'colonias[0].nombre')).toBeUndefined();
    expect(getIn(errors, 'compra_minima_envio_domicilio')).toBe('Requerido');
    expect(await validate(pickDeliverySettings(makeCommerce()))).toEqual({});
  });
});
