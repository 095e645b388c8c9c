import { describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import {
  changePasswordSchema,
  loginFormErrors,
  phoneCodeSchema,
  recoverPasswordSchema,
  registroSchema,
  resetPasswordSchema,
  validationErrors,
} from '@shared/validation';

const registro = {
  nombre_comercio: 'Taquería El Fogón',
  nombre: 'Rosa Pérez',
  email: 'rosa@ejemplo.mx',
  password: 'segura123',
  telefono: '9931234567',
  country_code: '52',
  terminos: true,
};

describe('loginFormErrors', () => {
  it('accepts an email or a username with a password', () => {
    expect(loginFormErrors({ email: 'demo@ejemplo.mx', password: 'demo1234' })).toEqual({});
    expect(loginFormErrors({ email: ' rosa ', password: ' ' })).toEqual({});
  });
  it('requires both; spaces alone are not an identifier', () => {
    expect(loginFormErrors({ email: '', password: '' })).toEqual({ email: MSG.required, password: MSG.required });
    expect(loginFormErrors({ email: '   ', password: 'x' })).toEqual({ email: MSG.required });
  });
});

describe('registroSchema', () => {
  it('accepts a complete sign-up', async () => {
    expect(await validationErrors(registroSchema, registro)).toEqual({});
  });

  it.each([
    ['nombre_comercio', { nombre_comercio: 'Taco' }, 'Debe tener al menos 5 caracteres'],
    ['nombre_comercio', { nombre_comercio: 'x'.repeat(36) }, 'Debe tener como máximo 35 caracteres'],
    ['nombre', { nombre: '' }, MSG.required],
    ['email', { email: 'rosa@' }, 'Correo electrónico inválido'],
    ['email', { email: '' }, MSG.required],
    ['password', { password: 'corta12' }, 'La contraseña debe tener al menos 8 caracteres'],
    ['telefono', { telefono: '12345' }, 'Debe tener 10 dígitos'],
    ['telefono', { country_code: '502' }, 'Debe tener 8 dígitos'],
    ['country_code', { country_code: '' }, MSG.required],
    ['terminos', { terminos: false }, 'Debes aceptar los términos y condiciones'],
    ['terminos', { terminos: undefined }, 'Debes aceptar los términos y condiciones'],
  ])('refuses a bad %s: %j', async (field, change, message) => {
    expect((await validationErrors(registroSchema, { ...registro, ...change }))[field]).toBe(message);
  });
});

describe('password recovery and reset', () => {
  it('recover needs a valid email', async () => {
    expect(await validationErrors(recoverPasswordSchema, { email: 'rosa@ejemplo.mx' })).toEqual({});
    expect(await validationErrors(recoverPasswordSchema, { email: 'rosa' })).toEqual({ email: 'Correo electrónico inválido' });
  });

  it('reset needs a 6-digit code, a password of 8 or more and a matching confirmation', async () => {
    const ok = { code: '123456', password: 'nueva1234', password_confirmation: 'nueva1234' };
    expect(await validationErrors(resetPasswordSchema, ok)).toEqual({});
    expect(await validationErrors(resetPasswordSchema, { ...ok, code: '12345' })).toEqual({ code: 'El código debe tener 6 dígitos' });
    expect(await validationErrors(resetPasswordSchema, { ...ok, code: '12345a' })).toEqual({ code: 'El código debe tener 6 dígitos' });
    expect(await validationErrors(resetPasswordSchema, { ...ok, password_confirmation: 'otra12345' })).toEqual({
      password_confirmation: 'Las contraseñas no coinciden',
    });
    expect((await validationErrors(resetPasswordSchema, { ...ok, password: 'corta', password_confirmation: 'corta' })).password).toBe(
      'La contraseña debe tener al menos 8 caracteres',
    );
  });

  it('phone code is 6 digits', async () => {
    expect(await validationErrors(phoneCodeSchema, { code: '000111' })).toEqual({});
    expect(await validationErrors(phoneCodeSchema, { code: '' })).toEqual({ code: MSG.required });
    expect(await validationErrors(phoneCodeSchema, { code: '1234567' })).toEqual({ code: 'El código debe tener 6 dígitos' });
  });

  it('change password needs the current one and a matching new one', async () => {
    expect(await validationErrors(changePasswordSchema, { current_password: 'a', password: 'nueva1234', password_confirmation: 'nueva1234' })).toEqual({});
    expect(await validationErrors(changePasswordSchema, { current_password: '', password: 'nueva1234', password_confirmation: 'x' })).toEqual({
      current_password: MSG.required,
      password_confirmation: 'Las contraseñas no coinciden',
    });
  });
});
