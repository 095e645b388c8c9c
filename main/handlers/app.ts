// app:* channels. Each capability is injected so the same handlers serve Electron (real window,
// shell, notifications, updater) and the print agent (where the browser tab does these itself).
import type { AppInfo, NotifyInput, UpdateCheckResult } from '@shared/ipc/contract';
import type { PartialHandlers } from './types';

export interface AppServices {
  info(): AppInfo;
  updater: { check(): Promise<UpdateCheckResult> };
  notifier: { notify(input: NotifyInput): void };
  shell: { openExternal(url: string): Promise<void> };
  badge: { setCount(count: number): void };
}

export function createAppHandlers(services: AppServices): PartialHandlers<'app'> {
  return {
    'app:getVersion': async () => services.info().version,
    'app:checkForUpdates': () => services.updater.check(),
    'app:openExternal': (url) => services.shell.openExternal(url),
    'app:notify': async (input) => services.notifier.notify(input),
    'app:setBadgeCount': async (count) => services.badge.setCount(count),
    'app:getInfo': async () => services.info(),
  };
}
