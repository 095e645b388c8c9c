// Account details say who is signed in (issue #19 item 5): the panel keeps billing and setup for the owner
// by this role, and a staff session is refused the owner's billing with a 403 (no permission), not a 401.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDetails } from '@shared/types/account';
import { createCommerce, createTestApp, login, type LoggedIn, type TestApp } from '../../../testkit/test-app';

let t: TestApp;
let owner: LoggedIn;

const as = (auth: LoggedIn) => (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url: `/v1${url}`, headers: auth.headers, payload });

beforeAll(async () => {
  t = await createTestApp();
  const commerce = await createCommerce(t.handle, { plan: 'BASICO' });
  owner = await login(t.app, commerce.email, commerce.password);
});
afterAll(async () => {
  await t?.close();
});

describe('account details role', () => {
  it("is 'owner' for the owner and 'staff' for a staff user, whose billing read is a 403", async () => {
    expect((await as(owner)('GET', '/auth/account-details')).json<AccountDetails>().role).toBe('owner');
    const created = await as(owner)('POST', '/usuarios', {
      email: 'cajera@taqueria.mx',
      name: 'Cajera',
      username: 'cajera',
      password: 'contrasena1',
      status: 'activo',
      modules: [{ id: 'HISTORIAL', permisos: ['list'] }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const staff = await login(t.app, 'cajera@taqueria.mx', 'contrasena1');
    expect((await as(staff)('GET', '/auth/account-details')).json<AccountDetails>().role).toBe('staff');
    expect((await as(staff)('GET', '/account/billing')).statusCode).toBe(403);
  });
});
