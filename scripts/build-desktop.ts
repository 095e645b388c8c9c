// Bundles the Electron main process (ESM, dist/main/main.js) and the preload (CommonJS, as a
// sandboxed preload must be: dist/preload/index.cjs). `electron` stays external; so do packages
// that read their own files at runtime (pdfkit's font data, @sentry/electron's preload), and fontkit, so
// the fonts the PDF encoder parses come from the same copy pdfkit uses; electron-builder ships those from
// node_modules.
// The ticket fonts are copied to dist/assets/fonts (electron-builder.yml packs dist/assets/**).
// Build-time defaults for installers: BUILD_PANEL_URL, BUILD_UPDATE_URL and BUILD_SENTRY_DSN (or PANEL_URL /
// UPDATE_URL / SENTRY_DSN) are baked in; PANEL_URL and SENTRY_DSN at runtime still win, the update feed does not.
// `--installers` (npm run dist) then runs electron-builder, refusing to without an https panel address and
// update feed, and with the signing the environment provides (signingConfig).
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type BuildOptions } from 'esbuild';
import type { Configuration } from 'electron-builder';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const MAIN_EXTERNALS = ['electron', '@sentry/electron', 'pdfkit', 'fontkit'];

// Bundled CommonJS dependencies still call require()/__dirname; give them working ones in ESM.
const ESM_REQUIRE_SHIM = [
  "import { createRequire as __createRequire } from 'node:module';",
  "import { fileURLToPath as __fileURLToPath } from 'node:url';",
  "import { dirname as __pathDirname } from 'node:path';",
  'const require = __createRequire(import.meta.url);',
  'const __filename = __fileURLToPath(import.meta.url);',
  'const __dirname = __pathDirname(__filename);',
].join('\n');

export interface BuildDesktopOptions {
  outDir?: string;
  env?: Record<string, string | undefined>;
  log?: (message: string) => void;
}

export async function buildDesktop({ outDir = path.join(root, 'dist'), env = process.env, log = console.log }: BuildDesktopOptions = {}) {
  const baked = {
    'process.env.BUILD_PANEL_URL': JSON.stringify(env.BUILD_PANEL_URL ?? env.PANEL_URL ?? ''),
    'process.env.BUILD_UPDATE_URL': JSON.stringify(env.BUILD_UPDATE_URL ?? env.UPDATE_URL ?? ''),
    'process.env.BUILD_SENTRY_DSN': JSON.stringify(env.BUILD_SENTRY_DSN ?? env.SENTRY_DSN ?? ''),
  };
  const common: BuildOptions = {
    bundle: true,
    platform: 'node',
    sourcemap: true,
    logLevel: 'warning',
    absWorkingDir: root,
    tsconfig: path.join(root, 'tsconfig.json'),
  };
  const mainOut = path.join(outDir, 'main', 'main.js');
  const preloadOut = path.join(outDir, 'preload', 'index.cjs');
  await Promise.all([
    build({
      ...common,
      entryPoints: [path.join(root, 'main', 'main.ts')],
      outfile: mainOut,
      format: 'esm',
      target: 'node22',
      external: MAIN_EXTERNALS,
      define: baked,
      banner: { js: ESM_REQUIRE_SHIM },
    }),
    build({
      ...common,
      entryPoints: [path.join(root, 'preload', 'index.ts')],
      outfile: preloadOut,
      format: 'cjs',
      target: 'chrome130',
      external: ['electron'],
    }),
  ]);
  // PDF tickets look for their font next to the bundle (dist/assets/fonts) inside the packaged app.
  await cp(path.join(root, 'assets', 'fonts'), path.join(outDir, 'assets', 'fonts'), { recursive: true });
  log(`Escritorio compilado: ${path.relative(root, mainOut)}, ${path.relative(root, preloadOut)}`);
  return { mainOut, preloadOut };
}

type Env = Record<string, string | undefined>;

