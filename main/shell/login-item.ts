// "Iniciar con la computadora" (Ajustes). Windows and macOS: Electron's login item. Linux has no
// Electron API: an XDG autostart entry (~/.config/autostart/panel-comercio.desktop) that starts the
// AppImage (or the installed binary) hidden in the tray (docs/desktop.md).
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { App } from 'electron';

export const STARTED_HIDDEN_FLAG = '--hidden';

export interface LoginItem {
  supported: boolean;
  enabled(): boolean;
  set(enabled: boolean): void;
}

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
  return {
    supported: true,
    enabled: () => existsSync(file),
    set(enabled) {
      if (!enabled) return rmSync(file, { force: true });
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, autostartEntry(target));
    },
  };
}

export function createLoginItem(
  app: Pick<App, 'getLoginItemSettings' | 'setLoginItemSettings'>,
  platform: NodeJS.Platform = process.platform,
  linux: LinuxAutostartOptions = {},
): LoginItem {
  if (platform === 'linux') return linuxAutostart(linux);
  const supported = platform === 'win32' || platform === 'darwin';
  return {
    supported,
    enabled: () => supported && app.getLoginItemSettings().openAtLogin,
    set(enabled) {
      if (!supported) return;
      // Started by the OS at login: open hidden in the tray, the panel is one click away.
      app.setLoginItemSettings({ openAtLogin: enabled, args: enabled ? [STARTED_HIDDEN_FLAG] : [] });
    },
  };
}
