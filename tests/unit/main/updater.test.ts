import { describe, expect, it } from 'vitest';
import { createUpdater, UPDATER_MSG, type AutoUpdaterLike } from '../../../main/services/updater';
import { silentLogger } from './support/fixtures';

function fakeAutoUpdater(answer: () => Promise<{ updateInfo: { version: string }; isUpdateAvailable?: boolean } | null>) {
  const feeds: unknown[] = [];
  const listeners = new Map<string, (value: never) => void>();
  const updater: AutoUpdaterLike & { feeds: unknown[]; checks: number; emit(event: string, value: unknown): void } = {
    feeds,
    checks: 0,
    autoDownload: false,
    autoInstallOnAppQuit: false,
    setFeedURL: (options) => void feeds.push(options),
    checkForUpdates() {
      updater.checks += 1;
      return answer();
    },
    on(event: string, listener: (value: never) => void) {
      listeners.set(event, listener);
      return updater;
    },
    emit: (event, value) => listeners.get(event)?.(value as never),
  };
  return updater;
}

const base = { currentVersion: '0.1.0', isPackaged: true };

describe('updater', () => {
  it('is off and says so in the log when no update URL is configured', async () => {
    const autoUpdater = fakeAutoUpdater(async () => null);
    const log = silentLogger();
    const updater = createUpdater({ ...base, autoUpdater, feedUrl: null, log });
    expect(await updater.start()).toEqual({ status: 'disabled', message: UPDATER_MSG.notConfigured });
    expect(autoUpdater.checks).toBe(0);
    expect(log.lines.join('\n')).toContain('UPDATE_URL');
  });

  it('does not check from an unpacked app (npm run desktop)', async () => {
    const autoUpdater = fakeAutoUpdater(async () => null);
    const updater = createUpdater({ ...base, isPackaged: false, autoUpdater, feedUrl: 'https://dl.panel.mx/desktop', log: silentLogger() });
    expect(await updater.check()).toEqual({ status: 'disabled', message: UPDATER_MSG.notPackaged });
    expect(autoUpdater.checks).toBe(0);
  });

  it('uses the generic provider at the configured URL, on start and on demand', async () => {
    let latest = '0.1.0';
    const autoUpdater = fakeAutoUpdater(async () => ({ updateInfo: { version: latest }, isUpdateAvailable: latest !== '0.1.0' }));
    const downloaded: string[] = [];
    const updater = createUpdater({
      ...base,
      autoUpdater,
      feedUrl: 'https://dl.panel.mx/desktop',
      log: silentLogger(),
      onUpdateDownloaded: (version) => void downloaded.push(version),
    });
    expect(await updater.start()).toEqual({ status: 'up-to-date', version: '0.1.0' });
    latest = '0.2.0';
    expect(await updater.check()).toEqual({ status: 'available', version: '0.2.0' });
    expect(autoUpdater.feeds).toEqual([{ provider: 'generic', url: 'https://dl.panel.mx/desktop' }]);
    expect(autoUpdater.autoDownload).toBe(true);
    expect(autoUpdater.autoInstallOnAppQuit).toBe(true);
    autoUpdater.emit('update-downloaded', { version: '0.2.0' });
    expect(downloaded).toEqual(['0.2.0']);
  });

  it('turns a failed check into an error result instead of throwing', async () => {
    const autoUpdater = fakeAutoUpdater(async () => {
      throw new Error('net::ERR_NAME_NOT_RESOLVED');
    });
    const updater = createUpdater({ ...base, autoUpdater, feedUrl: 'https://dl.panel.mx/desktop', log: silentLogger() });
    expect(await updater.check()).toEqual({ status: 'error', message: UPDATER_MSG.checkFailed });
  });
});
