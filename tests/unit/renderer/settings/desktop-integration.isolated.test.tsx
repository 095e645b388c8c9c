// @vitest-environment jsdom
// What the logged-in shell runs for the desktop app (docs/desktop.md; docs/domain.md (Textos exactos)): the app version is saved as
// electron_app_version with PUT /v1/comercio (the rest of the commerce sent along), a failed sync logs out
// with 'Gracias por ser parte de la prueba…', and the printer state reaches the status bar's inputs.
import { act, cleanup, render, screen } from '@testing-library/react';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Provider } from 'react-redux';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBridge } from '@shared/ipc/bridge';
import type { Channel, InvokeFn } from '@shared/ipc/contract';
import { MSG } from '@shared/messages';
import type { PrinterStatus } from '@shared/printing';
import type { LoginSession } from '@shared/types/account';

const SESSION: LoginSession = {
  token: 'tok-desktop',
  id_comercio: 'com-1',
  id_usuario: 'usr-1',
  id_path: 'taqueria',
  nombre_comercio: 'Taquería',
  logotipo: null,
  nombre_usuario: 'Ana',
  usuario: { id: 'usr-1', email: 'a@b.mx', name: 'Ana', username: 'ana', status: 'activo' },
  onboarding_finish_date: '2025-09-01T00:00:00Z',
};

let server: Server;
let putStatus = 200;
const puts: Record<string, unknown>[] = [];
const commerce = { id: 'com-1', nombre: 'Taquería El Buen Taco', telefono: '9933127845', electron_app_version: '1.0.0' };

type Modules = {
  store: typeof import('../../../../renderer/src/app/store');
  session: typeof import('../../../../renderer/src/app/session');
  statusInputs: typeof import('../../../../renderer/src/shell/statusInputs');
  integration: typeof import('../../../../renderer/src/features/settings/DesktopIntegration');
};
let m: Modules;

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('access-control-allow-headers', '*');
      res.setHeader('access-control-allow-methods', 'GET,PUT,OPTIONS');
      if (req.method === 'OPTIONS') return res.writeHead(204).end();
      const send = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (req.url === '/v1/comercio' && req.method === 'GET') return send(200, commerce);
      if (req.url === '/v1/comercio' && req.method === 'PUT') {
        const body = JSON.parse(raw) as Record<string, unknown>;
        puts.push(body);
        return putStatus === 200 ? send(200, { ...commerce, ...body }) : send(putStatus, { message: 'Versión no permitida' });
      }
      send(404, { message: 'No encontrado' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('VITE_API_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  window.matchMedia ??= ((query: string) => ({ matches: true, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false })) as typeof window.matchMedia;
  m = {
    store: await import('../../../../renderer/src/app/store'),
    session: await import('../../../../renderer/src/app/session'),
    statusInputs: await import('../../../../renderer/src/shell/statusInputs'),
    integration: await import('../../../../renderer/src/features/settings/DesktopIntegration'),
  };
});

afterEach(() => {
  cleanup();
  delete window.desktop;
  puts.length = 0;
  putStatus = 200;
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function installDesktop(version: string, statuses: PrinterStatus[]) {
  const invoke = (async (channel: Channel) => {
    if (channel === 'app:getVersion') return version;
    if (channel === 'printing:getStatus') return statuses;
    if (channel === 'printing:listPrinters') return [];
    throw new Error(`canal inesperado ${channel}`);
  }) as InvokeFn;
  window.desktop = createBridge('desktop', invoke);
}

function PrinterProbe() {
  const { printer } = m.statusInputs.useStatusInputs();
  return <output data-testid="printer-state">{JSON.stringify(printer)}</output>;
}

async function mount() {
  const store = m.store.createStore();
  store.dispatch(m.session.loggedIn(SESSION));
  await act(async () => {
    render(
      <Provider store={store}>
        <m.integration.DesktopIntegration />
        <PrinterProbe />
      </Provider>,
    );
  });
  return store;
}

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !check(); i += 1) await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(check()).toBe(true);
}

describe('integración con la aplicación de escritorio', () => {
  it('guarda la versión de la aplicación con el resto del comercio y reporta la impresora principal', async () => {
    installDesktop('2.1.0', [{ slot: 'Printer1', configured: true, found: false, online: false, pendingJobs: 0, lastError: null }]);
    const store = await mount();
    await until(() => puts.length === 1);
    expect(puts[0]).toMatchObject({ nombre: 'Taquería El Buen Taco', telefono: '9933127845', electron_app_version: '2.1.0' });
    expect(store.getState().session.session?.token).toBe(SESSION.token);
    await until(() => screen.getByTestId('printer-state').textContent !== 'null');
    expect(JSON.parse(screen.getByTestId('printer-state').textContent ?? 'null')).toEqual({ configured: true, found: false, detectedCount: 0 });
  });

  it('si la versión ya es la guardada no envía nada', async () => {
    installDesktop('1.0.0', []);
    await mount();
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(puts).toHaveLength(0);
  });

  it('si la sincronización falla cierra la sesión con el mensaje de docs/domain.md (Textos exactos)', async () => {
    putStatus = 400;
    installDesktop('0.9.0-beta', []);
    const store = await mount();
    await until(() => store.getState().session.session === null);
    expect(store.getState().session.logoutReason).toBe(MSG.versionSyncLogout);
  });
});
