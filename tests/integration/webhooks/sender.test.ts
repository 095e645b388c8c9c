// What a receiver's answer means for one webhook POST (docs/webhooks.md): 2xx sent; 408, 429 (with its
// Retry-After), 5xx, no answer in time and a closed port are retried; any other status, a redirect included,
// is a refusal.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postWebhook } from '../../../server/src/services/webhooks/sender';
import { newWebhookSecret } from '../../../server/src/services/webhooks/signing';

describe('webhook sender', () => {
  let server: Server;
  let base = '';
  const message = { id: 'msg_sender', type: 'order.created', created_at: new Date().toISOString(), commerce_id: 'c', data: {} };

  beforeAll(async () => {
    server = createServer((request, response) => {
      const path = request.url ?? '/';
      if (path === '/hang') return; // never answers
      if (path === '/redirect') return void response.writeHead(302, { location: 'https://example.com/' }).end();
      if (path === '/limited') return void response.writeHead(429, { 'retry-after': '30' }).end();
      response.writeHead(Number(path.slice(1))).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const send = (path: string, timeoutMs?: number) => postWebhook(`${base}${path}`, newWebhookSecret(), message, timeoutMs);

  it('maps each answer to sent, retry or refused', async () => {
    expect(await send('/204')).toEqual({ outcome: 'sent', status: 204 });
    expect(await send('/503')).toMatchObject({ outcome: 'retry', status: 503, error: 'HTTP 503' });
    expect(await send('/408')).toMatchObject({ outcome: 'retry', status: 408 });
    expect(await send('/limited')).toMatchObject({ outcome: 'retry', status: 429, afterMs: 30_000 });
    expect(await send('/410')).toEqual({ outcome: 'refused', status: 410, error: 'Rechazado: HTTP 410' });
    expect(await send('/redirect')).toMatchObject({ outcome: 'refused', status: 302 });
  });

  it('retries when the receiver does not answer in time or the port is closed', async () => {
    expect(await send('/hang', 300)).toMatchObject({ outcome: 'retry', status: null, error: 'Sin respuesta en 0.3 s' });
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await postWebhook(`http://127.0.0.1:${port}/closed`, newWebhookSecret(), message)).toMatchObject({ outcome: 'retry', status: null, error: 'No se pudo conectar (ECONNREFUSED)' });
  });
});
