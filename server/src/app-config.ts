// Settings of one app instance, resolved from explicit options, then the environment, then defaults.
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import { DEFAULT_DATA_DIR, DEFAULT_LOGIN_RATE_LIMIT, DEFAULT_PUBLIC_LIMITS, DEFAULT_SESSION_TTL_HOURS, DEV_API_KEY, envNumber, serverEnv, type LoginRateLimit, type PublicLimits, type ServerEnv } from './config';
import { MEMORY_DATA_DIR } from './db/database';
import { loadSecretsKey } from './db/secrets';
import type { Notifier } from './services/notifier';
import { createNotifierFromEnv } from './services/messaging/from-env';
import { parseOperatorEmails } from './services/operator';
import { parseOriginList } from './plugins/cors-origins';
import { AUTO_PAUSE_EVERY_MS, type AutoPauseOptions } from './services/auto-pause/options';
import type { OutboxOptions } from './services/outbox/plugin';
import { DEFAULT_FACTURAPI_BASE_URL } from './services/invoices/facturapi';
import { GREEN_API_DEFAULT_URL } from './services/whatsapp/green-api';
import { LOYVERSE_DEFAULT_BASE_URL } from './services/loyverse/client';
import { PICKER_DEFAULT_BASE_URL } from './services/couriers/picker-client';
import { CLIP_DEFAULT_BASE_URL, MERCADOPAGO_DEFAULT_BASE_URL, STRIPE_DEFAULT_BASE_URL } from './services/payments/provider';
import { withoutTrailingSlash, type ProviderUrls } from './services/provider-urls';

/** How often the outbox relays live events and sends due deliveries (OUTBOX_EVERY_MS). */
const OUTBOX_EVERY_MS = 2_000;
/** How often unpaid online orders expire and pending refunds are made (PAYMENTS_SWEEP_MS). */
const PAYMENTS_SWEEP_MS = 5_000;

export interface AppConfig {
  /** Expected `x-api-key` of the v2 API. */
  apiKey: string;
  sessionTtlHours: number;
  /** DATA_DIR, or 'memory://' for an in-memory database (uploads then go to a temp dir). */
  dataDir: string;
  uploadsDir: string;
  /** Absolute base URL for links the server hands out (uploaded images); default: the request's own host. */
  publicUrl: string | null;
  /** AES-256-GCM key for integration secrets. */
  secretsKey: Buffer;
  notifier: Notifier;
  loginRateLimit: LoginRateLimit;
  /** Limits on the public's orders, coupon guesses and sign-ups; null = none (env PUBLIC_LIMITS=off). */
  publicLimits: PublicLimits | null;
  /** Built panel to serve at / with SPA fallback (dist/renderer). */
  staticDir: string | null;
  /** ADMIN_EMAILS: the server's operators (backups); null = the owner of the first account (services/operator.ts). */
  operatorEmails: string[] | null;
  /** Origins besides the server's own that may call the API from a browser (CORS_ORIGINS). */
  corsOrigins: string[];
  /** The automatic pause's presence heartbeat and evaluation (AUTO_PAUSE_EVERY_MS); null = none on this instance. */
  autoPause: AutoPauseOptions | null;
  /** The outbox's passes (OUTBOX_EVERY_MS, docs/outbox.md); null = none on this instance (app.outbox.runOnce still works). */
  outbox: OutboxOptions | null;
  /** How often unpaid online orders expire and pending refunds are made (PAYMENTS_SWEEP_MS, docs/payments.md); 0 = not on this instance. */
  paymentsSweepMs: number;
  /** Each provider's API address (WHATSAPP_API_URL, FACTURAPI_BASE_URL, …): production, a sandbox or the tests' fake; real clients and «Probar conexión» call it. */
  providerUrls: ProviderUrls;
}

/** What an app is built with: any setting, and any provider's URL alone (the rest from the environment). */
export type AppConfigOptions = Partial<Omit<AppConfig, 'providerUrls'>> & { providerUrls?: Partial<ProviderUrls> };

