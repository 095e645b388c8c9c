// The real process wiring: startServer on a free port (real HTTP), the built panel served at / with SPA
// fallback while API paths keep their JSON 404, and a clean close.
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MSG } from '../../../server/src/messages';
import { startServer, type RunningServer } from '../../../server/src/start-server';
import { createCommerceFixture } from '../../support/commerce-fixture';

let server: RunningServer;

beforeAll(async () => {
  const staticDir = await mkdtemp(join(tmpdir(), 'panel-static-'));
  await mkdir(join(staticDir, 'assets'));
  await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>Panel</title><div id="root"></div>');
  await writeFile(join(staticDir, 'assets', 'app.js'), 'console.log("panel")');
  server = await startServer({ port: 0, host: '127.0.0.1', dataDir: 'memory://', staticDir, seedDemo: false, logger: false });
});
afterAll(async () => {
  await server?.close();
});

describe('startServer', () => {
  it('listens only on this machine (127.0.0.1) unless HOST says otherwise', async () => {
    const saved = process.env.HOST;
    delete process.env.HOST;
    const local = await startServer({ port: 0, dataDir: 'memory://', seedDemo: false, logger: false }).finally(() => {
      if (saved !== undefined) process.env.HOST = saved;
    });
    try {
      const address = local.app.server.address();
      expect(typeof address === 'object' && address ? address.address : address).toBe('127.0.0.1');
    } finally {
      await local.close();
    }
  });


  it('listens on a real port and serves the API', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const owner = await createCommerceFixture(server.handle, { email: 'puerto@prueba.mx', password: 'puerto1234' });
    const response = await fetch(`${server.url}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'puerto@prueba.mx', password: 'puerto1234' }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { id_comercio: string }).id_comercio).toBe(owner.commerceId);
  });

  it('serves the panel at / and falls back to index.html for panel routes', async () => {
    for (const path of ['/', '/control-pedidos', '/menu/productos/editar-producto/123']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('<div id="root">');
    }
    const asset = await fetch(`${server.url}/assets/app.js`);
    expect(asset.status).toBe(200);
    expect(await asset.text()).toContain('panel');
  });

  it('keeps JSON 404s for API paths', async () => {
    for (const path of ['/v1/no-existe', '/v2/no-existe', '/v1/public/no-existe']) {
      const response = await fetch(`${server.url}${path}`);
      expect([401, 404], path).toContain(response.status);
      expect(response.headers.get('content-type')).toContain('application/json');
    }
    const publicMissing = await fetch(`${server.url}/v1/public/no-existe`);
    expect(await publicMissing.json()).toEqual({ message: SERVER_MSG.notFound });
  });

  it('answers CORS preflights with the panel headers allowed', async () => {
    const response = await fetch(`${server.url}/v1/comercio`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization,id_comercio' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-headers')).toContain('id_comercio');
  });
});
