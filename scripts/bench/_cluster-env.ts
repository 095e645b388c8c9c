// Several server instances (real `server/src/main.ts` processes) on one fresh PostgreSQL database behind
// a real nginx with websocket upgrade — the set-up of README "Más de una instancia". Used by
// `npm run bench -- cluster` and tests/integration/scale/cluster.test.ts.
import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase } from '../../server/src/db/database';
import { prepareDatabase } from '../../server/src/start-server';
import { createScratchDatabase } from '../lib/scratch-database';

const MAIN = fileURLToPath(new URL('../../server/src/main.ts', import.meta.url));
export const NGINX_BINARY = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path)) ?? 'nginx';

export interface ClusterInstance {
  name: string;
  url: string;
  child: ChildProcess;
  /** Everything the process printed (stdout and stderr). */
  output(): string;
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** Resolves with the exit code when the process ends. */
  exited: Promise<number | null>;
}

export interface Cluster {
  proxyUrl: string;
  instances: ClusterInstance[];
  databaseUrl: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntil(check: () => Promise<boolean> | boolean, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`tiempo agotado esperando ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The nginx configuration of README "Más de una instancia" (paths under `dir` so it runs unprivileged). */
export function nginxConfig(dir: string, listenPort: number, upstreamPorts: number[]): string {
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 8192; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;

  upstream panel_servers {
    least_conn;
${upstreamPorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 32;
  }
  map $http_upgrade $connection_upgrade {
    default upgrade;
    ''      '';
  }
  server {
    listen 127.0.0.1:${listenPort};
    client_max_body_size 2m;
    # The private API's id_comercio header: nginx drops headers with an underscore by default.
    underscores_in_headers on;
    location / {
      proxy_pass http://panel_servers;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_read_timeout 1h;
      proxy_next_upstream error timeout http_502 http_503;
    }
  }
}
`;
}

function spawnInstance(name: string, port: number, env: NodeJS.ProcessEnv): ClusterInstance {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], { env: { ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let done = false;
  void exited.then(() => (done = true));
  return {
    name,
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    exited,
    waitForOutput: (pattern, timeoutMs = 60_000) =>
      waitUntil(
        () => {
          if (pattern.test(output)) return true;
          if (done) throw new Error(`la instancia ${name} terminó: ${output}`);
          return false;
        },
        `${pattern} en ${name}`,
        timeoutMs,
      ),
  };
}

/** Starts `count` instances and nginx in front of them; `stop()` ends everything and drops the database. */
export async function startCluster(adminUrl: string, count = 3, extraEnv: NodeJS.ProcessEnv = {}): Promise<Cluster> {
  const database = await createScratchDatabase(adminUrl, 'cluster');
  const dir = await mkdtemp(join(tmpdir(), 'cluster-'));
  const instances: ClusterInstance[] = [];
  let nginx: ChildProcess | null = null;
  const stop = async () => {
    if (nginx && nginx.exitCode === null) {
      const ended = new Promise((resolve) => nginx!.once('exit', resolve));
      nginx.kill('SIGTERM');
      await ended;
    }
    await Promise.all(
      instances.map(async (instance) => {
        if (instance.child.exitCode === null && instance.child.signalCode === null) instance.child.kill('SIGTERM');
        await Promise.race([instance.exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
        if (instance.child.exitCode === null && instance.child.signalCode === null) instance.child.kill('SIGKILL');
      }),
    );
    await database.drop().catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  };
  try {
    // Migrations and the demo commerce once, before the instances start.
    const handle = await createDatabase({ databaseUrl: database.url });
    await prepareDatabase(handle, { seedDemo: true });
    await handle.close();
    // One SECRETS_KEY for every instance, as README («Más de una instancia») asks of a deployment: three first
    // starts on one empty DATA_DIR raced to create secrets.key, and one read it before its bytes were written
    // («SECRETS_KEY debe tener 32 bytes», seen on the PostgreSQL pass 2026-12-06).
    const secretsKey = process.env.SECRETS_KEY ?? randomBytes(32).toString('hex');
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: database.url, DATA_DIR: join(dir, 'data'), LOG: 'off', TRUST_PROXY: '1', SECRETS_KEY: secretsKey, ...extraEnv };
    delete env.TEST_DATABASE_URL;
    const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
    ports.forEach((port, index) => instances.push(spawnInstance(String.fromCharCode(65 + index), port, env)));
    await Promise.all(instances.map((instance) => instance.waitForOutput(/Servidor listo en/, 120_000)));

    const proxyPort = await freePort();
    await writeFile(join(dir, 'nginx.conf'), nginxConfig(dir, proxyPort, ports));
    nginx = spawn(NGINX_BINARY, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off; master_process off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
    let nginxErrors = '';
    nginx.stderr!.on('data', (chunk: Buffer) => (nginxErrors += chunk.toString()));
    const proxyUrl = `http://127.0.0.1:${proxyPort}`;
    await waitUntil(
      async () => {
        if (nginx!.exitCode !== null) throw new Error(`nginx terminó: ${nginxErrors}`);
        return fetch(`${proxyUrl}/readyz`).then((response) => response.ok, () => false);
      },
      'nginx',
      20_000,
    );
    return { proxyUrl, instances, databaseUrl: database.url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
