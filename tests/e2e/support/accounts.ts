// Accounts the e2e global setup creates, one per state of docs/architecture.md (plus the demo commerce).
import type { ModuleId } from '@shared/constants';

export interface E2EAccount {
  email: string;
  password: string;
}

export type AccountState = 'onboarding' | 'freemium' | 'trial' | 'founder' | 'partial';

/** menuMaster / menuFollower: two locations of one account (tests/e2e/master-menu/locations.ts). */
export type E2EAccounts = Record<AccountState | 'demo' | 'freemiumForTrial' | 'recovery' | 'menuMaster' | 'menuFollower', E2EAccount>;

/** The paid account with a partial module set (plan PLUS): landing is /estadisticas. */
export const PARTIAL_MODULES: ModuleId[] = ['ESTADISTICAS', 'MENU', 'CUPONES', 'DATOS_COMERCIO', 'HORARIOS'];

/** What the tests of one e2e worker read through inject(): its own server's address and accounts. */
export interface E2EServerValues {
  baseUrl: string;
  accounts: E2EAccounts;
  codesFile: string;
  staticDir: string;
  /** The server's platform announcements (the demo's one), which pages mark as seen (support/browser.ts newPage). */
  announcementIds: string[];
  /** The fake Green-API the server sends WhatsApp through (testkit/fakes/whatsapp-gateway.ts; GET /__mensajes lists what it got). */
  whatsappGateway: { url: string; idInstance: string; apiTokenInstance: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per e2e worker (global-setup); worker-server.ts copies the worker's own into the keys below. */
    servers: E2EServerValues[];
    /** Where a running e2e file marks the server it holds (worker-server.ts). */
    serverClaimsDir: string;
    baseUrl: string;
    accounts: E2EAccounts;
    /** JSON lines of the one-time codes the server sent ({ channel, purpose, to, code }). */
    codesFile: string;
    /** The copy of the built panel this run serves. */
    staticDir: string;
    announcementIds: string[];
    whatsappGateway: E2EServerValues['whatsappGateway'];
  }
}
