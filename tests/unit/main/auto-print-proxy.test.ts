// Auto-print's live channel behind the system proxy: a real local HTTP proxy that only lets CONNECT through,
// and a real websocket server behind it. The follower connects through the tunnel the desktop app builds from
// Chromium's proxy answer; a proxy that refuses is said in words.
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer as createHttpsServer } from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import type { PrintEventsPage } from '@shared/printing';
import { OrderFollower } from '../../../main/services/auto-print/follower';
import { httpProxyOf, tunnelThrough } from '../../../main/proxy-tunnel';
import { commerce } from '../../support/sample-order';
import { waitUntil } from '../printing/wait';

const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function listen(server: Server | WebSocketServer): Promise<number> {
  if (server instanceof WebSocketServer) await new Promise((resolve) => server.once('listening', resolve));
  else await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** A proxy that answers CONNECT (with `status`) and pipes the tunnel; anything else is refused. */
async function connectProxy(status = 200) {
  const requests: string[] = [];
  const sockets: Socket[] = [];
  const server = createServer((client) => {
    sockets.push(client);
    client.once('data', (chunk) => {
      const line = chunk.toString('latin1').split('\r\n')[0] ?? '';
      requests.push(line);
      const target = /^CONNECT ([^ ]+):(\d+) HTTP/.exec(line);
      if (!target || status !== 200) return void client.end(`HTTP/1.1 ${target ? status : 405} No\r\n\r\n`);
      const upstream = connect(Number(target[2]), target[1]!, () => {
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        upstream.pipe(client);
        client.pipe(upstream);
      });
      sockets.push(upstream);
      upstream.on('error', () => client.destroy());
    });
  });
  const port = await listen(server);
  closers.push(() => new Promise((resolve) => {
    for (const socket of sockets) socket.destroy();
    server.close(resolve);
  }));
  return { port, requests };
}

async function liveServer() {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1', path: '/ws' });
  const port = await listen(server);
  server.on('connection', (socket) => socket.on('message', (raw) => {
    const message = JSON.parse(raw.toString()) as { action: string; channel?: string };
    if (message.action === 'subscribe') socket.send(JSON.stringify({ action: 'subscribed', channel: message.channel, print: true }));
  }));
  closers.push(() => new Promise((resolve) => server.close(resolve)));
  return `http://127.0.0.1:${port}`;
}

function follow(apiBaseUrl: string, proxyPort: number) {
  const connected: boolean[] = [];
  const problems: (string | null)[] = [];
  const emptyPage: PrintEventsPage = { serverTime: '2026-11-24T10:05:00.000Z', commerce, stations: [], events: [], more: false, until: null, untilId: null };
  const follower = new OrderFollower({
    session: { apiBaseUrl, token: 'tok', commerceId: 'c1' },
    cursor: () => '2026-11-24T10:00:00.000Z',
    saveCursor: () => undefined,
    onFirstStart: () => undefined,
    handle: async () => undefined,
    onConnected: (value) => void connected.push(value),
    onProblem: (reason) => void problems.push(reason),
    onStopped: () => undefined,
    log: () => undefined,
    resyncMs: 60_000,
    fetch: (async () => new Response(JSON.stringify(emptyPage), { headers: { 'content-type': 'application/json' } })) as typeof fetch,
    // What the desktop app does with Chromium's answer "PROXY 127.0.0.1:port; DIRECT".
    liveSocketOptions: async (url) => {
      const proxy = httpProxyOf(`PROXY 127.0.0.1:${proxyPort}; DIRECT`);
      return proxy ? { createConnection: tunnelThrough(proxy, url.startsWith('wss:')) } : undefined;
    },
  });
  closers.push(async () => follower.stop());
  return { follower, connected, problems };
}

describe('auto-print live channel through the system proxy', () => {
  it('connects through a CONNECT tunnel and subscribes', async () => {
    const proxy = await connectProxy();
    const api = await liveServer();
    const t = follow(api, proxy.port);
    t.follower.start();
    await waitUntil(() => t.connected.includes(true), 10_000, 'suscrito a través del proxy');
    expect(proxy.requests[0]).toBe(`CONNECT ${api.replace('http://', '')} HTTP/1.1`);
    expect(t.problems).toEqual([]);
  });

  it('says the proxy does not let the connection through when it refuses the tunnel', async () => {
    const proxy = await connectProxy(407);
    const api = await liveServer();
    const t = follow(api, proxy.port);
    t.follower.start();
    await waitUntil(() => t.problems.length > 0, 10_000, 'problema');
    expect(t.problems[0]).toBe('el proxy de la red no deja pasar la conexión');
    expect(t.connected).not.toContain(true);
  });

  it('runs TLS to the server inside the tunnel for wss:// (an untrusted certificate is named as such)', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'auto-print-proxy-'));
    closers.push(() => rm(dir, { recursive: true, force: true }));
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '2', '-subj', '/CN=127.0.0.1'], { stdio: 'ignore' });
    const https = createHttpsServer({ key: await readFile(key), cert: await readFile(cert) });
    const port = await listen(https);
    closers.push(() => new Promise((resolve) => https.close(resolve)));
    const proxy = await connectProxy();
    const t = follow(`https://127.0.0.1:${port}`, proxy.port);
    t.follower.start();
    await waitUntil(() => t.problems.length > 0, 10_000, 'problema');
    expect(proxy.requests[0]).toBe(`CONNECT 127.0.0.1:${port} HTTP/1.1`);
    expect(t.problems[0]).toMatch(/^el certificado del servidor no es de confianza/);
  });

  it("reads Chromium's proxy answer: the first HTTP proxy, none for DIRECT or SOCKS", () => {
    expect(httpProxyOf('PROXY proxy.empresa.mx:8080; DIRECT')).toEqual({ host: 'proxy.empresa.mx', port: 8080 });
    expect(httpProxyOf('DIRECT')).toBeNull();
    expect(httpProxyOf('SOCKS5 127.0.0.1:1080')).toBeNull();
    expect(httpProxyOf('PROXY [::1]:3128')).toEqual({ host: '::1', port: 3128 });
  });
});
