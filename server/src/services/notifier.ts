// Delivery of one-time codes (password recovery by email, phone validation by SMS). The server's notifier
// sends through SMTP and Twilio (services/messaging/); tests inject a memory notifier and read the codes
// it captured.

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
