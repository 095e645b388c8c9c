// E2E global setup: builds the panel once (when missing or older than its sources), then starts one real
// server per e2e worker, in-process on a free port, each with its own fresh database, demo seed and one
// account per state the panel distinguishes. Files running at the same time therefore never share a
// commerce, a session or a setting; tests/e2e/support/worker-server.ts points each worker's inject() at
// its own server (docs/architecture.md, "Tests").
import { appendFile, cp, mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { DEMO_LOGIN, startServer, type RunningServer } from '../../../server/src/start-server';
import { createCommerceFixture } from '../../support/commerce-fixture';
import type { CodeNotification } from '../../../server/src/services/notifier';
import { PARTIAL_MODULES, type E2EAccount, type E2EAccounts, type E2EServerValues } from './accounts';

const ROOT = resolve(import.meta.dirname, '../../..');
const DIST = join(ROOT, 'dist/renderer');
const SOURCES = ['renderer', 'shared', 'vite.config.ts'];

async function newestMtime(path: string): Promise<number> {
  const info = await stat(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of await readdir(path)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, await newestMtime(join(path, entry)));
  }
  return newest;
}

/** Builds dist/renderer with Vite's JS API unless the build is newer than every source file. */
export async function ensurePanelBuilt(): Promise<void> {
  const built = await stat(join(DIST, 'index.html')).then((s) => s.mtimeMs).catch(() => 0);
  const sources = Math.max(...(await Promise.all(SOURCES.map((s) => newestMtime(join(ROOT, s))))));
  if (built > sources) return;
  const { build } = await import('vite');
  // Vitest runs with NODE_ENV=test, which would give React's development build; build as production.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: join(ROOT, 'vite.config.ts'), root: join(ROOT, 'renderer'), mode: 'production', logLevel: 'warn' });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

const LOCK = join(ROOT, 'dist/.renderer-build.lock');
const LOCK_STALE_MS = 180_000;

/** Several e2e runs may share the working tree: one builds at a time (mkdir is atomic). */
async function withBuildLock<T>(work: () => Promise<T>): Promise<T> {
  await mkdir(join(ROOT, 'dist'), { recursive: true });
  for (;;) {
    try {
      await mkdir(LOCK);
      break;
    } catch {
      const since = await stat(LOCK).then((s) => Date.now() - s.mtimeMs).catch(() => 0);
      if (since > LOCK_STALE_MS) await rm(LOCK, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await work();
  } finally {
    await rm(LOCK, { recursive: true, force: true });
  }
}

/** Everything one e2e worker's tests read through inject(). */
async function startWorkerServer(root: string, staticDir: string): Promise<{ server: RunningServer; values: E2EServerValues }> {
  await mkdir(root, { recursive: true });
  const codesFile = join(root, 'codes.jsonl');
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: join(root, 'db'),
    staticDir,
    seedDemo: true,
    logger: false,
    // One-time codes (password recovery, phone validation) go to a file the tests read.
    config: {
      notifier: {
        async sendCode(notification: CodeNotification) {
          await appendFile(codesFile, `${JSON.stringify(notification)}\n`);
        },
      },
    },
  });
  const make = async (options: Parameters<typeof createCommerceFixture>[1]): Promise<E2EAccount> => {
    const fixture = await createCommerceFixture(server.handle, options);
    return { email: fixture.email, password: fixture.password };
  };
  const accounts: E2EAccounts = {
    demo: { email: DEMO_LOGIN.email, password: DEMO_LOGIN.password },
    onboarding: await make({ plan: 'FREEMIUM', onboarded: false, nombre: 'Cocina en Configuración' }),
    freemium: await make({ plan: 'FREEMIUM', nombre: 'Fonda Gratuita' }),
    trial: await make({ plan: 'TRIAL', nombre: 'Café de Prueba', trialDaysLeft: 9 }),
    founder: await make({ plan: 'FUNDADOR', nombre: 'Cantina Fundadora' }),
    partial: await make({ plan: 'PLUS', nombre: 'Pizzería Parcial', modules: PARTIAL_MODULES.map((id) => ({ id, permisos: ['list', 'create', 'order', 'edit', 'delete'] })) }),
    freemiumForTrial: await make({ plan: 'FREEMIUM', nombre: 'Tortas por Probar' }),
    recovery: await make({ plan: 'PLUS', nombre: 'Mariscos Olvidadizos' }),
  };
  return { server, values: { baseUrl: server.url, accounts, codesFile, staticDir } };
}

export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(join(tmpdir(), 'panel-e2e-'));
  const servers: RunningServer[] = [];
  const close = async () => {
    await Promise.all(servers.map((server) => server.close()));
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    // Serve a private copy of the build: another run rebuilding dist/renderer must not pull files from
    // under this one's pages. The servers only read it, so they share it.
    const staticDir = join(dataDir, 'panel');
    await withBuildLock(async () => {
      await ensurePanelBuilt();
      await cp(DIST, staticDir, { recursive: true });
    });
    // No daily backup mid-run: it would hold the embedded database for seconds (docs/data-safety.md).
    process.env.BACKUP_SCHEDULE = 'off';
    const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
    const values: E2EServerValues[] = [];
    // One after the other: the demo seeds are CPU-bound and the machine may have only two cores.
    for (let worker = 1; worker <= workers; worker += 1) {
      const started = await startWorkerServer(join(dataDir, `worker-${worker}`), staticDir);
      servers.push(started.server);
      values.push(started.values);
    }
    project.provide('servers', values);
  } catch (error) {
    await close();
    throw error;
  }
  return close;
}
