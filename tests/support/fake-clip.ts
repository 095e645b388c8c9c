// A local stand-in for Clip's API (developer.clip.mx), as strict as the real one for the calls the server makes:
// create a payment link (POST /v2/checkout), read it (GET /v2/checkout/:payment_request_id) and refund its
// transaction (POST /refunds). It refuses what Clip refuses: no or wrong `Authorization: Basic
// base64(api_key:secret_key)` (401), a missing field (amount, currency, purchase_description, redirection_url with
// success/error/default), an amount that is not a positive number of pesos with at most two decimals (a string, or
// 12345.678), a currency other than MXN, a refund above what is left. Its page /pay/<id> lets a browser pay (or have
// the card declined: PENDING, and CANCELED after five declines); paying posts the documented checkout webhook
// (unsigned, as Clip sends it) to the link's webhook_url and then redirects to redirection_url.success.
import { randomBytes, randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { listen, payPage, readBody } from './fake-http';

export type FakeClipStatus = 'CREATED' | 'PENDING' | 'COMPLETED' | 'CANCELED' | 'EXPIRED';

export interface FakeClipLink {
  payment_request_id: string;
  amount: number;
  currency: 'MXN';
  purchase_description: string;
  redirection_url: { success: string; error: string; default: string };
  webhook_url: string | null;
  me_reference_id: string | null;
  status: FakeClipStatus;
  created_at: string;
  expires_at: string;
  declines: number;
  transaction_id: string | null;
  receipt_no: string | null;
  /** Pesos refunded so far. */
  refunded: number;
}

export interface FakeClip {
  baseUrl: string;
  apiKey: string;
  secretKey: string;
  links: Map<string, FakeClipLink>;
  /** Every create body as Clip received it. */
  created: Record<string, unknown>[];
  /** Every request Clip refused: what and why (a test that sends a wrong request sees it here). */
  refused: { path: string; status: number; message: string }[];
  refunds: { reference: { type: string; id: string }; amount: number; idempotencyKey: string | null; id: string }[];
  /** The next N refunds are declined (Clip needs the day's balance to refund). */
  declineRefunds(count: number): void;
  /** Pays a link as its page does (or declines the card), without notifying. */
  pay(paymentRequestId: string, outcome?: 'approve' | 'decline'): FakeClipLink;
  /** Posts the documented checkout webhook of a link to its webhook_url (or `url`); `body` overrides fields. */
  notify(paymentRequestId: string, options?: { url?: string; body?: Record<string, unknown> }): Promise<{ status: number; body: string }>;
  env(): Record<string, string>;
  close(): Promise<void>;
}

function clipError(response: ServerResponse, status: number, message: string, code: string): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ error_code: code, message, detail: [] }));
}

function json(response: ServerResponse, status: number, value: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(value));
}

/** Clip takes amounts as numbers of pesos with at most two decimals. */
const PESOS = (value: unknown): value is number => typeof value === 'number' && value > 0 && Number.isFinite(value) && Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
const isUrl = (value: unknown): value is string => typeof value === 'string' && URL.canParse(value);
const round2 = (value: number) => Math.round(value * 100) / 100;

