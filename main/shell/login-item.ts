// "Iniciar con la computadora" (Ajustes). Windows and macOS: Electron's login item. Linux has no
// Electron API: an XDG autostart entry (~/.config/autostart/panel-comercio.desktop) that starts the
// AppImage (or the installed binary) hidden in the tray (docs/desktop.md).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { App } from 'electron';

export const STARTED_HIDDEN_FLAG = '--hidden';

export interface LoginItem {
  supported: boolean;
  enabled(): boolean;
  set(enabled: boolean): void;
  /** This launch was the OS starting the app at login: stay in the tray. */
  startedAtLogin(argv?: readonly string[]): boolean;
}

/** What the login item starts the app with; Windows' getLoginItemSettings only matches the same args. */
const LOGIN_ARGS = [STARTED_HIDDEN_FLAG];

export interface LinuxAutostartOptions {
  /** $XDG_CONFIG_HOME or ~/.config */
  configHome?: string;
  /** What to start: the AppImage when running from one, otherwise this executable. */
  executable?: string;
}

export function autostartEntry(executable: string): string {
  const quoted = /[\s"'\\]/.test(executable) ? `"${executable.replace(/(["\\`$])/g, '\\$1')}"` : executable;
  return ['[Desktop Entry]', 'Type=Application', 'Name=Panel Comercio', `Exec=${quoted} ${STARTED_HIDDEN_FLAG}`, 'X-GNOME-Autostart-enabled=true', ''].join('\n');
}

function linuxAutostart({ configHome, executable }: LinuxAutostartOptions): LoginItem {
  const home = configHome ?? process.env.XDG_CONFIG_HOME ?? path.join(os.homedir(), '.config');
  const file = path.join(home, 'autostart', 'panel-comercio.desktop');
  const target = executable ?? process.env.APPIMAGE ?? process.execPath;
  const write = () => {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, autostartEntry(target));
  };
  // An updated AppImage can live at another path than the one the entry starts: point it here again.
  if (existsSync(file) && readFileSync(file, 'utf8') !== autostartEntry(target)) write();
  return {
    supported: true,
    enabled: () => existsSync(file),
    set(enabled) {
      if (!enabled) return rmSync(file, { force: true });
      write();
    },
    startedAtLogin: (argv = process.argv) => argv.includes(STARTED_HIDDEN_FLAG),
  };
}

export function createLoginItem(
  app: Pick<App, 'getLoginItemSettings' | 'setLoginItemSettings'>,
  platform: NodeJS.Platform = process.platform,
  linux: LinuxAutostartOptions = {},
): LoginItem {
  if (platform === 'linux') return linuxAutostart(linux);
  const supported = platform === 'win32' || platform === 'darwin';
  // Windows reports openAtLogin only for the args it was set with (electron.d.ts, getLoginItemSettings).
  const settings = () => app.getLoginItemSettings(platform === 'win32' ? { args: LOGIN_ARGS } : undefined);
  return {
    supported,
    enabled: () => supported && settings().openAtLogin,
    set(enabled) {
      if (!supported) return;
      // Started by the OS at login: open hidden in the tray, the panel is one click away. Windows passes
      // the args; macOS 13+ ignores them and openAsHidden, and says wasOpenedAtLogin instead.
      app.setLoginItemSettings({ openAtLogin: enabled, args: LOGIN_ARGS });
    },
    startedAtLogin: (argv = process.argv) =>
      argv.includes(STARTED_HIDDEN_FLAG) || (platform === 'darwin' && app.getLoginItemSettings().wasOpenedAtLogin),
  };
}
