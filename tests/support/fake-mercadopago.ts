// A local stand-in for Mercado Pago's API, as strict as the real one for the calls the server makes: create a
// Checkout Pro preference, get a payment, refund a payment, GET /users/me. It refuses what Mercado Pago refuses (no
// or wrong Bearer token, no items, an item without title, quantity or currency MXN, a unit_price that is not a
// positive amount of pesos with at most two decimals, auto_return without back_urls.success, a second refund).
// Its checkout page (init_point) lets a browser pay or decline until the preference expires; paying creates an
// approved payment (declining a rejected one), sends the notification to the preference's notification_url signed
// as Mercado Pago signs it (x-signature: ts and v1 = HMAC-SHA256 of `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`
// with the application's secret), then returns to back_urls.success (.failure when declined).
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { listen, payPage, readBody } from './fake-http';

interface Item {
  id?: string;
  title?: unknown;
  quantity?: unknown;
  unit_price?: unknown;
  currency_id?: unknown;
}

export interface FakePreference {
  id: string;
  items: Item[];
  external_reference: string | null;
  back_urls: { success?: string; pending?: string; failure?: string };
  notification_url: string | null;
  total: number;
  /** expiration_date_to when `expires` is true (ms since the epoch). */
  expiresAt: number | null;
}

export interface FakeMercadoPagoPayment {
  id: number;
  status: 'approved' | 'rejected' | 'refunded' | 'pending';
  status_detail: string;
  transaction_amount: number;
  /** Pesos refunded so far (partial refunds add up). */
  transaction_amount_refunded: number;
  currency_id: 'MXN';
  external_reference: string | null;
  preference_id: string;
  fee: number;
}

export interface FakeMercadoPago {
  baseUrl: string;
  accessToken: string;
  /** The application's notification secret (the owner copies it to Integraciones). */
  webhookSecret: string;
  preferences: Map<string, FakePreference>;
  payments: Map<number, FakeMercadoPagoPayment>;
  created: unknown[];
  refunds: { paymentId: number; amount: number; idempotencyKey: string | null }[];
  failRefunds(count: number): void;
  /** Creates the payment of a preference (approved unless told), without notifying. */
  pay(preferenceId: string, status?: FakeMercadoPagoPayment['status']): FakeMercadoPagoPayment;
  /** Sends the signed notification of a payment to its preference's notification_url (or `url`). */
  notify(paymentId: number, options?: { notificationId?: number; url?: string; secret?: string; requestId?: string }): Promise<{ status: number; body: string }>;
  env(): Record<string, string>;
  close(): Promise<void>;
}

function mpError(response: ServerResponse, status: number, message: string, error = 'bad_request'): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ message, error, status, cause: [] }));
}

function json(response: ServerResponse, status: number, value: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(value));
}

const PESOS = (value: unknown): value is number => typeof value === 'number' && value > 0 && Number.isFinite(value) && Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

export function mercadoPagoSignature(secret: string, dataId: string, requestId: string, ts = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', secret).update(`id:${dataId};request-id:${requestId};ts:${ts};`).digest('hex');
  return `ts=${ts},v1=${v1}`;
}

