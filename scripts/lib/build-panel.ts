// Builds the panel (renderer) with Vite when dist/renderer is missing or older than its sources.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..', '..');
export const PANEL_DIST = join(root, 'dist', 'renderer');
const SOURCES = ['renderer', 'shared', 'vite.config.ts', 'package.json'].map((p) => join(root, p));

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
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return SOURCES.some((source) => newestMtime(source) > built);
}

/** Returns the built panel folder, building it first if needed. */
export async function ensurePanelBuilt(options: { force?: boolean; quiet?: boolean } = {}): Promise<string> {
  if (options.force || panelBuildIsStale()) {
    if (!options.quiet) console.log('Compilando el panel (Vite)…');
    const { build } = await import('vite');
    await build({ configFile: join(root, 'vite.config.ts'), logLevel: options.quiet ? 'error' : 'warn' });
  }
  return PANEL_DIST;
}
