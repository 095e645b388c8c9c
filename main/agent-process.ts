// The print agent of `npm start` in a process of its own: whatever happens inside the agent (a crash, a
// handler that never returns, memory) cannot take the API down with it. The parent forks this file, the
// child starts the agent and reports its port and token over the IPC channel; if the child dies, the
// parent starts it again on the same port after a short wait (the token is kept in the agent's folder, so
// paired pages reconnect by themselves). docs/security.md, "The print agent cannot be crashed".
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startAgent } from './agent';

export interface AgentProcessOptions {
  dataDir: string;
  panelOrigin: string;
  /** 0 picks a free port on the first start; restarts reuse the port it got. Default: AGENT_PORT or 8765. */
  port?: number;
  /** Where the parent reports a restart (default: stderr). */
  onRestart?: (reason: string) => void;
}

export interface AgentProcessHandle {
  port: number;
  token: string;
  /** The current child's PID (changes after a restart). */
  pid(): number | undefined;
  close(): Promise<void>;
}

type ChildMessage = { ready: { port: number; token: string } } | { failed: string };

const RESTART_DELAYS_MS = [500, 1_000, 2_000, 5_000, 10_000];
const ENTRY = fileURLToPath(import.meta.url);
const ROOT = path.resolve(path.dirname(ENTRY), '..');

function spawnChild(options: { dataDir: string; panelOrigin: string; port: number | undefined }): { child: ChildProcess; ready: Promise<{ port: number; token: string }> } {
  // tsx runs this TypeScript file in the child, as `npm start` runs scripts/start.ts (resolved from the project root).
  const child = fork(ENTRY, [JSON.stringify(options)], { cwd: ROOT, execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const ready = new Promise<{ port: number; token: string }>((resolve, reject) => {
    child.once('message', (message: ChildMessage) => {
      if ('ready' in message) resolve(message.ready);
      else reject(new Error(message.failed));
    });
    child.once('exit', (code, signal) => reject(new Error(`el proceso del agente terminó (${signal ?? code ?? '?'})`)));
  });
  return { child, ready };
}

/** Starts the agent in a child process; resolves once it listens. */
export async function startAgentProcess(options: AgentProcessOptions): Promise<AgentProcessHandle> {
  const first = spawnChild({ dataDir: options.dataDir, panelOrigin: options.panelOrigin, port: options.port });
  const { port, token } = await first.ready;
  const report = options.onRestart ?? ((reason: string) => console.error(`El agente de impresión se detuvo (${reason}); se inicia de nuevo.`));
  let child: ChildProcess | null = first.child;
  let closing = false;
  let failures = 0;
  let timer: NodeJS.Timeout | null = null;

  const watch = (current: ChildProcess) => {
    current.once('exit', (code, signal) => {
      if (closing || child !== current) return;
      child = null;
      const delay = RESTART_DELAYS_MS[Math.min(failures, RESTART_DELAYS_MS.length - 1)]!;
      failures += 1;
      report(signal ?? `código ${code ?? '?'}`);
      timer = setTimeout(() => {
        timer = null;
        if (closing) return;
        const next = spawnChild({ dataDir: options.dataDir, panelOrigin: options.panelOrigin, port });
        child = next.child;
        watch(next.child);
        next.ready.then(
          () => {
            failures = 0;
          },
          () => undefined, // its exit schedules the next try
        );
      }, delay);
    });
  };
  watch(first.child);

  return {
    port,
    token,
    pid: () => child?.pid,
    async close() {
      closing = true;
      if (timer) clearTimeout(timer);
      const current = child;
      child = null;
      if (!current || current.exitCode !== null || current.signalCode !== null) return;
      await new Promise<void>((resolve) => {
        current.once('exit', () => resolve());
        current.kill('SIGTERM');
      });
    },
  };
}

async function runChild(): Promise<void> {
  const options = JSON.parse(process.argv[2] ?? '{}') as { dataDir: string; panelOrigin: string; port?: number };
  try {
    const agent = await startAgent({ dataDir: options.dataDir, panelOrigin: options.panelOrigin, port: options.port });
    const stop = () => {
      void agent.close().finally(() => process.exit(0));
    };
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
    // The parent is gone (killed without closing us): nobody would stop this process otherwise.
    process.once('disconnect', stop);
    process.send?.({ ready: { port: agent.port, token: agent.token } } satisfies ChildMessage);
  } catch (error) {
    process.send?.({ failed: error instanceof Error ? error.message : String(error) } satisfies ChildMessage);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href && process.send) {
  void runChild();
}
