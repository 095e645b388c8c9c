// Builds the desktop bundle (scripts/build-desktop.ts, exactly what electron-builder packs) into a
// private folder under dist/ and launches it against the Electron fake the way Electron does:
// evaluate the entry module, then 'ready'. Each launch imports a fresh copy of the module.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildDesktop } from '../../../../scripts/build-desktop';
import { electronFake } from '../../../support/electron-fake';

const root = path.resolve(import.meta.dirname, '..', '..', '..', '..');

export interface BuiltDesktop {
  mainOut: string;
  /** Evaluates a fresh copy of the built entry, then emits 'ready'; resolves once 'ready' was emitted. */
  launch(): Promise<void>;
  /** Evaluates a fresh copy without waiting for anything (for entries expected to fail early). */
  evaluate(): Promise<unknown>;
  remove(): Promise<void>;
}

let launches = 0;

export async function buildDesktopForTest(): Promise<BuiltDesktop> {
  // Inside the project (not os.tmpdir()) so pdfkit and other externals resolve from node_modules.
  await mkdir(path.join(root, 'dist'), { recursive: true });
  const outDir = await mkdtemp(path.join(root, 'dist', 'desktop-test-'));
  const { mainOut } = await buildDesktop({ outDir, env: {}, log: () => undefined });
  const freshImport = () => import(/* @vite-ignore */ `${pathToFileURL(mainOut).href}?launch=${++launches}`);
  return {
    mainOut,
    launch: () => electronFake.launch(freshImport),
    evaluate: freshImport,
    remove: () => rm(outDir, { recursive: true, force: true }),
  };
}
