// Server settings from the environment. Kept free of heavy imports: vite.config.ts reads DEV_API_KEY
// from here so the panel built for development sends the same v2 API key the server expects.

/** Development key of the v2 API (`x-api-key`). Production sets env API_KEY. */
export const DEV_API_KEY = 'panel-dev-3b8f1c2e9a7d4e50';

export const DEFAULT_PORT = 8080;
export const DEFAULT_DATA_DIR = './data';
export const DEFAULT_SESSION_TTL_HOURS = 30 * 24;

export interface LoginRateLimit {
  /** Failed attempts allowed per identifier + IP inside the window. */
  max: number;
  windowMs: number;
}

export const DEFAULT_LOGIN_RATE_LIMIT: LoginRateLimit = { max: 10, windowMs: 5 * 60_000 };

/**
 * Environment variables the server reads (all optional):
 *  PORT (8080; 0 = any free port), HOST (0.0.0.0), DATA_DIR (./data: PGlite files, uploads, secrets.key),
 *  DATABASE_URL (postgres://… uses PostgreSQL instead of PGlite), API_KEY (v2 x-api-key; DEV_API_KEY when
 *  unset), SESSION_TTL_HOURS (720), SECRETS_KEY (32-byte hex/base64 key for integration secrets; else a key
 *  file under DATA_DIR), PUBLIC_URL (base of links such as uploaded images; else the request's host),
 *  STATIC_DIR (built panel for main.ts; dist/renderer), LOG=off (silence request logs), TRUST_PROXY=1
 *  (client IPs from X-Forwarded-For), PG_POOL_MAX (10). Tests: TEST_DATABASE_URL (see tests/integration/support).
 */
export interface ServerEnv {
  PORT?: string;
  HOST?: string;
  DATA_DIR?: string;
  DATABASE_URL?: string;
  API_KEY?: string;
  SESSION_TTL_HOURS?: string;
  SECRETS_KEY?: string;
  PUBLIC_URL?: string;
  STATIC_DIR?: string;
  LOG?: string;
  TRUST_PROXY?: string;
  PG_POOL_MAX?: string;
}

export function envNumber(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : fallback;
}
