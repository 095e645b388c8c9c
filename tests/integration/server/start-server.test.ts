// The real process wiring: startServer on a free port (real HTTP), the built panel served at / with SPA
// fallback while API paths keep their JSON 404, and a clean close.
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MSG } from '../../../server/src/messages';
import { startServer, type RunningServer } from '../../../server/src/start-server';
import { createCommerceFixture } from '../../../testkit/commerce-fixture';

let server: RunningServer;

beforeAll(async () => {
  const staticDir = await mkdtemp(join(tmpdir(), 'panel-static-'));
  await mkdir(join(staticDir, 'assets'));
  await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>Panel</title><div id="root"></div>');
  await writeFile(join(staticDir, 'assets', 'app.js'), 'console.log("panel")');
  await writeFile(join(staticDir, 'menu.html'), '<!doctype html><title>Menú</title><div id="root"></div>');
  server = await startServer({ port: 0, host: '127.0.0.1', dataDir: 'memory://', staticDir, seedDemo: false, logger: false, config: { corsOrigins: ['http://localhost:5173'] } });
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

  it('sends the panel with a CSP that forbids framing and sniffing, and the public menu with its own', async () => {
    for (const path of ['/', '/index.html', '/ajustes', '/control-pedidos/detalle/1']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).toContain("object-src 'none'");
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
    const menu = await fetch(`${server.url}/m/taqueria-el-buen-taco`);
    expect(await menu.text()).toContain('<title>Menú</title>');
    expect(menu.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(menu.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(menu.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await fetch(`${server.url}/assets/app.js`)).headers.get('x-content-type-options')).toBe('nosniff');
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

  it('answers CORS preflights of a CORS_ORIGINS origin with the panel headers allowed', async () => {
    const response = await fetch(`${server.url}/v1/comercio`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization,id_comercio' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-allow-headers')).toContain('id_comercio');
  });

  it('lets its own origin read answers and no other page', async () => {
    const own = await fetch(`${server.url}/v1/public/timezone`, { headers: { origin: server.url } });
    expect(own.headers.get('access-control-allow-origin')).toBe(server.url);
    for (const origin of ['https://otro-sitio.example', 'http://127.0.0.1:1', 'null']) {
      const read = await fetch(`${server.url}/v1/public/timezone`, { headers: { origin } });
      expect(read.status, origin).toBe(200);
      expect(read.headers.get('access-control-allow-origin'), origin).toBeNull();
      const preflight = await fetch(`${server.url}/v1/comercio`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization,id_comercio' },
      });
      expect(preflight.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
  });
});
