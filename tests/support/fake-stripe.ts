// A local stand-in for Stripe's API, as strict as the real one for the calls the server makes: create and
// retrieve a Checkout Session (with expand), create a Refund, retrieve the Balance. It refuses what Stripe refuses
// (no or wrong Bearer key, a missing field, an amount that is not a positive integer of cents, a currency other
// than mxn, an expiry outside 30 min–24 h, a second refund) with Stripe's error shape. Its hosted page /pay/<id>
// lets a browser pay (or decline); paying signs checkout.session.completed with the endpoint secret through the
// official SDK's generateTestHeaderString, posts it to the webhook URL, then redirects to success_url.
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import Stripe from 'stripe';
import { listen, payPage, readBody } from './fake-http';

export interface FakeStripeSession {
  id: string;
  amount_total: number;
  currency: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  client_reference_id: string | null;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  metadata: Record<string, string>;
  payment_intent: string | null;
  refunded: boolean;
  /** Cents refunded so far (partial refunds add up). */
  amount_refunded: number;
  fee: number;
}

export interface FakeStripe {
  baseUrl: string;
  secretKey: string;
  webhookSecret: string;
  /** Where the "dashboard's" webhook endpoint points (the server's /pagos/webhook/stripe of a commerce). */
  webhookUrl: string | null;
  sessions: Map<string, FakeStripeSession>;
  /** Every create-session request body as Stripe received it (form fields). */
  created: Record<string, string>[];
  refunds: { id: string; payment_intent: string; amount: number; idempotencyKey: string | null }[];
  /** The next N refunds are refused (card closed). */
  failRefunds(count: number): void;
  /** Pays a session as the hosted page does, without sending the webhook. */
  pay(sessionId: string): FakeStripeSession;
  /** Signs and posts an event about a session to webhookUrl (or `url`); answers the server's status. */
  sendEvent(type: string, sessionId: string, options?: { eventId?: string; url?: string; secret?: string }): Promise<{ status: number; body: string; eventId: string }>;
  env(): Record<string, string>;
  close(): Promise<void>;
}

function stripeError(response: ServerResponse, status: number, message: string, param?: string, code?: string): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ error: { type: status === 401 ? 'invalid_request_error' : 'invalid_request_error', message, ...(param ? { param } : {}), ...(code ? { code } : {}) } }));
}

function json(response: ServerResponse, status: number, value: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(value));
}

const INTEGER = /^[1-9]\d*$/;

