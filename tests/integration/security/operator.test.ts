// Who the server's operator is (services/operator.ts, docs/security.md): with ADMIN_EMAILS, exactly the users
// with those emails, and nobody else can take such an email (sign-up, a new user, an email change); without it,
// the owner of the first account created on the server, never the demo's. account-details says which.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDetails } from '@shared/types/account';
import { DEMO_LOGIN } from '../../../server/src/db/seed/demo/index';
import { ACCESS_MSG } from '../../../server/src/plugins/access';
import { SERVER_MSG } from '../../../server/src/messages';
import { createCommerce, createTestApp, login, type TestApp } from '../../../testkit/test-app';
import { signUpOwner } from './operator-support';

async function details(t: TestApp, headers: Record<string, string>): Promise<AccountDetails> {
  return (await t.app.inject({ method: 'GET', url: '/v1/auth/account-details', headers })).json<AccountDetails>();
}

describe('ADMIN_EMAILS names the operators', () => {
  const RESERVED = 'respaldos@servidor.mx';
  const OPERATOR = 'operacion@servidor.mx';
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedDemo: true, config: { operatorEmails: [OPERATOR, RESERVED] } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lets the listed user run backups and nobody else; account-details says so', async () => {
    const operator = await createCommerce(t.handle, { email: OPERATOR, nombre: 'Operación' });
    const operatorHeaders = (await login(t.app, operator.email, operator.password)).headers;
    const demoHeaders = (await login(t.app, DEMO_LOGIN.email, DEMO_LOGIN.password)).headers;
    expect((await details(t, operatorHeaders)).operator).toBe(true);
    expect((await details(t, demoHeaders)).operator).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/v1/respaldos', headers: operatorHeaders })).statusCode).toBe(200);
    const refused = await t.app.inject({ method: 'GET', url: '/v1/respaldos', headers: demoHeaders });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: ACCESS_MSG.operatorOnly });
  });

  it('keeps a listed email nobody holds yet out of reach: sign-up, a new user and an email change answer 409', async () => {
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/registro',
      payload: { nombre_comercio: 'Quiero el servidor', nombre: 'Alguien', email: 'Respaldos@Servidor.mx', password: 'registro2024', telefono: '9931234567', country_code: '52', terminos: true },
    });
    expect(signUp.statusCode).toBe(409);
    expect(signUp.json()).toMatchObject({ message: SERVER_MSG.emailTaken });

    // An owner whose plan has Usuarios (a fresh sign-up's does not).
    const paid = await createCommerce(t.handle, { plan: 'PLUS', nombre: 'Comercio con usuarios' });
    const stranger = await login(t.app, paid.email, paid.password);
    const newUser = await t.app.inject({ method: 'POST', url: '/v1/usuarios', headers: stranger.headers, payload: { email: RESERVED, name: 'Cajero', username: 'cajero_reservado', password: 'contrasena1' } });
    expect(newUser.statusCode).toBe(409);
    const ownEmail = await t.app.inject({ method: 'PUT', url: `/v1/usuarios/${stranger.session.id_usuario}`, headers: stranger.headers, payload: { email: RESERVED } });
    expect(ownEmail.statusCode).toBe(409);
    expect((await details(t, stranger.headers)).operator).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/v1/respaldos', headers: stranger.headers })).statusCode).toBe(403);
  });
});

describe('without ADMIN_EMAILS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedDemo: true, config: { operatorEmails: null } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the owner of the first account but the demo is the operator; later sign-ups are not', async () => {
    const demoHeaders = (await login(t.app, DEMO_LOGIN.email, DEMO_LOGIN.password)).headers;
    expect((await details(t, demoHeaders)).operator).toBe(false);
    const first = await signUpOwner(t.app);
    const second = await signUpOwner(t.app);
    expect((await details(t, first.headers)).operator).toBe(true);
    expect((await details(t, second.headers)).operator).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/v1/respaldos', headers: first.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/v1/respaldos', headers: second.headers })).statusCode).toBe(403);
  });
});
