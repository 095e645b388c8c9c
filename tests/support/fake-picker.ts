// A local stand-in for the Picker Express API, as strict as its published reference for the calls the server
// makes: account info, pre-checkout, create booking, booking details, cancel from business and webhook
// subscription. It refuses what Picker refuses, with its `{ statusCode, error, message }` body: a missing or
// wrong `authorization` or a missing `content-language` (401/400), a booking without a required field, a
// vehicle or payment method outside its lists, coordinates out of range (400), an unknown booking (404), and
// cancelling a finished booking (400). The test moves a booking (`assign`, `setStatus`) and makes Picker call
// the subscribed webhooks (`notify`); `setDown(true)` answers 503.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakePickerBooking {
  _id: string;
  bookingNumericId: number;
  currentStatus: number;
  trackingLink: string;
  driver: { name: string; phone: string; profilePicURL: string | null } | null;
  request: Record<string, unknown>;
}

export interface FakePicker {
  baseUrl: string;
  token: string;
  bookings: Map<string, FakePickerBooking>;
  webhooks: { type: string; url: string; header: string | null }[];
  requests: { method: string; path: string; authorization: string | undefined }[];
  assign(bookingId: string, driver: FakePickerBooking['driver']): void;
  setStatus(bookingId: string, status: number): void;
  /** Calls every webhook subscribed to `type` for this booking; answers their HTTP statuses. */
  notify(type: string, bookingId: string, header?: string): Promise<number[]>;
  setDown(down: boolean): void;
  close(): Promise<void>;
}

