// Whether the panel runs the live orders channel (and so its alarm), whether a browser tab still keeps the
// alarm's sound locked until the user's first click or key, and the unlock itself. Used by <LiveOrders/>
// (which unlocks on that gesture) and by the header's <SoundUnlockNotice/> (which says so).
import { useSyncExternalStore } from 'react';
import { hasModule } from '@shared/modules';
import { useAccount } from '../app/access';
import { selectSession } from '../app/session';
import { useAppSelector } from '../app/store';
import { alarmPlayer } from '../features/orders/alarm/player';
import { requestNotificationPermission } from './notifications';

export function useLiveOrdersOn(): boolean {
  const session = useAppSelector(selectSession);
  const account = useAccount();
  return !!session && hasModule(account, 'HISTORIAL');
}

export function useAudioLocked(): boolean {
  const player = alarmPlayer();
  return useSyncExternalStore(player.subscribe, player.isLocked);
}

/** Inside a user gesture: starts the alarm's sound and asks for system notifications. */
export function unlockSound(): void {
  requestNotificationPermission();
  void alarmPlayer().unlock();
}
