// Delivery of one-time codes (password recovery by email, phone validation by SMS) and of alerts to a
// commerce's owner (e-mail). The server's notifier
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

/** A message to a commerce's owner about their store (the automatic pause, docs/availability.md); e-mail for now. */
export interface OwnerAlert {
  channel: 'email';
  to: string;
  subject: string;
  text: string;
}

/** A document by e-mail to anybody (the customer's factura, docs/invoices.md), with its files attached. */
export interface DocumentEmail {
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; content: Buffer; contentType: string }[];
}

export interface Notifier {
  sendCode(notification: CodeNotification): Promise<void>;
  /** Sends a document and resolves once the SMTP server accepted it (rejects with its refusal); false when the server has no e-mail. */
  sendDocument?(email: DocumentEmail): Promise<boolean>;
  /** Hands an alert over for delivery (sent in the background); a notifier without it sends no alerts. */
  sendAlert?(alert: OwnerAlert): Promise<void>;
}

export interface MemoryNotifier extends Notifier {
  readonly sent: CodeNotification[];
  readonly alerts: OwnerAlert[];
  readonly documents: DocumentEmail[];
  /** The last code sent to `to`, if any. */
  lastCodeFor(to: string): string | undefined;
}

export function createMemoryNotifier(): MemoryNotifier {
  const sent: CodeNotification[] = [];
  const alerts: OwnerAlert[] = [];
  const documents: DocumentEmail[] = [];
  return {
    sent,
    alerts,
    documents,
    async sendDocument(email) {
      documents.push(email);
      return true;
    },
    async sendCode(notification) {
      sent.push(notification);
    },
    async sendAlert(alert) {
      alerts.push(alert);
    },
    lastCodeFor(to) {
      return [...sent].reverse().find((n) => n.to === to)?.code;
    },
  };
}
