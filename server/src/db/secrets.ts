// AES-256-GCM encryption of data at rest: integration secrets, bank and tax data (docs/security.md). The key
// comes from env SECRETS_KEY (32 bytes as 64 hex chars or base64) or from a key file generated once under DATA_DIR.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serverEnv } from '../config';
import { MEMORY_DATA_DIR } from './memory-data-dir';

const KEY_BYTES = 32;
const IV_BYTES = 12;
const FORMAT = 'v1';

export function parseSecretsKey(value: string): Buffer {
  const trimmed = value.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== KEY_BYTES) throw new Error('SECRETS_KEY debe tener 32 bytes (64 caracteres hex o base64)');
  return key;
}

/** SECRETS_KEY if given; else `<dataDir>/secrets.key`, created on first use; in memory a fresh key. */
export async function loadSecretsKey(dataDir: string, envValue = serverEnv().SECRETS_KEY): Promise<Buffer> {
  if (envValue) return parseSecretsKey(envValue);
  if (dataDir === MEMORY_DATA_DIR) return randomBytes(KEY_BYTES);
  const file = join(dataDir, 'secrets.key');
  try {
    return parseSecretsKey(await readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  // Written whole under a name of its own, then linked into place: several first starts on one shared folder
  // race here, and the file must never be seen empty or half written. The first link wins; the others read it.
  const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temp, randomBytes(KEY_BYTES).toString('hex'), { mode: 0o600, flag: 'wx' });
  try {
    await link(temp, file).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  } finally {
    await rm(temp, { force: true });
  }
  return parseSecretsKey(await readFile(file, 'utf8'));
}

/** AES-256-GCM of a text: 'v1:<iv>:<tag>:<ciphertext>' (base64). The one cipher for data at rest. */
export function sealText(key: Buffer, plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [FORMAT, iv.toString('base64'), cipher.getAuthTag().toString('base64'), ciphertext.toString('base64')].join(':');
}

/** The text sealed by sealText; throws on another key, a tampered value or an unknown format. */
export function openText(key: Buffer, sealed: string): string {
  const [format, iv, tag, ciphertext] = sealed.split(':');
  if (format !== FORMAT || !iv || !tag || !ciphertext) throw new Error('Formato de secreto desconocido');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64')), decipher.final()]).toString('utf8');
}

export function encryptSecrets(key: Buffer, secrets: Record<string, string>): string {
  return sealText(key, JSON.stringify(secrets));
}

export function decryptSecrets(key: Buffer, sealed: string): Record<string, string> {
  const parsed: unknown = JSON.parse(openText(key, sealed));
  if (typeof parsed !== 'object' || parsed === null) return {};
  return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/**
 * Sensitive JSON kept in a jsonb column (bank and tax data, docs/security.md): stored as { sealed } so the
 * column keeps its type; a row written before encryption is plain JSON and still reads (openJson).
 */
export interface SealedJson {
  sealed: string;
}

export function sealJson(key: Buffer, value: unknown): SealedJson {
  return { sealed: sealText(key, JSON.stringify(value)) };
}

export function isSealed(value: unknown): value is SealedJson {
  return typeof value === 'object' && value !== null && typeof (value as { sealed?: unknown }).sealed === 'string';
}

/** The stored value, opened when sealed (plain JSON of older rows passes through). */
export function openJson<T>(key: Buffer, stored: T | SealedJson): T {
  return isSealed(stored) ? (JSON.parse(openText(key, stored.sealed)) as T) : stored;
}

/** '••••1234': what the panel may see of a stored secret. */
export function maskSecret(value: string): string {
  return value.length <= 4 ? '••••' : `••••${value.slice(-4)}`;
}
