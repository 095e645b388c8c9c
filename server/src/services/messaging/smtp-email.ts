// E-mail through any SMTP server (nodemailer): SMTP_URL says where and with which account, MAIL_FROM who
// sends. The provider's own refusal (bad login, refused recipient) is kept in the error for the log.
import nodemailer from 'nodemailer';
import type { EmailText } from './code-texts';

export interface EmailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface EmailSender {
  send(to: string, message: EmailText & { attachments?: EmailAttachment[] }): Promise<void>;
  /** An authenticated handshake with the server, without sending anything. */
  verify(): Promise<void>;
  close(): void;
}

export interface SmtpOptions {
  /** smtp://user:pass@host:587 or smtps://user:pass@host:465 (nodemailer's connection URL). */
  url: string;
  from: string;
}

export function createSmtpSender(options: SmtpOptions): EmailSender {
  const transport = nodemailer.createTransport(options.url);
  return {
    async send(to, message) {
      await transport.sendMail({ from: options.from, to, subject: message.subject, text: message.text, attachments: message.attachments });
    },
    async verify() {
      await transport.verify();
    },
    close() {
      transport.close();
    },
  };
}
