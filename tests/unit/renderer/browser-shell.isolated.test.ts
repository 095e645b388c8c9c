// @vitest-environment jsdom
// What a browser tab does itself when the print agent's bridge is asked for 'app:notify', 'app:setBadgeCount'
// or 'app:openExternal' (renderer/src/bridge/browser-shell.ts): the notification answers whether it was
// clicked, as the desktop app's does.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_CLICK_WAIT_MS } from '@shared/ipc/contract';
import { createBrowserShell } from '../../../renderer/src/bridge/browser-shell';

/** The Web Notification API with the permission the test sets; the test plays the person. */
class FakeNotification {
  static permission: NotificationPermission = 'granted';
  static shown: FakeNotification[] = [];
  static requestPermission = async () => FakeNotification.permission;
  onclick: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(
    readonly title: string,
    readonly options: { body: string },
  ) {
    FakeNotification.shown.push(this);
  }
  close(): void {
    this.closed = true;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  FakeNotification.shown = [];
  FakeNotification.permission = 'granted';
});

describe('the browser tab as the print agent’s shell', () => {
  it('answers a notification’s click, and closes it', async () => {
    vi.stubGlobal('Notification', FakeNotification);
    const answer = createBrowserShell().notify({ title: 'Nuevo pedido', body: 'Pedido TBT-003120' });
    await vi.waitFor(() => expect(FakeNotification.shown).toHaveLength(1));
    expect(FakeNotification.shown[0]).toMatchObject({ title: 'Nuevo pedido', options: { body: 'Pedido TBT-003120' } });
    FakeNotification.shown[0]!.onclick?.();
    await expect(answer).resolves.toBe('clicked');
    expect(FakeNotification.shown[0]!.closed).toBe(true);
  });

  it('answers "expired" for one that failed or was not clicked within the wait, "unsupported" without permission', async () => {
    vi.stubGlobal('Notification', FakeNotification);
    const shell = createBrowserShell();
    const failed = shell.notify({ title: 'Nuevo pedido', body: 'Pedido TBT-003121' });
    await vi.waitFor(() => expect(FakeNotification.shown).toHaveLength(1));
    FakeNotification.shown[0]!.onerror?.();
    await expect(failed).resolves.toBe('expired');

    vi.useFakeTimers();
    const unclicked = shell.notify({ title: 'Nuevo pedido', body: 'Pedido TBT-003122' });
    await vi.waitFor(() => expect(FakeNotification.shown).toHaveLength(2));
    await vi.advanceTimersByTimeAsync(NOTIFICATION_CLICK_WAIT_MS);
    await expect(unclicked).resolves.toBe('expired');

    FakeNotification.permission = 'denied';
    await expect(shell.notify({ title: 'Nuevo pedido', body: 'Pedido TBT-003123' })).resolves.toBe('unsupported');
    expect(FakeNotification.shown).toHaveLength(2);
  });
});
