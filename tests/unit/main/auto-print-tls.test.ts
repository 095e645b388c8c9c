// Auto-print behind an HTTPS-scanning antivirus or proxy: the server's certificate is not trusted on this
// PC. A real local TLS server (self-signed certificate, made with openssl for the test) serves the events
// endpoint and the live channel; the follower's own connections (Node's fetch and ws, as the print agent
// runs them) fail verification, and the printing service says why instead of silently printing nothing.
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { networkProblem } from '../../../main/services/auto-print/network-problem';
import { trustSystemCertificates } from '../../../main/system-certificates';
import { createPrintingService } from '../../../main/services/printing/index';

let dir: string;
let server: Server;
let origin: string;
const requests: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'auto-print-tls-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '2', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' });
  server = createServer({ key: await readFile(key), cert: await readFile(cert) }, (request, response) => {
    requests.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ events: [], commerce: null, serverTime: new Date().toISOString(), until: null, more: false }));
  });
  new WebSocketServer({ server, path: '/ws' });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

describe('auto-print when the server certificate is not trusted on this PC', () => {
  it('says «La impresión automática no puede conectarse: …» in its state, and why', async () => {
    const dataDir = path.join(dir, 'datos');
    const problems: (string | null)[] = [];
    const service = createPrintingService({ dataDir, sharedDir: path.join(dataDir, 'compartida'), logger: () => undefined, onConnectionProblem: (message) => void problems.push(message) });
    try {
      await service.startAutoPrint({ apiBaseUrl: origin, token: 'tok', commerceId: 'com_1' });
      const expected = 'La impresión automática no puede conectarse: el certificado del servidor no es de confianza en esta computadora (un antivirus que revisa conexiones HTTPS o un proxy puede causarlo)';
      await expect.poll(async () => (await service.getAutoPrintState()).connectionProblem, { timeout: 10_000 }).toBe(expected);
      const state = await service.getAutoPrintState();
      expect(state).toMatchObject({ running: true, connected: false, message: expected });
      expect(problems).toEqual([expected]);
      // Nothing got through: TLS failed before any request reached the server.
      expect(requests).toEqual([]);
    } finally {
      await service.close();
    }
  });

  it("names certificate, clock, proxy and network failures from Node's and Chromium's errors", () => {
    expect(networkProblem(Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error('x'), { code: 'SELF_SIGNED_CERT_IN_CHAIN' }) }))).toMatch(/^el certificado del servidor no es de confianza/);
    expect(networkProblem(new Error('net::ERR_CERT_AUTHORITY_INVALID'))).toMatch(/^el certificado del servidor no es de confianza/);
    expect(networkProblem(Object.assign(new Error('x'), { code: 'CERT_HAS_EXPIRED' }))).toMatch(/revisa la fecha y la hora/);
    expect(networkProblem(new Error('net::ERR_PROXY_CONNECTION_FAILED'))).toBe('el proxy de la red no deja pasar la conexión');
    expect(networkProblem(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe('el servidor rechazó la conexión');
    expect(networkProblem(new Error('HTTP 500'))).toBeNull();
  });

  it("adds the OS's trusted roots (an antivirus or proxy root included) to Node's CA list at start-up, once each", () => {
    let installed: string[] = [];
    const store = {
      getCACertificates: (type: string) => (type === 'system' ? ['RAIZ-ANTIVIRUS', 'RAIZ-COMUN'] : ['RAIZ-COMUN', 'RAIZ-NODE']),
      setDefaultCACertificates: (certificates: string[]) => void (installed = certificates),
    };
    expect(trustSystemCertificates(store)).toBe(true);
    expect(installed.sort()).toEqual(['RAIZ-ANTIVIRUS', 'RAIZ-COMUN', 'RAIZ-NODE']);
    // A Node without the API (older than 22.19) changes nothing.
    expect(trustSystemCertificates({})).toBe(false);
  });
});
