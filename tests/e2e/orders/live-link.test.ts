// The live link in real Chromium against the real server (docs/board.md, "Sin conexión"): a socket the
// server drops reconnects, the header says «Sin conexión» meanwhile and the order placed then shows and
// rings; a link that died without closing is found by the check the panel sends when the browser goes
// offline; a connect that hangs is given up when the person clicks «Sin conexión».
import { describe, expect, inject, it } from 'vitest';
import { showOnlyOnBoard } from '../counter/support';
import { newPage, useBrowserAndDemoSession } from '../support/browser';
import { alarm, attribute, card, cardSelector, openBoard, placePublicOrder, waitLive } from './support';

const baseUrl = inject('baseUrl');
const accounts = inject('accounts');

const demo = useBrowserAndDemoSession();

describe('live link', () => {
  it('reconnects after the server drops the socket and shows (and rings for) an order placed meanwhile', async () => {
    const page = await newPage(demo.browser);
    // Every live socket goes through Playwright's proxy, so the test can end them as a failing server would.
    const sockets: { close(options?: { code?: number; reason?: string }): Promise<void> }[] = [];
    await page.routeWebSocket(/\/ws$/, (ws) => {
      ws.connectToServer();
      sockets.push(ws);
    });
    // While __liveBlocked is set the panel cannot open a socket: it stays disconnected, retrying with backoff.
    // Installed after the route, so it wraps Playwright's WebSocket stand-in and the panel's `new WebSocket`
    // throws at once. (Installed before, the stand-in built the blocked socket later, outside the panel's
    // call: the throw was swallowed and that attempt stayed "connecting" for good, so a retry that fell in
    // the blocked window — more likely on a busy machine — left the panel never reconnecting.)
    await page.addInitScript(() => {
      const Native = window.WebSocket;
      const flags = window as unknown as { __liveBlocked?: boolean };
      window.WebSocket = class extends Native {
        constructor(url: string | URL, protocols?: string | string[]) {
          if (flags.__liveBlocked && String(url).endsWith('/ws')) throw new Error('sin red');
          super(url, protocols);
        }
      } as typeof WebSocket;
    });
    await openBoard(page, baseUrl, accounts.demo);
    // Orders socket + panel_session socket. The board shows "open" for the orders socket alone; the
    // session socket may reach the route a moment later, and one left unrouted would not be dropped.
    await expect.poll(() => sockets.length).toBeGreaterThanOrEqual(2);

    await page.evaluate(() => ((window as unknown as { __liveBlocked: boolean }).__liveBlocked = true));
    // The page sees its sockets closed with 1011 (server error), as when the server restarts.
    await Promise.all(sockets.map((socket) => socket.close({ code: 1011, reason: 'reinicio' })));
    await page.waitForSelector('[data-testid="order-alarm"]:not([data-live="open"])', { state: 'attached' });
    // Cut off for more than a moment: the header says so, in words a screen reader hears at once.
    const notice = page.getByTestId('connection-notice');
    await notice.waitFor();
    expect(await notice.innerText()).toBe('Sin conexión');
    expect(await notice.getAttribute('aria-label')).toBe('Sin conexión con el servidor: los pedidos nuevos no llegan. Reintentando; haz clic para reintentar ahora.');
    await expect.poll(() => page.getByTestId('live-announcer-urgent').innerText()).toBe('Sin conexión con el servidor: los pedidos nuevos no llegan hasta que vuelva.');

    const placed = await placePublicOrder(baseUrl, demo.session.id_path, 'takeAway', 'Pedido Durante Corte');
    const orderId = placed.pedido.id;
    await showOnlyOnBoard(page, placed.pedido.folio);
    expect(await card(page, orderId).count()).toBe(0);
    // Still cut off: every retry so far was refused.
    expect(await alarm(page).getAttribute('data-live')).not.toBe('open');

    // The network is back: the browser says so and the panel retries at once instead of waiting its backoff.
    await page.evaluate(() => {
      (window as unknown as { __liveBlocked: boolean }).__liveBlocked = false;
      window.dispatchEvent(new Event('online'));
    });
    await waitLive(page);
    await card(page, orderId).waitFor();
    // This order rings (other files' pending orders may ring too: the page opened as a new window).
    await attribute(page, cardSelector(orderId), 'data-new', 'true');
    await notice.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('live-announcer').innerText()).toContain('Conexión recuperada: los pedidos nuevos vuelven a llegar.');
    await page.context().close();
  });

  it('finds a link that died without closing: the check after going offline gets no answer, and the board reconnects', async () => {
    const page = await newPage(demo.browser);
    // Every live socket goes through Playwright's proxy; `mute` makes the ones open so far lose everything the
    // server sends, as over a dead link that never closed (the panel still thinks them open). Later ones work.
    const mutes: (() => void)[] = [];
    await page.routeWebSocket(/\/ws$/, (ws) => {
      const server = ws.connectToServer();
      let lost = false;
      server.onMessage((message) => {
        if (!lost) ws.send(message);
      });
      ws.onMessage((message) => server.send(message));
      mutes.push(() => (lost = true));
    });
    await openBoard(page, baseUrl, accounts.demo);
    for (const mute of mutes.splice(0)) mute();
    const placed = await placePublicOrder(baseUrl, demo.session.id_path, 'takeAway', 'Pedido Enlace Muerto');
    const orderId = placed.pedido.id;
    await showOnlyOnBoard(page, placed.pedido.folio);
    // Nothing came, and the panel does not know: its sockets look open.
    expect(await card(page, orderId).count()).toBe(0);
    expect(await alarm(page).getAttribute('data-live')).toBe('open');
    // The browser says it went offline: the panel asks the server, hears nothing within 10 s, drops those
    // sockets and connects again; the new ones work, and the order placed meanwhile shows and rings. (Waited
    // for as new sockets at the route: the state between the two, "reconnecting", lasts half a second.)
    await page.evaluate(() => window.dispatchEvent(new Event('offline')));
    await expect.poll(() => mutes.length, { timeout: 30_000 }).toBeGreaterThan(0);
    await waitLive(page);
    await card(page, orderId).waitFor();
    await attribute(page, cardSelector(orderId), 'data-new', 'true');
    await page.context().close();
  });

  it('gives up a connect that hangs when the person clicks «Sin conexión», and connects again at once', async () => {
    const page = await newPage(demo.browser);
    // While `hang` is set, new sockets reach no server: they open and nothing ever answers their
    // subscriptions, as when the server's token check is stuck or the link died under a new connect.
    let hang = false;
    let hung = 0;
    const sockets: { close(options?: { code?: number; reason?: string }): Promise<void> }[] = [];
    await page.routeWebSocket(/\/ws$/, (ws) => {
      if (hang) {
        hung += 1;
        return;
      }
      ws.connectToServer();
      sockets.push(ws);
    });
    await openBoard(page, baseUrl, accounts.demo);
    await expect.poll(() => sockets.length).toBeGreaterThanOrEqual(2);

    hang = true;
    await Promise.all(sockets.splice(0).map((socket) => socket.close({ code: 1011, reason: 'reinicio' })));
    const notice = page.getByTestId('connection-notice');
    await notice.waitFor();
    // The retries hang, unanswered: no backoff is running, the connect itself is what waits.
    await expect.poll(() => hung).toBeGreaterThanOrEqual(2);
    const placed = await placePublicOrder(baseUrl, demo.session.id_path, 'takeAway', 'Pedido Tras Clic');
    await showOnlyOnBoard(page, placed.pedido.folio);

    // The person clicks: the hung sockets are given up and new ones reach the server, without waiting for
    // the hung connect to time out.
    hang = false;
    await notice.click();
    // New sockets reach the server well before the hung ones' own 20 s would have run out.
    await expect.poll(() => sockets.length, { timeout: 8_000 }).toBeGreaterThanOrEqual(2);
    await waitLive(page);
    await card(page, placed.pedido.id).waitFor();
    await attribute(page, cardSelector(placed.pedido.id), 'data-new', 'true');
    await notice.waitFor({ state: 'detached' });
    expect(await alarm(page).getAttribute('data-live')).toBe('open');
    await page.context().close();
  });
});
