// Bank and tax data at rest (docs/security.md): AES-256-GCM with the same key as integration secrets
// (db/secrets.ts, env SECRETS_KEY or DATA_DIR/secrets.key), stored in a jsonb column as { sealed: "v1:…" }
// so the column keeps its type and a row written before encryption still reads (as plain JSON).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const FORMAT = 'v1';
const IV_BYTES = 12;

export interface SealedJson {
  sealed: string;
}

export function sealJson(key: Buffer, value: unknown): SealedJson {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return { sealed: [FORMAT, iv.toString('base64'), cipher.getAuthTag().toString('base64'), ciphertext.toString('base64')].join(':') };
}

export function isSealed(value: unknown): value is SealedJson {
  return typeof value === 'object' && value !== null && typeof (value as { sealed?: unknown }).sealed === 'string';
}

/** The stored value, opened when sealed (plain JSON of older rows passes through). */
export function openJson<T>(key: Buffer, stored: unknown): T {
  if (!isSealed(stored)) return stored as T;
  const [format, iv, tag, ciphertext] = stored.sealed.split(':');
  if (format !== FORMAT || !iv || !tag || !ciphertext) throw new Error('Formato de dato cifrado desconocido');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return JSON.parse(Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64')), decipher.final()]).toString('utf8')) as T;
}
