// Staff users (usuarios): module sets within the plan, the owner protected, sessions revoked at once when a
// user is disabled or gets a new password, and a staff session limited to its own modules both in
// account-details and on the server (requireModule).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDetails } from '@shared/types/account';
import { createCommerce, createTestApp, login, type LoggedIn, type TestApp } from '../../../testkit/test-app';
import type { CommerceFixture } from '../../../testkit/commerce-fixture';
import type { StaffUser } from '../../../server/src/services/users/users';

let t: TestApp;
let commerce: CommerceFixture;
let owner: LoggedIn;
let sequence = 0;

const ALL = ['list', 'create', 'order', 'edit', 'delete'];

const as = (auth: LoggedIn) => (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/v1${url}`, headers: auth.headers, payload: payload as Record<string, unknown> | undefined });

async function createStaff(extra: Record<string, unknown> = {}): Promise<StaffUser & { password: string }> {
  sequence += 1;
  const body = { email: `cajero${sequence}@taqueria.mx`, name: `Cajero ${sequence}`, username: `cajero${sequence}`, password: 'contrasena1', ...extra };
  const response = await as(owner)('POST', '/usuarios', body);
  expect(response.statusCode, response.body).toBe(201);
  return { ...response.json<StaffUser>(), password: String(body.password) };
}

beforeAll(async () => {
  t = await createTestApp();
  commerce = await createCommerce(t.handle, { plan: 'BASICO' });
  owner = await login(t.app, commerce.email, commerce.password);
});
afterAll(async () => {
  await t?.close();
});

describe('staff users', () => {
  it('lists the owner first and creates staff with lower-cased email and username', async () => {
    const staff = await createStaff({ email: 'Mesero@Taqueria.MX', username: 'Mesero.Uno', modules: [{ id: 'MENU', permisos: ['list'] }] });
    expect(staff).toMatchObject({ email: 'mesero@taqueria.mx', username: 'mesero.uno', status: 'activo', role: 'staff', modules: [{ id: 'MENU', permisos: ['list'] }] });
    const list = (await as(owner)('GET', '/usuarios')).json<StaffUser[]>();
    expect(list[0]).toMatchObject({ id: commerce.userId, role: 'owner' });
    expect(list.map((u) => u.id)).toContain(staff.id);
    expect(JSON.stringify(list)).not.toContain('password');
  });

  it('refuses a taken email or username, invalid fields and modules outside the plan', async () => {
    const taken = await as(owner)('POST', '/usuarios', { email: commerce.email, name: 'Otro', username: 'otro_nuevo', password: 'contrasena1' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'EMAIL_TAKEN' });
    const noPassword = await as(owner)('POST', '/usuarios', { email: 'a@b.mx', name: 'A', username: 'abcde' });
    expect(noPassword.json<{ field: string }>().field).toBe('password');
    // BASICO has no SELF_SERVICE.
    const outside = await as(owner)('POST', '/usuarios', { email: 'b@b.mx', name: 'B', username: 'bbbbb', password: 'contrasena1', modules: [{ id: 'SELF_SERVICE', permisos: ['list'] }] });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({ message: 'El módulo SELF_SERVICE no está incluido en tu plan', field: 'modules' });
  });

  it('a staff session carries only its modules: account-details lists them and other modules answer 403', async () => {
    const staff = await createStaff({ modules: [{ id: 'MENU', permisos: ALL }, { id: 'HISTORIAL', permisos: ['list'] }] });
    const session = await login(t.app, staff.email, staff.password);
    const details = (await as(session)('GET', '/auth/account-details')).json<AccountDetails>();
    expect(details.modulesAndPermissions).toEqual([
      { id: 'MENU', permisos: ALL },
      { id: 'HISTORIAL', permisos: ['list'] },
    ]);
    expect((await as(session)('GET', '/cupones')).statusCode).toBe(403);
    expect((await as(session)('POST', '/cupones', { codigo: 'INTRUSO', tipo: 'amount', valor: 5 })).statusCode).toBe(403);
    expect((await as(session)('GET', '/clientes')).statusCode).toBe(403);
    expect((await as(session)('GET', '/usuarios')).statusCode).toBe(403);
    expect((await as(session)('GET', '/categorias')).statusCode).toBe(200);
    expect((await as(session)('GET', '/pedidos/historial')).statusCode).toBe(200);

    // A module change applies to the open session at once.
    await as(owner)('PUT', `/usuarios/${staff.id}`, { modules: [{ id: 'CUPONES', permisos: ['list'] }] });
    expect((await as(session)('GET', '/cupones')).statusCode).toBe(200);
    expect((await as(session)('POST', '/cupones', { codigo: 'INTRUSO', tipo: 'amount', valor: 5 })).statusCode).toBe(403);
    expect((await as(session)('GET', '/categorias')).statusCode).toBe(403);
  });

  it('a staff user with USUARIOS cannot grant more than they have', async () => {
    const manager = await createStaff({ modules: [{ id: 'USUARIOS', permisos: ALL }, { id: 'MENU', permisos: ['list'] }] });
    const session = await login(t.app, manager.email, manager.password);
    const grant = await as(session)('POST', '/usuarios', { email: 'z@z.mx', name: 'Z', username: 'zzzzz', password: 'contrasena1', modules: [{ id: 'MENU', permisos: ['edit'] }] });
    expect(grant.statusCode).toBe(400);
    const widen = await as(session)('POST', '/usuarios', { email: 'y@y.mx', name: 'Y', username: 'yyyyy', password: 'contrasena1', modules: null });
    expect(widen.statusCode).toBe(201);
    // "Everything" from someone who is not the owner means everything THEY have.
    expect(widen.json<StaffUser>().modules).toEqual([
      { id: 'MENU', permisos: ['list'] },
      { id: 'USUARIOS', permisos: ALL },
    ]);
    expect((await as(session)('PUT', `/usuarios/${commerce.userId}`, { status: 'inactivo' })).statusCode).toBe(403);
  });

  it('disabling a user revokes their sessions at once; enabling lets them log in again', async () => {
    const staff = await createStaff();
    const session = await login(t.app, staff.email, staff.password);
    expect((await as(session)('GET', '/auth/account-details')).statusCode).toBe(200);
    const disabled = await as(owner)('PUT', `/usuarios/${staff.id}`, { status: 'inactivo' });
    expect(disabled.json<StaffUser>().status).toBe('inactivo');
    expect((await as(session)('GET', '/auth/account-details')).statusCode).toBe(401);
    const refused = await t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: staff.email, password: staff.password } });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ message: 'El usuario está desactivado' });
    await as(owner)('PUT', `/usuarios/${staff.id}`, { status: 'activo' });
    // The old token stays revoked; a new login works.
    expect((await as(session)('GET', '/auth/account-details')).statusCode).toBe(401);
    await login(t.app, staff.email, staff.password);
  });

  it('protects the owner and the caller themselves', async () => {
    expect((await as(owner)('PUT', `/usuarios/${commerce.userId}`, { status: 'inactivo' })).json()).toMatchObject({
      message: 'El propietario de la cuenta no se puede desactivar ni eliminar',
    });
    expect((await as(owner)('DELETE', `/usuarios/${commerce.userId}`)).statusCode).toBe(403);
    expect((await as(owner)('PUT', `/usuarios/${commerce.userId}`, { modules: [{ id: 'MENU', permisos: ['list'] }] })).statusCode).toBe(403);
    // Editing the owner's name is fine.
    expect((await as(owner)('PUT', `/usuarios/${commerce.userId}`, { name: 'Dueña Renombrada' })).json<StaffUser>().name).toBe('Dueña Renombrada');
  });

  it('recuperar-contrasena: the owner sets a new password; old sessions end and only the new password works', async () => {
    const staff = await createStaff();
    const session = await login(t.app, staff.email, staff.password);
    const mismatch = await as(owner)('PUT', `/usuarios/${staff.id}/contrasena`, { password: 'nuevaclave1', password_confirmation: 'otra' });
    expect(mismatch.json<{ field: string }>().field).toBe('password_confirmation');
    const set = await as(owner)('PUT', `/usuarios/${staff.id}/contrasena`, { password: 'nuevaclave1', password_confirmation: 'nuevaclave1' });
    expect(set.statusCode, set.body).toBe(200);
    expect((await as(session)('GET', '/auth/account-details')).statusCode).toBe(401);
    const old = await t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: staff.email, password: staff.password } });
    expect(old.statusCode).toBe(401);
    await login(t.app, staff.email, 'nuevaclave1');
    expect((await as(owner)('PUT', `/usuarios/${commerce.userId}/contrasena`, { password: 'nuevaclave1', password_confirmation: 'nuevaclave1' })).statusCode).toBe(403);
  });

  it('deletes a staff user and their sessions', async () => {
    const staff = await createStaff();
    const session = await login(t.app, staff.email, staff.password);
    expect((await as(owner)('DELETE', `/usuarios/${staff.id}`)).json()).toMatchObject({ message: 'Usuario eliminado' });
    expect((await as(session)('GET', '/auth/account-details')).statusCode).toBe(401);
    expect((await as(owner)('GET', `/usuarios/${staff.id}`)).statusCode).toBe(404);
  });
});
