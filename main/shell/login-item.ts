// "Iniciar con la computadora" (Ajustes): Electron's login item on Windows and macOS. Linux desktops
// have no such API in Electron; the option is shown as unavailable there (docs/desktop.md).
import type { App } from 'electron';

export interface LoginItem {
  supported: boolean;
  enabled(): boolean;
  set(enabled: boolean): void;
}

export function createLoginItem(app: Pick<App, 'getLoginItemSettings' | 'setLoginItemSettings'>, platform: NodeJS.Platform = process.platform): LoginItem {
  const supported = platform === 'win32' || platform === 'darwin';
  return {
    supported,
    enabled: () => supported && app.getLoginItemSettings().openAtLogin,
    set(enabled) {
      if (!supported) return;
      // Started by the OS at login: open hidden in the tray, the panel is one click away.
      app.setLoginItemSettings({ openAtLogin: enabled, args: enabled ? ['--hidden'] : [] });
    },
  };
}

export const STARTED_HIDDEN_FLAG = '--hidden';
