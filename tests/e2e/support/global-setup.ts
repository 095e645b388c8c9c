// E2E global setup: builds the panel once (when missing or older than its sources) and the migrated database
// template, then starts one real server per e2e worker, each in its own process on a free port
// (e2e-server.ts), with its own fresh database, demo seed and one account per state the panel distinguishes.
// Each running test file claims a server of its own (tests/e2e/support/worker-server.ts), so files running
// at the same time never share a commerce, a session or a setting (docs/architecture.md, "Tests").
import { fork, type ChildProcess } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { E2EServerValues } from './accounts';
import type { ServerProcessMessage } from './server-process';
import { pgliteTemplate } from '../../../testkit/pglite-template';
import { ensurePanelBuilt, PANEL_DIST } from '../../../scripts/lib/build-panel';

const ROOT = resolve(import.meta.dirname, '../../..');
const SERVER_PROCESS = join(import.meta.dirname, 'server-process.ts');
// A cold start on a loaded 2-core machine: tsx compiles the server, then the demo seed and the accounts.
const SERVER_START_TIMEOUT_MS = 180_000;

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

/**
 * Starts one worker's server in its own process (tsx, `server-process.ts`) and resolves with what its tests
 * read, once it listens. The process's output is kept and shown if it fails to start.
 */
function forkWorkerServer(root: string, staticDir: string): Promise<{ child: ChildProcess; values: E2EServerValues }> {
  const child = fork(SERVER_PROCESS, [root, staticDir], {
    execArgv: ['--import', 'tsx'],
    // No daily backup mid-run: it would hold the embedded database for seconds (docs/data-safety.md).
    env: { ...process.env, BACKUP_SCHEDULE: 'off' },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => fail(`no respondió en ${SERVER_START_TIMEOUT_MS / 1000} s`), SERVER_START_TIMEOUT_MS);
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => fail(`terminó (${code ?? signal})`);
    function fail(reason: string) {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`El servidor de e2e en ${root} no arrancó: ${reason}\n${output}`));
    }
    child.once('message', (message: ServerProcessMessage) => {
      if (!('ready' in message)) return fail(message.failed);
      // Started: from here on, its end is stopWorkerServer's business.
      clearTimeout(timer);
      child.off('exit', onExit);
      resolvePromise({ child, values: message.ready });
    });
    child.on('exit', onExit);
  });
}

/** Asks a server process to close its database and waits for it to end (killed after 15 s). */
async function stopWorkerServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const ended = new Promise<void>((resolveEnded) => child.once('exit', () => resolveEnded()));
  const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
  if (child.connected) child.send('close');
  else child.kill('SIGTERM');
  await ended;
  clearTimeout(kill);
}

export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(join(tmpdir(), 'panel-e2e-'));
  const children: ChildProcess[] = [];
  const close = async () => {
    await Promise.all(children.map(stopWorkerServer));
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    // Serve a private copy of the build: another run rebuilding dist/renderer must not pull files from
    // under this one's pages. The servers only read it, so they share it.
    const staticDir = join(dataDir, 'panel');
    // The servers start from the migrated database template (e2e-server.ts): made here once, beside the
    // panel's build, so that the servers starting together do not each make their own.
    // Both are awaited before a failure is thrown: close() must not remove the copy while it is being made.
    const prepared = await Promise.allSettled([
      withBuildLock(async () => {
        // One build rule for the tests, the benches and npm start (scripts/lib/build-panel.ts).
        await ensurePanelBuilt({ quiet: true });
        await cp(PANEL_DIST, staticDir, { recursive: true });
      }),
      pgliteTemplate(),
    ]);
    const unprepared = prepared.find((result) => result.status === 'rejected');
    if (unprepared) throw unprepared.reason;
    const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
    const started = await Promise.allSettled(
      Array.from({ length: workers }, (_, index) => forkWorkerServer(join(dataDir, `worker-${index + 1}`), staticDir)),
    );
    const values: E2EServerValues[] = [];
    for (const result of started) {
      if (result.status === 'rejected') continue;
      children.push(result.value.child);
      values.push(result.value.values);
    }
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const claimsDir = join(dataDir, 'server-claims');
    await mkdir(claimsDir);
    project.provide('serverClaimsDir', claimsDir);
    project.provide('servers', values);
  } catch (error) {
    await close();
    throw error;
  }
  return close;
}
