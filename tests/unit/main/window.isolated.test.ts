import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createBadge, OVERLAY_DOT_PNG_DATA_URL, titleWithCount } from '../../../main/badge';
import { readDesktopConfig } from '../../../main/config';
import { NOTIFICATION_CLICK_WAIT_MS } from '@shared/ipc/contract';
import { createNotifier } from '../../../main/notifier';
import { isAllowedExternalUrl } from '../../../main/origin';
import { applySessionPolicy, buildContentSecurityPolicy, isPermissionAllowed, withCspHeader } from '../../../main/security';
import { createPanelWindow, panelWindowOptions } from '../../../main/window';
import { electronFake, FakeBrowserWindow, type FakeWebContents } from '../../support/electron-fake';
import { PANEL_ORIGIN } from './support/fixtures';

vi.mock('electron', async () => (await import('../../support/electron-fake')).electronModule);

function openPanel(prepare?: (contents: FakeWebContents) => void) {
  const opened: string[] = [];
  // The window's first load starts inside createPanelWindow: the next window gets the prepared page.
  if (prepare) FakeBrowserWindow.beforeNextLoad = prepare;
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
    expect(contents.navigate(`${PANEL_ORIGIN}/control-pedidos`)).toBe(false);
    expect(contents.redirect(`${PANEL_ORIGIN}/login`)).toBe(false);
    expect(opened).toEqual([]);
  });

  it('blocks navigation away from the panel and sends web links to the system browser', async () => {
    const { window, contents, opened } = openPanel();
    await vi.waitFor(() => expect(window.isVisible()).toBe(true)); // the panel has loaded
    expect(contents.navigate('https://wa.me/5219931234567')).toBe(true);
    expect(contents.redirect('http://localhost:9999/phishing')).toBe(true);
    expect(contents.navigate('file:///etc/passwd')).toBe(true);
    expect(contents.navigate('javascript:alert(1)')).toBe(true);
    expect(opened).toEqual(['https://wa.me/5219931234567', 'http://localhost:9999/phishing']);
  });

  it("meets Electron's navigation events: the URL in the details and in the deprecated positional argument; a subframe only in will-frame-navigate", async () => {
    const { window, contents, opened } = openPanel();
    await vi.waitFor(() => expect(window.isVisible()).toBe(true));
    const seen: { event: string; details: { url: string; isMainFrame: boolean; isSameDocument: boolean }; positional: unknown[] }[] = [];
    for (const event of ['will-navigate', 'will-frame-navigate', 'will-redirect']) {
      contents.on(event, (details: { url: string; isMainFrame: boolean; isSameDocument: boolean }, ...positional: unknown[]) => void seen.push({ event, details, positional }));
    }
    // A link of the panel to its own origin: will-navigate, then will-frame-navigate (any frame), neither prevented.
    expect(contents.navigate(`${PANEL_ORIGIN}/historial`)).toBe(false);
    expect(seen.map(({ event }) => event)).toEqual(['will-navigate', 'will-frame-navigate']);
    for (const { details, positional } of seen) {
      expect(details).toMatchObject({ url: `${PANEL_ORIGIN}/historial`, isMainFrame: true, isSameDocument: false });
      expect(positional.slice(0, 3)).toEqual([details.url, false, true]);
    }
    // A link out of the panel is stopped at will-navigate: will-frame-navigate never comes; the browser opens it.
    seen.length = 0;
    expect(contents.navigate('https://wa.me/5219931234567')).toBe(true);
    expect(seen.map(({ event }) => event)).toEqual(['will-navigate']);
    expect(opened).toEqual(['https://wa.me/5219931234567']);
    // A subframe navigating itself (the CSP's video players) gets no will-navigate: the panel's guard is not asked.
    seen.length = 0;
    expect(contents.navigate('https://www.youtube-nocookie.com/embed/abc', false)).toBe(false);
    expect(seen.map(({ event }) => event)).toEqual(['will-frame-navigate']);
    expect(seen[0]!.positional.slice(0, 3)).toEqual(['https://www.youtube-nocookie.com/embed/abc', false, false]);
    // A server redirect of a page-started navigation out of the origin: stopped and opened outside, not an error page.
    seen.length = 0;
    expect(contents.redirect('https://www.otro-sitio.mx/promo')).toBe(true);
    expect(seen.map(({ event }) => event)).toEqual(['will-redirect']);
    expect(seen[0]!.details).toMatchObject({ url: 'https://www.otro-sitio.mx/promo', isMainFrame: true });
    expect(seen[0]!.positional.slice(0, 3)).toEqual(['https://www.otro-sitio.mx/promo', false, true]);
    expect(opened).toEqual(['https://wa.me/5219931234567', 'https://www.otro-sitio.mx/promo']);
    expect(window.loadedUrls.some((url) => url.startsWith('data:'))).toBe(false);
  });

  it('denies every new window; external http(s) links open in the system browser, other schemes nowhere', () => {
    const { contents, opened } = openPanel();
    expect(contents.requestWindowOpen('https://ayuda.example.mx/centro')).toEqual({ action: 'deny' });
    expect(contents.requestWindowOpen(`${PANEL_ORIGIN}/m/taqueria`)).toEqual({ action: 'deny' });
    expect(contents.requestWindowOpen('file:///C:/Windows/system32/calc.exe')).toEqual({ action: 'deny' });
    expect(contents.requestWindowOpen('smb://server/share')).toEqual({ action: 'deny' });
    expect(opened).toEqual(['https://ayuda.example.mx/centro', `${PANEL_ORIGIN}/m/taqueria`]);
  });

  it('has no DevTools in the installed app', () => {
    expect(panelWindowOptions({ preloadPath: '/p.cjs', devTools: false }).webPreferences?.devTools).toBe(false);
  });

  it('never stays a blank hidden window when the panel address redirects out of its origin: a Spanish page, and a retry', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { window, opened } = openPanel((contents) => contents.redirects.set(`${PANEL_ORIGIN}/`, 'https://www.otro-sitio.mx/'));
      await vi.waitFor(() => expect(window.loadedUrls.at(-1)).toMatch(/^data:text\/html/));
      const page = decodeURIComponent(window.loadedUrls.at(-1)!);
      expect(page).toContain('La dirección del panel lleva a otro sitio');
      expect(page).toContain('redirige a https://www.otro-sitio.mx/');
      expect(page).toContain(`<a href="${PANEL_ORIGIN}/">Reintentar</a>`);
      expect(window.isVisible()).toBe(true);
      expect(opened).toEqual([]);
      const loads = window.loadedUrls.length;
      await vi.advanceTimersByTimeAsync(5_000);
      expect(window.loadedUrls[loads]).toBe(`${PANEL_ORIGIN}/`);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows what to do when every HTTPS load fails (a wrong clock), and loads the panel once it can', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { window, contents } = openPanel((page) => (page.loadFailure = { errorCode: -201, errorDescription: 'ERR_CERT_DATE_INVALID' }));
      await vi.waitFor(() => expect(window.loadedUrls.at(-1)).toMatch(/^data:text\/html/));
      const page = decodeURIComponent(window.loadedUrls.at(-1)!);
      expect(page).toContain('La fecha u hora de esta computadora no es correcta');
      expect(page).toContain('ERR_CERT_DATE_INVALID (-201)');
      expect(window.isVisible()).toBe(true);
      contents.loadFailure = null;
      await vi.advanceTimersByTimeAsync(5_000);
      await vi.waitFor(() => expect(window.loadedUrls.at(-1)).toBe(`${PANEL_ORIGIN}/`));
      // The page's own «Reintentar» link stays on the panel origin.
      expect(contents.navigate(`${PANEL_ORIGIN}/`)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
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

  it('sets the header only on the panel origin and grants only notifications, clipboard write and fullscreen, to the panel', () => {
    applySessionPolicy(electronFake.session.defaultSession as never, csp, PANEL_ORIGIN);
    let panelHeaders: Record<string, string[]> | undefined;
    electronFake.sessionState.headersListener!({ url: `${PANEL_ORIGIN}/control-pedidos`, responseHeaders: {} }, (result) => (panelHeaders = result.responseHeaders));
    expect(panelHeaders?.['Content-Security-Policy']).toEqual([csp]);
    // Tiles, videos and the API on another origin keep their own headers (no CSP of ours).
    let tileResult: { responseHeaders?: Record<string, string[]> } | undefined;
    electronFake.sessionState.headersListener!({ url: 'https://a.tile.openstreetmap.org/1/1/1.png', responseHeaders: { 'Content-Type': ['image/png'] } }, (result) => (tileResult = result));
    expect(tileResult).toEqual({});
    const decisions: Record<string, boolean> = {};
    const asked = ['notifications', 'clipboard-sanitized-write', 'fullscreen', 'media', 'geolocation', 'clipboard-read', 'openExternal', 'display-capture'];
    for (const permission of asked) {
      electronFake.sessionState.permissionRequest!(null, permission, (granted) => (decisions[permission] = granted), { requestingUrl: `${PANEL_ORIGIN}/ajustes` });
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
    let fromElsewhere: boolean | undefined;
    electronFake.sessionState.permissionRequest!(null, 'notifications', (granted) => (fromElsewhere = granted), { requestingUrl: 'https://evil.example/' });
    expect(fromElsewhere).toBe(false);
    expect(isPermissionAllowed('fullscreen', 'https://www.youtube-nocookie.com/embed/x', PANEL_ORIGIN)).toBe(true);
    expect(isPermissionAllowed('notifications', 'https://www.youtube.com/embed/x', PANEL_ORIGIN)).toBe(false);
    expect(electronFake.sessionState.permissionCheck!(null, 'notifications', PANEL_ORIGIN)).toBe(true);
    expect(electronFake.sessionState.permissionCheck!(null, 'notifications', 'https://evil.example')).toBe(false);
    expect(electronFake.sessionState.permissionCheck!(null, 'camera', PANEL_ORIGIN)).toBe(false);
  });
});

describe('openExternal allow-list', () => {
  const allow = { ownOrigins: [PANEL_ORIGIN, 'https://api.panel.mx'], helpOrigins: ['https://ayuda.panelcomercio.mx'] };
  it('lets WhatsApp, maps, the help site, the panel and mailto through', () => {
    for (const url of [
      'https://wa.me/5219931234567?text=Hola',
      'https://api.whatsapp.com/send?phone=52199',
      'https://www.google.com/maps/search/?api=1&query=19.4,-99.1',
      'https://maps.google.com/?q=Centro',
      'https://www.openstreetmap.org/?mlat=19.4&mlon=-99.1',
      'https://ayuda.panelcomercio.mx/articulos/impresoras',
      `${PANEL_ORIGIN}/m/taqueria`,
      'https://api.panel.mx/m/taqueria',
      'mailto:sugerencias@panelcomercio.mx?subject=Hola',
    ]) {
      expect(isAllowedExternalUrl(url, allow), url).toBe(true);
    }
  });
  it('refuses other sites, plain http look-alikes, credentials in URLs and non-web schemes', () => {
    for (const url of [
      'https://evil.example/',
      'http://wa.me/52199',
      'https://wa.me.evil.example/',
      'https://www.google.com/search?q=x',
      'https://user:pw@wa.me/',
      'file:///C:/Windows/system32/calc.exe',
      'smb://server/share',
      'ms-settings:privacy',
      'javascript:alert(1)',
      'no es una url',
    ]) {
      expect(isAllowedExternalUrl(url, allow), url).toBe(false);
    }
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
    expect(() => readDesktopConfig({ PANEL_URL: 'file:///panel/index.html' })).toThrow('La dirección del panel no es válida');
    expect(readDesktopConfig({}).helpOrigin).toBe('https://ayuda.panelcomercio.mx');
  });
});

describe('new-order badge and notifications', () => {
  it('shows the count in the title, the app badge (macOS / Linux), and flashes a background window', async () => {
    const { window } = openPanel();
    await vi.waitFor(() => expect(window.isVisible()).toBe(true));
    const badge = createBadge(window as never, { app: electronFake.app, platform: 'darwin' }, 'Panel Comercio');
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

  it('uses an overlay icon on the Windows taskbar (setBadgeCount does nothing there) and clears it at zero', () => {
    const { window } = openPanel();
    const dot = electronFake.nativeImage.createFromPath('dot.png');
    const badge = createBadge(window as never, { app: electronFake.app, platform: 'win32', overlayImage: () => dot as never }, 'Panel Comercio');
    badge.setCount(1);
    badge.setCount(4);
    badge.setCount(0);
    expect(window.overlayIcons).toEqual([
      { icon: dot, description: '1 pedido nuevo' },
      { icon: dot, description: '4 pedidos nuevos' },
      { icon: null, description: '' },
    ]);
    expect(electronFake.state.badgeCounts).toEqual([]);
    expect(OVERLAY_DOT_PNG_DATA_URL.startsWith('data:image/png;base64,iVBORw0KGgo')).toBe(true);
  });

  it('puts the overlay and the flash back when a window hidden in the tray (no taskbar button) is shown again', async () => {
    const { window } = openPanel();
    await vi.waitFor(() => expect(window.isVisible()).toBe(true));
    const dot = electronFake.nativeImage.createFromPath('dot.png');
    const counts: number[] = [];
    const badge = createBadge(window as never, { app: electronFake.app, platform: 'win32', overlayImage: () => dot as never, onCount: (count) => void counts.push(count) }, 'Panel Comercio');
    window.hide();
    badge.setCount(2);
    expect(window.taskbarButton()).toBeNull();
    expect(counts).toEqual([2]);
    window.show();
    expect(window.taskbarButton()).toEqual({ overlay: { icon: dot, description: '2 pedidos nuevos' }, flashing: true });
  });

  it('shows a system notification that brings the panel forward when clicked, and tells the panel of the click', async () => {
    let focused = 0;
    const notifier = createNotifier(electronFake.Notification as never, () => void focused++);
    const outcome = notifier.notify({ title: 'Nuevo pedido', body: 'Folio TAQ-0001 · $90.00' });
    const [shown] = electronFake.state.notifications;
    expect(shown?.options).toMatchObject({ title: 'Nuevo pedido', body: 'Folio TAQ-0001 · $90.00', silent: true });
    expect(shown?.shown).toBe(true);
    // Held until clicked: Electron drops the listeners of a notification nothing holds.
    expect(notifier.waitingCount).toBe(1);
    shown?.click();
    expect(focused).toBe(1);
    await expect(outcome).resolves.toBe('clicked');
    expect(notifier.waitingCount).toBe(0);
  });

  it('still answers a click after the toast timed out (the Action Center on Windows), and takes it away after an hour', async () => {
    vi.useFakeTimers();
    try {
      let focused = 0;
      const notifier = createNotifier(electronFake.Notification as never, () => void focused++);
      const later = notifier.notify({ title: 'Nuevo pedido', body: 'Pedido TAQ-0002' });
      const unclicked = notifier.notify({ title: 'Nuevo pedido', body: 'Pedido TAQ-0003' });
      const [first, second] = electronFake.state.notifications;
      first?.dismiss('timedOut');
      second?.dismiss('timedOut');
      vi.advanceTimersByTime(NOTIFICATION_CLICK_WAIT_MS - 1);
      first?.click();
      await expect(later).resolves.toBe('clicked');
      expect(focused).toBe(1);
      expect(first?.closed).toBe(false);
      vi.advanceTimersByTime(1);
      await expect(unclicked).resolves.toBe('expired');
      expect(second?.closed).toBe(true);
      expect(notifier.waitingCount).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops waiting when the person dismisses it', async () => {
    const notifier = createNotifier(electronFake.Notification as never, () => undefined);
    const dismissed = notifier.notify({ title: 'Pedidos sin atender', body: '3 pedidos esperan respuesta' });
    electronFake.state.notifications[0]?.dismiss('userCanceled');
    await expect(dismissed).resolves.toBe('expired');
    expect(notifier.waitingCount).toBe(0);
  });

  it('answers at once when the system cannot show one (Windows) or has no notifications', async () => {
    const notifier = createNotifier(electronFake.Notification as never, () => undefined);
    const refused = notifier.notify({ title: 'Nuevo pedido', body: 'Pedido TAQ-0004' });
    electronFake.state.notifications[0]?.fail('0x80070490');
    await expect(refused).resolves.toBe('expired');
    expect(notifier.waitingCount).toBe(0);
    electronFake.Notification.supported = false;
    await expect(notifier.notify({ title: 'Nuevo pedido', body: 'Pedido TAQ-0005' })).resolves.toBe('unsupported');
    expect(electronFake.state.notifications).toHaveLength(1);
  });
});
