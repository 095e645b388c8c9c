// System notifications (new order, rider assigned, update ready). Clicking one brings the panel to the
// front, and the panel learns of the click ('app:notify' answers 'clicked') to open what it announced.
import type { Notification as ElectronNotification, NotificationConstructorOptions } from 'electron';
import { NOTIFICATION_CLICK_WAIT_MS, type NotifyInput, type NotifyOutcome } from '@shared/ipc/contract';

export interface NotificationClass {
  new (options: NotificationConstructorOptions): ElectronNotification;
  isSupported(): boolean;
}

export function createNotifier(NotificationCtor: NotificationClass, focusPanel: () => void, iconPath?: string) {
  // Electron drops a notification's listeners when nothing in JavaScript holds it any more: its click would
  // do nothing. Each one is held here until its wait ends.
  const waiting = new Set<ElectronNotification>();
  return {
    notify({ title, body }: NotifyInput): Promise<NotifyOutcome> {
      if (!NotificationCtor.isSupported()) return Promise.resolve('unsupported');
      // Silent: the panel rings its own alarm; a second OS sound would only confuse.
      const notification = new NotificationCtor({ title, body, silent: true, ...(iconPath ? { icon: iconPath } : {}) });
      notification.on('click', focusPanel);
      waiting.add(notification);
      return new Promise<NotifyOutcome>((resolve) => {
        const end = (outcome: NotifyOutcome) => {
          if (!waiting.has(notification)) return;
          clearTimeout(timer);
          waiting.delete(notification);
          resolve(outcome);
        };
        const timer = setTimeout(() => {
          // Released, its click could do nothing: take it out of the Action Center too.
          notification.close();
          end('expired');
        }, NOTIFICATION_CLICK_WAIT_MS);
        notification.once('click', () => end('clicked'));
        // A toast that timed out stays clickable in the Action Center (Windows); one the person dismissed does not.
        notification.on('close', (details) => {
          if ((details as { reason?: string } | undefined)?.reason === 'userCanceled') end('expired');
        });
        // Windows only: the system could not show it.
        notification.once('failed', () => end('expired'));
        notification.show();
      });
    },
    /** Notifications whose click the panel still waits for. */
    get waitingCount(): number {
      return waiting.size;
    },
  };
}