export async function startFakeStripe(): Promise<FakeStripe> {
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  const sessions = new Map<string, FakeStripeSession>();
  const created: Record<string, string>[] = [];
  const refunds: FakeStripe['refunds'] = [];
  const idempotent = new Map<string, string>();
  let refundFailures = 0;

  const sessionObject = (session: FakeStripeSession, expand: string[]) => {
    const expanded = expand.some((path) => path.startsWith('payment_intent'));
    const intent =
      session.payment_intent && expanded
        ? {
            id: session.payment_intent,
            object: 'payment_intent',
            amount: session.amount_total,
            currency: session.currency,
            status: 'succeeded',
            latest_charge: {
              id: `ch_${session.payment_intent.slice(3)}`,
              object: 'charge',
              refunded: session.refunded,
              balance_transaction: { id: `txn_${session.payment_intent.slice(3)}`, object: 'balance_transaction', fee: session.fee, amount: session.amount_total },
            },
          }
        : session.payment_intent;
    return {
      id: session.id,
      object: 'checkout.session',
      mode: 'payment',
      url: session.status === 'open' ? `${fake.baseUrl}/pay/${session.id}` : null,
      amount_total: session.amount_total,
      currency: session.currency,
      status: session.status,
      payment_status: session.payment_status,
      client_reference_id: session.client_reference_id,
      success_url: session.success_url,
      cancel_url: session.cancel_url,
      expires_at: session.expires_at,
      metadata: session.metadata,
      payment_intent: intent,
    };
  };

  const pay = (sessionId: string): FakeStripeSession => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no such session ${sessionId}`);
    if (session.status === 'open') {
      session.status = 'complete';
      session.payment_status = 'paid';
      session.payment_intent = `pi_${randomBytes(10).toString('hex')}`;
      session.fee = Math.round(session.amount_total * 0.036) + 300;
    }
    return session;
  };

  const sendEvent: FakeStripe['sendEvent'] = async (type, sessionId, options = {}) => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no such session ${sessionId}`);
    const url = options.url ?? fake.webhookUrl;
    if (!url) throw new Error('fake Stripe: no webhook endpoint configured');
    const eventId = options.eventId ?? `evt_${randomBytes(10).toString('hex')}`;
    const object = type === 'charge.refunded' ? { id: `ch_${(session.payment_intent ?? '').slice(3)}`, object: 'charge', payment_intent: session.payment_intent, refunded: true } : sessionObject(session, []);
    const payload = JSON.stringify({ id: eventId, object: 'event', type, api_version: '2026-11-18.endive', created: Math.floor(Date.now() / 1000), data: { object }, livemode: false });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? webhookSecret });
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': header }, body: payload });
    return { status: response.status, body: await response.text(), eventId };
  };

  const { baseUrl, close } = await listen((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const url = new URL(request.url ?? '/', 'http://fake');
      const path = url.pathname;
      // The hosted payment page (no API key: it is the customer's browser).
      const page = /^\/pay\/([^/]+)$/.exec(path);
      if (page) {
        const session = sessions.get(page[1]!);
        if (!session) return stripeError(response, 404, 'No such checkout session');
        if (request.method === 'GET') {
          response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          return response.end(payPage('Stripe Checkout (prueba)', `$${(session.amount_total / 100).toFixed(2)} MXN`, `/pay/${session.id}`));
        }
        if (url.searchParams.get('rechazar') === '1') {
          response.writeHead(303, { location: session.cancel_url });
          return response.end();
        }
        pay(session.id);
        if (fake.webhookUrl) await sendEvent('checkout.session.completed', session.id).catch(() => undefined);
        response.writeHead(303, { location: session.success_url });
        return response.end();
      }
      const auth = request.headers.authorization ?? '';
      if (auth !== `Bearer ${secretKey}`) return stripeError(response, 401, `Invalid API Key provided: ${auth.replace(/^Bearer /, '').slice(0, 8)}***`);
      const form = new URLSearchParams(body);
      const key = request.headers['idempotency-key'];
      const idemKey = typeof key === 'string' ? `${path}:${key}` : null;
      if (request.method === 'POST' && idemKey && idempotent.has(idemKey)) return json(response, 200, JSON.parse(idempotent.get(idemKey)!));
      const remember = (value: unknown) => {
        if (idemKey) idempotent.set(idemKey, JSON.stringify(value));
        return json(response, 200, value);
      };

      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        const fields = Object.fromEntries(form.entries());
        created.push(fields);
        if (fields.mode !== 'payment') return stripeError(response, 400, 'Missing required param: mode.', 'mode');
        for (const name of ['success_url', 'line_items[0][quantity]', 'line_items[0][price_data][product_data][name]']) {
          if (!fields[name]) return stripeError(response, 400, `Missing required param: ${name}.`, name);
        }
        const amount = fields['line_items[0][price_data][unit_amount]'] ?? '';
        if (!INTEGER.test(amount)) return stripeError(response, 400, `Invalid integer: ${amount}`, 'line_items[0][price_data][unit_amount]');
        if (fields['line_items[0][price_data][currency]'] !== 'mxn') return stripeError(response, 400, 'Invalid currency', 'line_items[0][price_data][currency]');
        const expiresAt = Number(fields.expires_at ?? Math.floor(Date.now() / 1000) + 86_400);
        const lifetime = expiresAt - Math.floor(Date.now() / 1000);
        if (lifetime < 30 * 60 - 5 || lifetime > 24 * 3600) return stripeError(response, 400, 'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.', 'expires_at');
        const metadata = Object.fromEntries(Object.entries(fields).flatMap(([k, v]) => (/^metadata\[(.+)\]$/.exec(k) ? [[/^metadata\[(.+)\]$/.exec(k)![1]!, v]] : [])));
        const session: FakeStripeSession = {
          id: `cs_test_${randomBytes(12).toString('hex')}`,
          amount_total: Number(amount) * Number(fields['line_items[0][quantity]']),
          currency: 'mxn',
          status: 'open',
          payment_status: 'unpaid',
          client_reference_id: fields.client_reference_id ?? null,
          success_url: fields.success_url!,
          cancel_url: fields.cancel_url ?? fields.success_url!,
          expires_at: expiresAt,
          metadata,
          payment_intent: null,
          refunded: false,
          amount_refunded: 0,
          fee: 0,
        };
        sessions.set(session.id, session);
        return remember(sessionObject(session, []));
      }
      const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
      if (request.method === 'GET' && retrieve) {
        const session = sessions.get(retrieve[1]!);
        if (!session) return stripeError(response, 404, `No such checkout.session: '${retrieve[1]}'`, 'id', 'resource_missing');
        const expand = [...url.searchParams.entries()].filter(([k]) => k.startsWith('expand')).map(([, v]) => v);
        return json(response, 200, sessionObject(session, expand));
      }
      if (request.method === 'POST' && path === '/v1/refunds') {
        const intent = form.get('payment_intent');
        if (!intent) return stripeError(response, 400, 'One of the following params should be provided for this request: payment_intent or charge.', 'payment_intent');
        const session = [...sessions.values()].find((s) => s.payment_intent === intent);
        if (!session) return stripeError(response, 404, `No such payment_intent: '${intent}'`, 'payment_intent', 'resource_missing');
        if (form.get('amount') !== null && !INTEGER.test(form.get('amount')!)) return stripeError(response, 400, `Invalid integer: ${form.get('amount')}`, 'amount');
        if (session.refunded) return stripeError(response, 400, `Charge ${intent} has already been refunded.`, undefined, 'charge_already_refunded');
        const unrefunded = session.amount_total - session.amount_refunded;
        const amount = form.get('amount') === null ? unrefunded : Number(form.get('amount'));
        if (amount > unrefunded) {
          return stripeError(response, 400, `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(unrefunded / 100).toFixed(2)})`, 'amount');
        }
        if (refundFailures > 0) {
          refundFailures--;
          return stripeError(response, 402, 'La cuenta bancaria del cliente está cerrada y el reembolso no se pudo hacer.', undefined, 'expired_or_canceled_card');
        }
        session.amount_refunded += amount;
        session.refunded = session.amount_refunded >= session.amount_total;
        const refund = { id: `re_${randomBytes(10).toString('hex')}`, object: 'refund', amount, currency: 'mxn', payment_intent: intent, status: 'succeeded' };
        refunds.push({ id: refund.id, payment_intent: intent, amount, idempotencyKey: typeof key === 'string' ? key : null });
        return remember(refund);
      }
      if (request.method === 'GET' && path === '/v1/balance') {
        return json(response, 200, { object: 'balance', livemode: false, available: [{ amount: 125_050, currency: 'mxn' }], pending: [{ amount: 0, currency: 'mxn' }] });
      }
      return stripeError(response, 404, `Unrecognized request URL (${request.method}: ${path}).`);
    })();
  });

  const fake: FakeStripe = {
    baseUrl,
    secretKey,
    webhookSecret,
    webhookUrl: null,
    sessions,
    created,
    refunds,
    failRefunds: (count) => {
      refundFailures = count;
    },
    pay,
    sendEvent,
    env: () => ({ STRIPE_API_BASE_URL: baseUrl }),
    close,
  };
  return fake;
}
