// A real local HTTP receiver of outbound webhooks for tests (docs/webhooks.md). It checks the Standard
// Webhooks signature with its OWN implementation (WebCrypto HMAC over the raw body, base64 decoded by hand,
// every `v1,` signature of the header tried, the timestamp within 5 minutes), so a mistake in the server's
// signing cannot be mirrored here. It can be told to fail the next N deliveries, to answer one status for
// good, or to go down (its port closed: connection refused) and come back on the same port. Every verified
// delivery is recorded in order of arrival.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const TOLERANCE_SECONDS = 5 * 60;

export interface ReceivedWebhook {
  path: string;
  id: string;
  type: string;
  timestamp: number;
  body: { id: string; type: string; created_at: string; commerce_id: string; data: unknown };
  /** The order the event is about (data.pedido.id), when it is an order event. */
  orderId: string | null;
  /** What the receiver answered. */
  status: number;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** base64 → bytes, written out here rather than borrowed from Buffer like the server does. */
function decodeBase64(text: string): Uint8Array<ArrayBuffer> {
  const clean = text.replace(/=+$/, '');
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE64.indexOf(char);
    if (index < 0) throw new Error(`base64 no válido: ${char}`);
    value = (value << 6) | index;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((value >> bits) & 0xff);
    }
  }
  return new Uint8Array(bytes);
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

/** Standard Webhooks verification: true when one of the header's v1 signatures is the HMAC of `${id}.${timestamp}.${body}`. */
export async function verifyStandardWebhook(secret: string, headers: { id?: string; timestamp?: string; signature?: string }, rawBody: string, nowSeconds = Date.now() / 1000): Promise<boolean> {
  const { id, timestamp, signature } = headers;
  if (!id || !timestamp || !signature || !/^\d+$/.test(timestamp)) return false;
  if (Math.abs(nowSeconds - Number(timestamp)) > TOLERANCE_SECONDS) return false;
  const keyBytes = decodeBase64(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret);
  const key = await crypto.subtle.importKey('raw', keyBytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const expected = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${id}.${timestamp}.${rawBody}`)));
  return signature.split(' ').some((part) => {
    const [version, value] = part.split(',');
    return version === 'v1' && value !== undefined && sameBytes(decodeBase64(value), expected);
  });
}

export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  /** Attempts that failed the signature check. */
  readonly badSignatures: string[] = [];
  private readonly secrets = new Map<string, string>();
  private failuresLeft = 0;
  private failStatus = 503;
  private fixedStatus: number | null = null;
  private server: Server | null = null;
  private port = 0;

  /** Starts listening on 127.0.0.1 (a free port the first time, the same port after `down()`). */
  async up(): Promise<this> {
    const server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
    return this;
  }

  /** Closes the port: deliveries meet a refused connection until `up()`. */
  async down(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The URL of one endpoint on this receiver; deliveries to it are checked with `secret` once known. */
  url(path = '/hook'): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  setSecret(path: string, secret: string): void {
    this.secrets.set(path, secret);
  }

  /** The next `count` verified deliveries are answered `status` (503 by default). */
  failNext(count: number, status = 503): void {
    this.failuresLeft = count;
    this.failStatus = status;
  }

  /** Every delivery is answered `status` until `answerWith(null)`. */
  answerWith(status: number | null): void {
    this.fixedStatus = status;
  }

  /** Verified deliveries the receiver accepted (2xx), in order of arrival. */
  accepted(path?: string): ReceivedWebhook[] {
    return this.received.filter((item) => item.status < 300 && (path === undefined || item.path === path));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const path = request.url ?? '/';
    const secret = this.secrets.get(path);
    const header = (name: string) => (typeof request.headers[name] === 'string' ? (request.headers[name] as string) : undefined);
    const headers = { id: header('webhook-id'), timestamp: header('webhook-timestamp'), signature: header('webhook-signature') };
    if (request.method !== 'POST' || !secret || !(await verifyStandardWebhook(secret, headers, raw))) {
      this.badSignatures.push(`${path} ${headers.id ?? ''}`);
      response.writeHead(secret ? 401 : 404).end();
      return;
    }
    const body = JSON.parse(raw) as ReceivedWebhook['body'];
    let status = 200;
    if (this.fixedStatus !== null) status = this.fixedStatus;
    else if (this.failuresLeft > 0) {
      this.failuresLeft -= 1;
      status = this.failStatus;
    }
    const data = body.data as { pedido?: { id?: unknown } } | null;
    this.received.push({
      path,
      id: headers.id!,
      type: body.type,
      timestamp: Number(headers.timestamp),
      body,
      orderId: typeof data?.pedido?.id === 'string' ? data.pedido.id : null,
      status,
    });
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: status < 300 }));
  }
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  return new WebhookReceiver().up();
}
