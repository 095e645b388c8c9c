// What a page can send the agent without bringing it down (main/agent.ts), in this very process: a frame over
// the limit closes its socket with 1009 (before the socket had an 'error' listener, that error ended the
// process running the agent — under `npm start`, the API's), a frame that is not JSON is answered, and a
// handshake addressed to another Host (DNS rebinding) is refused.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_MESSAGE_BYTES, startAgent, type AgentHandle } from '../../../main/agent';
import { isLoopbackHostHeader } from '../../../main/agent-auth';
import { agentCall, closeCodeAfter, oversizedMessage, pairedSocket } from './agent-support';

const PANEL = 'http://localhost:8080';
const TOKEN = 'limites-token-0123456789abcdef';
const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

let dataDir: string;
let agent: AgentHandle;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'agent-limits-'));
  agent = await startAgent({ port: 0, panelOrigin: PANEL, token: TOKEN, dataDir, log: quietLog });
});

afterAll(async () => {
  await agent.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('agent limits', () => {
  it('closes only the socket that sent a frame over 5 MiB; the others and new ones are answered', async () => {
    const bystander = await pairedSocket(agent.port, TOKEN, PANEL);
    const sender = await pairedSocket(agent.port, TOKEN, PANEL);
    expect(await closeCodeAfter(sender, oversizedMessage(MAX_MESSAGE_BYTES))).toBe(1009);
    const answered = new Promise<unknown>((resolve) => bystander.once('message', (data) => resolve(JSON.parse(data.toString()))));
    bystander.send(JSON.stringify({ id: 3, channel: 'app:getVersion', args: [] }));
    expect(await answered).toMatchObject({ id: 3, result: expect.stringMatching(/^\d+\.\d+\.\d+/) });
    bystander.close();
    expect(await agentCall(agent.port, TOKEN, PANEL, 'app:getVersion')).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('answers a frame that is not a request, and a broken frame closes its socket only', async () => {
    const socket = await pairedSocket(agent.port, TOKEN, PANEL);
    const reply = new Promise<unknown>((resolve) => socket.once('message', (data) => resolve(JSON.parse(data.toString()))));
    socket.send('esto no es json');
    expect(await reply).toMatchObject({ id: -1, error: { message: expect.any(String) } });
    socket.close();
    const raw = await pairedSocket(agent.port, TOKEN, PANEL);
    const closed = new Promise<number>((resolve) => raw.once('close', (code) => resolve(code)));
    raw.on('error', () => undefined);
    // An unmasked client frame with reserved bits set: a protocol error, which the agent answers with 1002.
    (raw as unknown as { _socket: import('node:net').Socket })._socket.write(Buffer.from([0xf1, 0x00]));
    expect(await closed).toBe(1002);
    expect(await agentCall(agent.port, TOKEN, PANEL, 'app:getVersion')).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('refuses a handshake whose Host is not this machine', async () => {
    await expect(pairedSocket(agent.port, TOKEN, PANEL, { host: `panel-malicioso.example:${agent.port}` })).rejects.toThrow('handshake 403');
    await expect(pairedSocket(agent.port, TOKEN, PANEL, { host: `127.0.0.1:${agent.port + 1}` })).rejects.toThrow('handshake 403');
    await expect(pairedSocket(agent.port, TOKEN, PANEL, { host: `localhost:${agent.port}` })).resolves.toBeDefined();
  });

  it('reads Host headers strictly', () => {
    expect(isLoopbackHostHeader('127.0.0.1:8765', 8765)).toBe(true);
    expect(isLoopbackHostHeader('[::1]:8765', 8765)).toBe(true);
    expect(isLoopbackHostHeader('LOCALHOST:8765', 8765)).toBe(true);
    expect(isLoopbackHostHeader('localhost', 8765)).toBe(false);
    expect(isLoopbackHostHeader('127.0.0.1.nip.io:8765', 8765)).toBe(false);
    expect(isLoopbackHostHeader(undefined, 8765)).toBe(false);
  });
});
