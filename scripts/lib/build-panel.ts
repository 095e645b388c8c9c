// Builds the panel (renderer) with Vite when dist/renderer is missing or older than its sources.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..', '..');
export const PANEL_DIST = join(root, 'dist', 'renderer');
const SOURCES = ['renderer', 'shared', 'vite.config.ts', 'vite.menu.config.ts', 'scripts/lib/vite-precompress.ts', 'package.json'].map((p) => join(root, p));

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

export function panelBuildIsStale(): boolean {
  const index = join(PANEL_DIST, 'index.html');
  if (!existsSync(index) || !existsSync(join(PANEL_DIST, 'menu.html'))) return true;
  const built = statSync(index).mtimeMs;
  return SOURCES.some((source) => newestMtime(source) > built);
}

/** Returns the built panel folder, building it first if needed. */
export async function ensurePanelBuilt(options: { force?: boolean; quiet?: boolean } = {}): Promise<string> {
  if (options.force || panelBuildIsStale()) {
    if (!options.quiet) console.log('Compilando el panel (Vite)…');
    const { build } = await import('vite');
    // Always React's production build: Vitest runs with NODE_ENV=test, and a build made from a test (the
    // shift e2e test calls this) was a development build, which the next run's e2e servers then served.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      // The panel first (it empties dist/renderer), then the public menu into the same folder.
      for (const config of ['vite.config.ts', 'vite.menu.config.ts']) {
        await build({ configFile: join(root, config), mode: 'production', logLevel: options.quiet ? 'error' : 'warn' });
      }
    } finally {
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    }
  }
  return PANEL_DIST;
}
