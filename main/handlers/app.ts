// app:* channels. Each capability is injected so the same handlers serve Electron (real window,
// shell, notifications, updater) and the print agent (where the browser tab does these itself).
// The desktop-shell services (update restart, start at login, service hours) exist only in the
// Electron app; elsewhere they answer a fixed "not available" state.
import type { AppInfo, DesktopState, NotifyInput, NotifyOutcome, UpdateCheckResult } from '@shared/ipc/contract';
import type { PartialHandlers } from './types';

export interface DesktopShellServices {
  state(): DesktopState;
  restartToUpdate(): Promise<DesktopState>;
  setStartAtLogin(enabled: boolean): Promise<DesktopState>;
  setCommerceOpen(open: boolean): void;
}

export interface AppServices {
  info(): AppInfo;
  updater: { check(): Promise<UpdateCheckResult> };
  notifier: { notify(input: NotifyInput): Promise<NotifyOutcome> };
  shell: { openExternal(url: string): Promise<void> };
  badge: { setCount(count: number): void };
  desktop?: DesktopShellServices;
}

export const NO_DESKTOP_SHELL_STATE: DesktopState = {
  update: { status: 'disabled', message: 'Las actualizaciones solo existen en la aplicación de escritorio' },
  startAtLogin: false,
  startAtLoginSupported: false,
  warnings: [],
};

const noDesktopShell: DesktopShellServices = {
  state: () => NO_DESKTOP_SHELL_STATE,
  restartToUpdate: async () => NO_DESKTOP_SHELL_STATE,
  setStartAtLogin: async () => NO_DESKTOP_SHELL_STATE,
  setCommerceOpen: () => undefined,
};

export function createAppHandlers(services: AppServices): PartialHandlers<'app'> {
  const desktop = services.desktop ?? noDesktopShell;
  return {
    'app:getVersion': async () => services.info().version,
    'app:checkForUpdates': () => services.updater.check(),
    'app:openExternal': (url) => services.shell.openExternal(url),
    'app:notify': (input) => services.notifier.notify(input),
    'app:setBadgeCount': async (count) => services.badge.setCount(count),
    'app:getInfo': async () => services.info(),
    'app:getDesktopState': async () => desktop.state(),
    'app:restartToUpdate': () => desktop.restartToUpdate(),
    'app:setStartAtLogin': (enabled) => desktop.setStartAtLogin(enabled),
    'app:setCommerceOpen': async (open) => desktop.setCommerceOpen(open),
  };
}
