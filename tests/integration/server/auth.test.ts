// Login, logout, session expiry and revocation, 401 semantics, login rate limit, v2 API key, password
// recovery and phone validation — through real HTTP (inject) on a real database.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import type { LoginSession } from '@shared/types/account';
import { DEV_API_KEY } from '../../../server/src/config';
import { sessions, users } from '../../../server/src/db/schema/index';
import { SERVER_MSG } from '../../../server/src/messages';
import { hashToken } from '../../../server/src/services/sessions';
import type { CommerceFixture } from '../../../testkit/commerce-fixture';
import { createCommerce, createTestApp, login, type TestApp } from '../../../testkit/test-app';

let t: TestApp;
let owner: CommerceFixture;

beforeAll(async () => {
  t = await createTestApp({ config: { loginRateLimit: { max: 3, windowMs: 60_000 } } });
  owner = await createCommerce(t.handle, { plan: 'PLUS', email: 'sofia@taqueria.mx', username: 'sofia', password: 'secreta123', ownerName: 'Sofía Ramírez' });
});
afterAll(async () => {
  await t?.close();
});

const loginAs = (payload: Record<string, unknown>, remoteAddress = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/v1/auth/login', payload, remoteAddress });

describe('POST /v1/auth/login', () => {
  it('logs in by email and answers the SPEC login session', async () => {
    const response = await loginAs({ email: 'Sofia@Taqueria.mx', password: 'secreta123' });
    expect(response.statusCode).toBe(200);
    const session = response.json<LoginSession>();
    expect(session).toMatchObject({
      id_comercio: owner.commerceId,
      id_usuario: owner.userId,
      id_path: owner.idPath,
      nombre_usuario: 'Sofía Ramírez',
      logotipo: null,
      usuario: { id: owner.userId, email: 'sofia@taqueria.mx', username: 'sofia', status: 'activo' },
    });
    expect(session.nombre_comercio).toMatch(/^Comercio prueba/);
    expect(typeof session.onboarding_finish_date).toBe('string');
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('accepts the username, in `username` or in `email`', async () => {
    expect((await loginAs({ username: 'sofia', password: 'secreta123' })).statusCode).toBe(200);
    expect((await loginAs({ email: 'sofia', password: 'secreta123' })).statusCode).toBe(200);
  });

  it('stores only a hash of the token', async () => {
    const { session } = await login(t.app, 'sofia@taqueria.mx', 'secreta123');
    const stored = await t.handle.db.select().from(sessions).where(eq(sessions.token_hash, hashToken(session.token)));
    expect(stored).toHaveLength(1);
    const all = await t.handle.db.select({ hash: sessions.token_hash }).from(sessions);
    expect(all.some((row) => row.hash === session.token)).toBe(false);
  });

  it('refuses a wrong password or unknown user with the same Spanish 401', async () => {
    const wrong = await loginAs({ email: 'sofia@taqueria.mx', password: 'otra-cosa' }, '10.0.0.2');
    const unknown = await loginAs({ email: 'nadie@taqueria.mx', password: 'otra-cosa' }, '10.0.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: SERVER_MSG.wrongCredentials });
    expect(unknown.json()).toEqual({ message: SERVER_MSG.wrongCredentials });
  });

  it('names the missing field', async () => {
    const response = await loginAs({ email: 'sofia@taqueria.mx' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'El campo password es obligatorio', field: 'password' });
  });

  it('limits failed attempts per identifier and IP with a 429, other IPs unaffected', async () => {
    for (let i = 0; i < 3; i += 1) expect((await loginAs({ email: 'sofia', password: 'mal' }, '10.9.9.9')).statusCode).toBe(401);
    const blocked = await loginAs({ email: 'sofia', password: 'secreta123' }, '10.9.9.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(SERVER_MSG.tooManyLogins);
    expect((await loginAs({ email: 'sofia', password: 'secreta123' }, '10.9.9.10')).statusCode).toBe(200);
  });

  it('refuses a disabled user', async () => {
    const staff = await createCommerce(t.handle, { password: 'secreta123' });
    await t.handle.db.update(users).set({ status: 'inactivo' }).where(eq(users.id, staff.userId));
    const response = await loginAs({ email: staff.email, password: 'secreta123' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(SERVER_MSG.userDisabled);
  });
});

describe('private API authentication (401 semantics)', () => {
  it('answers 401 with a Spanish message without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/comercio', headers: { id_comercio: owner.commerceId } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: SERVER_MSG.loginRequired });
  });

  it('answers 401 "Sesion expirada" for an unknown token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/comercio', headers: { authorization: 'Bearer no-existe', id_comercio: owner.commerceId } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MSG.sessionExpired });
  });

  it('answers 400 naming id_comercio when the header is missing', async () => {
    const { headers } = await login(t.app, 'sofia', 'secreta123');
    const response = await t.app.inject({ method: 'GET', url: '/v1/comercio', headers: { authorization: headers.authorization } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: SERVER_MSG.missingCommerceHeader, field: 'id_comercio' });
  });

  it('logout revokes the token: the next call is 401', async () => {
    const { headers } = await login(t.app, 'sofia', 'secreta123');
    expect((await t.app.inject({ method: 'GET', url: '/v1/comercio', headers })).statusCode).toBe(200);
    const logout = await t.app.inject({ method: 'POST', url: '/v1/auth/logout', headers: { authorization: headers.authorization } });
    expect(logout.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/v1/comercio', headers });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(MSG.sessionExpired);
  });

  it('an expired token is 401', async () => {
    const { session, headers } = await login(t.app, 'sofia', 'secreta123');
    await t.handle.db.update(sessions).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(sessions.token_hash, hashToken(session.token)));
    const response = await t.app.inject({ method: 'GET', url: '/v1/auth/account-details', headers });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(MSG.sessionExpired);
  });

  it('a revoked token is 401, on v1 and v2', async () => {
    const { session, headers, v2Headers } = await login(t.app, 'sofia', 'secreta123');
    await t.handle.db.update(sessions).set({ revoked_at: new Date() }).where(eq(sessions.token_hash, hashToken(session.token)));
    expect((await t.app.inject({ method: 'GET', url: '/v1/comercio', headers })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/v2/commerce/${owner.commerceId}`, headers: v2Headers })).statusCode).toBe(401);
  });

  it('sessions expire after SESSION_TTL_HOURS', async () => {
    const { session } = await login(t.app, 'sofia', 'secreta123');
    const [row] = await t.handle.db.select().from(sessions).where(eq(sessions.token_hash, hashToken(session.token)));
    const hours = (row!.expires_at.getTime() - row!.created_at.getTime()) / 3_600_000;
    expect(Math.round(hours)).toBe(30 * 24);
  });
});

describe('v2 API', () => {
  it('requires the API key and the panel session', async () => {
    const { v2Headers } = await login(t.app, 'sofia', 'secreta123');
    const url = `/v2/commerce/${owner.commerceId}`;
    const ok = await t.app.inject({ method: 'GET', url, headers: v2Headers });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().id).toBe(owner.commerceId);
    const noKey = await t.app.inject({ method: 'GET', url, headers: { 'x-panel-session': v2Headers['x-panel-session'] } });
    expect(noKey.statusCode).toBe(401);
    expect(noKey.json().message).toBe(SERVER_MSG.invalidApiKey);
    const noSession = await t.app.inject({ method: 'GET', url, headers: { 'x-api-key': DEV_API_KEY } });
    expect(noSession.statusCode).toBe(401);
  });
});

describe('password recovery', () => {
  it('sends a one-time code and resets the password, revoking open sessions', async () => {
    const person = await createCommerce(t.handle, { email: 'recupera@prueba.mx', password: 'vieja1234' });
    const before = await login(t.app, person.email, 'vieja1234');
    const ask = await t.app.inject({ method: 'POST', url: '/v1/auth/recuperar-contrasena', payload: { email: 'recupera@prueba.mx' } });
    expect(ask.statusCode).toBe(200);
    expect(ask.json().message).toBe(SERVER_MSG.codeSent);
    const code = t.notifier.lastCodeFor('recupera@prueba.mx');
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await t.app.inject({ method: 'POST', url: '/v1/auth/actualizar-password', payload: { email: person.email, code: code === '000000' ? '111111' : '000000', password: 'nueva12345' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: SERVER_MSG.invalidCode, field: 'code' });

    const reset = await t.app.inject({ method: 'POST', url: '/v1/auth/actualizar-password', payload: { email: person.email, code, password: 'nueva12345', password_confirmation: 'nueva12345' } });
    expect(reset.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/v1/comercio', headers: before.headers })).statusCode).toBe(401);
    expect((await loginAs({ email: person.email, password: 'vieja1234' }, '10.1.1.1')).statusCode).toBe(401);
    expect((await loginAs({ email: person.email, password: 'nueva12345' }, '10.1.1.1')).statusCode).toBe(200);

    const reuse = await t.app.inject({ method: 'POST', url: '/v1/auth/actualizar-password', payload: { email: person.email, code, password: 'otra123456' } });
    expect(reuse.statusCode).toBe(400);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const sentBefore = t.notifier.sent.length;
    const response = await t.app.inject({ method: 'POST', url: '/v1/auth/recuperar-contrasena', payload: { email: 'nadie@prueba.mx' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(SERVER_MSG.codeSent);
    expect(t.notifier.sent.length).toBe(sentBefore);
  });

  it('validates the email and the new password', async () => {
    const badEmail = await t.app.inject({ method: 'POST', url: '/v1/auth/recuperar-contrasena', payload: { email: 'no-es-correo' } });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().field).toBe('email');
    const shortPassword = await t.app.inject({ method: 'POST', url: '/v1/auth/actualizar-password', payload: { email: 'a@b.mx', code: '123456', password: 'corta' } });
    expect(shortPassword.statusCode).toBe(400);
    expect(shortPassword.json().field).toBe('password');
  });
});

describe('phone validation', () => {
  it('sends a code to the commerce phone and validates it once', async () => {
    await createCommerce(t.handle, { email: 'tel@prueba.mx', password: 'vieja1234', commerce: { telefono: '9931112233' } });
    const send = await t.app.inject({ method: 'POST', url: '/v1/auth/validar-numero/enviar', payload: { telefono: '9931112233', country_code: '52' } });
    expect(send.statusCode).toBe(200);
    const code = t.notifier.lastCodeFor('+529931112233');
    expect(code).toMatch(/^\d{6}$/);
    const validate = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/validar-numero',
      payload: { telefono: '9931112233', country_code: '52', code, password: 'nueva12345', password_confirmation: 'nueva12345' },
    });
    expect(validate.statusCode).toBe(200);
    expect(validate.json()).toEqual({ message: SERVER_MSG.passwordUpdated, email: 'tel@prueba.mx' });
    expect((await loginAs({ email: 'tel@prueba.mx', password: 'nueva12345' }, '10.2.2.2')).statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: '/v1/auth/validar-numero', payload: { telefono: '9931112233', country_code: '52', code } });
    expect(again.statusCode).toBe(400);
  });
});
