// The updater on a PC that is never closed: periodic checks, background download, "Reiniciar para
// actualizar" installing only when nothing is printing, and failures as state, never unhandled.
import { describe, expect, it } from 'vitest';
import type { DesktopUpdateState } from '@shared/ipc/contract';
import { CLOSED_GRACE_MS, createUpdater, UPDATE_CHECK_INTERVAL_MS, UPDATER_MSG, type AutoUpdaterLike, type UpdaterTimers } from '../../../main/services/updater';
import { silentLogger } from './support/fixtures';

type CheckAnswer = Awaited<ReturnType<AutoUpdaterLike['checkForUpdates']>>;

function fakeAutoUpdater(answer: () => Promise<CheckAnswer>) {
  const listeners = new Map<string, ((value: never) => void)[]>();
  const updater = {
    feeds: [] as unknown[],
    checks: 0,
    installs: [] as [boolean | undefined, boolean | undefined][],
    autoDownload: false,
    autoInstallOnAppQuit: false,
    setFeedURL: (options: { provider: 'generic'; url: string }) => void updater.feeds.push(options),
    checkForUpdates() {
      updater.checks += 1;
      updater.emit('checking-for-update');
      return answer();
    },
    quitAndInstall: (isSilent?: boolean, isForceRunAfter?: boolean) => void updater.installs.push([isSilent, isForceRunAfter]),
    on(event: string, listener: (value: never) => void) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      return updater;
    },
    emit: (event: string, value?: unknown) => listeners.get(event)?.forEach((listener) => listener(value as never)),
  };
  return updater;
}

function manualTimers() {
  const intervals = new Map<number, { callback: () => void; ms: number }>();
  const timeouts: { callback: () => void; ms: number }[] = [];
  let next = 1;
  let clock = 0;
  const timers: UpdaterTimers & { intervals: typeof intervals; fire(ms: number): void; fireTimeouts(): void; advance(ms: number): void } = {
    intervals,
    setInterval: (callback, ms) => {
      intervals.set(next, { callback, ms });
      return next++;
    },
    clearInterval: (handle) => void intervals.delete(handle as number),
    setTimeout: (callback, ms) => timeouts.push({ callback, ms }),
    now: () => clock,
    fire: (ms) => [...intervals.values()].filter((entry) => entry.ms === ms).forEach((entry) => entry.callback()),
    fireTimeouts: () => timeouts.splice(0).forEach((entry) => entry.callback()),
    advance: (ms) => void (clock += ms),
  };
  return timers;
}

