// @vitest-environment jsdom
// One key per checkout attempt and the checkout's retries (docs/data-safety.md, "Un pedido por intención"):
// the same order keeps its key until it is placed, a changed order gets a new one; lost answers, timeouts and
// 5xx are sent again with the same key, a refusal is not, and after the last try the page says the order
// could not be confirmed (never that it failed).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORDER_NOT_CONFIRMED, ORDER_RETRY_DELAYS_MS, placeOrder, PublicApiError } from '../../../../renderer/src/public-menu/api';
import { checkoutAttemptKey, endCheckoutAttempt } from '../../../../renderer/src/public-menu/checkout-attempt';
import type { PublicOrderPayload } from '../../../../renderer/src/public-menu/cart';

const order = { nombre: 'Ana', productos: [{ id_producto: 'p1', cantidad: 1 }] } as unknown as PublicOrderPayload;

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('checkout attempt key', () => {
  it('keeps the key for the same order, changes it for another order, and starts anew once placed', () => {
    const first = checkoutAttemptKey('taqueria', order);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(checkoutAttemptKey('taqueria', JSON.parse(JSON.stringify(order)))).toBe(first);
    const changed = checkoutAttemptKey('taqueria', { ...order, nombre: 'Ana López' });
    expect(changed).not.toBe(first);
    endCheckoutAttempt('taqueria');
    expect(checkoutAttemptKey('taqueria', { ...order, nombre: 'Ana López' })).not.toBe(changed);
  });

  it('does not resume an attempt left for more than two hours', () => {
    const start = Date.parse('2026-12-04T12:00:00Z');
    const key = checkoutAttemptKey('taqueria', order, start);
    expect(checkoutAttemptKey('taqueria', order, start + 60 * 60_000)).toBe(key);
    expect(checkoutAttemptKey('taqueria', order, start + 3 * 60 * 60_000)).not.toBe(key);
  });
});

describe('placing with retries', () => {
  const placed = { pedido: { folio: 'TBT-000001' }, productos: [], cambio: 0 };
  const noWait = async () => undefined;

  function answers(...steps: (number | 'lost')[]) {
    const keys: (string | null)[] = [];
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      keys.push(new Headers(init.headers).get('idempotency-key'));
      const step = steps.shift() ?? 201;
      if (step === 'lost') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(step === 201 ? placed : { message: `respuesta ${step}` }), { status: step });
    });
    vi.stubGlobal('fetch', fetchMock);
    return keys;
  }

  it('sends again after lost answers and a 502, with the same key, and answers the order', async () => {
    const keys = answers('lost', 502, 'lost', 201);
    await expect(placeOrder('taqueria', order, 'k'.repeat(32), noWait)).resolves.toEqual(placed);
    expect(keys).toEqual(Array(4).fill('k'.repeat(32)));
  });

  it('does not send a refused order again', async () => {
    const keys = answers(409);
    await expect(placeOrder('taqueria', order, 'k'.repeat(32), noWait)).rejects.toMatchObject({ message: 'respuesta 409', status: 409 });
    expect(keys).toHaveLength(1);
  });

  it('after the last try says the order could not be confirmed', async () => {
    const waits: number[] = [];
    const keys = answers(...Array<'lost'>(10).fill('lost'));
    const failure = await placeOrder('taqueria', order, 'k'.repeat(32), async (ms) => void waits.push(ms)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PublicApiError);
    expect(failure).toMatchObject({ message: ORDER_NOT_CONFIRMED, status: 0 });
    expect(waits).toEqual(ORDER_RETRY_DELAYS_MS);
    expect(keys).toHaveLength(ORDER_RETRY_DELAYS_MS.length + 1);
  });
});
