// Busy mode and the customer's order status page in real Chromium (docs/counter.md). Busy mode runs on
// its own commerce (the founder account) so pausing never refuses other tests' demo orders.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { LoginSession } from '@shared/types/account';
import { apiLogin, chooseMenuItem, DESKTOP, launchBrowser, loginWithStorage, MOBILE, newPage } from '../support/browser';
import { DEV_API_KEY } from '../../../server/src/config';
import { placeTakeAway as placeAway, privateHeaders, shot, showOnlyOnBoard } from './support';

const baseUrl = inject('baseUrl');
const accounts = inject('accounts');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** What the public menu reads (the 409 on placing an order while paused is covered by the integration test). */
async function publicPaused(idPath: string): Promise<boolean> {
  const response = await fetch(`${baseUrl}/v1/public/comercio/${idPath}/modo-ocupado`);
  return ((await response.json()) as { pausado: boolean }).pausado;
}

describe('modo ocupado', () => {
  it('pauses the public menu from the header (1280 px), the menu says so at 390 px, and resuming brings it back', async () => {
    const session: LoginSession = await apiLogin(baseUrl, accounts.founder);
    const panel = await newPage(browser, DESKTOP);
    await loginWithStorage(panel, baseUrl, accounts.founder, '/mesas');
    try {
      await panel.getByTestId('busy-mode').click();
      await chooseMenuItem(panel, '30 minutos');
      await expect.poll(() => panel.getByTestId('busy-mode').getAttribute('data-state')).toBe('paused');
      expect(await panel.getByTestId('busy-mode').textContent()).toMatch(/Pausado hasta \d{1,2}:\d{2}/);
      // The bar shows only the highest-priority warning (this commerce has earlier ones than busy mode):
      // with a warning active it is on screen, whichever it is.
      await panel.getByTestId('status-bar').waitFor();
      await shot(panel, 'busy-header-1280');
      expect(await publicPaused(session.id_path)).toBe(true);

      const customer = await newPage(browser, MOBILE);
      await customer.goto(`${baseUrl}/m/${session.id_path}`);
      await customer.getByTestId('paused-banner').waitFor();
      expect(await customer.getByTestId('paused-banner').textContent()).toContain('Pausamos los pedidos en línea');
      await shot(customer, 'busy-public-390');

      await panel.getByTestId('busy-mode').click();
      await chooseMenuItem(panel, 'Reanudar pedidos en línea');
      await expect.poll(() => panel.getByTestId('busy-mode').getAttribute('data-state')).toBe('off');
      await customer.reload();
      await customer.locator('.pm-page, main').first().waitFor();
      expect(await customer.getByTestId('paused-banner').count()).toBe(0);
      expect(await publicPaused(session.id_path)).toBe(false);
      await customer.context().close();
    } finally {
      await fetch(`${baseUrl}/v1/modo-ocupado`, { method: 'PUT', headers: privateHeaders(session), body: JSON.stringify({ accion: 'reanudar' }) });
      await panel.context().close();
    }
  });
});

const placeTakeAway = (session: LoginSession) => placeAway(baseUrl, session.id_path);

describe.each([
  ['1280', DESKTOP],
  ['390', MOBILE],
] as const)('modo ocupado al aceptar a %s px', (width, viewport) => {
  it('the accept dialog shows the prep time with the extra minutes, and the order gets exactly that', async () => {
    const session = await apiLogin(baseUrl, accounts.demo);
    const busy = (accion: string, minutos?: number) => fetch(`${baseUrl}/v1/modo-ocupado`, { method: 'PUT', headers: privateHeaders(session), body: JSON.stringify({ accion, minutos }) });
    const page = await newPage(browser, viewport);
    try {
      expect((await busy('agregar_minutos', 10)).status).toBe(200);
      const order = await placeTakeAway(session);
      await loginWithStorage(page, baseUrl, accounts.demo, '/control-pedidos');
      await showOnlyOnBoard(page, order.folio);
      const card = page.locator(`[data-testid="order-card"][data-order-id="${order.id}"]`);
      await card.getByTestId('accept-order').click();
      await page.getByTestId('prep-busy-note').waitFor();
      expect(await page.getByTestId('prep-busy-note').textContent()).toBe('Incluye +10 min del modo ocupado');
      expect(await page.getByTestId('prep-20').textContent()).toContain('30 min');
      await shot(page, `accept-busy-${width}`);
      await page.getByTestId('prep-20').click();
      await expect
        .poll(async () => {
          const status = await fetch(`${baseUrl}/v1/public/comercio/${session.id_path}/pedido/${order.id}/estatus`);
          return ((await status.json()) as { estatus: string }).estatus;
        })
        .toBe('accepted');
      const detail = await fetch(`${baseUrl}/v2/commerce/${session.id_comercio}/orders/${order.id}`, { headers: { 'x-api-key': DEV_API_KEY, 'x-panel-session': session.token } });
      expect(((await detail.json()) as { pedido: { tiempo_preparacion: number } }).pedido.tiempo_preparacion).toBe(30);
    } finally {
      await busy('quitar_minutos');
      await page.context().close();
    }
  });
});

