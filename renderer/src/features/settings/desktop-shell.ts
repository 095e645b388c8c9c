// The desktop app's own state (update, start at login, start-up warnings) as the panel sees it.
// Only the Electron app answers; in a browser (agent or nothing) the hook stays null.
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { DesktopState, DesktopUpdateState } from '@shared/ipc/contract';
import { getDesktopBridge } from '../../bridge';

export const DESKTOP_STATE_REFRESH_MS = 60_000;

export interface DesktopShell {
  state: DesktopState | null;
  refresh(): void;
  restartToUpdate(): Promise<void>;
  setStartAtLogin(enabled: boolean): Promise<void>;
}

// One state for every component that shows it (the settings card and the shell's notice).
let shared: DesktopState | null = null;
const listeners = new Set<() => void>();
function setState(next: DesktopState): void {
  shared = next;
  listeners.forEach((listener) => listener());
}
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDesktopShell(refreshMs = DESKTOP_STATE_REFRESH_MS): DesktopShell {
  const state = useSyncExternalStore(subscribe, () => shared, () => shared);
  const [revision, setRevision] = useState(0);
  const refresh = useCallback(() => setRevision((value) => value + 1), []);

  useEffect(() => {
    const bridge = getDesktopBridge();
    if (bridge.kind !== 'desktop') return;
    let active = true;
    const load = () =>
      bridge.getDesktopState().then(
        (next) => {
          if (active) setState(next);
        },
        () => undefined,
      );
    void load();
    const timer = setInterval(() => void load(), refreshMs);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [revision, refreshMs]);

  return {
    state,
    refresh,
    restartToUpdate: async () => setState(await getDesktopBridge().restartToUpdate()),
    setStartAtLogin: async (enabled) => setState(await getDesktopBridge().setStartAtLogin(enabled)),
  };
}

/** One sentence for the update state, in the cashier's words. */
export function updateStatusText(update: DesktopUpdateState): string {
  switch (update.status) {
    case 'disabled':
      return update.message;
    case 'idle':
      return 'Tienes la versión más reciente.';
    case 'checking':
      return 'Buscando actualizaciones…';
    case 'downloading':
      return `Descargando la versión ${update.version ?? 'nueva'} (${update.percent} %). Puedes seguir trabajando.`;
    case 'ready':
      return update.restartRequested
        ? 'La aplicación se reiniciará en cuanto terminen de imprimirse los tickets pendientes.'
        : `La versión ${update.version} está lista. Al reiniciar se instala; los tickets pendientes se imprimen antes.`;
    case 'error':
      return update.message;
  }
}
