// Fastify type augmentation: what the app decorates and what routes may declare in `config`.
import type { AppConfig } from './app-config';
import type { Db, DbHandle } from './db/database';
import type { PlanCatalog } from './services/plan-catalog';
import type { PublicLimiters } from './services/public-limits';
import type { AttemptLimiter } from './services/rate-limit';
import type { PanelSession } from './services/sessions';

export interface AppDeps {
  handle: DbHandle;
  db: Db;
  config: AppConfig;
  plans: PlanCatalog;
  /** Failed logins per identifier + IP. */
  loginLimiter: AttemptLimiter;
  /** One-time code requests per target (email or phone). */
  codeLimiter: AttemptLimiter;
  /** The public's orders, coupon guesses and sign-ups (services/public-limits.ts). */
  publicLimits: PublicLimiters;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyRequest {
    /** Set by the private (v1) and v2 auth hooks; null on public routes. */
    session: PanelSession | null;
  }
  interface FastifyContextConfig {
    /** 'optional': a private route that works without the id_comercio header (logout). */
    commerceHeader?: 'optional';
  }
}
