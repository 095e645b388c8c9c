// A real SMTP server on a free local port (smtp-server), as strict as a provider's submission server for what the
// server's nodemailer transport does: it refuses a session without login (AUTH required) and a wrong user or
// password (535), and keeps every accepted message raw. A test can make it refuse a recipient (550, as a mailbox
// that does not exist) or every login (535, as after the account's password changed). `readMail` reads back what a mail client would show:
// the decoded subject, the text body and the attachments (name, type, bytes), without a mail-parsing package.
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface FakeSmtpMail {
  from: string;
  to: string[];
  raw: string;
}

export interface FakeSmtp {
  port: number;
  user: string;
  password: string;
  /** smtp://user:password@127.0.0.1:port, the SMTP_URL the server reads. */
  url: string;
  mails: FakeSmtpMail[];
  /** RCPT TO this address is answered 550 (the mailbox does not exist). */
  refuseRecipient(address: string): void;
  /** While on, every login is answered 535, even the right one. */
  refuseLogins(on: boolean): void;
  close(): Promise<void>;
}

export async function startFakeSmtp(credentials: { user?: string; password?: string } = {}): Promise<FakeSmtp> {
  const user = credentials.user ?? 'panel';
  const password = credentials.password ?? 'clave-smtp';
  const mails: FakeSmtpMail[] = [];
  const refusedRecipients = new Set<string>();
  let loginsRefused = false;
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    onAuth(auth, _session, callback) {
      if (!loginsRefused && auth.username === user && auth.password === password) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (!refusedRecipients.has(address.address.toLowerCase())) return callback();
      callback(Object.assign(new Error(`5.1.1 <${address.address}>: Recipient address rejected: User unknown`), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port)));
  return {
    port,
    user,
    password,
    url: `smtp://${user}:${password}@127.0.0.1:${port}`,
    mails,
    refuseRecipient: (address) => void refusedRecipients.add(address.toLowerCase()),
    refuseLogins: (on) => {
      loginsRefused = on;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Quoted-printable bytes (=XX) as bytes. */
function quotedPrintableBytes(text: string): Buffer {
  const bytes: number[] = [];
  const joined = text.replace(/=\r?\n/g, '');
  for (let index = 0; index < joined.length; index++) {
    const hex = joined[index] === '=' ? /^[0-9A-F]{2}/i.exec(joined.slice(index + 1))?.[0] : undefined;
    if (hex) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else bytes.push(...Buffer.from(joined[index]!, 'utf8'));
  }
  return Buffer.from(bytes);
}

interface MailPart {
  headers: string;
  body: string;
}

function splitPart(raw: string): MailPart {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  return { headers: head.replace(/\r?\n[ \t]+/g, ' '), body: rest.join('\r\n\r\n') };
}

const header = (headers: string, name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(headers)?.[1]?.trim() ?? '';

function decodeBody(part: MailPart): Buffer {
  const encoding = header(part.headers, 'Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') return quotedPrintableBytes(part.body);
  return Buffer.from(part.body, 'utf8');
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=) as text. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?(.*?)\?=/gi, (_, kind: string, word: string) =>
      (kind.toUpperCase() === 'B' ? Buffer.from(word, 'base64') : quotedPrintableBytes(word.replace(/_/g, ' '))).toString('utf8'),
    );
}

export interface ReadMail {
  subject: string;
  /** The text/plain body. */
  text: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/** What a mail client shows of a received message: subject, text body and attachments (one level of multipart). */
export function readMail(raw: string): ReadMail {
  const message = splitPart(raw);
  const subject = decodeWords(header(message.headers, 'Subject'));
  const boundary = /boundary="?([^";]+)"?/i.exec(header(message.headers, 'Content-Type'))?.[1];
  if (!boundary) return { subject, text: decodeBody(message).toString('utf8'), attachments: [] };
  const parts = message.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((part) => !part.startsWith('--'))
    .map((part) => splitPart(part.replace(/^\r?\n/, '')));
  let text = '';
  const attachments: ReadMail['attachments'] = [];
  for (const part of parts) {
    const contentType = header(part.headers, 'Content-Type').split(';')[0]!.trim().toLowerCase();
    const disposition = header(part.headers, 'Content-Disposition');
    if (/^attachment/i.test(disposition)) {
      const filename = decodeWords(/filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? '');
      attachments.push({ filename, contentType, content: decodeBody(part) });
    } else if (contentType === 'text/plain') text = decodeBody(part).toString('utf8');
  }
  return { subject, text, attachments };
}
