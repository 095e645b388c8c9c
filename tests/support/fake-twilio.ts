// A local stand-in for Twilio's REST API (2010-04-01), as strict as the real one for the calls the server
// makes: create a Message, fetch the Account. It refuses what Twilio refuses (wrong credentials, another
// account's path, a body that is not form-encoded, a missing or non-E.164 'To', no sender, an empty or
// over-1600-character body, a sender that is not the account's) with Twilio's status, code and JSON shape.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';

export interface FakeTwilioMessage {
  sid: string;
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
}

export interface FakeTwilio {
  baseUrl: string;
  accountSid: string;
  authToken: string;
  /** The account's SMS-capable number. */
  phoneNumber: string;
  messages: FakeTwilioMessage[];
  /** Requests answered 503 (provider down) before it recovers. */
  failNext(count: number): void;
  close(): Promise<void>;
}

const E164 = /^\+[1-9]\d{7,14}$/;
const BODY_LIMIT = 1600;

function twilioError(response: ServerResponse, status: number, code: number, message: string): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status }));
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

export async function startFakeTwilio(): Promise<FakeTwilio> {
  const accountSid = `AC${randomBytes(16).toString('hex')}`;
  const authToken = randomBytes(16).toString('hex');
  const phoneNumber = '+15005550006';
  const messages: FakeTwilioMessage[] = [];
  let failures = 0;

  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      if (failures > 0) {
        failures--;
        return twilioError(response, 503, 20500, 'Service Unavailable');
      }
      const [scheme, encoded] = (request.headers.authorization ?? '').split(' ');
      const [user, password] = Buffer.from(encoded ?? '', 'base64').toString('utf8').split(':');
      if (scheme !== 'Basic' || user !== accountSid || password !== authToken) return twilioError(response, 401, 20003, 'Authenticate');
      const path = (request.url ?? '').split('?')[0];
      if (request.method === 'GET' && path === `/2010-04-01/Accounts/${accountSid}.json`) {
        response.writeHead(200, { 'content-type': 'application/json' });
        return response.end(JSON.stringify({ sid: accountSid, friendly_name: 'Cuenta de prueba', status: 'active', type: 'Full' }));
      }
      if (request.method !== 'POST' || path !== `/2010-04-01/Accounts/${accountSid}/Messages.json`) {
        return twilioError(response, 404, 20404, `The requested resource ${path} was not found`);
      }
      if (!String(request.headers['content-type']).startsWith('application/x-www-form-urlencoded')) {
        return twilioError(response, 400, 20001, 'Content-Type must be application/x-www-form-urlencoded');
      }
      const form = new URLSearchParams(body);
      const to = form.get('To');
      const from = form.get('From');
      const messagingServiceSid = form.get('MessagingServiceSid');
      const text = form.get('Body') ?? '';
      if (!to) return twilioError(response, 400, 21604, "A 'To' phone number is required.");
      if (!E164.test(to)) return twilioError(response, 400, 21211, `Invalid 'To' Phone Number: ${to}`);
      if (!from && !messagingServiceSid) return twilioError(response, 400, 21603, "A 'From' phone number is required.");
      if (from && from !== phoneNumber) {
        return twilioError(response, 400, 21606, `The From phone number ${from} is not a valid, SMS-capable inbound phone number or short code for your account.`);
      }
      if (!text) return twilioError(response, 400, 21602, 'Message body is required.');
      if (text.length > BODY_LIMIT) return twilioError(response, 400, 21617, 'The concatenated message body exceeds the 1600 character limit.');
      const message: FakeTwilioMessage = { sid: `SM${randomBytes(16).toString('hex')}`, to, from, messagingServiceSid, body: text };
      messages.push(message);
      response.writeHead(201, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          sid: message.sid,
          account_sid: accountSid,
          to,
          from,
          messaging_service_sid: messagingServiceSid,
          body: text,
          status: 'queued',
          num_segments: '1',
          direction: 'outbound-api',
          api_version: '2010-04-01',
          error_code: null,
          error_message: null,
          uri: `/2010-04-01/Accounts/${accountSid}/Messages/${message.sid}.json`,
        }),
      );
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    phoneNumber,
    messages,
    failNext: (count) => (failures = count),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
