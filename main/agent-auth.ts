// Who may talk to the print agent: the panel's origin(s), from this machine, holding the pairing token.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AGENT_PROTOCOL, AGENT_TOKEN_PROTOCOL_PREFIX } from '@shared/ipc/contract';

export const TOKEN_FILE = 'agent-token';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTS.has(host);
}

export function isLoopbackAddress(address: string | undefined): boolean {
  return address !== undefined && LOOPBACK_ADDRESSES.has(address);
}

/** The Host header of a request to the agent: a loopback name with the agent's own port. */
export function isLoopbackHostHeader(header: string | undefined, port: number): boolean {
  if (!header) return false;
  const match = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(header.trim().toLowerCase());
  if (!match) return false;
  const [, host = '', portText] = match;
  return LOOPBACK_HOSTS.has(host) && (portText === undefined ? port === 80 : Number(portText) === port);
}

/** localhost, 127.0.0.1 and [::1] name the same machine: treat them as one origin for the same scheme and port. */
export function normalizeOrigin(origin: string): string | null {
  try {
    const url = new URL(origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (LOOPBACK_HOSTS.has(url.hostname)) url.hostname = 'localhost';
    return url.origin;
  } catch {
    return null;
  }
}

export function createOriginCheck(allowed: readonly string[]): (origin: string | undefined) => boolean {
  const normalized = new Set(allowed.map(normalizeOrigin).filter((origin): origin is string => origin !== null));
  return (origin) => {
    const candidate = origin ? normalizeOrigin(origin) : null;
    return candidate !== null && normalized.has(candidate);
  };
}

export function isValidToken(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

export function generateToken(): string {
  return randomBytes(24).toString('base64url');
}

/** The pairing token: explicit, or persisted under the agent data dir so a restart keeps the panel paired. */
export async function loadOrCreateToken(dataDir: string): Promise<string> {
  const file = path.join(dataDir, TOKEN_FILE);
  try {
    const saved = (await readFile(file, 'utf8')).trim();
    if (isValidToken(saved)) return saved;
  } catch {
    // First run: no token yet.
  }
  const token = generateToken();
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${token}\n`, { mode: 0o600 });
  return token;
}

export function tokensMatch(expected: string, offered: string | null): boolean {
  if (offered === null) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(offered);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Browsers cannot set headers on a WebSocket, so the token travels as a subprotocol: 'token.<token>'. */
export function tokenFromProtocols(header: string | string[] | undefined): string | null {
  const values = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((value) => value.trim());
  if (!values.includes(AGENT_PROTOCOL)) return null;
  const entry = values.find((value) => value.startsWith(AGENT_TOKEN_PROTOCOL_PREFIX));
  return entry ? entry.slice(AGENT_TOKEN_PROTOCOL_PREFIX.length) : null;
}
