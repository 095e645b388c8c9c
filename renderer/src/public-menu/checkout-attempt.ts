// One Idempotency-Key per checkout attempt (docs/data-safety.md, "Un pedido por intención"): the same order
// sent again — a retry after a lost answer, «Reintentar», or the same order after a page reload — carries the
// same key, so the server answers the order it already took instead of taking a second one. A changed order
// is a new intent and gets a new key; a placed order ends the attempt.
const STORAGE_PREFIX = 'pm-checkout-attempt:';
/** An attempt left unfinished this long is not resumed (the customer is ordering anew). */
const ATTEMPT_TTL_MS = 2 * 60 * 60_000;

interface Attempt {
  key: string;
  order: string;
  startedAt: number;
}

/** A random key without crypto.randomUUID, which insecure origins (a menu on plain http) lack. */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The key of this order's attempt: the one already started for the same order, or a new one. */
export function checkoutAttemptKey(idPath: string, order: unknown, now = Date.now()): string {
  const store = storage();
  const name = STORAGE_PREFIX + idPath;
  const fingerprint = JSON.stringify(order);
  try {
    const saved = JSON.parse(store?.getItem(name) ?? 'null') as Attempt | null;
    if (saved && saved.order === fingerprint && now - saved.startedAt < ATTEMPT_TTL_MS && typeof saved.key === 'string') return saved.key;
  } catch {
    // An unreadable entry starts a new attempt.
  }
  const attempt: Attempt = { key: newKey(), order: fingerprint, startedAt: now };
  store?.setItem(name, JSON.stringify(attempt));
  return attempt.key;
}

/** The order was placed: the next checkout is a new intent. */
export function endCheckoutAttempt(idPath: string): void {
  storage()?.removeItem(STORAGE_PREFIX + idPath);
}
