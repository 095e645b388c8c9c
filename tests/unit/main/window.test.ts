import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createBadge, titleWithCount } from '../../../main/badge';
import { readDesktopConfig } from '../../../main/config';
import { createNotifier } from '../../../main/notifier';
import { applySessionPolicy, buildContentSecurityPolicy, withCspHeader } from '../../../main/security';
import { createPanelWindow, panelWindowOptions } from '../../../main/window';
import { electronFake, FakeBrowserWindow } from '../../support/electron-fake';
import { PANEL_ORIGIN } from './support/fixtures';

vi.mock('electron', async () => (await import('../../support/electron-fake')).electronModule);

function openPanel() {
  const opened: string[] = [];
  createPanelWindow({
    panelUrl: `${PANEL_ORIGIN}/`,
    panelOrigin: PANEL_ORIGIN,
    preloadPath: '/app/dist/preload/index.cjs',
    openExternal: async (url) => void opened.push(url),
  });
  const window = FakeBrowserWindow.instances.at(-1)!;
  return { window, contents: window.webContents, opened };
}

beforeEach(() => electronFake.reset());

describe('panel window', () => {
  it('is isolated, sandboxed, without Node, and never throttled in the background', () => {
    const { webPreferences } = panelWindowOptions({ preloadPath: '/app/dist/preload/index.cjs' });
    expect(webPreferences).toMatchObject({
      preload: '/app/dist/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      backgroundThrottling: false,
      autoplayPolicy: 'no-user-gesture-required',
    });
  });

  it('creates the window with those options and loads the panel URL', () => {
    const { window } = openPanel();
    expect((window.options.webPreferences as Record<string, unknown>).sandbox).toBe(true);
    expect(window.loadedUrls).toEqual([`${PANEL_ORIGIN}/`]);
    expect(window.emit('ready-to-show')).toBe(false);
    expect(window.isVisible()).toBe(true);
  });

  it('lets the panel navigate within its own origin', () => {
    const { contents, opened } = openPanel();
    expect(contents.emit('will-navigate', `${PANEL_ORIGIN}/control-pedidos`)).toBe(false);
    expect(contents.emit('will-redirect', `${PANEL_ORIGIN}/login`)).toBe(false);
    expect(opened).toEqual([]);
  });

  it('blocks navigation away from the panel and sends web links to the system browser', () => {
    const { contents, opened } = openPanel();
    expect(contents.emit('will-navigate', 'https://wa.me/5219931234567')).toBe(true);
    expect(contents.emit('will-redirect', 'http://localhost:9999/phishing')).toBe(true);
    expect(contents.emit('will-navigate', 'file:///etc/passwd')).toBe(true);
    expect(contents.emit('will-navigate', 'javascript:alert(1)')).toBe(true);
    expect(opened).toEqual(['https://wa.me/5219931234567', 'http://localhost:9999/phishing']);
  });

  it('denies every new window; external http(s) links open in the system browser, other schemes nowhere', () => {
    const { contents, opened } = openPanel();
    expect(contents.requestWindowOpen('https://ayuda.example.mx/centro')).toEqual({ action: 'deny' });
    expect(contents.requestWindowOpen(`${PANEL_ORIGIN}/m/taqueria`)).toEqual({ action: 'deny' });
    expect(contents.requestWindowOpen('file:///C:/Windows/system32/calc.exe')).toEqual({ action: 'deny' });
    expect(contents.requestWindowOpen('smb://server/share')).toEqual({ action: 'deny' });
    expect(opened).toEqual(['https://ayuda.example.mx/centro', `${PANEL_ORIGIN}/m/taqueria`]);
  });

  it('refuses to attach a <webview>', () => {
    const { contents } = openPanel();
    expect(contents.emit('will-attach-webview', {}, {})).toBe(true);
  });
});

