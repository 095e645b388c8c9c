// The base query against a real HTTP server: headers, session expiry, error messages (docs/architecture.md and docs/domain.md (Textos exactos)).
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG, httpErrorMessage } from '@shared/messages';
import type { LoginSession } from '@shared/types/account';

let server: Server;
let lastHeaders: IncomingHttpHeaders = {};
let baseUrl = '';

type Modules = {
  store: typeof import('../../../renderer/src/app/store');
  api: typeof import('../../../renderer/src/app/api');
  session: typeof import('../../../renderer/src/app/session');
};
let m: Modules;

const session: LoginSession = {
  token: 'tok-123',
  id_comercio: 'com-1',
  id_usuario: 'usr-1',
  id_path: 'taqueria',
  nombre_comercio: 'Taquería',
  logotipo: null,
  nombre_usuario: 'Ana',
  usuario: { id: 'usr-1', email: 'a@b.mx', name: 'Ana', username: 'ana', status: 'activo' },
  onboarding_finish_date: '2025-09-01T00:00:00Z',
};

beforeAll(async () => {
  server = createServer((req, res) => {
    lastHeaders = req.headers;
    const send = (status: number, body?: unknown) => {
      res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
      res.end(body === undefined ? undefined : JSON.stringify(body));
    };
    const path = (req.url ?? '').split('?')[0];
    if (path === '/v1/ok' || path === '/v2/ok') return send(200, { ok: true });
    if (path === '/v1/unauthorized') return send(401, { message: 'Token inválido' });
    if (path === '/v1/forbidden') return send(403, { message: 'Sin permiso para esta acción' });
    if (path === '/v1/boom') return send(500, { message: 'El servidor falló al guardar' });
    if (path === '/v1/plain-404') return send(404);
    return send(404, { message: 'No encontrado' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  vi.stubEnv('VITE_API_URL', baseUrl);
  vi.stubEnv('VITE_PANEL_API_KEY', 'test-key');
  m = {
    store: await import('../../../renderer/src/app/store'),
    api: await import('../../../renderer/src/app/api'),
    session: await import('../../../renderer/src/app/session'),
  };
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  lastHeaders = {};
});

const endpoints = () =>
  m.api.api.injectEndpoints({
    overrideExisting: true,
    endpoints: (build) => ({
      testGet: build.query<unknown, string>({ query: (url) => url }),
      testPut: build.mutation<unknown, string>({ query: (url) => ({ url, method: 'PUT', body: {} }) }),
      testAnonymous: build.mutation<unknown, string>({ query: (url) => ({ url, method: 'POST', body: {} }), extraOptions: { anonymous: true } }),
    }),
  });

/** The logout follows the failed call on the next macrotask. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

function loggedInStore() {
  const store = m.store.createStore();
  store.dispatch(m.session.loggedIn(session));
  return store;
}

describe('base query', () => {
  it('sends the private headers on v1 and the API key with the panel session on v2', async () => {
    const store = loggedInStore();
    await store.dispatch(endpoints().endpoints.testGet.initiate('/v1/ok'));
    expect(lastHeaders['id_comercio']).toBe('com-1');
    expect(lastHeaders['authorization']).toBe('Bearer tok-123');
    await store.dispatch(endpoints().endpoints.testGet.initiate('/v2/ok'));
    expect(lastHeaders['x-api-key']).toBe('test-key');
    expect(lastHeaders['x-panel-session']).toBe('tok-123');
    expect(lastHeaders['authorization']).toBeUndefined();
  });

  it('logs out on a 401 of any call and fails with the session-expired message', async () => {
    const store = loggedInStore();
    const result = await store.dispatch(endpoints().endpoints.testPut.initiate('/v1/unauthorized'));
    expect(result.error).toMatchObject({ status: 401, message: MSG.sessionExpired });
    await settle();
    expect(store.getState().session.session).toBeNull();
    expect(store.getState().session.logoutReason).toBe(MSG.sessionExpired);
  });

  it('keeps the session on a 403 of a read or a write: a missing permission is no logout', async () => {
    const store = loggedInStore();
    const write = await store.dispatch(endpoints().endpoints.testPut.initiate('/v1/forbidden'));
    expect(write.error).toMatchObject({ status: 403, message: 'Sin permiso para esta acción', genericMessage: httpErrorMessage('PUT', 403, '/v1/forbidden') });
    const read = await store.dispatch(endpoints().endpoints.testGet.initiate('/v1/forbidden'));
    expect(read.error).toMatchObject({ status: 403, message: 'Sin permiso para esta acción', genericMessage: httpErrorMessage('GET', 403, '/v1/forbidden') });
    await settle();
    expect(store.getState().session.session).not.toBeNull();
    expect(store.getState().session.logoutReason).toBeNull();
  });

  it("prefers the server's Spanish message and keeps the generic one naming method, status and path", async () => {
    const store = loggedInStore();
    const failed = await store.dispatch(endpoints().endpoints.testGet.initiate('/v1/boom'));
    expect(failed.error).toMatchObject({ status: 500, message: 'El servidor falló al guardar', genericMessage: httpErrorMessage('GET', 500, '/v1/boom') });
    const bare = await store.dispatch(endpoints().endpoints.testGet.initiate('/v1/plain-404'));
    expect(bare.error).toMatchObject({ status: 404, message: httpErrorMessage('GET', 404, '/v1/plain-404') });
    expect(store.getState().session.session).not.toBeNull();
  });

  it('answers network failures with the request-failed message', async () => {
    const store = loggedInStore();
    const result = await store.dispatch(endpoints().endpoints.testGet.initiate('http://127.0.0.1:1/v1/ok'));
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR', message: MSG.requestFailed });
  });

  it('does not treat a 401 of an anonymous call (wrong password) as an expired session', async () => {
    const store = m.store.createStore();
    const result = await store.dispatch(endpoints().endpoints.testAnonymous.initiate('/v1/unauthorized'));
    expect(result.error).toMatchObject({ status: 401, message: 'Token inválido' });
    expect(lastHeaders['authorization']).toBeUndefined();
    expect(store.getState().session.logoutReason).toBeNull();
  });

  it('shares one request between components asking for the same GET', async () => {
    const store = loggedInStore();
    let served = 0;
    const count = () => served++;
    server.on('request', count);
    const first = store.dispatch(endpoints().endpoints.testGet.initiate('/v1/ok'));
    const second = store.dispatch(endpoints().endpoints.testGet.initiate('/v1/ok'));
    await Promise.all([first, second]);
    server.off('request', count);
    expect(served).toBe(1);
  });
});