describe('estado del pedido', () => {
  it('shows received, then accepted with the ready time, pushed live without a reload (390 px)', async () => {
    const session = await apiLogin(baseUrl, accounts.demo);
    const order = await placeTakeAway(session);

    const page = await newPage(browser, MOBILE);
    await page.goto(`${baseUrl}/m/${session.id_path}/pedido/${order.id}`);
    await page.getByTestId('order-status-page').waitFor();
    await expect.poll(() => page.getByTestId('order-status').getAttribute('data-status')).toBe('pending');
    // The live stream is connected: the page stopped polling, so what changes next came through the stream.
    await expect.poll(() => page.getByTestId('order-status').getAttribute('data-live')).toBe('yes');
    await shot(page, 'status-received-390');
    const accept = await fetch(`${baseUrl}/v1/pedido/${order.id}`, { method: 'PUT', headers: privateHeaders(session), body: JSON.stringify({ action: 'changeStatus', status: 'accepted', tiempo_preparacion: 25 }) });
    expect(accept.status).toBe(200);
    await expect.poll(() => page.getByTestId('order-status').getAttribute('data-status'), { timeout: 20_000 }).toBe('accepted');
    expect(await page.getByTestId('order-ready-at').textContent()).toMatch(/Listo aproximadamente a las \d{1,2}:\d{2}/);
    await shot(page, 'status-accepted-390');
    await page.context().close();
  });

  it('falls back to asking every few seconds when the live stream cannot connect (390 px)', async () => {
    const session = await apiLogin(baseUrl, accounts.demo);
    const order = await placeTakeAway(session);
    const page = await newPage(browser, MOBILE);
    // A proxy that cuts event streams: the page must still follow the order.
    await page.route('**/eventos', (route) => route.abort());
    // The page's clock is the test's: the poll's 10 s pass at once instead of in real time.
    await page.clock.install();
    const statusAsked = () => page.waitForRequest((request) => request.url().endsWith(`/pedido/${order.id}/estatus`));
    const firstAsk = statusAsked();
    await page.goto(`${baseUrl}/m/${session.id_path}/pedido/${order.id}`);
    await firstAsk;
    await expect.poll(() => page.getByTestId('order-status').getAttribute('data-status')).toBe('pending');
    expect(await page.getByTestId('order-status').getAttribute('data-live')).toBe('no');
    const accept = await fetch(`${baseUrl}/v1/pedido/${order.id}`, { method: 'PUT', headers: privateHeaders(session), body: JSON.stringify({ action: 'changeStatus', status: 'accepted', tiempo_preparacion: 15 }) });
    expect(accept.status).toBe(200);
    // Nothing tells the page: only its next poll, every 10 s (status-api.ts), brings the change.
    const nextAsk = statusAsked();
    await page.clock.fastForward(10_000);
    await nextAsk;
    await expect.poll(() => page.getByTestId('order-status').getAttribute('data-status')).toBe('accepted');
    await page.context().close();
  });

  it('shows a rejection with the commerce\'s reason as it happens (1280 px)', async () => {
    const session = await apiLogin(baseUrl, accounts.demo);
    const order = await placeTakeAway(session);
    const page = await newPage(browser, DESKTOP);
    await page.goto(`${baseUrl}/m/${session.id_path}/pedido/${order.id}`);
    await expect.poll(() => page.getByTestId('order-status').getAttribute('data-live')).toBe('yes');
    const reject = await fetch(`${baseUrl}/v1/pedido/${order.id}`, { method: 'PUT', headers: privateHeaders(session), body: JSON.stringify({ action: 'changeStatus', status: 'rejected', motivo: 'Se nos terminó el producto' }) });
    expect(reject.status).toBe(200);
    await expect.poll(() => page.getByTestId('order-status').getAttribute('data-status'), { timeout: 20_000 }).toBe('rejected');
    expect(await page.getByTestId('order-status-text').textContent()).toBe('El comercio no pudo aceptar tu pedido');
    expect(await page.getByTestId('order-reject-reason').textContent()).toBe('Motivo: Se nos terminó el producto');
    await shot(page, 'status-rejected-1280');
    await page.context().close();
  });
});