export async function startFakeMercadoPago(): Promise<FakeMercadoPago> {
  const accessToken = `APP_USR-${randomBytes(12).toString('hex')}`;
  const webhookSecret = randomBytes(16).toString('hex');
  const preferences = new Map<string, FakePreference>();
  const payments = new Map<number, FakeMercadoPagoPayment>();
  const created: unknown[] = [];
  const refunds: FakeMercadoPago['refunds'] = [];
  let refundFailures = 0;
  let nextPayment = 1_300_000_000 + Math.floor(Math.random() * 1000) * 1000;
  let nextNotification = 100_000;

  const paymentObject = (payment: FakeMercadoPagoPayment) => ({
    id: payment.id,
    status: payment.status,
    status_detail: payment.status_detail,
    transaction_amount: payment.transaction_amount,
    transaction_amount_refunded: payment.transaction_amount_refunded,
    currency_id: payment.currency_id,
    external_reference: payment.external_reference,
    fee_details: payment.status === 'approved' || payment.status === 'refunded' ? [{ type: 'mercadopago_fee', amount: payment.fee, fee_payer: 'collector' }] : [],
  });

  const pay: FakeMercadoPago['pay'] = (preferenceId, status = 'approved') => {
    const preference = preferences.get(preferenceId);
    if (!preference) throw new Error(`no such preference ${preferenceId}`);
    const payment: FakeMercadoPagoPayment = {
      id: nextPayment++,
      status,
      status_detail: status === 'approved' ? 'accredited' : status === 'rejected' ? 'cc_rejected_insufficient_amount' : 'pending_contingency',
      transaction_amount: preference.total,
      transaction_amount_refunded: 0,
      currency_id: 'MXN',
      external_reference: preference.external_reference,
      preference_id: preferenceId,
      fee: Math.round(preference.total * 3.49) / 100,
    };
    payments.set(payment.id, payment);
    return payment;
  };

  const notify: FakeMercadoPago['notify'] = async (paymentId, options = {}) => {
    const payment = payments.get(paymentId);
    const preference = payment ? preferences.get(payment.preference_id) : undefined;
    const base = options.url ?? preference?.notification_url;
    if (!base) throw new Error('fake Mercado Pago: no notification_url');
    const requestId = options.requestId ?? randomUUID();
    const dataId = String(paymentId);
    const url = new URL(base);
    url.searchParams.set('data.id', dataId);
    url.searchParams.set('type', 'payment');
    const body = JSON.stringify({ id: options.notificationId ?? nextNotification++, live_mode: false, type: 'payment', date_created: new Date().toISOString(), user_id: 123456, api_version: 'v1', action: 'payment.updated', data: { id: dataId } });
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': requestId, 'x-signature': mercadoPagoSignature(options.secret ?? webhookSecret, dataId, requestId) },
      body,
    });
    return { status: response.status, body: await response.text() };
  };

  const { baseUrl, close } = await listen((request, response) => {
    void (async () => {
      const raw = await readBody(request);
      const url = new URL(request.url ?? '/', 'http://fake');
      // The SDK writes some paths with a trailing slash (/checkout/preferences/); Mercado Pago takes both.
      const path = url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : url.pathname;
      // The checkout page at init_point (GET), and its «Pagar» / «Rechazar tarjeta» forms (POST …/<pref_id>/pay).
      const paid = /^\/checkout\/v1\/redirect\/([^/]+)\/pay$/.exec(path);
      if ((path === '/checkout/v1/redirect' && request.method === 'GET') || (paid && request.method === 'POST')) {
        const preference = preferences.get(paid ? decodeURIComponent(paid[1]!) : (url.searchParams.get('pref_id') ?? ''));
        if (!preference) return mpError(response, 404, 'preference not found', 'not_found');
        // An expired preference takes no payment (expires + expiration_date_to).
        if (preference.expiresAt !== null && preference.expiresAt < Date.now()) return mpError(response, 410, 'preference expired', 'expired');
        if (request.method === 'GET') {
          response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          return response.end(payPage('Mercado Pago (prueba)', `$${preference.total.toFixed(2)} MXN`, `/checkout/v1/redirect/${encodeURIComponent(preference.id)}/pay`));
        }
        const declined = url.searchParams.get('rechazar') === '1';
        const payment = pay(preference.id, declined ? 'rejected' : 'approved');
        await notify(payment.id).catch(() => undefined);
        const back = new URL((declined ? preference.back_urls.failure : preference.back_urls.success) ?? preference.back_urls.success!);
        back.searchParams.set('payment_id', String(payment.id));
        back.searchParams.set('status', payment.status);
        back.searchParams.set('external_reference', preference.external_reference ?? '');
        response.writeHead(302, { location: back.toString() });
        return response.end();
      }
      if (request.headers.authorization !== `Bearer ${accessToken}`) return mpError(response, 401, 'invalid access token', 'unauthorized');
      if (request.method === 'GET' && path === '/users/me') return json(response, 200, { id: 123456, nickname: 'TAQUERIA_PRUEBA', site_id: 'MLM', country_id: 'MX' });
      if (request.method === 'POST' && path === '/checkout/preferences') {
        let body: { items?: Item[]; external_reference?: string; back_urls?: FakePreference['back_urls']; auto_return?: string; notification_url?: string; expires?: boolean; expiration_date_to?: string };
        try {
          body = JSON.parse(raw) as typeof body;
        } catch {
          return mpError(response, 400, 'invalid json');
        }
        created.push(body);
        if (!Array.isArray(body.items) || body.items.length === 0) return mpError(response, 400, 'items needed', 'invalid_items');
        for (const item of body.items) {
          if (typeof item.title !== 'string' || item.title === '') return mpError(response, 400, 'title needed', 'invalid_items');
          if (!Number.isInteger(item.quantity) || (item.quantity as number) < 1) return mpError(response, 400, 'quantity must be a positive integer', 'invalid_items');
          if (!PESOS(item.unit_price)) return mpError(response, 400, 'unit_price invalid: a positive amount with at most two decimals', 'invalid_items');
          if (item.currency_id !== 'MXN') return mpError(response, 400, 'currency_id invalid', 'invalid_items');
        }
        if (body.auto_return && !body.back_urls?.success) return mpError(response, 400, 'auto_return invalid. back_url.success must be defined', 'invalid_auto_return');
        const expiresAt = body.expires && body.expiration_date_to ? Date.parse(body.expiration_date_to) : null;
        if (expiresAt !== null && Number.isNaN(expiresAt)) return mpError(response, 400, 'expiration_date_to invalid', 'invalid_expiration_date_to');
        const id = `123456-${randomUUID()}`;
        const total = Math.round(body.items.reduce((sum, item) => sum + (item.unit_price as number) * (item.quantity as number), 0) * 100) / 100;
        const preference: FakePreference = { id, items: body.items, external_reference: body.external_reference ?? null, back_urls: body.back_urls ?? {}, notification_url: body.notification_url ?? null, total, expiresAt };
        preferences.set(id, preference);
        return json(response, 201, { id, init_point: `${fake.baseUrl}/checkout/v1/redirect?pref_id=${id}`, sandbox_init_point: `${fake.baseUrl}/checkout/v1/redirect?pref_id=${id}`, ...body });
      }
      const refund = /^\/v1\/payments\/(\d+)\/refunds$/.exec(path);
      if (request.method === 'POST' && refund) {
        const payment = payments.get(Number(refund[1]));
        if (!payment) return mpError(response, 404, 'Payment not found', 'not_found');
        if (payment.status === 'refunded') return mpError(response, 400, 'Payment already refunded', 'invalid_status');
        if (payment.status !== 'approved') return mpError(response, 400, `Invalid payment status: ${payment.status}`, 'invalid_status');
        let asked: { amount?: unknown };
        try {
          asked = raw.trim() === '' ? {} : (JSON.parse(raw) as { amount?: unknown });
        } catch {
          return mpError(response, 400, 'Invalid JSON', 'bad_request');
        }
        const left = Math.round((payment.transaction_amount - payment.transaction_amount_refunded) * 100) / 100;
        const amount = asked.amount === undefined ? left : asked.amount;
        if (typeof amount !== 'number' || !(amount > 0) || Math.round(amount * 100) !== amount * 100) return mpError(response, 400, 'Invalid refund amount', 'invalid_amount');
        if (amount > left) return mpError(response, 400, 'The amount to refund is greater than the amount available', 'invalid_amount');
        if (refundFailures > 0) {
          refundFailures--;
          return mpError(response, 400, 'The collector does not have enough money to refund', 'insufficient_funds');
        }
        payment.transaction_amount_refunded = Math.round((payment.transaction_amount_refunded + amount) * 100) / 100;
        const whole = payment.transaction_amount_refunded >= payment.transaction_amount;
        payment.status = whole ? 'refunded' : 'approved';
        payment.status_detail = whole ? 'refunded' : 'partially_refunded';
        const key = request.headers['x-idempotency-key'];
        refunds.push({ paymentId: payment.id, amount, idempotencyKey: typeof key === 'string' ? key : null });
        return json(response, 201, { id: nextPayment++, payment_id: payment.id, amount, status: 'approved' });
      }
      const get = /^\/v1\/payments\/(\d+)$/.exec(path);
      if (request.method === 'GET' && get) {
        const payment = payments.get(Number(get[1]));
        if (!payment) return mpError(response, 404, 'Payment not found', 'not_found');
        return json(response, 200, paymentObject(payment));
      }
      return mpError(response, 404, `resource ${path} not found`, 'not_found');
    })();
  });

  const fake: FakeMercadoPago = {
    baseUrl,
    accessToken,
    webhookSecret,
    preferences,
    payments,
    created,
    refunds,
    failRefunds: (count) => {
      refundFailures = count;
    },
    pay,
    notify,
    env: () => ({ MERCADOPAGO_API_BASE_URL: baseUrl }),
    close,
  };
  return fake;
}
