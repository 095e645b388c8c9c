// `npm run desktop`: build the main and preload bundles, make sure Electron's binary is present
// (it is not fetched at install: .npmrc has ignore-scripts), then start the app against PANEL_URL.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import extractZip from 'extract-zip';
import { buildDesktop } from './build-desktop';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ELECTRON_DIR = path.join(root, 'node_modules', 'electron');

/** The executable electron's own index.js would return, or null while the binary is missing. */
export function electronBinaryPath(electronDir = ELECTRON_DIR): string | null {
  const override = process.env.ELECTRON_OVERRIDE_DIST_PATH;
  if (override) {
    const binary = path.join(override, platformExecutable());
    return existsSync(binary) ? binary : null;
  }
  try {
    const relative = readFileSync(path.join(electronDir, 'path.txt'), 'utf8').trim();
    const binary = path.join(electronDir, 'dist', relative);
    return relative && existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

/** Where the executable sits inside Electron's zip (same table as electron/install.js). */
export function platformExecutable(platform: NodeJS.Platform = process.platform): string {
  if (platform === 'darwin') return 'Electron.app/Contents/MacOS/Electron';
  return platform === 'win32' ? 'electron.exe' : 'electron';
}

/** Installs a downloaded Electron zip the way electron/install.js does: unzip to dist/, write path.txt. */
export async function installElectronZip(zipPath: string, electronDir = ELECTRON_DIR): Promise<void> {
  await extractZip(path.resolve(zipPath), { dir: path.join(electronDir, 'dist') });
  await writeFile(path.join(electronDir, 'path.txt'), platformExecutable());
}

/** The zip @electron/get looks for, e.g. electron-v41.7.1-linux-x64.zip. */
export function electronZipName(electronDir = ELECTRON_DIR): string {
  let version = '<versión>';
  try {
    version = (JSON.parse(readFileSync(path.join(electronDir, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    // Keep the placeholder: the message still explains the fix.
  }
  return `electron-v${version}-${process.platform}-${process.arch}.zip`;
}

export function electronMissingMessage(reason: string, zipName = electronZipName()): string {
  return [
    '',
    'No se pudo descargar el binario de Electron, así que la aplicación de escritorio no puede iniciar.',
    'Electron\'s binary could not be downloaded, so the desktop app cannot start.',
    '',
    `  Motivo / reason: ${reason}`,
    '',
    'Cómo resolverlo / how to fix it:',
    '  1. Con acceso a internet, vuelve a ejecutar / with internet access, run again:  npm run desktop',
    '  2. Con un espejo / through a mirror:  ELECTRON_MIRROR=https://npmmirror.com/mirrors/electron/ npm run desktop',
    `  3. Con el zip ya descargado / with a downloaded zip (${zipName}, de github.com/electron/electron/releases):`,
    `     ELECTRON_ZIP=/ruta/a/${zipName} npm run desktop`,
    '  4. Con Electron ya descomprimido / with an unpacked Electron:  ELECTRON_OVERRIDE_DIST_PATH=/ruta/a/electron npm run desktop',
    '',
    'Mientras tanto, el panel funciona en el navegador con el agente de impresión (npm start).',
    'Meanwhile the panel works in a browser with the print agent (npm start).',
    '',
  ].join('\n');
}

export interface DesktopDeps {
  build(): Promise<unknown>;
  findBinary(): string | null;
  /** Runs node_modules/electron/install.js; resolves with its exit code. */
  runInstall(): Promise<number>;
  installFromZip(zipPath: string): Promise<void>;
  launch(binary: string, env: NodeJS.ProcessEnv): Promise<number>;
  env: NodeJS.ProcessEnv;
  log(message: string): void;
  error(message: string): void;
}

function runNode(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, env, stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

export const realDeps: DesktopDeps = {
  build: () => buildDesktop(),
  findBinary: () => electronBinaryPath(),
  runInstall: () => runNode([path.join(ELECTRON_DIR, 'install.js')], process.env),
  installFromZip: (zipPath) => installElectronZip(zipPath),
  launch: (binary, env) =>
    new Promise((resolve) => {
      // Start on the project folder: package.json "main" points at dist/main/main.js.
      const child = spawn(binary, [root], { cwd: root, env, stdio: 'inherit' });
      const forward = (signal: NodeJS.Signals) => child.kill(signal);
      process.once('SIGINT', forward);
      process.once('SIGTERM', forward);
      child.on('error', () => resolve(1));
      child.on('exit', (code) => resolve(code ?? 0));
    }),
  env: process.env,
  log: (message) => console.log(message),
  error: (message) => console.error(message),
};

export async function runDesktop(deps: DesktopDeps = realDeps): Promise<number> {
  await deps.build();
  let binary = deps.findBinary();
  if (!binary) {
    const zip = deps.env.ELECTRON_ZIP;
    let reason: string;
    try {
      if (zip) deps.log(`Instalando Electron desde ${zip} / installing Electron from ${zip}`);
      else deps.log('Descargando el binario de Electron (solo la primera vez)… / Downloading Electron (first run only)…');
      const code = zip ? await deps.installFromZip(zip).then(() => 0) : await deps.runInstall();
      binary = deps.findBinary();
      reason = code === 0 ? 'la instalación terminó sin dejar el binario / install finished without a binary' : `install.js salió con código ${code}`;
    } catch (error) {
      reason = error instanceof Error ? error.message : String(error);
    }
    if (!binary) {
      deps.error(electronMissingMessage(reason));
      return 1;
    }
  }
  const env = { ...deps.env, PANEL_URL: deps.env.PANEL_URL || 'http://localhost:8080' };
  deps.log(`Iniciando la aplicación de escritorio con el panel en ${env.PANEL_URL}`);
  return deps.launch(binary, env);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  runDesktop().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