function send(response: ServerResponse, statusCode: number, body: Record<string, unknown>): void {
  response.writeHead(statusCode, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const ERROR_NAMES: Record<number, string> = { 400: 'Bad Request', 401: 'Unauthorized', 404: 'Not Found', 503: 'Service Unavailable' };
const refuse = (response: ServerResponse, statusCode: number, message: string) => send(response, statusCode, { statusCode, error: ERROR_NAMES[statusCode] ?? 'Error', message });
const ok = (response: ServerResponse, data: unknown) => send(response, 200, { statusCode: 200, message: 'Success', data });

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

const isLatitude = (v: unknown) => typeof v === 'number' && v >= -90 && v <= 90;
const isLongitude = (v: unknown) => typeof v === 'number' && v >= -180 && v <= 180;

/** The createBooking reference's required fields and their rules; the first broken one is Picker's answer. */
function bookingProblem(body: Record<string, unknown>): string | null {
  const text = (name: string, min: number) => (typeof body[name] !== 'string' ? `"${name}" is required` : (body[name] as string).trim().length < min ? `"${name}" length must be at least ${min} characters long` : null);
  const checks: (string | null)[] = [
    text('deliveryCity', 3),
    text('deliveryAddress', 2),
    isLongitude(body.deliveryLongitude) ? null : '"deliveryLongitude" must be a number between -180 and 180',
    isLatitude(body.deliveryLatitude) ? null : '"deliveryLatitude" must be a number between -90 and 90',
    isLongitude(body.pickupLongitude) ? null : '"pickupLongitude" must be a number between -180 and 180',
    isLatitude(body.pickupLatitude) ? null : '"pickupLatitude" must be a number between -90 and 90',
    text('pickupCity', 3),
    text('pickupAddress', 2),
    typeof body.carType === 'number' ? null : '"carType" is required',
    ['BIKE', 'LITE'].includes(body.carName as string) ? null : '"carName" must be one of [BIKE, LITE]',
    ['CARD', 'CASH'].includes(body.paymentMethod as string) ? null : '"paymentMethod" must be one of [CARD, CASH]',
    [0, 1].includes(body.bookingType as number) ? null : '"bookingType" must be one of [0, 1]',
    typeof body.billedDistance === 'number' && body.billedDistance >= 0 ? null : '"billedDistance" must be larger than or equal to 0',
  ];
  return checks.find((problem) => problem !== null) ?? null;
}

export async function startFakePicker(): Promise<FakePicker> {
  const token = randomBytes(16).toString('hex');
  let down = false;
  let numeric = 5000;
  const fake: FakePicker = {
    baseUrl: '',
    token,
    bookings: new Map(),
    webhooks: [],
    requests: [],
    assign(bookingId, driver) {
      const booking = fake.bookings.get(bookingId)!;
      booking.driver = driver;
      booking.currentStatus = 1;
    },
    setStatus(bookingId, status) {
      fake.bookings.get(bookingId)!.currentStatus = status;
    },
    async notify(type, bookingId, header) {
      const statuses: number[] = [];
      for (const hook of fake.webhooks.filter((w) => w.type === type)) {
        const response = await fetch(hook.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...((header ?? hook.header) ? { authorization: header ?? hook.header! } : {}) },
          body: JSON.stringify({ bookingID: bookingId, event: type }),
        });
        statuses.push(response.status);
      }
      return statuses;
    },
    setDown: (value) => (down = value),
    close: async () => undefined,
  };

  const server = createServer((request, response) => {
    void (async () => {
      const raw = await readBody(request);
      const url = new URL(request.url ?? '/', 'http://fake');
      fake.requests.push({ method: request.method ?? '', path: url.pathname, authorization: request.headers.authorization });
      if (down) return refuse(response, 503, 'Service Unavailable');
      if (request.headers.authorization !== `Bearer ${token}`) return refuse(response, 401, 'Invalid token');
      if (!request.headers['content-language']) return refuse(response, 400, '"content-language" is required');
      let body: Record<string, unknown> = {};
      if (raw) {
        try {
          body = JSON.parse(raw) as Record<string, unknown>;
        } catch {
          return refuse(response, 400, 'Invalid request payload JSON format');
        }
      }
      const route = `${request.method} ${url.pathname}`;
      switch (route) {
        case 'GET /business/getAccountInfoIntegrationDashboard':
          return ok(response, { businessName: 'Taquería de prueba (Picker)', plan: 'PRO' });
        case 'POST /booking/preCheckout': {
          if (typeof body.distance !== 'number' || body.distance < 0) return refuse(response, 400, '"distance" is required');
          if (!isLatitude(body.pickupLatitude) || !isLongitude(body.pickupLongitude)) return refuse(response, 400, '"pickupLatitude" is required');
          return ok(response, { deliveryFee: Math.round((35 + 8 * body.distance) * 100) / 100, currency: 'MXN' });
        }
        case 'POST /booking/createBooking': {
          const problem = bookingProblem(body);
          if (problem) return refuse(response, 400, problem);
          const id = randomBytes(12).toString('hex');
          const booking: FakePickerBooking = { _id: id, bookingNumericId: ++numeric, currentStatus: 0, trackingLink: `${fake.baseUrl}/tracking/${id}`, driver: null, request: body };
          fake.bookings.set(id, booking);
          return ok(response, booking);
        }
        case 'GET /api/getBookingDetails': {
          const booking = fake.bookings.get(url.searchParams.get('id') ?? '');
          return booking ? ok(response, booking) : refuse(response, 404, 'Booking not found');
        }
        case 'PUT /booking/cancelBookingFromBusiness': {
          const booking = fake.bookings.get(String(body.bookingID ?? ''));
          if (!booking) return refuse(response, 404, 'Booking not found');
          if (booking.currentStatus === 5 || booking.currentStatus >= 6) return refuse(response, 400, 'Booking can not be cancelled in its current status');
          booking.currentStatus = 7;
          return ok(response, { _id: booking._id, currentStatus: 7 });
        }
        case 'POST /api/webhooks': {
          if (typeof body.type !== 'string' || typeof body.url !== 'string') return refuse(response, 400, '"type" and "url" are required');
          fake.webhooks.push({ type: body.type, url: body.url, header: typeof body.header === 'string' ? body.header : null });
          return ok(response, { subscribed: true });
        }
        default:
          return refuse(response, 404, 'Not Found');
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
