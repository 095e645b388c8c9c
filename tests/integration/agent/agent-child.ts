// The print agent as its own process (`main/agent.ts`, as `npm run agent` runs it), driven by the panel's own
// bridge client over the `ws` package, for the tests that kill it: one data folder per agent, one shared
// printing folder per PC (owner lock, job ledger, auto-print state).
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import WebSocket from 'ws';
import { createAgentBridge, type AgentBridge, type SocketFactory, type SocketLike } from '../../../renderer/src/bridge/agent-client';

export const AGENT_PANEL = 'http://localhost:8080';
const TOKEN = 'agente-hijo-token-0123456789';
const socketFactory: SocketFactory = (url, protocols) => new WebSocket(url, protocols, { origin: AGENT_PANEL }) as unknown as SocketLike;

export interface AgentChild {
  child: ChildProcess;
  port: number;
  bridge: AgentBridge;
  /** kill -9, resolved once the process is gone. */
  kill(): Promise<void>;
}

/** Starts `main/agent.ts` with its data in `root/name` and the PC's shared printing folder `sharedDir`. */
export function startAgentChild(root: string, name: string, sharedDir: string): Promise<AgentChild> {
  const dataDir = path.join(root, name);
  mkdirSync(dataDir, { recursive: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'main/agent.ts'], {
    cwd: path.resolve(__dirname, '../../..'),
    env: { ...process.env, AGENT_PORT: '0', AGENT_TOKEN: TOKEN, AGENT_DATA_DIR: dataDir, PANEL_ORIGIN: AGENT_PANEL, PANEL_PRINT_SHARED_DIR: sharedDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = once(child, 'exit');
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`el agente ${name} no arrancó: ${output}`)), 120_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /escuchando en ws:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1];
      if (!port) return;
      clearTimeout(timer);
      const bridge = createAgentBridge({ port: Number(port), token: TOKEN, createSocket: socketFactory, callTimeoutMs: 30_000 });
      resolve({
        child,
        port: Number(port),
        bridge,
        async kill() {
          bridge.close();
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
          await exited;
        },
      });
    });
    child.stderr?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    void exited.then(([code]) => reject(new Error(`el agente ${name} terminó (${String(code)}): ${output}`)));
  });
}
