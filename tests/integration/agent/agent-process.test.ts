// The print agent of `npm start` runs in its own process (main/agent-process.ts) beside the API: a paired page
// that sends one frame over the 5 MiB limit gets that socket closed (1009), the agent goes on answering, and the
// API answers throughout; a killed agent process leaves the API up and comes back on the same port.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_MESSAGE_BYTES } from '../../../main/agent';
import { startAgentProcess, type AgentProcessHandle } from '../../../main/agent-process';
import { startServer, type RunningServer } from '../../../server/src/start-server';
import { agentCall, closeCodeAfter, oversizedMessage, pairedSocket } from './agent-support';

let server: RunningServer;
let agent: AgentProcessHandle;
let dataDir: string;
let origin: string;
const restarts: string[] = [];

async function apiAnswers(): Promise<number> {
  return (await fetch(`${server.url}/healthz`)).status;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'agent-process-'));
  server = await startServer({ port: 0, host: '127.0.0.1', dataDir: 'memory://', seedDemo: false, logger: false });
  origin = new URL(server.url).origin;
  agent = await startAgentProcess({ dataDir, panelOrigin: origin, port: 0, onRestart: (reason) => restarts.push(reason) });
}, 120_000);

afterAll(async () => {
  await agent?.close();
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the agent beside the API', () => {
  it('closes the socket of a frame over 5 MiB, keeps answering, and the API answers', async () => {
    const pid = agent.pid();
    const socket = await pairedSocket(agent.port, agent.token, origin);
    expect(await closeCodeAfter(socket, oversizedMessage(MAX_MESSAGE_BYTES))).toBe(1009);
    expect(await apiAnswers()).toBe(200);
    expect(await agentCall(agent.port, agent.token, origin, 'app:getVersion')).toMatch(/^\d+\.\d+\.\d+/);
    expect(agent.pid()).toBe(pid);
    expect(restarts).toEqual([]);
  });

  it('leaves the API up when the agent process is killed, and starts it again on the same port with the same token', async () => {
    const pid = agent.pid()!;
    process.kill(pid, 'SIGKILL');
    expect(await apiAnswers()).toBe(200);
    await expect.poll(() => agent.pid() !== undefined && agent.pid() !== pid, { timeout: 30_000 }).toBe(true);
    await expect
      .poll(() => agentCall(agent.port, agent.token, origin, 'app:getVersion').catch(() => null), { timeout: 60_000, interval: 250 })
      .toMatch(/^\d+\.\d+\.\d+/);
    expect(restarts).toEqual(['SIGKILL']);
    expect(await apiAnswers()).toBe(200);
  }, 90_000);
});
