// The production server is the esbuild bundle run by plain Node (scripts/build-server.ts, `npm run serve`),
// not tsx: it must start, migrate a new database, render the server-side menu page (JSX compiled by the
// bundle) and stop cleanly on SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../scripts/build-server';
import { DEMO_ID_PATH, DEMO_LOGIN } from '../../../server/src/db/seed/demo/commerce';

// The built page template as far as the server uses it: a <title> and the empty #root it renders into.
const MENU_TEMPLATE = '<!doctype html><html><head><title>Menú</title></head><body><div id="root"></div></body></html>';

const root = path.resolve(import.meta.dirname, '../../..');
// Inside the project, so the bundle's packages resolve from its node_modules as in production.
const outDir = path.join(root, 'dist', `server-test-${randomUUID()}`);
let dataDir: string;
let server: ChildProcess;
let url: string;
let output = '';

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'production-server-'));
  const staticDir = path.join(dataDir, 'panel');
  await mkdir(staticDir);
  await writeFile(path.join(staticDir, 'menu.html'), MENU_TEMPLATE);
  const entry = await buildServer({ outDir, log: () => undefined });
  server = spawn(process.execPath, [entry], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: dataDir, PORT: '0', HOST: '127.0.0.1', DATA_DIR: path.join(dataDir, 'datos'), STATIC_DIR: staticDir, LOG: 'off', BACKUP_SCHEDULE: 'off', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const ready = /Servidor listo en (http:\/\/\S+)/.exec(output);
      if (ready) resolve(ready[1]!);
    };
    server.stdout!.on('data', onData);
    server.stderr!.on('data', onData);
    server.once('exit', (code) => reject(new Error(`el servidor terminó (${code}): ${output}`)));
  });
}, 120_000);

afterAll(async () => {
  if (server.exitCode === null) server.kill('SIGKILL');
  await rm(outDir, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
});

describe('the built server', () => {
  it('answers health, signs in the demo account and renders the public menu page', async () => {
    expect(await (await fetch(`${url}/healthz`)).json()).toMatchObject({ status: 'ok' });
    const login = await fetch(`${url}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_LOGIN.email, password: DEMO_LOGIN.password }),
    });
    expect(login.status).toBe(200);
    const page = await fetch(`${url}/m/${DEMO_ID_PATH}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<title>Taquería El Buen Taco');
    expect(html).toContain('data-testid="public-product"');
  });

  it('stops cleanly on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
