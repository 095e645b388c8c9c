// Auto-update through electron-updater's generic provider (a plain HTTPS folder holding
// latest.yml / latest-mac.yml / latest-linux.yml and the installers electron-builder produced).
// A counter PC is never closed, so: check at start and every few hours, download in the
// background, offer "Reiniciar para actualizar" in the panel, and install only at an idle moment
// (no print job pending), either when asked or once the commerce has been closed for two hours (not
// during the cash close). The installed app takes only an https feed. An install that does not end
// the app is given up and the restart offered again. Every failure becomes state and a log line,
// never an unhandled rejection. Plain Node: the entry injects autoUpdater.
import type { DesktopUpdateState, UpdateCheckResult } from '@shared/ipc/contract';
import type { Logger } from '../handlers/types';

export interface AutoUpdaterLike {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  setFeedURL(options: { provider: 'generic'; url: string }): void;
  checkForUpdates(): Promise<{ updateInfo: { version: string }; isUpdateAvailable?: boolean; downloadPromise?: Promise<unknown> | null } | null>;
  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void;
  on(event: 'checking-for-update' | 'update-not-available', listener: () => void): unknown;
  on(event: 'update-available' | 'update-downloaded', listener: (info: { version: string }) => void): unknown;
  on(event: 'download-progress', listener: (progress: { percent: number }) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

export interface UpdaterTimers {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  setTimeout(callback: () => void, ms: number): unknown;
  now(): number;
}

export const realUpdaterTimers: UpdaterTimers = {
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
  setTimeout: (callback, ms) => setTimeout(callback, ms).unref(),
  now: () => Date.now(),
};

export interface UpdaterOptions {
  /** Called only when updates are configured and packaged: electron-updater builds its updater lazily. */
  autoUpdater: () => AutoUpdaterLike;
  feedUrl: string | null;
  currentVersion: string;
  /** electron-updater refuses to run from an unpacked app (npm run desktop). */
  isPackaged: boolean;
  log: Logger;
  /** True when nothing is printing or waiting to print. */
  isIdle: () => Promise<boolean>;
  /** Runs right before quitAndInstall (lets windows close instead of hiding to the tray). */
  beforeInstall?: () => void;
  onStateChange?: (state: DesktopUpdateState) => void;
  onUpdateDownloaded?: (version: string) => void;
  checkEveryMs?: number;
  idlePollMs?: number;
  /** How long the commerce stays closed before an update installs by itself (the cash close comes after closing). */
  closedGraceMs?: number;
  /** An install that has not ended the app by then failed (a refused UAC prompt, a locked file). */
  installTimeoutMs?: number;
  timers?: UpdaterTimers;
}

export const UPDATE_CHECK_INTERVAL_MS = 4 * 60 * 60 * 1000;
export const IDLE_POLL_MS = 15_000;
export const CLOSED_GRACE_MS = 2 * 60 * 60 * 1000;
export const INSTALL_TIMEOUT_MS = 2 * 60 * 1000;

export const UPDATER_MSG = {
  notConfigured: 'Actualizaciones desactivadas: no hay URL de actualizaciones configurada (UPDATE_URL)',
  notPackaged: 'Las actualizaciones solo se buscan en la aplicación instalada',
  checkFailed: 'No se pudo buscar actualizaciones',
  downloadFailed: 'No se pudo descargar la actualización; se volverá a intentar más tarde',
  notReady: 'No hay una actualización descargada',
  insecureFeed: 'Actualizaciones desactivadas: el canal de actualizaciones debe usar https',
} as const;

/** The installed app only takes updates over https (its installers are checked by a sha512 from the same feed). */
export function isAllowedFeed(feedUrl: string, isPackaged: boolean): boolean {
  if (!isPackaged) return true;
  try {
    return new URL(feedUrl).protocol === 'https:';
  } catch {
    return false;
  }
}

export interface Updater {
  check(): Promise<UpdateCheckResult>;
  /** First check now, then every few hours (errors are logged, never thrown). */
  start(): Promise<UpdateCheckResult>;
  state(): DesktopUpdateState;
  /** "Reiniciar para actualizar": install as soon as nothing is printing. */
  requestRestart(): Promise<DesktopUpdateState>;
  /** Closed commerce = no orders in progress: a downloaded update may install then. */
  setCommerceOpen(open: boolean): void;
  stop(): void;
}

export function createUpdater(options: UpdaterOptions): Updater {
  const { feedUrl, currentVersion, isPackaged, log, isIdle, timers = realUpdaterTimers } = options;
  const disabledMessage = !feedUrl
    ? UPDATER_MSG.notConfigured
    : !isPackaged
      ? UPDATER_MSG.notPackaged
      : !isAllowedFeed(feedUrl, isPackaged)
        ? UPDATER_MSG.insecureFeed
        : null;
  const enabled = disabledMessage === null;
  let state: DesktopUpdateState = disabledMessage ? { status: 'disabled', message: disabledMessage } : { status: 'idle' };
  let updater: AutoUpdaterLike | null = null;
  let checkTimer: unknown = null;
  let idleTimer: unknown = null;
  let commerceOpen: boolean | null = null;
  let closedAt = 0;
  let installing = false;
  /** The last install did not end the app: only an explicit «Reiniciar para actualizar» tries again. */
  let installFailed = false;

  const setState = (next: DesktopUpdateState) => {
    state = next;
    options.onStateChange?.(next);
  };

  const tryInstall = async () => {
    if (installing || state.status !== 'ready') return;
    const closedLongEnough = commerceOpen === false && timers.now() - closedAt >= (options.closedGraceMs ?? CLOSED_GRACE_MS);
    const wanted = state.restartRequested || (closedLongEnough && !installFailed);
    if (!wanted) return;
    let idle = false;
    try {
      idle = await isIdle();
    } catch (error) {
      log.warn('[updater] no se pudo saber si hay impresiones pendientes', error);
    }
    if (!idle || installing || state.status !== 'ready') return;
    installing = true;
    stopIdlePolling();
    log.info(`[updater] instalando la versión ${state.version}`);
    const version = state.version;
    try {
      options.beforeInstall?.();
      updater?.quitAndInstall(true, true);
    } catch (error) {
      installing = false;
      log.error('[updater] la instalación falló', error);
      setState({ status: 'error', message: UPDATER_MSG.downloadFailed });
      return;
    }
    // Still running after a while: the installer never took over. Offer the restart again.
    timers.setTimeout(() => {
      if (!installing) return;
      installing = false;
      installFailed = true;
      log.error(`[updater] la versión ${version} no se instaló; se ofrece reiniciar de nuevo`);
      setState({ status: 'ready', version, restartRequested: false });
    }, options.installTimeoutMs ?? INSTALL_TIMEOUT_MS);
  };

  const stopIdlePolling = () => {
    if (idleTimer !== null) timers.clearInterval(idleTimer);
    idleTimer = null;
  };
  const waitForIdle = () => {
    void tryInstall();
    if (idleTimer === null && !installing) idleTimer = timers.setInterval(() => void tryInstall(), options.idlePollMs ?? IDLE_POLL_MS);
  };

  const wire = (): AutoUpdaterLike => {
    if (updater) return updater;
    const instance = options.autoUpdater();
    instance.autoDownload = true;
    instance.autoInstallOnAppQuit = true;
    instance.setFeedURL({ provider: 'generic', url: feedUrl! });
    instance.on('checking-for-update', () => {
      if (state.status !== 'ready' && state.status !== 'downloading') setState({ status: 'checking' });
    });
    instance.on('update-not-available', () => {
      if (state.status === 'checking' || state.status === 'error') setState({ status: 'idle' });
    });
    instance.on('update-available', (info) => setState({ status: 'downloading', version: info.version, percent: 0 }));
    instance.on('download-progress', (progress) => {
      const version = state.status === 'downloading' ? state.version : null;
      setState({ status: 'downloading', version, percent: Math.max(0, Math.min(100, Math.round(progress.percent))) });
    });
    instance.on('update-downloaded', (info) => {
      installFailed = false;
      log.info(`[updater] versión ${info.version} descargada; se ofrece reiniciar para actualizar`);
      const restartRequested = state.status === 'ready' && state.restartRequested;
      setState({ status: 'ready', version: info.version, restartRequested });
      options.onUpdateDownloaded?.(info.version);
      if (commerceOpen === false) waitForIdle();
    });
    instance.on('error', (error) => {
      log.error(`[updater] error: ${error.message}`, error);
      if (state.status !== 'ready') setState({ status: 'error', message: state.status === 'downloading' ? UPDATER_MSG.downloadFailed : UPDATER_MSG.checkFailed });
    });
    updater = instance;
    return instance;
  };

  const check = async (): Promise<UpdateCheckResult> => {
    if (disabledMessage) {
      log.info(`[updater] ${disabledMessage}`);
      return { status: 'disabled', message: disabledMessage };
    }
    try {
      const result = await wire().checkForUpdates();
      // The background download reports through 'error'; its promise must not reject unhandled.
      result?.downloadPromise?.catch(() => undefined);
      const latest = result?.updateInfo.version ?? currentVersion;
      const available = result?.isUpdateAvailable ?? latest !== currentVersion;
      return available ? { status: 'available', version: latest } : { status: 'up-to-date', version: currentVersion };
    } catch (error) {
      log.error('[updater] la búsqueda de actualizaciones falló', error);
      if (state.status !== 'ready') setState({ status: 'error', message: UPDATER_MSG.checkFailed });
      return { status: 'error', message: UPDATER_MSG.checkFailed };
    }
  };

  return {
    check,
    async start() {
      if (enabled && checkTimer === null) {
        checkTimer = timers.setInterval(() => void check(), options.checkEveryMs ?? UPDATE_CHECK_INTERVAL_MS);
      }
      return check();
    },
    state: () => state,
    async requestRestart() {
      if (state.status !== 'ready') return state;
      setState({ ...state, restartRequested: true });
      waitForIdle();
      return state;
    },
    setCommerceOpen(open) {
      if (!open && commerceOpen !== false) closedAt = timers.now();
      commerceOpen = open;
      if (!open && state.status === 'ready') waitForIdle();
    },
    stop() {
      if (checkTimer !== null) timers.clearInterval(checkTimer);
      checkTimer = null;
      stopIdlePolling();
    },
  };
}