export async function resolveAppConfig(options: AppConfigOptions = {}, env: ServerEnv = serverEnv()): Promise<AppConfig> {
  const dataDir = options.dataDir ?? (env.DATA_DIR ? resolve(env.DATA_DIR) : resolve(DEFAULT_DATA_DIR));
  const uploadsDir =
    options.uploadsDir ?? (dataDir === MEMORY_DATA_DIR ? join(tmpdir(), `panel-uploads-${randomUUID()}`) : join(dataDir, 'uploads'));
  await mkdir(uploadsDir, { recursive: true });
  return {
    apiKey: options.apiKey ?? env.API_KEY ?? DEV_API_KEY,
    sessionTtlHours: options.sessionTtlHours ?? envNumber(env.SESSION_TTL_HOURS, DEFAULT_SESSION_TTL_HOURS),
    dataDir,
    uploadsDir,
    publicUrl: options.publicUrl ?? env.PUBLIC_URL?.replace(/\/$/, '') ?? null,
    secretsKey: options.secretsKey ?? (await loadSecretsKey(dataDir, env.SECRETS_KEY)),
    notifier: options.notifier ?? createNotifierFromEnv(env),
    loginRateLimit: options.loginRateLimit ?? DEFAULT_LOGIN_RATE_LIMIT,
    publicLimits: options.publicLimits !== undefined ? options.publicLimits : env.PUBLIC_LIMITS === 'off' ? null : DEFAULT_PUBLIC_LIMITS,
    staticDir: options.staticDir ?? null,
    operatorEmails: options.operatorEmails !== undefined ? options.operatorEmails : parseOperatorEmails(env.ADMIN_EMAILS),
    corsOrigins: options.corsOrigins ?? parseOriginList(env.CORS_ORIGINS),
    autoPause: options.autoPause !== undefined ? options.autoPause : autoPauseFromEnv(env),
    outbox: options.outbox !== undefined ? options.outbox : outboxFromEnv(env),
    paymentsSweepMs: options.paymentsSweepMs ?? envNumber(env.PAYMENTS_SWEEP_MS, PAYMENTS_SWEEP_MS),
    providerUrls: { ...providerUrlsFromEnv(env), ...options.providerUrls },
  };
}

/** The one read of the providers' base URLs; an empty variable means the provider's own address. */
function providerUrlsFromEnv(env: ServerEnv): ProviderUrls {
  const url = (value: string | undefined, fallback: string) => withoutTrailingSlash(value?.trim() || fallback);
  return {
    whatsapp: url(env.WHATSAPP_API_URL, GREEN_API_DEFAULT_URL),
    facturapi: url(env.FACTURAPI_BASE_URL, DEFAULT_FACTURAPI_BASE_URL),
    loyverse: url(env.LOYVERSE_BASE_URL, LOYVERSE_DEFAULT_BASE_URL),
    picker: url(env.PICKER_BASE_URL, PICKER_DEFAULT_BASE_URL),
    stripe: url(env.STRIPE_API_BASE_URL, STRIPE_DEFAULT_BASE_URL),
    mercadoPago: url(env.MERCADOPAGO_API_BASE_URL, MERCADOPAGO_DEFAULT_BASE_URL),
    clip: url(env.CLIP_API_BASE_URL, CLIP_DEFAULT_BASE_URL),
  };
}

function autoPauseFromEnv(env: ServerEnv): AutoPauseOptions | null {
  const everyMs = envNumber(env.AUTO_PAUSE_EVERY_MS, AUTO_PAUSE_EVERY_MS);
  return everyMs > 0 ? { everyMs } : null;
}

function outboxFromEnv(env: ServerEnv): OutboxOptions | null {
  const everyMs = envNumber(env.OUTBOX_EVERY_MS, OUTBOX_EVERY_MS);
  return everyMs > 0 ? { everyMs } : null;
}
