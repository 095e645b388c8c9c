// Configuration from the environment, read here only: the desktop app's (readDesktopConfig) and the print
// agent's and printing service's (readAgentEnv). `npm run build:desktop` can bake defaults into the
// bundle (BUILD_PANEL_URL / BUILD_UPDATE_URL, replaced at build time) for installers that must work
// without any environment; runtime variables always win.
import { originOf } from './origin';
import { StartupProblem } from './startup-error';

export const DEFAULT_PANEL_URL = 'http://localhost:8080';
export const DEFAULT_HELP_URL = 'https://ayuda.panelcomercio.mx';

export interface DesktopConfig {
  panelUrl: string;
  panelOrigin: string;
  /** The API / live-channel origin the CSP lets the panel talk to (defaults to the panel origin). */
  serverOrigin: string;
  /** UPDATE_URL or the baked feed: what `npm run desktop` may check against. */
  updateUrl: string | null;
  /** The feed baked into the installer (BUILD_UPDATE_URL): the only one the installed app takes, no run-time override. */
  bakedUpdateUrl: string | null;
  sentryDsn: string | null;
  /** The help site: openExternal's allow-list lets it through (HELP_URL). */
  helpOrigin: string | null;
  /** Extra connect-src entries (e.g. a news-feed host), space separated in CSP_CONNECT_EXTRA. */
  extraConnectSrc: string[];
}

type Env = Record<string, string | undefined>;

/**
 * Every variable the desktop app, the print agent and the printing service read (README, "Impresión y
 * escritorio", lists each; tests/unit/main/config-env.test.ts checks both).
 */
export const DESKTOP_ENV_VARIABLES = [
  'PANEL_URL',
  'SERVER_URL',
  'UPDATE_URL',
  'SENTRY_DSN',
  'HELP_URL',
  'CSP_CONNECT_EXTRA',
  'AGENT_PORT',
  'PANEL_ORIGIN',
  'AGENT_DATA_DIR',
  'AGENT_TOKEN',
  'PANEL_PRINT_SHARED_DIR',
  'PRINT_FONTS_DIR',
  'BUILD_PANEL_URL',
  'BUILD_UPDATE_URL',
  'BUILD_SENTRY_DSN',
] as const;

const nonEmpty = (value: string | undefined): string | null => (value && value.trim() ? value.trim() : null);

export function readDesktopConfig(env: Env = process.env): DesktopConfig {
  const panelUrl = nonEmpty(env.PANEL_URL) ?? nonEmpty(process.env.BUILD_PANEL_URL) ?? DEFAULT_PANEL_URL;
  const panelOrigin = originOf(panelUrl);
  if (!panelOrigin || !/^https?:/.test(panelUrl)) {
    throw new StartupProblem(
      `La dirección del panel no es válida: ${panelUrl}`,
      'Qué hacer: corrige la variable PANEL_URL (debe empezar con http:// o https://) o quítala para usar la dirección instalada, y vuelve a abrir Panel Comercio. Si no sabes cómo, reinstala la aplicación o escribe a soporte por WhatsApp.',
    );
  }
  const serverUrl = nonEmpty(env.SERVER_URL);
  const serverOrigin = (serverUrl && originOf(serverUrl)) || panelOrigin;
  return {
    panelUrl,
    panelOrigin,
    serverOrigin,
    updateUrl: nonEmpty(env.UPDATE_URL) ?? nonEmpty(process.env.BUILD_UPDATE_URL),
    bakedUpdateUrl: nonEmpty(process.env.BUILD_UPDATE_URL),
    sentryDsn: nonEmpty(env.SENTRY_DSN) ?? nonEmpty(process.env.BUILD_SENTRY_DSN),
    helpOrigin: originOf(nonEmpty(env.HELP_URL) ?? DEFAULT_HELP_URL),
    extraConnectSrc: (env.CSP_CONNECT_EXTRA ?? '').split(/\s+/).filter(Boolean),
  };
}

/** The print agent's and the printing service's settings from the environment (unset = the caller's default). */
export interface AgentEnv {
  /** AGENT_PORT (NaN when not a number: the agent refuses it). */
  port: number | null;
  /** PANEL_ORIGIN, comma separated. */
  panelOrigins: string[] | null;
  /** PANEL_URL: the panel address the agent's pairing link opens. */
  panelUrl: string | null;
  /** AGENT_DATA_DIR. */
  dataDir: string | null;
  /** AGENT_TOKEN. */
  token: string | null;
  /** PANEL_PRINT_SHARED_DIR: the folder every desktop app and agent of this user shares (docs/printing.md). */
  sharedPrintDir: string | null;
  /** PRINT_FONTS_DIR: where the PDF tickets' DejaVu fonts are, when not in the app's assets/fonts. */
  fontsDir: string | null;
}

export function readAgentEnv(env: Env = process.env): AgentEnv {
  const port = nonEmpty(env.AGENT_PORT);
  const origins = nonEmpty(env.PANEL_ORIGIN);
  return {
    port: port === null ? null : Number(port),
    panelOrigins: origins === null ? null : origins.split(',').map((origin) => origin.trim()).filter(Boolean),
    panelUrl: nonEmpty(env.PANEL_URL),
    dataDir: nonEmpty(env.AGENT_DATA_DIR),
    token: nonEmpty(env.AGENT_TOKEN),
    sharedPrintDir: nonEmpty(env.PANEL_PRINT_SHARED_DIR),
    fontsDir: nonEmpty(env.PRINT_FONTS_DIR),
  };
}
