// Auto-update through electron-updater's generic provider (a plain HTTPS folder holding
// latest.yml / latest-mac.yml / latest-linux.yml and the installers electron-builder produced).
// Plain Node: the Electron entry injects electron-updater's autoUpdater.
import type { UpdateCheckResult } from '@shared/ipc/contract';
import type { Logger } from '../handlers/types';

export interface AutoUpdaterLike {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  setFeedURL(options: { provider: 'generic'; url: string }): void;
  checkForUpdates(): Promise<{ updateInfo: { version: string }; isUpdateAvailable?: boolean } | null>;
  on(event: 'update-downloaded', listener: (info: { version: string }) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

export interface UpdaterOptions {
  autoUpdater: AutoUpdaterLike;
  feedUrl: string | null;
  currentVersion: string;
  /** electron-updater refuses to run from an unpacked app (npm run desktop). */
  isPackaged: boolean;
  log: Logger;
  onUpdateDownloaded?: (version: string) => void;
}

export const UPDATER_MSG = {
  notConfigured: 'Actualizaciones desactivadas: no hay URL de actualizaciones configurada (UPDATE_URL)',
  notPackaged: 'Las actualizaciones solo se buscan en la aplicación instalada',
  checkFailed: 'No se pudo buscar actualizaciones',
} as const;

export interface Updater {
  check(): Promise<UpdateCheckResult>;
  /** Wires the feed and runs the start-up check (errors are logged, never thrown). */
  start(): Promise<UpdateCheckResult>;
}

export function createUpdater({ autoUpdater, feedUrl, currentVersion, isPackaged, log, onUpdateDownloaded }: UpdaterOptions): Updater {
  let wired = false;
  const wire = () => {
    if (wired || !feedUrl) return;
    wired = true;
    autoUpdater.autoDownload = true;
    autoUpdater.autoInstallOnAppQuit = true;
    autoUpdater.setFeedURL({ provider: 'generic', url: feedUrl });
    autoUpdater.on('error', (error) => log.error('[updater] error', error));
    autoUpdater.on('update-downloaded', (info) => {
      log.info(`[updater] versión ${info.version} descargada; se instalará al cerrar la aplicación`);
      onUpdateDownloaded?.(info.version);
    });
  };

  const check = async (): Promise<UpdateCheckResult> => {
    if (!feedUrl) {
      log.info(`[updater] ${UPDATER_MSG.notConfigured}`);
      return { status: 'disabled', message: UPDATER_MSG.notConfigured };
    }
    if (!isPackaged) {
      log.info(`[updater] ${UPDATER_MSG.notPackaged}`);
      return { status: 'disabled', message: UPDATER_MSG.notPackaged };
    }
    wire();
    try {
      const result = await autoUpdater.checkForUpdates();
      const latest = result?.updateInfo.version ?? currentVersion;
      const available = result?.isUpdateAvailable ?? latest !== currentVersion;
      return available ? { status: 'available', version: latest } : { status: 'up-to-date', version: currentVersion };
    } catch (error) {
      log.error('[updater] la búsqueda de actualizaciones falló', error);
      return { status: 'error', message: UPDATER_MSG.checkFailed };
    }
  };

  return { check, start: check };
}
