// A local stand-in for the Loyverse API v1.0, as strict as the real one for the calls the server makes:
// merchant, stores, categories, items, modifiers, payment types, inventory (cursor pages) and receipts
// (create and list). It refuses what Loyverse refuses, with its status and `{ errors: [{ code, details,
// field }] }` body: a missing or wrong Bearer token (401), an unknown store, variant, modifier option or
// payment type (404), missing line items or payments, a price with more than two decimals or that is not a
// number, and payments that do not add up to the receipt's total (400: money in cents would be 100 times
// too much). `setDown(true)` answers 503 to everything; `loseNextAnswer()` makes the next receipt and then
// answers 504, as a timeout after Loyverse committed it.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeVariant {
  variant_id: string;
  item_id: string;
  option1_value: string | null;
  default_pricing_type: 'FIXED' | 'VARIABLE';
  default_price: number | null;
  stores: { store_id: string; pricing_type: 'FIXED' | 'VARIABLE'; price: number | null; available_for_sale: boolean }[];
}

export interface FakeItem {
  id: string;
  item_name: string;
  category_id: string | null;
  modifier_ids: string[];
  variants: FakeVariant[];
}

export interface FakeReceipt {
  receipt_number: string;
  order: string | null;
  source: string | null;
  note: string | null;
  store_id: string;
  created_at: string;
  total_money: number;
  line_items: { variant_id: string; quantity: number; price: number; line_modifiers: { modifier_option_id: string; price: number }[] }[];
  payments: { payment_type_id: string; money_amount: number }[];
}

export interface FakeLoyverse {
  baseUrl: string;
  token: string;
  storeId: string;
  categories: { id: string; name: string }[];
  items: FakeItem[];
  modifiers: { id: string; name: string; modifier_options: { id: string; name: string; price: number }[] }[];
  paymentTypes: { id: string; name: string; type: string }[];
  /** variant id → units in stock at the store (variants absent here are not tracked). */
  stock: Map<string, number>;
  receipts: FakeReceipt[];
  /** Every request: method, path, the Authorization header it carried. */
  requests: { method: string; path: string; authorization: string | undefined }[];
  setDown(down: boolean): void;
  loseNextAnswer(): void;
  close(): Promise<void>;
}

