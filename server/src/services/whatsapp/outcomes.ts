// What the outbox does with each answer of Green-API (docs/whatsapp.md): the error texts are what the order
// and Integraciones show after «WhatsApp no enviado: ». They name the status, never the URL (it holds the token).
import type { DeliveryOutcome } from '../outbox/types';
import type { GreenApiAnswer } from './green-api';

/** Wait after a 429 without Retry-After. */
const RATE_LIMITED_WAIT_MS = 60_000;

export const GATEWAY_MSG = {
  auth: (status: number) => `Green-API rechazó la instancia o el token (${status}); revisa WhatsApp Business en Integraciones`,
  refused: (detail: string) => `Green-API rechazó el mensaje (${detail})`,
  unavailable: (detail: string) => `Green-API no responde (${detail}); se reintenta`,
} as const;

export function gatewayOutcome(answer: GreenApiAnswer<{ idMessage: string }>): DeliveryOutcome {
  if (answer.ok) return { outcome: 'sent', result: { idMessage: answer.body.idMessage } };
  return failedCallOutcome(answer);
}

/** The outcome of any failed Green-API call (a send, or send-once.ts's look at what was already sent). */
export function failedCallOutcome(answer: Extract<GreenApiAnswer<unknown>, { ok: false }>): DeliveryOutcome {
  switch (answer.kind) {
    case 'rate_limited':
      return { outcome: 'later', afterMs: answer.retryAfterMs ?? RATE_LIMITED_WAIT_MS };
    case 'auth':
      return { outcome: 'refused', error: GATEWAY_MSG.auth(answer.status) };
    case 'refused':
      return { outcome: 'refused', error: GATEWAY_MSG.refused(answer.detail) };
    case 'unavailable':
      return { outcome: 'retry', error: GATEWAY_MSG.unavailable(answer.detail) };
  }
}
