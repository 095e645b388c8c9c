// The notifier the server builds from its environment (README, "Configuración"): SMTP for e-mail, Twilio
// for SMS, and in development a channel without a provider writes its codes to the console.
import type { ServerEnv } from '../../config';
import { createCodeDelivery, type DeliveringNotifier, type DeliveryLog } from './code-delivery';
import { createSmtpSender } from './smtp-email';
import { createTwilioSender } from './twilio-sms';

// On standard error, both: standard output is data for the tools that print JSON (npm run bench).
const consoleLog: DeliveryLog = { info: (message) => console.error(message), error: (message) => console.error(message) };

export function createNotifierFromEnv(env: ServerEnv, log: DeliveryLog = consoleLog): DeliveringNotifier {
  const email = env.SMTP_URL ? createSmtpSender({ url: env.SMTP_URL, from: env.MAIL_FROM ?? 'Panel Comercio <no-responder@localhost>' }) : null;
  const sms =
    env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && (env.TWILIO_FROM || env.TWILIO_MESSAGING_SERVICE_SID)
      ? createTwilioSender({
          accountSid: env.TWILIO_ACCOUNT_SID,
          authToken: env.TWILIO_AUTH_TOKEN,
          from: env.TWILIO_FROM,
          messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID,
          baseUrl: env.TWILIO_BASE_URL,
        })
      : null;
  return createCodeDelivery({ email, sms, consoleFallback: env.NODE_ENV !== 'production', log });
}
