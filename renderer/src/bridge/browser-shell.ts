// With the agent, the panel still runs in a browser tab: notifications, the title count and external
// links are things the tab does itself, better than a headless agent process could.
import { NOTIFICATION_CLICK_WAIT_MS, type NotifyInput, type NotifyOutcome } from '@shared/ipc/contract';

export interface BrowserShell {
  notify(input: NotifyInput): Promise<NotifyOutcome>;
  setBadgeCount(count: number): Promise<void>;
  openExternal(url: string): Promise<void>;
}

const COUNT_PREFIX = /^\(\d+\)\s*/;

export function createBrowserShell(): BrowserShell {
  return {
    async notify({ title, body }) {
      if (typeof Notification === 'undefined') return 'unsupported';
      if (Notification.permission === 'default') await Notification.requestPermission();
      if (Notification.permission !== 'granted') return 'unsupported';
      const notification = new Notification(title, { body });
      return new Promise<NotifyOutcome>((resolve) => {
        const end = (outcome: NotifyOutcome) => {
          clearTimeout(timer);
          resolve(outcome);
        };
        const timer = setTimeout(() => end('expired'), NOTIFICATION_CLICK_WAIT_MS);
        notification.onclick = () => {
          window.focus();
          notification.close();
          end('clicked');
        };
        notification.onerror = () => end('expired');
      });
    },
    async setBadgeCount(count) {
      if (typeof document === 'undefined') return;
      const base = document.title.replace(COUNT_PREFIX, '');
      document.title = count > 0 ? `(${count}) ${base}` : base;
    },
    async openExternal(url) {
      if (typeof window !== 'undefined') window.open(url, '_blank', 'noopener,noreferrer');
    },
  };
}