const isHttps = (value: string | undefined) => {
  try {
    return Boolean(value) && new URL(value!).protocol === 'https:';
  } catch {
    return false;
  }
};

/** Why installers may not be built from this environment (empty = they may). */
export function installerProblems(env: Env): string[] {
  const panelUrl = env.BUILD_PANEL_URL || env.PANEL_URL;
  const updateUrl = env.BUILD_UPDATE_URL || env.UPDATE_URL;
  const problems: string[] = [];
  // Without it the installed app would open http://localhost:8080 on the cashier's PC.
  if (!panelUrl) problems.push('Falta PANEL_URL: la dirección del panel que abre la aplicación instalada (https://…).');
  else if (!isHttps(panelUrl)) problems.push(`PANEL_URL debe usar https: ${panelUrl}`);
  if (!updateUrl) problems.push('Falta UPDATE_URL: la carpeta https de donde la aplicación instalada toma sus actualizaciones.');
  else if (!isHttps(updateUrl)) problems.push(`UPDATE_URL debe usar https: ${updateUrl}`);
  return problems;
}

/**
 * Code signing through electron-builder's documented options. Windows: CSC_LINK / CSC_KEY_PASSWORD (a .pfx,
 * read by electron-builder itself) or Azure Trusted Signing (win.azureSignOptions; Microsoft Entra ID through
 * AZURE_TENANT_ID, AZURE_CLIENT_ID, AZURE_CLIENT_SECRET). macOS: CSC_LINK / CSC_KEY_PASSWORD (Developer ID) and
 * notarisation with APPLE_API_KEY + APPLE_API_KEY_ID + APPLE_API_ISSUER, or APPLE_ID +
 * APPLE_APP_SPECIFIC_PASSWORD + APPLE_TEAM_ID (mac.notarize). Unset = an unsigned build, said in `warnings`.
 */
export function signingConfig(env: Env): { config: Configuration; warnings: string[] } {
  const warnings: string[] = [];
  const { AZURE_SIGN_ENDPOINT: endpoint, AZURE_SIGN_ACCOUNT: codeSigningAccountName, AZURE_SIGN_CERT_PROFILE: certificateProfileName, AZURE_SIGN_PUBLISHER: publisherName } = env;
  const azure = endpoint && codeSigningAccountName && certificateProfileName && publisherName ? { endpoint, codeSigningAccountName, certificateProfileName, publisherName } : null;
  const hasAzure = azure !== null;
  const hasPfx = Boolean(env.CSC_LINK || env.WIN_CSC_LINK);
  if (!hasAzure && !hasPfx) warnings.push('Windows sin firma de código: SmartScreen advertirá al instalar y las actualizaciones solo se comprueban con el sha512 del mismo canal.');
  const notarize = Boolean((env.APPLE_API_KEY && env.APPLE_API_KEY_ID && env.APPLE_API_ISSUER) || (env.APPLE_ID && env.APPLE_APP_SPECIFIC_PASSWORD && env.APPLE_TEAM_ID));
  if (!env.CSC_LINK || !notarize) warnings.push('macOS sin firma o sin notarización: Squirrel.Mac rechaza las actualizaciones de una aplicación sin firmar.');
  const config: Configuration = {
    ...(azure ? { win: { azureSignOptions: azure } } : {}),
    mac: { notarize },
  };
  return { config, warnings };
}

async function buildInstallers(env: Env = process.env): Promise<void> {
  const problems = installerProblems(env);
  if (problems.length > 0) throw new Error(`No se construyen instaladores:\n- ${problems.join('\n- ')}`);
  await buildDesktop({ env });
  const { config, warnings } = signingConfig(env);
  for (const warning of warnings) console.warn(`Aviso: ${warning}`);
  const { build: buildPackages } = await import('electron-builder');
  // electron-builder reads electron-builder.yml from the project and merges `config` over it.
  await buildPackages({ projectDir: root, config });
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  (process.argv.includes('--installers') ? buildInstallers() : buildDesktop().then(() => undefined)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