describe('session policy', () => {
  const csp = buildContentSecurityPolicy({ panelOrigin: PANEL_ORIGIN, serverOrigin: 'https://api.panel.mx', sentryDsn: 'https://key@o1.ingest.sentry.io/2' });
  const directive = (name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `));

  it('allows the panel, the server and its websocket, OSM tiles and data/blob images, and nothing else', () => {
    expect(directive('script-src')).toBe("script-src 'self'");
    expect(directive('default-src')).toBe("default-src 'self'");
    expect(directive('connect-src')).toBe(
      `connect-src 'self' ${PANEL_ORIGIN} https://api.panel.mx ws://localhost:8080 wss://api.panel.mx https://o1.ingest.sentry.io`,
    );
    expect(directive('img-src')).toContain('data: blob:');
    expect(directive('img-src')).toContain('https://*.tile.openstreetmap.org');
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('replaces any CSP the server sent and keeps its other headers', () => {
    expect(withCspHeader({ 'content-security-policy': ['default-src *'], 'Content-Type': 'text/html' }, csp)).toEqual({
      'Content-Type': ['text/html'],
      'Content-Security-Policy': [csp],
    });
  });

  it('sets the header on every response and grants only notifications, clipboard write and fullscreen', () => {
    applySessionPolicy(electronFake.session.defaultSession as never, csp);
    let headers: Record<string, string[]> = {};
    electronFake.sessionState.headersListener!({ responseHeaders: {} }, (result) => (headers = result.responseHeaders));
    expect(headers['Content-Security-Policy']).toEqual([csp]);
    const decisions: Record<string, boolean> = {};
    const asked = ['notifications', 'clipboard-sanitized-write', 'fullscreen', 'media', 'geolocation', 'clipboard-read', 'openExternal', 'display-capture'];
    for (const permission of asked) {
      electronFake.sessionState.permissionRequest!(null, permission, (granted) => (decisions[permission] = granted));
    }
    expect(decisions).toEqual({
      notifications: true,
      'clipboard-sanitized-write': true,
      fullscreen: true,
      media: false,
      geolocation: false,
      'clipboard-read': false,
      openExternal: false,
      'display-capture': false,
    });
    expect(electronFake.sessionState.permissionCheck!(null, 'notifications')).toBe(true);
    expect(electronFake.sessionState.permissionCheck!(null, 'camera')).toBe(false);
  });
});

describe('desktop config', () => {
  it('defaults to http://localhost:8080 and reads PANEL_URL, SERVER_URL and UPDATE_URL', () => {
    expect(readDesktopConfig({})).toMatchObject({ panelUrl: 'http://localhost:8080', panelOrigin: PANEL_ORIGIN, serverOrigin: PANEL_ORIGIN, updateUrl: null });
    expect(readDesktopConfig({ PANEL_URL: 'https://panel.mx/login', SERVER_URL: 'https://api.panel.mx/v1', UPDATE_URL: 'https://dl.panel.mx/' })).toMatchObject({
      panelUrl: 'https://panel.mx/login',
      panelOrigin: 'https://panel.mx',
      serverOrigin: 'https://api.panel.mx',
      updateUrl: 'https://dl.panel.mx/',
    });
    expect(() => readDesktopConfig({ PANEL_URL: 'file:///panel/index.html' })).toThrow('PANEL_URL');
  });
});

describe('new-order badge and notifications', () => {
  it('shows the count in the title, the app badge, and flashes a background window', () => {
    const { window } = openPanel();
    const badge = createBadge(window as never, electronFake.app, 'Panel Comercio');
    badge.setCount(3);
    expect(window.getTitle()).toBe('(3) Panel Comercio');
    expect(electronFake.state.badgeCounts).toEqual([3]);
    expect(window.flashing).toBe(true);
    // The page renames itself: its text is kept, the count stays.
    expect(window.emit('page-title-updated', 'Control de pedidos')).toBe(true);
    expect(window.getTitle()).toBe('(3) Control de pedidos');
    badge.setCount(0);
    expect(window.getTitle()).toBe('Control de pedidos');
    expect(window.flashing).toBe(false);
    expect(titleWithCount('Panel', 12)).toBe('(12) Panel');
  });

  it('shows a system notification that brings the panel forward when clicked', () => {
    let focused = 0;
    const notifier = createNotifier(electronFake.Notification as never, () => void focused++);
    notifier.notify({ title: 'Nuevo pedido', body: 'Folio TAQ-0001 · $90.00' });
    const [shown] = electronFake.state.notifications;
    expect(shown?.options).toMatchObject({ title: 'Nuevo pedido', body: 'Folio TAQ-0001 · $90.00' });
    expect(shown?.shown).toBe(true);
    shown?.click();
    expect(focused).toBe(1);
  });
});
