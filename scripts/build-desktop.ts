// Bundles the Electron main process (ESM, dist/main/main.js) and the preload (CommonJS, as a
// sandboxed preload must be: dist/preload/index.cjs). `electron` stays external; so do packages
// that read their own files at runtime (pdfkit's font data, @sentry/electron's preload), and fontkit, so
// the fonts the PDF encoder parses come from the same copy pdfkit uses; electron-builder ships those from
// node_modules.
// The ticket fonts are copied to dist/assets/fonts (electron-builder.yml packs dist/assets/**).
// Build-time defaults for installers: BUILD_PANEL_URL and BUILD_UPDATE_URL (or PANEL_URL / UPDATE_URL)
// are baked in; the same variables at runtime still win.
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type BuildOptions } from 'esbuild';

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

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  buildDesktop().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
