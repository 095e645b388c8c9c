// The panel page must come back by itself after a renderer crash or hang: the board reloads and
// resyncs from the server while main keeps printing. Reloads back off so a page that crashes at
// once does not spin; a page that stays up for a while resets the back-off.
import type { BrowserWindow, RenderProcessGoneDetails } from 'electron';
import type { Logger } from '../handlers/types';

export const FIRST_RELOAD_DELAY_MS = 1_000;
export const MAX_RELOAD_DELAY_MS = 60_000;
/** How long a page may stay unresponsive before it is killed and reloaded. */
export const HANG_GRACE_MS = 30_000;
const STABLE_AFTER_MS = 5 * 60_000;

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
}

export const realTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

export interface RecoveryOptions {
  reload(): void;
  log: Logger;
  timers?: Timers;
  onRecover?: (reason: string) => void;
}

export function watchRenderer(window: BrowserWindow, { reload, log, timers = realTimers, onRecover }: RecoveryOptions): void {
  let delay = FIRST_RELOAD_DELAY_MS;
  let lastGone = 0;
  let pendingReload: unknown = null;
  let hangTimer: unknown = null;

  const scheduleReload = (reason: string) => {
    if (pendingReload !== null || window.isDestroyed()) return;
    const now = timers.now();
    if (now - lastGone > STABLE_AFTER_MS) delay = FIRST_RELOAD_DELAY_MS;
    lastGone = now;
    log.warn(`[desktop] el panel dejó de funcionar (${reason}); se recarga en ${Math.round(delay / 1000)} s`);
    pendingReload = timers.setTimeout(() => {
      pendingReload = null;
      if (window.isDestroyed()) return;
      onRecover?.(reason);
      reload();
    }, delay);
    delay = Math.min(MAX_RELOAD_DELAY_MS, delay * 2);
  };

  window.webContents.on('render-process-gone', (_event: unknown, details: RenderProcessGoneDetails) => {
    if (hangTimer !== null) timers.clearTimeout(hangTimer);
    hangTimer = null;
    if (details.reason === 'clean-exit') return;
    scheduleReload(details.reason);
  });
  window.on('unresponsive', () => {
    if (hangTimer !== null) return;
    log.warn('[desktop] el panel no responde');
    hangTimer = timers.setTimeout(() => {
      hangTimer = null;
      if (window.isDestroyed()) return;
      // A hung renderer cannot reload itself: end it; 'render-process-gone' then reloads it.
      window.webContents.forcefullyCrashRenderer();
    }, HANG_GRACE_MS);
  });
  window.on('responsive', () => {
    if (hangTimer !== null) timers.clearTimeout(hangTimer);
    hangTimer = null;
  });
}
