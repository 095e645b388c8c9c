// Delivery of one-time codes (password recovery by email, phone validation by SMS/WhatsApp).
// No real provider is wired: in development the code is written to the server log; tests inject
// a memory notifier and read the codes it captured.

export type NotificationChannel = 'email' | 'sms';
export type NotificationPurpose = 'password_reset' | 'phone_validation';

export interface CodeNotification {
  channel: NotificationChannel;
  purpose: NotificationPurpose;
  /** Email address or phone number (with country code). */
  to: string;
  code: string;
}

export interface Notifier {
  sendCode(notification: CodeNotification): Promise<void>;
}

export interface LogSink {
  info(message: string): void;
}

/** Writes each code to the log (development, demos). */
export function createLogNotifier(log: LogSink = { info: (message) => console.log(message) }): Notifier {
  return {
    async sendCode({ channel, purpose, to, code }) {
      const what = purpose === 'password_reset' ? 'recuperación de contraseña' : 'validación de número';
      log.info(`[notificador] Código de ${what} para ${to} (${channel}): ${code}`);
    },
  };
}

export interface MemoryNotifier extends Notifier {
  readonly sent: CodeNotification[];
  /** The last code sent to `to`, if any. */
  lastCodeFor(to: string): string | undefined;
}

export function createMemoryNotifier(): MemoryNotifier {
  const sent: CodeNotification[] = [];
  return {
    sent,
    async sendCode(notification) {
      sent.push(notification);
    },
    lastCodeFor(to) {
      return [...sent].reverse().find((n) => n.to === to)?.code;
    },
  };
}
