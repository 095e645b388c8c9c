// The live channel as the rest of the panel sees it: its status, whether the connection has been lost long
// enough to say so (the header's <ConnectionNotice/>), and a way to retry at once. Set by <LiveOrders/>.
import { useEffect, useSyncExternalStore } from 'react';
import type { LiveStatus } from './connection';
import { announcer } from './announcer';

/** A quick reconnect (a server restart, a Wi-Fi blip) passes without a word; a longer cut is said. */
export const CONNECTION_NOTICE_DELAY_MS = 4_000;

/** The notice's accessible name (its visible words, «Sin conexión», begin it). */
export const CONNECTION_NOTICE_LABEL = 'Sin conexión con el servidor: los pedidos nuevos no llegan. Reintentando; haz clic para reintentar ahora.';
export const CONNECTION_LOST_TEXT = 'Sin conexión con el servidor: los pedidos nuevos no llegan hasta que vuelva.';
export const CONNECTION_BACK_TEXT = 'Conexión recuperada: los pedidos nuevos vuelven a llegar.';

interface LiveRuntimeState {
  status: LiveStatus;
  /** Not open for CONNECTION_NOTICE_DELAY_MS or more while the channel should run. */
  lost: boolean;
  reconnectNow: (() => void) | null;
}

let state: LiveRuntimeState = { status: 'stopped', lost: false, reconnectNow: null };
const listeners = new Set<() => void>();

function update(next: Partial<LiveRuntimeState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export const liveRuntime = {
  /** The channel's client started: the notice's click retries through it. */
  attach(reconnectNow: () => void): void {
    update({ reconnectNow });
  },
  detach(): void {
    update({ status: 'stopped', lost: false, reconnectNow: null });
  },
  setStatus(status: LiveStatus): void {
    if (state.status !== status) update({ status });
  },
  setLost(lost: boolean): void {
    if (state.lost !== lost) update({ lost });
  },
  reconnectNow(): void {
    state.reconnectNow?.();
  },
  getStatus: (): LiveStatus => state.status,
  isLost: (): boolean => state.lost,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(liveRuntime.subscribe, liveRuntime.getStatus);
}

export function useConnectionLost(): boolean {
  return useSyncExternalStore(liveRuntime.subscribe, liveRuntime.isLost);
}

/**
 * Called once, by <LiveOrders/>: marks the connection lost after CONNECTION_NOTICE_DELAY_MS without an open
 * channel, tells screen readers (urgently), and tells them again when it comes back.
 */
export function useConnectionLossWatch(live: boolean, status: LiveStatus): void {
  // 'connecting' (never connected yet) and 'reconnecting' are both "down": a change between them does not restart the wait.
  const down = live && (status === 'connecting' || status === 'reconnecting');
  const open = live && status === 'open';
  useEffect(() => {
    if (!down) {
      if (liveRuntime.isLost()) {
        liveRuntime.setLost(false);
        // Back, not merely stopped (a logout): say so.
        if (open) announcer.announce(CONNECTION_BACK_TEXT);
      }
      return;
    }
    const timer = setTimeout(() => {
      liveRuntime.setLost(true);
      announcer.announce(CONNECTION_LOST_TEXT, true);
    }, CONNECTION_NOTICE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [down, open]);
}