export const uid = () => {
  const hex = randomBytes(16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
};

type ErrorItem = { code: string; details: string; field?: string };

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const fail = (response: ServerResponse, status: number, error: ErrorItem) => send(response, status, { errors: [error] });

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

/** Loyverse money: a JSON number with at most two decimals. */
const isMoney = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** The seeded catalogue: a taquería with one-variant items, a two-variant item, a variable-price item and a modifier. */
export function seedCatalogue(fake: FakeLoyverse): { tacoVariant: string; gringaChica: string; gringaGrande: string; salsaRoja: string; salsaVerde: string } {
  const tacos = { id: uid(), name: 'Tacos' };
  const bebidas = { id: uid(), name: 'Bebidas' };
  fake.categories.push(tacos, bebidas);
  const salsas = { id: uid(), name: 'Salsas', modifier_options: [{ id: uid(), name: 'Salsa verde', price: 0 }, { id: uid(), name: 'Salsa roja', price: 5.5 }] };
  fake.modifiers.push(salsas);
  const variant = (itemId: string, option: string | null, price: number | null): FakeVariant => ({
    variant_id: uid(),
    item_id: itemId,
    option1_value: option,
    default_pricing_type: price === null ? 'VARIABLE' : 'FIXED',
    default_price: price,
    stores: [{ store_id: fake.storeId, pricing_type: price === null ? 'VARIABLE' : 'FIXED', price, available_for_sale: true }],
  });
  const tacoId = uid();
  const taco: FakeItem = { id: tacoId, item_name: 'Taco al pastor', category_id: tacos.id, modifier_ids: [salsas.id], variants: [variant(tacoId, null, 25)] };
  const gringaId = uid();
  const gringa: FakeItem = { id: gringaId, item_name: 'Gringa', category_id: tacos.id, modifier_ids: [], variants: [variant(gringaId, 'Chica', 45.5), variant(gringaId, 'Grande', 70)] };
  const aguaId = uid();
  const agua: FakeItem = { id: aguaId, item_name: 'Agua del día', category_id: bebidas.id, modifier_ids: [], variants: [variant(aguaId, null, null)] };
  fake.items.push(taco, gringa, agua);
  return { tacoVariant: taco.variants[0]!.variant_id, gringaChica: gringa.variants[0]!.variant_id, gringaGrande: gringa.variants[1]!.variant_id, salsaVerde: salsas.modifier_options[0]!.id, salsaRoja: salsas.modifier_options[1]!.id };
}

export async function startFakeLoyverse(options: { pageSize?: number } = {}): Promise<FakeLoyverse> {
  const pageSize = options.pageSize ?? 250;
  const token = randomBytes(16).toString('hex');
  const storeId = uid();
  let down = false;
  let loseAnswer = false;
  const fake: FakeLoyverse = {
    baseUrl: '',
    token,
    storeId,
    categories: [],
    items: [],
    modifiers: [],
    paymentTypes: [
      { id: uid(), name: 'Efectivo', type: 'CASH' },
      { id: uid(), name: 'Tarjeta', type: 'NONINTEGRATEDCARD' },
      { id: uid(), name: 'Transferencia', type: 'OTHER' },
    ],
    stock: new Map(),
    receipts: [],
    requests: [],
    setDown: (value) => (down = value),
    loseNextAnswer: () => (loseAnswer = true),
    close: async () => undefined,
  };

  const page = (response: ServerResponse, url: URL, key: string, rows: readonly unknown[]) => {
    const limit = Number(url.searchParams.get('limit') ?? 50);
    if (!Number.isInteger(limit) || limit < 1 || limit > 250) return fail(response, 400, { code: 'INVALID_VALUE', details: 'limit must be between 1 and 250', field: 'limit' });
    const start = Number(url.searchParams.get('cursor') ?? 0);
    const size = Math.min(limit, pageSize);
    const next = start + size < rows.length ? String(start + size) : null;
    return send(response, 200, { [key]: rows.slice(start, start + size), cursor: next });
  };

  const createReceipt = (response: ServerResponse, body: Record<string, unknown>) => {
    if (typeof body.store_id !== 'string') return fail(response, 400, { code: 'MISSING_REQUIRED_PARAMETER', details: 'store_id is required', field: 'store_id' });
    if (body.store_id !== storeId) return fail(response, 404, { code: 'NOT_FOUND', details: `The resource with ID '${body.store_id}' not found`, field: 'object.store_id' });
    const lines = body.line_items;
    if (!Array.isArray(lines) || lines.length === 0) return fail(response, 400, { code: 'MISSING_REQUIRED_PARAMETER', details: 'line_items is required', field: 'line_items' });
    const variants = new Map(fake.items.flatMap((item) => item.variants.map((v) => [v.variant_id, v] as const)));
    const options = new Set(fake.modifiers.flatMap((m) => m.modifier_options.map((o) => o.id)));
    let totalCents = 0;
    for (const [index, line] of (lines as Record<string, unknown>[]).entries()) {
      const field = `object.line_items[${index}]`;
      if (typeof line.variant_id !== 'string' || !variants.has(line.variant_id)) return fail(response, 404, { code: 'NOT_FOUND', details: `The resource with ID '${String(line.variant_id)}' not found`, field: `${field}.variant_id` });
      if (typeof line.quantity !== 'number' || line.quantity <= 0) return fail(response, 400, { code: 'INVALID_VALUE', details: 'quantity must be positive', field: `${field}.quantity` });
      if (!isMoney(line.price)) return fail(response, 400, { code: 'INCORRECT_VALUE_TYPE', details: 'price must be a number with up to 2 decimals', field: `${field}.price` });
      let unit = Math.round(line.price * 100);
      for (const [m, modifier] of ((line.line_modifiers as Record<string, unknown>[] | undefined) ?? []).entries()) {
        if (typeof modifier.modifier_option_id !== 'string' || !options.has(modifier.modifier_option_id)) {
          return fail(response, 404, { code: 'NOT_FOUND', details: `The resource with ID '${String(modifier.modifier_option_id)}' not found`, field: `${field}.line_modifiers[${m}].modifier_option_id` });
        }
        if (!isMoney(modifier.price)) return fail(response, 400, { code: 'INCORRECT_VALUE_TYPE', details: 'price must be a number with up to 2 decimals', field: `${field}.line_modifiers[${m}].price` });
        unit += Math.round(modifier.price * 100);
      }
      totalCents += unit * line.quantity;
    }
    const payments = body.payments;
    if (!Array.isArray(payments) || payments.length === 0) return fail(response, 400, { code: 'MISSING_REQUIRED_PARAMETER', details: 'payments is required', field: 'payments' });
    let paidCents = 0;
    for (const [index, payment] of (payments as Record<string, unknown>[]).entries()) {
      if (typeof payment.payment_type_id !== 'string' || !fake.paymentTypes.some((type) => type.id === payment.payment_type_id)) {
        return fail(response, 404, { code: 'NOT_FOUND', details: `The resource with ID '${String(payment.payment_type_id)}' not found`, field: `object.payments[${index}].payment_type_id` });
      }
      if (!isMoney(payment.money_amount)) return fail(response, 400, { code: 'INCORRECT_VALUE_TYPE', details: 'money_amount must be a number with up to 2 decimals', field: `object.payments[${index}].money_amount` });
      paidCents += Math.round(payment.money_amount * 100);
    }
    if (paidCents !== totalCents) return fail(response, 400, { code: 'INVALID_VALUE', details: `Payments (${paidCents / 100}) do not match the receipt total (${totalCents / 100})`, field: 'object.payments' });
    const receipt: FakeReceipt = {
      receipt_number: `1-${1001 + fake.receipts.length}`,
      order: typeof body.order === 'string' ? body.order : null,
      source: typeof body.source === 'string' ? body.source : null,
      note: typeof body.note === 'string' ? body.note : null,
      store_id: storeId,
      created_at: new Date().toISOString(),
      total_money: totalCents / 100,
      line_items: lines as FakeReceipt['line_items'],
      payments: payments as FakeReceipt['payments'],
    };
    fake.receipts.push(receipt);
    if (loseAnswer) {
      loseAnswer = false;
      return fail(response, 504, { code: 'INTERNAL_SERVER_ERROR', details: 'Gateway timeout' });
    }
    return send(response, 200, receipt);
  };

  const server = createServer((request, response) => {
    void (async () => {
      const raw = await readBody(request);
      const url = new URL(request.url ?? '/', 'http://fake');
      const path = url.pathname.replace(/^\/v1\.0/, '');
      fake.requests.push({ method: request.method ?? '', path, authorization: request.headers.authorization });
      if (down) return fail(response, 503, { code: 'INTERNAL_SERVER_ERROR', details: 'Service unavailable' });
      if (request.headers.authorization !== `Bearer ${token}`) return fail(response, 401, { code: 'UNAUTHORIZED', details: 'The access token is missing, malformed or invalid' });
      if (request.method === 'GET' && path === '/merchant') return send(response, 200, { id: uid(), business_name: 'Taquería de prueba', email: 'dueno@example.com', country: 'mx', currency: { code: 'MXN', decimal_places: 2 } });
      const store = /^\/stores\/([^/]+)$/.exec(path);
      if (request.method === 'GET' && store) {
        if (decodeURIComponent(store[1]!) !== storeId) return fail(response, 404, { code: 'NOT_FOUND', details: `The resource with ID '${store[1]}' not found` });
        return send(response, 200, { id: storeId, name: 'Sucursal Centro' });
      }
      if (request.method === 'GET' && path === '/categories') return page(response, url, 'categories', fake.categories);
      if (request.method === 'GET' && path === '/items') return page(response, url, 'items', fake.items);
      if (request.method === 'GET' && path === '/modifiers') return page(response, url, 'modifiers', fake.modifiers);
      if (request.method === 'GET' && path === '/payment_types') return page(response, url, 'payment_types', fake.paymentTypes);
      if (request.method === 'GET' && path === '/inventory') {
        const stores = (url.searchParams.get('store_ids') ?? '').split(',').filter(Boolean);
        if (stores.some((id) => id !== storeId)) return fail(response, 404, { code: 'NOT_FOUND', details: 'Store not found', field: 'store_ids' });
        const levels = [...fake.stock.entries()].map(([variant_id, in_stock]) => ({ variant_id, store_id: storeId, in_stock, updated_at: new Date().toISOString() }));
        return page(response, url, 'inventory_levels', levels);
      }
      if (request.method === 'GET' && path === '/receipts') {
        const since = url.searchParams.get('created_at_min');
        const rows = fake.receipts.filter((r) => (!url.searchParams.get('store_id') || r.store_id === url.searchParams.get('store_id')) && (!since || r.created_at >= since));
        return page(response, url, 'receipts', rows);
      }
      if (request.method === 'POST' && path === '/receipts') {
        if (!String(request.headers['content-type']).startsWith('application/json')) return fail(response, 415, { code: 'UNSUPPORTED_MEDIA_TYPE', details: 'Content-Type must be application/json' });
        let body: Record<string, unknown>;
        try {
          body = JSON.parse(raw) as Record<string, unknown>;
        } catch {
          return fail(response, 400, { code: 'BAD_REQUEST', details: 'Malformed JSON' });
        }
        return createReceipt(response, body);
      }
      return fail(response, 404, { code: 'NOT_FOUND', details: `No route ${request.method} ${path}` });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1.0`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
