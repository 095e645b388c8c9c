// While the commerce is open the PC must not go to sleep, or orders stop printing. The panel tells
// main when the commerce opens or closes (app:setCommerceOpen); the screen may still turn off.
import type { PowerSaveBlocker } from 'electron';

export interface ServiceHoursBlocker {
  setCommerceOpen(open: boolean): void;
  isBlocking(): boolean;
  stop(): void;
}

export function createServiceHoursBlocker(blocker: Pick<PowerSaveBlocker, 'start' | 'stop' | 'isStarted'>): ServiceHoursBlocker {
  let id: number | null = null;
  const stop = () => {
    if (id !== null && blocker.isStarted(id)) blocker.stop(id);
    id = null;
  };
  return {
    setCommerceOpen(open) {
      if (open && id === null) id = blocker.start('prevent-app-suspension');
      if (!open) stop();
    },
    isBlocking: () => id !== null && blocker.isStarted(id),
    stop,
  };
}
