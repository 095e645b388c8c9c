// The owner validates the commerce phone while signed in (issue #19 item 4, docs/onboarding.md): right after
// sign-up, a code by SMS to the commerce phone, the code marks it validated; the session stays open and the
// password is unchanged. Staff cannot use it (owner only) and a wrong or reused code is a 400 naming `code`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginSession } from '@shared/types/account';
import { SERVER_MSG } from '../../../server/src/messages';
import { createCommerce, createTestApp, login, type TestApp } from '../../../testkit/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const signUp = async (email: string, telefono: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/v1/auth/registro',
    payload: { nombre_comercio: 'Tortas La Güera', nombre: 'Lupita Güera', email, password: 'tortas12345', telefono, country_code: '52', terminos: true },
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  const session = response.json<LoginSession>();
  return { authorization: `Bearer ${session.token}`, id_comercio: session.id_comercio };
};

describe('phone validation while signed in', () => {
  it('sends a code to the commerce phone and validates it without touching the password or the session', async () => {
    const headers = await signUp('guera@tortas.mx', '5512345678');
    const before = await t.app.inject({ method: 'GET', url: '/v1/account/telefono', headers });
    expect(before.json()).toEqual({ telefono: '5512345678', country_code: '52', verificado: false });

    const send = await t.app.inject({ method: 'POST', url: '/v1/account/telefono/enviar', headers });
    expect(send.statusCode, send.body).toBe(200);
    expect(send.json().message).toBe('Enviamos un código por SMS al 5512345678');
    const code = t.notifier.lastCodeFor('+525512345678');
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await t.app.inject({ method: 'POST', url: '/v1/account/telefono/validar', headers, payload: { code: code === '000000' ? '111111' : '000000' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: SERVER_MSG.invalidCode, field: 'code' });

    const validate = await t.app.inject({ method: 'POST', url: '/v1/account/telefono/validar', headers, payload: { code } });
    expect(validate.statusCode, validate.body).toBe(200);
    expect(validate.json()).toMatchObject({ message: SERVER_MSG.phoneValidated, verificado: true });

    // Same session still works, the password is the one chosen at sign-up, and the code is single use.
    expect((await t.app.inject({ method: 'GET', url: '/v1/account/telefono', headers })).json().verificado).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/v1/comercio', headers })).statusCode).toBe(200);
    await login(t.app, 'guera@tortas.mx', 'tortas12345');
    const reuse = await t.app.inject({ method: 'POST', url: '/v1/account/telefono/validar', headers, payload: { code } });
    expect(reuse.statusCode).toBe(400);
  });

  it('refuses a malformed code with a Spanish message naming the field, and staff with a 403', async () => {
    const headers = await signUp('otra@tortas.mx', '5598765432');
    const bad = await t.app.inject({ method: 'POST', url: '/v1/account/telefono/validar', headers, payload: { code: 'abc' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('code');
    const paid = await createCommerce(t.handle, { plan: 'BASICO' });
    const owner = await login(t.app, paid.email, paid.password);
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/usuarios',
      headers: owner.headers,
      payload: { email: 'cajero@tortas.mx', name: 'Cajero', username: 'cajero-guera', password: 'contrasena1', status: 'activo', modules: [{ id: 'HISTORIAL', permisos: ['list'] }] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const staff = await login(t.app, 'cajero@tortas.mx', 'contrasena1');
    expect((await t.app.inject({ method: 'POST', url: '/v1/account/telefono/enviar', headers: staff.headers })).statusCode).toBe(403);
  });
});
