// System notifications (new order, rider assigned). Clicking one brings the panel to the front.
import type { Notification as ElectronNotification, NotificationConstructorOptions } from 'electron';
import type { NotifyInput } from '@shared/ipc/contract';

export interface NotificationClass {
  new (options: NotificationConstructorOptions): ElectronNotification;
  isSupported(): boolean;
}

export function createNotifier(NotificationCtor: NotificationClass, focusPanel: () => void, iconPath?: string) {
  return {
    notify({ title, body }: NotifyInput): void {
      if (!NotificationCtor.isSupported()) return;
      // Silent: the panel rings its own alarm; a second OS sound would only confuse.
      const notification = new NotificationCtor({ title, body, silent: true, ...(iconPath ? { icon: iconPath } : {}) });
      notification.on('click', focusPanel);
      notification.show();
    },
  };
}
