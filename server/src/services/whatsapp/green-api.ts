// Green-API (green-api.com), the instance-based WhatsApp gateway whose credentials are the integration's
// `secret_instance` (idInstance) and `secret_api_key` (apiTokenInstance). Calls used, as documented:
//   POST {apiUrl}/waInstance{idInstance}/sendMessage/{apiTokenInstance}  { chatId: "<digits>@c.us", message } → { idMessage }
//   GET  {apiUrl}/waInstance{idInstance}/getStateInstance/{apiTokenInstance} → { stateInstance: "authorized" | … }
//   GET  {apiUrl}/waInstance{idInstance}/lastOutgoingMessages/{apiTokenInstance}?minutes=N → [{ idMessage, chatId,
//        typeMessage, textMessage | extendedTextMessage.text, timestamp, … }] (the instance's sent messages of the
//        last N minutes, 1440 by default): how a retry learns whether an attempt without answer went out (send-once.ts).
// The token travels in the path (Green-API's design): nothing here logs a URL, and errors name only the status.
// WHATSAPP_API_URL sets apiUrl (default https://api.green-api.com), so tests and sandboxes run this same code.

export const GREEN_API_DEFAULT_URL = 'https://api.green-api.com';
/** Green-API refuses longer texts (SendMessage: «message length must be less than or equal to 20000»). */
export const GREEN_API_MESSAGE_MAX = 20_000;
const TIMEOUT_MS = 15_000;

export interface GreenApiCredentials {
  idInstance: string;
  apiTokenInstance: string;
}

/** The gateway's answer, reduced to what callers decide on. */
export type GreenApiAnswer<T> =
  | { ok: true; body: T }
  | { ok: false; kind: 'auth' | 'refused' | 'rate_limited' | 'unavailable'; status: number; detail: string; retryAfterMs?: number };

/** One entry of lastOutgoingMessages, reduced to what send-once.ts matches on. */
export interface GreenApiOutgoingMessage {
  idMessage: string;
  chatId: string;
  typeMessage?: string;
  /** The text when typeMessage is textMessage. */
  textMessage?: string;
  /** A text with a link preview (our messages carry the status link) comes as extendedTextMessage. */
  extendedTextMessage?: { text?: string };
  timestamp?: number;
}

/** lastOutgoingMessages takes at most a day (its default, 1440 minutes). */
export const GREEN_API_OUTGOING_MAX_MINUTES = 1440;

export type InstanceState = 'authorized' | 'notAuthorized' | 'blocked' | 'suspended' | 'starting' | 'sleepMode' | 'yellowCard' | 'pendingPassword' | string;

/** The text sendMessage hands the gateway (cut to Green-API's limit). */
export function sentTextOf(message: string): string {
  return message.slice(0, GREEN_API_MESSAGE_MAX);
}

/**
 * Whether a failed sendMessage may still have been sent: no answer (timeout, connection dropped), a 5xx or an
 * unreadable 200 may come after Green-API accepted the message; a 4xx (or 429) is a clear refusal.
 */
export function sendOutcomeUnknown(answer: GreenApiAnswer<unknown>): boolean {
  return !answer.ok && answer.kind === 'unavailable';
}

/** chatId of a personal chat: country code and number, digits only, then @c.us. */
export function chatIdOf(phoneDigits: string): string {
  return `${phoneDigits.replace(/\D/g, '')}@c.us`;
}

function detailOf(status: number, text: string): string {
  const body = text.trim().slice(0, 200);
  return body ? `${status} ${body}` : String(status);
}

function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds * 1000) : undefined;
}

/** `timeoutMs` is for tests of a late answer; the server keeps the default. */
export function createGreenApiClient(apiUrl: string, credentials: GreenApiCredentials, options: { timeoutMs?: number } = {}) {
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  const base = apiUrl.replace(/\/+$/, '');
  const path = (method: string, query = '') =>
    `${base}/waInstance${encodeURIComponent(credentials.idInstance.trim())}/${method}/${encodeURIComponent(credentials.apiTokenInstance.trim())}${query}`;

  async function call<T>(method: string, init: { method: 'GET' | 'POST'; body?: unknown; query?: string }): Promise<GreenApiAnswer<T>> {
    let response: Response;
    try {
      response = await fetch(path(method, init.query), {
        method: init.method,
        headers: init.body === undefined ? undefined : { 'content-type': 'application/json' },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? 'sin respuesta' : 'sin conexión';
      return { ok: false, kind: 'unavailable', status: 0, detail: reason };
    }
    const text = await response.text().catch(() => '');
    if (response.ok) {
      try {
        return { ok: true, body: JSON.parse(text) as T };
      } catch {
        return { ok: false, kind: 'unavailable', status: response.status, detail: 'respuesta no válida' };
      }
    }
    const status = response.status;
    if (status === 429) return { ok: false, kind: 'rate_limited', status, detail: detailOf(status, text), retryAfterMs: retryAfterMs(response.headers.get('retry-after')) };
    // 401/403: wrong instance or token; 404: no such instance; 466: the instance's quota (Green-API's own code).
    if (status === 401 || status === 403 || status === 404) return { ok: false, kind: 'auth', status, detail: detailOf(status, text) };
    if (status >= 500) return { ok: false, kind: 'unavailable', status, detail: detailOf(status, text) };
    return { ok: false, kind: 'refused', status, detail: detailOf(status, text) };
  }

  return {
    sendMessage(phoneDigits: string, message: string) {
      return call<{ idMessage: string }>('sendMessage', { method: 'POST', body: { chatId: chatIdOf(phoneDigits), message: sentTextOf(message) } });
    },
    /** The instance's sent messages of the last `minutes` (1 to 1440). */
    lastOutgoingMessages(minutes: number) {
      const span = Math.min(Math.max(Math.ceil(minutes), 1), GREEN_API_OUTGOING_MAX_MINUTES);
      return call<GreenApiOutgoingMessage[]>('lastOutgoingMessages', { method: 'GET', query: `?minutes=${span}` });
    },
    getStateInstance() {
      return call<{ stateInstance: InstanceState }>('getStateInstance', { method: 'GET' });
    },
  };
}

export type GreenApiClient = ReturnType<typeof createGreenApiClient>;

/** What the owner reads about the instance's state (getStateInstance). */
export const INSTANCE_STATE_TEXT: Record<string, string> = {
  authorized: 'la instancia está autorizada y puede enviar mensajes',
  notAuthorized: 'la instancia no está vinculada a un teléfono: escanea el código QR en la consola de Green-API',
  blocked: 'la instancia está bloqueada por WhatsApp',
  suspended: 'la cuenta tiene restricciones temporales para enviar mensajes',
  starting: 'la instancia se está iniciando; intenta de nuevo en unos minutos',
  sleepMode: 'el teléfono vinculado está apagado o sin conexión',
  yellowCard: 'WhatsApp limitó temporalmente el envío de mensajes de esta cuenta',
  pendingPassword: 'falta la contraseña de verificación en dos pasos en la consola de Green-API',
};
