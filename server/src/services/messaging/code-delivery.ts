// Delivery of one-time codes through the configured providers. A request that asks for a code answers at
// once and the message leaves in the background, so the answer's timing does not tell whether the e-mail
// or phone has an account; a provider failure is retried, then logged (never with the code).
import { HttpError } from '../../errors';
import type { CodeNotification, Notifier, OwnerAlert } from '../notifier';
import { codeEmail, codeSms } from './code-texts';
import type { EmailSender } from './smtp-email';
import type { SmsSender } from './twilio-sms';

export interface DeliveryLog {
  info(message: string): void;
  error(message: string): void;
}

export interface CodeDeliveryOptions {
  email: EmailSender | null;
  sms: SmsSender | null;
  /** Development only: a channel without a provider writes the code to the log instead. */
  consoleFallback: boolean;
  log: DeliveryLog;
  /** Waits between attempts; one attempt more than the list's length. */
  retryDelaysMs?: readonly number[];
}

export interface DeliveringNotifier extends Notifier {
  /** Resolves when every message handed over so far was sent or given up (tests, shutdown). */
  idle(): Promise<void>;
}

const DEFAULT_RETRY_DELAYS_MS = [2_000, 10_000, 30_000];

export const NOT_CONFIGURED_MSG = {
  email: 'No se pudo enviar el código: el servidor no tiene configurado el envío de correos. Avisa a quien lo administra.',
  sms: 'No se pudo enviar el código: el servidor no tiene configurado el envío de SMS. Avisa a quien lo administra.',
} as const;

/** «+52 55 **** 5678», «a***@correo.mx»: enough to find the case in the log, not enough to reuse. */
export function maskRecipient(to: string): string {
  const at = to.indexOf('@');
  if (at > 0) return `${to[0]}***${to.slice(at)}`;
  return to.length > 4 ? `${'*'.repeat(Math.max(0, to.length - 4))}${to.slice(-4)}` : '****';
}

export function createCodeDelivery(options: CodeDeliveryOptions): DeliveringNotifier {
  const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const inFlight = new Set<Promise<void>>();

  const attempt = (notification: CodeNotification): Promise<unknown> =>
    notification.channel === 'email'
      ? options.email!.send(notification.to, codeEmail(notification))
      : options.sms!.send(notification.to, codeSms(notification));

  async function deliver(notification: CodeNotification | OwnerAlert, send: () => Promise<unknown>, what: string): Promise<void> {
    for (let index = 0; ; index++) {
      try {
        await send();
        return;
      } catch (error) {
        const delay = delays[index];
        if (delay === undefined) {
          const reason = error instanceof Error ? error.message : String(error);
          options.log.error(`[notificador] No se envió ${what} (${notification.channel}) a ${maskRecipient(notification.to)} tras ${index + 1} intentos: ${reason}`);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }

  function inBackground(sending: Promise<void>): void {
    const tracked = sending.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  }

  return {
    async sendCode(notification) {
      const sender = notification.channel === 'email' ? options.email : options.sms;
      if (!sender) {
        if (!options.consoleFallback) throw new HttpError(503, NOT_CONFIGURED_MSG[notification.channel]);
        const what = notification.purpose === 'password_reset' ? 'recuperación de contraseña' : 'validación de número';
        options.log.info(`[notificador] Código de ${what} para ${notification.to} (${notification.channel}): ${notification.code}`);
        return;
      }
      inBackground(deliver(notification, () => attempt(notification), 'el código'));
    },
    async sendAlert(alert) {
      const email = options.email;
      if (!email) {
        // No provider: development writes it to the log; production logs that it could not go (no request waits on it).
        if (options.consoleFallback) options.log.info(`[notificador] Aviso para ${alert.to}: ${alert.subject}\n${alert.text}`);
        else options.log.error(`[notificador] No se envió el aviso a ${maskRecipient(alert.to)}: el servidor no tiene configurado el envío de correos`);
        return;
      }
      inBackground(deliver(alert, () => email.send(alert.to, { subject: alert.subject, text: alert.text }), 'el aviso'));
    },
    async sendDocument(document) {
      const email = options.email;
      if (!email) return false;
      // Not in the background: the caller records and shows «sent» only once the SMTP server accepted it, and
      // shows its refusal otherwise (docs/invoices.md).
      await email.send(document.to, document);
      return true;
    },
    async idle() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}