const base = { currentVersion: '0.1.0', isPackaged: true, feedUrl: 'https://dl.panel.mx/desktop', isIdle: async () => true };
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('updater', () => {
  it('is off and says so when no update URL is configured (the updater is never built)', async () => {
    let built = 0;
    const log = silentLogger();
    const updater = createUpdater({ ...base, feedUrl: null, autoUpdater: () => (built++, fakeAutoUpdater(async () => null)), log });
    expect(await updater.start()).toEqual({ status: 'disabled', message: UPDATER_MSG.notConfigured });
    expect(updater.state()).toEqual({ status: 'disabled', message: UPDATER_MSG.notConfigured });
    expect(built).toBe(0);
    expect(log.lines.join('\n')).toContain('UPDATE_URL');
  });

  it('does not check from an unpacked app (npm run desktop)', async () => {
    const autoUpdater = fakeAutoUpdater(async () => null);
    const updater = createUpdater({ ...base, isPackaged: false, autoUpdater: () => autoUpdater, log: silentLogger() });
    expect(await updater.check()).toEqual({ status: 'disabled', message: UPDATER_MSG.notPackaged });
    expect(autoUpdater.checks).toBe(0);
  });

  it('checks at start and again every few hours, on the generic feed, downloading in the background', async () => {
    let latest = '0.1.0';
    const autoUpdater = fakeAutoUpdater(async () => ({ updateInfo: { version: latest }, isUpdateAvailable: latest !== '0.1.0' }));
    const timers = manualTimers();
    const updater = createUpdater({ ...base, autoUpdater: () => autoUpdater, log: silentLogger(), timers });
    expect(await updater.start()).toEqual({ status: 'up-to-date', version: '0.1.0' });
    expect(autoUpdater.feeds).toEqual([{ provider: 'generic', url: 'https://dl.panel.mx/desktop' }]);
    expect(autoUpdater.autoDownload).toBe(true);
    expect(autoUpdater.autoInstallOnAppQuit).toBe(true);
    expect([...timers.intervals.values()].map((entry) => entry.ms)).toEqual([UPDATE_CHECK_INTERVAL_MS]);
    expect(UPDATE_CHECK_INTERVAL_MS).toBeLessThanOrEqual(6 * 60 * 60 * 1000);
    latest = '0.2.0';
    timers.fire(UPDATE_CHECK_INTERVAL_MS);
    await settle();
    expect(autoUpdater.checks).toBe(2);
    expect(await updater.check()).toEqual({ status: 'available', version: '0.2.0' });
    updater.stop();
    expect(timers.intervals.size).toBe(0);
  });

  it('reports download progress, then offers the restart; a failed download is state and a log line, not an unhandled rejection', async () => {
    const states: DesktopUpdateState[] = [];
    let failDownload = true;
    const autoUpdater = fakeAutoUpdater(async () => {
      const downloadPromise = failDownload ? Promise.reject(new Error('net::ERR_CONNECTION_RESET')) : Promise.resolve([]);
      return { updateInfo: { version: '0.2.0' }, isUpdateAvailable: true, downloadPromise };
    });
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => void unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const log = silentLogger();
      const updater = createUpdater({ ...base, autoUpdater: () => autoUpdater, log, onStateChange: (state) => void states.push(state), timers: manualTimers() });
      await updater.start();
      autoUpdater.emit('update-available', { version: '0.2.0' });
      autoUpdater.emit('download-progress', { percent: 41.6 });
      expect(updater.state()).toEqual({ status: 'downloading', version: '0.2.0', percent: 42 });
      autoUpdater.emit('error', new Error('net::ERR_CONNECTION_RESET'));
      await settle();
      await settle();
      expect(updater.state()).toEqual({ status: 'error', message: UPDATER_MSG.downloadFailed });
      expect(unhandled).toEqual([]);
      expect(log.lines.join('\n')).toContain('ERR_CONNECTION_RESET');
      failDownload = false;
      await updater.check();
      autoUpdater.emit('update-downloaded', { version: '0.2.0' });
      expect(updater.state()).toEqual({ status: 'ready', version: '0.2.0', restartRequested: false });
      expect(states.map((state) => state.status)).toContain('checking');
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('installs on "Reiniciar para actualizar" only once nothing is printing, and never on its own while the commerce is open', async () => {
    const autoUpdater = fakeAutoUpdater(async () => ({ updateInfo: { version: '0.2.0' }, isUpdateAvailable: true }));
    const timers = manualTimers();
    let printing = true;
    let beforeInstall = 0;
    const updater = createUpdater({
      ...base,
      autoUpdater: () => autoUpdater,
      log: silentLogger(),
      timers,
      idlePollMs: 15_000,
      isIdle: async () => !printing,
      beforeInstall: () => void beforeInstall++,
    });
    await updater.start();
    updater.setCommerceOpen(true);
    autoUpdater.emit('update-downloaded', { version: '0.2.0' });
    await settle();
    expect(autoUpdater.installs).toEqual([]);
    expect(await updater.requestRestart()).toEqual({ status: 'ready', version: '0.2.0', restartRequested: true });
    await settle();
    expect(autoUpdater.installs).toEqual([]); // a ticket is printing
    timers.fire(15_000);
    await settle();
    expect(autoUpdater.installs).toEqual([]);
    printing = false;
    timers.fire(15_000);
    await settle();
    expect(beforeInstall).toBe(1);
    expect(autoUpdater.installs).toEqual([[true, true]]);
    timers.fire(15_000);
    await settle();
    expect(autoUpdater.installs).toHaveLength(1);
  });

  it('installs by itself once the commerce has been closed for two hours (not during the cash close), when idle', async () => {
    const autoUpdater = fakeAutoUpdater(async () => ({ updateInfo: { version: '0.2.0' }, isUpdateAvailable: true }));
    const timers = manualTimers();
    const updater = createUpdater({ ...base, autoUpdater: () => autoUpdater, log: silentLogger(), timers, idlePollMs: 15_000 });
    await updater.start();
    autoUpdater.emit('update-downloaded', { version: '0.2.0' });
    updater.setCommerceOpen(false);
    await settle();
    expect(autoUpdater.installs).toEqual([]);
    timers.advance(CLOSED_GRACE_MS - 60_000);
    timers.fire(15_000);
    await settle();
    expect(autoUpdater.installs).toEqual([]);
    timers.advance(60_000);
    timers.fire(15_000);
    await settle();
    expect(autoUpdater.installs).toEqual([[true, true]]);
  });

  it('gives an install that never ends the app up, offers the restart again, and does not retry it on its own', async () => {
    const autoUpdater = fakeAutoUpdater(async () => ({ updateInfo: { version: '0.2.0' }, isUpdateAvailable: true }));
    const timers = manualTimers();
    const log = silentLogger();
    const updater = createUpdater({ ...base, autoUpdater: () => autoUpdater, log, timers, idlePollMs: 15_000, closedGraceMs: 0 });
    await updater.start();
    autoUpdater.emit('update-downloaded', { version: '0.2.0' });
    updater.setCommerceOpen(false);
    await settle();
    expect(autoUpdater.installs).toHaveLength(1);
    timers.fireTimeouts();
    expect(updater.state()).toEqual({ status: 'ready', version: '0.2.0', restartRequested: false });
    expect(log.lines.join('\n')).toContain('no se instaló');
    timers.fire(15_000);
    await settle();
    expect(autoUpdater.installs).toHaveLength(1);
    await updater.requestRestart();
    await settle();
    expect(autoUpdater.installs).toHaveLength(2);
  });

  it('takes only an https feed in the installed app', async () => {
    let built = 0;
    const updater = createUpdater({ ...base, feedUrl: 'http://dl.panel.mx/desktop', autoUpdater: () => (built++, fakeAutoUpdater(async () => null)), log: silentLogger(), timers: manualTimers() });
    expect(await updater.start()).toEqual({ status: 'disabled', message: UPDATER_MSG.insecureFeed });
    expect(built).toBe(0);
  });

  it('turns a failed check into an error result instead of throwing', async () => {
    const autoUpdater = fakeAutoUpdater(async () => {
      throw new Error('net::ERR_NAME_NOT_RESOLVED');
    });
    const updater = createUpdater({ ...base, autoUpdater: () => autoUpdater, log: silentLogger(), timers: manualTimers() });
    expect(await updater.check()).toEqual({ status: 'error', message: UPDATER_MSG.checkFailed });
    expect(await updater.requestRestart()).toEqual({ status: 'error', message: UPDATER_MSG.checkFailed });
  });
});
