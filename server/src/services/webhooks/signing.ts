// Standard Webhooks signatures (https://www.standardwebhooks.com, docs/webhooks.md): the secret is
// 'whsec_' + base64 of random bytes; the signature of a message is
// 'v1,' + base64(HMAC-SHA256(secret bytes, `${webhook-id}.${webhook-timestamp}.${body}`)).
import { createHmac, randomBytes } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';
// 24 bytes: 192 bits, and 32 base64 characters without padding (as the Standard Webhooks libraries make them).
const SECRET_BYTES = 24;

export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString('base64')}`;
}

export function signWebhook(secret: string, messageId: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
  return `v1,${createHmac('sha256', key).update(`${messageId}.${timestampSeconds}.${body}`).digest('base64')}`;
}

/** The headers of one attempt: the timestamp is the sending time, so receivers can refuse old replays. */
export function webhookHeaders(secret: string, messageId: string, body: string, sentAt = new Date()): Record<string, string> {
  const timestamp = Math.floor(sentAt.getTime() / 1000);
  return {
    'content-type': 'application/json',
    'user-agent': 'PanelComercio-Webhooks/1',
    'webhook-id': messageId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signWebhook(secret, messageId, timestamp, body),
  };
}
