// One POST of a webhook message and what its answer means (docs/webhooks.md): 2xx sent; 408, 429, 5xx,
// a timeout or a connection error are passing failures (retried by the outbox); any other status is a refusal
// that will not change by sending again. Redirects are not followed: the owner registered this URL.
import { webhookHeaders } from './signing';

export const WEBHOOK_TIMEOUT_MS = 10_000;
/** Marks the error text of a refusal, so the endpoint's health can tell refusals from a receiver that is down. */
const REFUSED_PREFIX = 'Rechazado:';

/** The message every delivery posts (its JSON is the body that is signed). */
export interface WebhookMessage {
  id: string;
  type: string;
  created_at: string;
  commerce_id: string;
  data: unknown;
}

export type WebhookAttempt =
  | { outcome: 'sent'; status: number }
  | { outcome: 'retry'; status: number | null; error: string; afterMs?: number }
  | { outcome: 'refused'; status: number; error: string };

export function isRefusalError(error: string): boolean {
  return error.startsWith(REFUSED_PREFIX);
}

/** The receiver's HTTP status named in a delivery's error text ('HTTP 503', 'Rechazado: HTTP 404'). */
export function statusOfError(error: string | null): number | null {
  const match = error ? /HTTP (\d{3})/.exec(error) : null;
  return match ? Number(match[1]) : null;
}

function retryAfterMs(value: string | null): number | undefined {
  const seconds = value && /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isFinite(seconds) ? Math.min(seconds, 3600) * 1000 : undefined;
}

function networkError(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return `Sin respuesta en ${timeoutMs / 1000} s`;
  // fetch throws 'fetch failed' and puts the reason in `cause`: a system code (ECONNREFUSED) or a message (a blocked port).
  const cause = error instanceof Error ? (error.cause as { code?: unknown; message?: unknown } | undefined) : undefined;
  const reason = typeof cause?.code === 'string' ? cause.code : typeof cause?.message === 'string' ? cause.message : error instanceof Error ? error.message : String(error);
  return `No se pudo conectar (${reason})`;
}

export async function postWebhook(url: string, secret: string, message: WebhookMessage, timeoutMs = WEBHOOK_TIMEOUT_MS): Promise<WebhookAttempt> {
  const body = JSON.stringify(message);
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers: webhookHeaders(secret, message.id, body), body, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    return { outcome: 'retry', status: null, error: networkError(error, timeoutMs) };
  }
  // The answer's body is not used; reading none would keep the connection busy.
  await response.body?.cancel().catch(() => undefined);
  const status = response.status;
  if (status >= 200 && status < 300) return { outcome: 'sent', status };
  if (status === 408 || status === 429 || status >= 500) return { outcome: 'retry', status, error: `HTTP ${status}`, afterMs: status === 429 ? retryAfterMs(response.headers.get('retry-after')) : undefined };
  return { outcome: 'refused', status, error: `${REFUSED_PREFIX} HTTP ${status}` };
}