export async function startFakeClip(): Promise<FakeClip> {
  const apiKey = randomUUID();
  const secretKey = randomUUID();
  const expectedAuth = `Basic ${Buffer.from(`${apiKey}:${secretKey}`).toString('base64')}`;
  const links = new Map<string, FakeClipLink>();
  const created: FakeClip['created'] = [];
  const refused: FakeClip['refused'] = [];
  const refunds: FakeClip['refunds'] = [];
  let refundDeclines = 0;
  let nextReceipt = 100_000 + Math.floor(Math.random() * 100_000);

  const current = (link: FakeClipLink): FakeClipLink => {
    if ((link.status === 'CREATED' || link.status === 'PENDING') && Date.parse(link.expires_at) < Date.now()) link.status = 'EXPIRED';
    return link;
  };

  const linkObject = (link: FakeClipLink) => ({
    payment_request_id: link.payment_request_id,
    object_type: 'CHECKOUT',
    amount: link.amount,
    currency: link.currency,
    purchase_description: link.purchase_description,
    payment_request_url: `${fake.baseUrl}/pay/${link.payment_request_id}`,
    status: `CHECKOUT_${current(link).status}`,
    created_at: link.created_at,
    expires_at: link.expires_at,
    metadata: { me_reference_id: link.me_reference_id },
    redirection_url: link.redirection_url,
    transaction_id: link.transaction_id,
    receipt_no: link.receipt_no,
  });

  const webhookBody = (link: FakeClipLink) => {
    const now = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
    return {
      id: randomUUID(),
      api_version: '1.0',
      payment_request_id: link.payment_request_id,
      transaction_id: link.transaction_id,
      resource: 'CHECKOUT',
      resource_status: link.status,
      detail_type: `Payment Request ${link.status.charAt(0)}${link.status.slice(1).toLowerCase()}`,
      attempts: 1,
      sent_date: now,
      created_at: link.created_at,
      completed_at: link.status === 'COMPLETED' ? now : null,
      expires_at: link.expires_at,
      canceled_at: link.status === 'CANCELED' ? now : null,
      expired_at: link.status === 'EXPIRED' ? now : null,
      declined_at: link.status === 'PENDING' ? now : null,
      payment_date: link.status === 'COMPLETED' ? now : null,
      me_reference_id: link.me_reference_id,
      receipt_no: link.receipt_no,
      payment_type: link.status === 'COMPLETED' ? 'CARD' : null,
      barcode: null,
      customer_email: null,
    };
  };

  const pay: FakeClip['pay'] = (paymentRequestId, outcome = 'approve') => {
    const link = links.get(paymentRequestId);
    if (!link) throw new Error(`fake Clip: no such link ${paymentRequestId}`);
    if (current(link).status !== 'CREATED' && link.status !== 'PENDING') throw new Error(`fake Clip: link ${paymentRequestId} is ${link.status}`);
    if (outcome === 'decline') {
      link.declines += 1;
      link.status = link.declines >= 5 ? 'CANCELED' : 'PENDING';
      return link;
    }
    link.status = 'COMPLETED';
    link.transaction_id = randomUUID();
    link.receipt_no = String(nextReceipt++);
    return link;
  };

  const notify: FakeClip['notify'] = async (paymentRequestId, options = {}) => {
    const link = links.get(paymentRequestId);
    const url = options.url ?? link?.webhook_url;
    if (!url) throw new Error('fake Clip: no webhook_url');
    const body = { ...(link ? webhookBody(link) : {}), ...options.body };
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: response.status, body: await response.text() };
  };

  const createLink = (raw: string, response: ServerResponse): void => {
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return clipError(response, 400, 'Malformed JSON request', 'INVALID_REQUEST');
    }
    created.push(body);
    const redirection = body.redirection_url as Record<string, unknown> | undefined;
    const metadata = (body.metadata ?? {}) as Record<string, unknown>;
    const problem =
      body.amount === undefined
        ? 'amount is required'
        : !PESOS(body.amount)
          ? 'amount must be a positive number with at most 2 decimals'
          : body.currency !== 'MXN'
            ? 'currency must be MXN'
            : typeof body.purchase_description !== 'string' || body.purchase_description.trim() === ''
              ? 'purchase_description is required'
              : !redirection || !isUrl(redirection.success) || !isUrl(redirection.error) || !isUrl(redirection.default)
                ? 'redirection_url must have success, error and default URLs'
                : body.webhook_url !== undefined && !isUrl(body.webhook_url)
                  ? 'webhook_url must be a URL'
                  : body.expires_at !== undefined && (typeof body.expires_at !== 'string' || Number.isNaN(Date.parse(body.expires_at)) || Date.parse(body.expires_at) <= Date.now())
                    ? 'expires_at must be a future date'
                    : typeof metadata !== 'object' || Array.isArray(metadata)
                      ? 'metadata must be an object'
                      : null;
    if (problem) {
      refused.push({ path: '/v2/checkout', status: 400, message: problem });
      return clipError(response, 400, problem, 'INVALID_REQUEST');
    }
    const createdAt = new Date();
    const link: FakeClipLink = {
      payment_request_id: randomUUID(),
      amount: body.amount as number,
      currency: 'MXN',
      purchase_description: body.purchase_description as string,
      redirection_url: redirection as FakeClipLink['redirection_url'],
      webhook_url: (body.webhook_url as string | undefined) ?? null,
      me_reference_id: typeof metadata.me_reference_id === 'string' ? metadata.me_reference_id : null,
      status: 'CREATED',
      created_at: createdAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      // Clip's links live three days unless told.
      expires_at: (body.expires_at as string | undefined) ?? new Date(createdAt.getTime() + 3 * 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      declines: 0,
      transaction_id: null,
      receipt_no: null,
      refunded: 0,
    };
    links.set(link.payment_request_id, link);
    return json(response, 200, linkObject(link));
  };

  const refund = (raw: string, idempotencyKey: string | null, response: ServerResponse): void => {
    let body: { reference?: { type?: unknown; id?: unknown }; amount?: unknown };
    try {
      body = JSON.parse(raw) as typeof body;
    } catch {
      return clipError(response, 400, 'Malformed JSON request', 'INVALID_REQUEST');
    }
    const reference = body.reference;
    const refuse = (status: number, message: string, code: string) => {
      refused.push({ path: '/refunds', status, message });
      clipError(response, status, message, code);
    };
    if (!reference || (reference.type !== 'transaction' && reference.type !== 'receipt') || typeof reference.id !== 'string') return refuse(400, 'reference must have type transaction or receipt and an id', 'INVALID_REQUEST');
    if (!PESOS(body.amount)) return refuse(400, 'amount must be a positive number with at most 2 decimals', 'INVALID_REQUEST');
    const link = [...links.values()].find((candidate) => (reference.type === 'transaction' ? candidate.transaction_id : candidate.receipt_no) === reference.id);
    if (!link || link.status !== 'COMPLETED') return refuse(404, 'Transaction not found', 'NOT_FOUND');
    const left = round2(link.amount - link.refunded);
    if ((body.amount as number) > left) return refuse(400, 'The amount to refund is greater than the available amount', 'INVALID_AMOUNT');
    if (refundDeclines > 0) {
      refundDeclines--;
      return json(response, 200, { id: randomUUID(), status: 'declined', message: 'Insufficient balance to process the refund', amount: body.amount });
    }
    link.refunded = round2(link.refunded + (body.amount as number));
    const id = randomUUID();
    refunds.push({ reference: { type: reference.type, id: reference.id }, amount: body.amount as number, idempotencyKey, id });
    return json(response, 200, { id, status: 'approved', receipt_no: String(nextReceipt++), amount: body.amount, currency: 'MXN' });
  };

  const { baseUrl, close } = await listen((request, response) => {
    void (async () => {
      const raw = await readBody(request);
      const url = new URL(request.url ?? '/', 'http://fake');
      const page = /^\/pay\/([0-9a-f-]{36})$/.exec(url.pathname);
      if (page) {
        const link = links.get(page[1]!);
        if (!link) return clipError(response, 404, 'Payment request not found', 'NOT_FOUND');
        if (request.method === 'GET') {
          response.writeHead(current(link).status === 'CREATED' || link.status === 'PENDING' ? 200 : 410, { 'content-type': 'text/html; charset=utf-8' });
          return response.end(payPage('Clip (prueba)', `$${link.amount.toFixed(2)} MXN · ${link.purchase_description}`, `/pay/${link.payment_request_id}`));
        }
        const declined = url.searchParams.get('rechazar') === '1';
        pay(link.payment_request_id, declined ? 'decline' : 'approve');
        if (link.webhook_url) await notify(link.payment_request_id).catch(() => undefined);
        response.writeHead(302, { location: declined ? link.redirection_url.error : link.redirection_url.success });
        return response.end();
      }
      if (request.headers.authorization !== expectedAuth) {
        refused.push({ path: url.pathname, status: 401, message: 'Unauthorized' });
        return clipError(response, 401, 'Unauthorized: invalid API key or secret', 'UNAUTHORIZED');
      }
      if (request.method === 'POST' && url.pathname === '/v2/checkout') return createLink(raw, response);
      const read = /^\/v2\/checkout\/([^/]+)$/.exec(url.pathname);
      if (request.method === 'GET' && read) {
        const link = links.get(decodeURIComponent(read[1]!));
        if (!link) return clipError(response, 404, 'Payment request not found', 'NOT_FOUND');
        return json(response, 200, linkObject(link));
      }
      if (request.method === 'POST' && url.pathname === '/refunds') {
        const key = request.headers['idempotency-key'];
        return refund(raw, typeof key === 'string' ? key : null, response);
      }
      return clipError(response, 404, `Resource ${url.pathname} not found`, 'NOT_FOUND');
    })();
  });

  const fake: FakeClip = {
    baseUrl,
    apiKey,
    secretKey,
    links,
    created,
    refused,
    refunds,
    declineRefunds: (count) => {
      refundDeclines = count;
    },
    pay,
    notify,
    env: () => ({ CLIP_API_BASE_URL: baseUrl }),
    close,
  };
  return fake;
}

/** A random pair that is not the fake's: what a wrong key looks like. */
export function wrongClipKeys(): { api_key: string; secret_key: string } {
  return { api_key: randomUUID(), secret_key: randomBytes(16).toString('hex') };
}
