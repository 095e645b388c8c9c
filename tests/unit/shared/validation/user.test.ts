import { describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import { newUserSchema, userPasswordSchema, userSchema, validationErrors } from '@shared/validation';

const user = {
  email: 'cajero@ejemplo.mx',
  name: 'Luis Cajero',
  username: 'luis.caja',
  status: 'activo',
  modules: [{ id: 'HISTORIAL', permisos: ['list', 'edit'] }],
};

describe('userSchema', () => {
  it('accepts a valid user; modules null means every module of the plan', async () => {
    expect(await validationErrors(userSchema, user)).toEqual({});
    expect(await validationErrors(userSchema, { ...user, modules: null, status: 'inactivo' })).toEqual({});
  });

  it.each([
    ['email', { email: 'cajero' }, 'Correo electrónico inválido'],
    ['name', { name: '' }, MSG.required],
    ['username', { username: 'lu' }, 'Usa de 3 a 30 letras, números, punto, guion o guion bajo'],
    ['username', { username: 'luis cajero' }, 'Usa de 3 a 30 letras, números, punto, guion o guion bajo'],
    ['status', { status: 'bloqueado' }, 'Selecciona una opción válida'],
    ['modules[0].id', { modules: [{ id: 'NOPE', permisos: [] }] }, 'Selecciona una opción válida'],
    ['modules[0].permisos[0]', { modules: [{ id: 'MENU', permisos: ['fly'] }] }, 'Selecciona una opción válida'],
  ])('refuses a bad %s: %j', async (field, change, message) => {
    expect((await validationErrors(userSchema, { ...user, ...change }))[field]).toBe(message);
  });

  it('a new user also needs a password of at least 8 characters', async () => {
    expect(await validationErrors(newUserSchema, { ...user, password: 'cajero123' })).toEqual({});
    expect(await validationErrors(newUserSchema, { ...user, password: 'corta' })).toEqual({ password: 'La contraseña debe tener al menos 8 caracteres' });
  });

  it('setting a user password needs a matching confirmation', async () => {
    expect(await validationErrors(userPasswordSchema, { password: 'cajero123', password_confirmation: 'cajero123' })).toEqual({});
    expect(await validationErrors(userPasswordSchema, { password: 'cajero123', password_confirmation: 'cajero124' })).toEqual({
      password_confirmation: 'Las contraseñas no coinciden',
    });
  });
});
