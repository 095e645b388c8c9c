// A local stand-in for Green-API (green-api.com), the WhatsApp gateway of docs/whatsapp.md, as strict as the real
// one for the calls the server makes:
//   POST /waInstance{idInstance}/sendMessage/{apiTokenInstance}   { chatId, message } → { idMessage }
//   GET  /waInstance{idInstance}/getStateInstance/{apiTokenInstance} → { stateInstance }
//   GET  /waInstance{idInstance}/lastOutgoingMessages/{apiTokenInstance}?minutes=N → the messages sent in the last N
//        minutes (1440 by default), newest first, shaped as documented (textMessage, or extendedTextMessage when
//        the text has a link)
// It refuses what Green-API refuses: an unknown instance or a wrong token (401), a body that is not JSON or lacks
// chatId/message, a chatId that is not «digits@c.us» (or @g.us), an empty or over-20,000-character message (400),
// and answers 429 once more requests than its per-window limit came in. It can also be down (503) or a dead port,
// or accept a message and then lose the answer (connection dropped, or the answer comes too late).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';

export interface FakeWhatsAppMessage {
  idMessage: string;
  chatId: string;
  message: string;
  /** When it was accepted (ms since the epoch, the fake's clock). */
  at: number;
}

/** How an accepted message's answer is lost: the connection is dropped, or the answer waits `lateMs`. */
export type LostAnswer = { mode: 'drop' } | { mode: 'late'; lateMs: number };

export interface FakeWhatsAppGateway {
  url: string;
  idInstance: string;
  apiTokenInstance: string;
  /** Messages accepted, in order. */
  messages: FakeWhatsAppMessage[];
  /** Every request's method and path (the token included, as the real gateway sees it). */
  requests: { method: string; path: string }[];
  /** What getStateInstance answers (default authorized). */
  state: string;
  /** The next `count` requests are answered 503 (gateway down). */
  failNext(count: number): void;
  /** The next `count` sendMessage calls are accepted (the message goes out) but their answer is lost. */
  loseAnswers(count: number, how?: LostAnswer): void;
  /** Requests allowed per window before 429 (default: no limit); `retryAfterSeconds` goes in Retry-After. */
  limit(perWindow: number | null, retryAfterSeconds?: number): void;
  /** Starts a new rate window (the tests' clock moves; the fake's does not). */
  resetWindow(): void;
  close(): Promise<void>;
}

const CHAT_ID = /^(\d{8,15}@c\.us|\d{10,25}(-\d{6,12})?@g\.us)$/;
const MESSAGE_MAX = 20_000;

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

/** A message as lastOutgoingMessages lists it (Green-API sends a text with a link as extendedTextMessage). */
function outgoingEntry(sent: FakeWhatsAppMessage) {
  const withLink = /https?:\/\//.test(sent.message);
  return {
    type: 'outgoing',
    idMessage: sent.idMessage,
    timestamp: Math.floor(sent.at / 1000),
    statusMessage: 'sent',
    sendByApi: true,
    chatId: sent.chatId,
    typeMessage: withLink ? 'extendedTextMessage' : 'textMessage',
    ...(withLink ? { extendedTextMessage: { text: sent.message } } : { textMessage: sent.message }),
  };
}

export async function startFakeWhatsAppGateway(): Promise<FakeWhatsAppGateway> {
  const idInstance = String(1_100_000_000 + Math.floor(Math.random() * 99_999_999));
  const apiTokenInstance = randomBytes(25).toString('hex');
  const messages: FakeWhatsAppMessage[] = [];
  const requests: { method: string; path: string }[] = [];
  let failures = 0;
  let perWindow: number | null = null;
  let retryAfter = 1;
  let inWindow = 0;
  let lostAnswers = 0;
  let lostHow: LostAnswer = { mode: 'drop' };

  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const path = (request.url ?? '').split('?')[0] ?? '';
      requests.push({ method: request.method ?? '', path });
      if (failures > 0) {
        failures--;
        return send(response, 503, 'Service Unavailable');
      }
      // Not Green-API's: lets a test in another process (e2e) read what the gateway received.
      if (path === '/__mensajes' && request.method === 'GET') return send(response, 200, messages);
      const match = /^\/waInstance([^/]+)\/([A-Za-z]+)\/([^/]+)$/.exec(path);
      if (!match) return send(response, 404, { message: 'Not found' });
      const [, instance, method, token] = match;
      // Green-API answers 401 Unauthorized for an instance that is not the account's or a wrong token.
      if (instance !== idInstance || token !== apiTokenInstance) return send(response, 401, 'Unauthorized');
      if (perWindow !== null && ++inWindow > perWindow) return send(response, 429, { message: 'Too Many Requests' }, { 'retry-after': String(retryAfter) });
      if (method === 'getStateInstance' && request.method === 'GET') return send(response, 200, { stateInstance: fake.state });
      if (method === 'lastOutgoingMessages' && request.method === 'GET') {
        const raw = new URL(request.url ?? '', 'http://fake').searchParams.get('minutes');
        const minutes = raw === null ? 1440 : Number(raw);
        if (!Number.isInteger(minutes) || minutes < 1) return send(response, 400, { message: "Validation failed. Details: 'minutes' must be a positive integer" });
        const since = Date.now() - minutes * 60_000;
        return send(response, 200, messages.filter((sent) => sent.at >= since).reverse().map(outgoingEntry));
      }
      if (method === 'sendMessage' && request.method === 'POST') {
        if (!(request.headers['content-type'] ?? '').startsWith('application/json')) return send(response, 400, { message: 'Validation failed. Details: content-type must be application/json' });
        let parsed: { chatId?: unknown; message?: unknown };
        try {
          parsed = JSON.parse(body) as typeof parsed;
        } catch {
          return send(response, 400, { message: 'Validation failed. Details: body is not valid JSON' });
        }
        if (typeof parsed.chatId !== 'string' || !CHAT_ID.test(parsed.chatId)) return send(response, 400, { message: "Validation failed. Details: 'chatId' must be a valid chat id" });
        if (typeof parsed.message !== 'string' || parsed.message.length === 0) return send(response, 400, { message: "Validation failed. Details: 'message' is required" });
        if (parsed.message.length > MESSAGE_MAX) return send(response, 400, { message: "Validation failed. Details: 'message' length must be less than or equal to 20000 characters long" });
        const idMessage = randomBytes(10).toString('hex').toUpperCase();
        messages.push({ idMessage, chatId: parsed.chatId, message: parsed.message, at: Date.now() });
        if (lostAnswers > 0) {
          lostAnswers--;
          if (lostHow.mode === 'drop') return request.socket.destroy();
          setTimeout(() => send(response, 200, { idMessage }), lostHow.lateMs).unref();
          return;
        }
        return send(response, 200, { idMessage });
      }
      return send(response, 405, { message: 'Method not allowed' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeWhatsAppGateway = {
    url: `http://127.0.0.1:${port}`,
    idInstance,
    apiTokenInstance,
    messages,
    requests,
    state: 'authorized',
    failNext(count) {
      failures = count;
    },
    loseAnswers(count, how = { mode: 'drop' }) {
      lostAnswers = count;
      lostHow = how;
    },
    limit(value, seconds = 1) {
      perWindow = value;
      retryAfter = seconds;
      inWindow = 0;
    },
    resetWindow() {
      inWindow = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  return fake;
}
