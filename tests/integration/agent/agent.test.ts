// The print agent on a real loopback port with the real printing service, driven by the panel's own
// bridge client (renderer/src/bridge) over the `ws` package instead of a browser WebSocket.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { AGENT_PROTOCOL, CHANNELS } from '@shared/ipc/contract';
import { IPC_MSG } from '@shared/ipc/messages';
import { MSG } from '@shared/messages';
import { defaultPrintSettings } from '@shared/printing';
import { startAgent, type AgentHandle } from '../../../main/agent';
import { decodeEscPos } from '../../../testkit/escpos-decoder';
import { cashShift } from '../../unit/main/support/fixtures';
import { createAgentBridge, type SocketFactory, type SocketLike } from '../../../renderer/src/bridge/agent-client';

const PANEL = 'http://localhost:8080';
const TOKEN = 'prueba-token-0123456789abcdef';
const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const commerce = { nombre: 'Taquería El Güero', direccion: 'Av. Juárez 123', telefono: '9931234567', logotipo: null, zona_horaria: 'America/Mexico_City' };

const socketFrom = (origin: string | undefined): SocketFactory => (url, protocols) =>
  new WebSocket(url, protocols, origin ? { origin } : {}) as unknown as SocketLike;

/** Opens a raw socket and resolves with the HTTP status of a refused handshake, or 101 when accepted. */
function handshake(port: number, protocols: string[], origin?: string): Promise<number> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}`, protocols, origin ? { origin } : {});
    socket.on('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.on('open', () => {
      resolve(101);
      socket.close();
    });
    socket.on('error', () => undefined);
  });
}

let dataDir: string;
let agent: AgentHandle;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'agent-'));
  agent = await startAgent({ port: 0, panelOrigin: PANEL, token: TOKEN, dataDir, log: quietLog });
});

afterAll(async () => {
  await agent.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('print agent', () => {
  const clients: { close(): void }[] = [];
  const client = (origin: string | undefined, token = TOKEN) => {
    const bridge = createAgentBridge({ port: agent.port, token, createSocket: socketFrom(origin), callTimeoutMs: 20_000 });
    clients.push(bridge);
    return bridge;
  };
  afterEach(() => clients.splice(0).forEach((bridge) => bridge.close()));

  it('listens on 127.0.0.1 only', () => {
    expect(agent.host).toBe('127.0.0.1');
    expect(agent.url).toBe(`ws://127.0.0.1:${agent.port}`);
    expect(agent.pairingFragment).toBe(`#agent=${TOKEN}&agentPort=${agent.port}`);
    expect(agent.pairingLink('http://localhost:8080/control-pedidos')).toBe(`http://localhost:8080/control-pedidos#agent=${TOKEN}&agentPort=${agent.port}`);
  });

  it.each(['0.0.0.0', '192.168.1.20', '::'])('refuses to bind to %s', async (host) => {
    await expect(startAgent({ port: 0, host, token: TOKEN, dataDir, log: quietLog })).rejects.toThrow('127.0.0.1');
  });

  it('answers the panel origin with the pairing token: getInfo, getSettings, listPrinters', async () => {
    const bridge = client(PANEL);
    expect(bridge.kind).toBe('agent');
    await expect(bridge.getInfo()).resolves.toMatchObject({ isDesktop: false, agent: true, platform: process.platform });
    await expect(bridge.getSettings()).resolves.toEqual(defaultPrintSettings());
    // Discovery asks CUPS; with CUPS stopped the service answers the message of docs/domain.md (Textos exactos), never a transport error.
    const printers = await bridge.listPrinters().then(
      (list) => (Array.isArray(list) ? 'list' : 'not a list'),
      (error: Error) => error.message,
    );
    expect(['list', MSG.installedPrintersError]).toContain(printers);
  });

  it('also accepts the panel opened as 127.0.0.1 (same machine, same port)', async () => {
    await expect(client('http://127.0.0.1:8080').getVersion()).resolves.toMatch(/^\d+\.\d+\.\d+/);
  });

  it.each([
    ['another site', 'https://evil.example'],
    ['the panel host on another port', 'http://localhost:3000'],
    ['a file page', 'file://'],
    ['no Origin header', undefined],
  ])('rejects %s with 403', async (_label, origin) => {
    expect(await handshake(agent.port, [AGENT_PROTOCOL, `token.${TOKEN}`], origin)).toBe(403);
    await expect(client(origin).getSettings()).rejects.toThrow(MSG.electronNotAvailable);
  });

  it('rejects a missing or wrong pairing token with 401', async () => {
    expect(await handshake(agent.port, [AGENT_PROTOCOL], PANEL)).toBe(401);
    expect(await handshake(agent.port, [AGENT_PROTOCOL, 'token.otro-token-0123456789abcdef'], PANEL)).toBe(401);
    expect(await handshake(agent.port, [`token.${TOKEN}`], PANEL)).toBe(401);
    expect(await handshake(agent.port, [AGENT_PROTOCOL, `token.${TOKEN}`], PANEL)).toBe(101);
    await expect(client(PANEL, 'otro-token-0123456789abcdef').getSettings()).rejects.toThrow(MSG.electronNotAvailable);
  });

  it('validates arguments and answers unknown channels with a Spanish error', async () => {
    const bridge = client(PANEL);
    await expect(bridge.invoke('printing:probeNetworkPrinter', 'mi impresora', 9100)).rejects.toThrow(IPC_MSG.invalidArgs);
    const raw = await new Promise<unknown[]>((resolve) => {
      const socket = new WebSocket(`ws://127.0.0.1:${agent.port}`, [AGENT_PROTOCOL, `token.${TOKEN}`], { origin: PANEL });
      const replies: unknown[] = [];
      socket.on('open', () => {
        socket.send(JSON.stringify({ id: 1, channel: 'fs:readFile', args: ['/etc/passwd'] }));
        socket.send('esto no es JSON');
      });
      socket.on('message', (data) => {
        replies.push(JSON.parse(data.toString()));
        if (replies.length === 2) {
          socket.close();
          resolve(replies);
        }
      });
    });
    expect(raw).toContainEqual({ id: 1, error: { message: IPC_MSG.unknownChannel } });
    expect(raw).toContainEqual({ id: -1, error: { message: IPC_MSG.invalidArgs } });
  });

  it('saves settings and prints a test page to a network printer through the real printing service', async () => {
    const received: Buffer[] = [];
    const printer = net.createServer((socket) => socket.on('data', (chunk) => received.push(chunk)));
    await new Promise<void>((resolve) => printer.listen(0, '127.0.0.1', resolve));
    const { port } = printer.address() as AddressInfo;
    try {
      const bridge = client(PANEL);
      expect(await bridge.probeNetworkPrinter('127.0.0.1', port)).toBe(true);
      const settings = defaultPrintSettings();
      settings.Printer1 = { ...settings.Printer1, printer: { kind: 'network', host: '127.0.0.1', port }, printerName: 'Emulador' };
      await bridge.saveSettings(settings);
      // Persisted in the agent's data folder, so a restart keeps it.
      const saved = JSON.parse(await readFile(path.join(dataDir, 'print-settings.json'), 'utf8')) as typeof settings;
      expect(saved.Printer1.printer).toEqual({ kind: 'network', host: '127.0.0.1', port });
      const result = await bridge.printTestPage('Printer1', commerce);
      expect(result.ok).toBe(true);
      await expect.poll(() => Buffer.concat(received).length).toBeGreaterThan(0);
      expect(decodeEscPos(Buffer.concat(received)).text).toContain('Taquería El Güero');
      // The cashier's documents go the same way: the cash close and a mixed payment receipt.
      received.length = 0;
      expect(await bridge.printCashClose({ commerce, shift: cashShift() })).toMatchObject({ ok: true, jobs: 1 });
      await expect.poll(() => decodeEscPos(Buffer.concat(received)).text).toContain('Firma:');
      expect(decodeEscPos(Buffer.concat(received)).text).toMatch(/CORTE DE CAJA[\s\S]*Efectivo esperado +\$1,800\.50/);
      received.length = 0;
      const payment = { parts: [{ method: 'efectivo' as const, amount: 100 }, { method: 'tarjeta' as const, amount: 170 }], amountReceived: 200, tip: 20 };
      expect(await bridge.printReceipt({ commerce, table: 4, orders: [{ folio: 'A-1', total: 250 }], payment })).toMatchObject({ ok: true, jobs: 1 });
      await expect.poll(() => decodeEscPos(Buffer.concat(received)).text).toContain('¡Gracias por su compra!');
      expect(decodeEscPos(Buffer.concat(received)).text).toMatch(/Pagos:\s+Efectivo +\$100\.00\s+Tarjeta +\$170\.00\s+Efectivo recibido +\$200\.00\s+Cambio +\$100\.00/);
    } finally {
      await new Promise<void>((resolve) => printer.close(() => resolve()));
    }
  });

  it('serves every contract channel (nothing answers "unknown channel")', async () => {
    const bridge = client(PANEL);
    for (const channel of CHANNELS) {
      const outcome = await (bridge.invoke as (c: string) => Promise<unknown>)(channel).then(
        () => 'ok',
        (error: Error) => error.message,
      );
      expect(outcome, channel).not.toBe(IPC_MSG.unknownChannel);
    }
  });
});

describe('pairing token', () => {
  it('is generated once and kept in the data folder across restarts', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'agent-token-'));
    try {
      const first = await startAgent({ port: 0, dataDir: folder, log: quietLog, env: {} });
      await first.close();
      const second = await startAgent({ port: 0, dataDir: folder, log: quietLog, env: {} });
      await second.close();
      expect(first.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(second.token).toBe(first.token);
      expect((await readFile(path.join(folder, 'agent-token'), 'utf8')).trim()).toBe(first.token);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
