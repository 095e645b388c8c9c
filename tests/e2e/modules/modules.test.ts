// Integrations, asistencia, news, announcement and mi-cuenta in real Chromium against the real server with
// the demo taquería: configure an integration (secret answered masked), open asistencia and a tutorial,
// see the news badge clear and the seeded announcement close after its delay, and mi-cuenta with plan
// and usage. Set E2E_SHOTS_DIR to keep screenshots at 1280 and 390 px.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectScreen, launchBrowser, loginWithStorage, MOBILE, newPage } from '../support/browser';
import { shot } from '../support/shots';

const baseUrl = inject('baseUrl');
const accounts = inject('accounts');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});


/** The seeded announcement is show_once: mark it seen so it stays out of the screens under test. */
async function dismissAnnouncement(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Conoce el nuevo control de pedidos' });
  if (await dialog.isVisible().catch(() => false)) {
    await page.getByTestId('announcement-close').click({ timeout: 8_000 });
    await dialog.waitFor({ state: 'hidden' });
  }
}

describe('integraciones', () => {
  it('configures Loyverse in the panel and shows its token only masked', async () => {
    const page = await newPage(browser, DESKTOP);
    const session = await loginWithStorage(page, baseUrl, accounts.demo, '/integraciones');
    await expectScreen(page, 'integrations', '/integraciones');
    await page.getByTestId('integration-sandbox').getByText('Conectado').waitFor();
    for (const group of ['Repartidores', 'Punto de venta', 'Pagos', 'Notificaciones por WhatsApp']) {
      await page.getByRole('heading', { name: group, exact: true }).waitFor();
    }
    await dismissAnnouncement(page);
    await shot(page, 'integraciones-1280');

    // Called by the product (docs/integrations.md): the card says what it does, and saved data is «Configurado»,
    // never «Conectado» (its connection test against a fake Loyverse: tests/e2e/loyverse/loyverse.test.ts).
    await page.getByTestId('integration-loyverse').getByText('recibe cada pedido entregado como recibo', { exact: false }).waitFor();
    await page.getByTestId('integration-loyverse').getByText('Sin configurar').waitFor();
    await page.getByTestId('integration-loyverse').getByRole('button', { name: 'Configurar' }).click();
    await page.waitForURL((url) => url.pathname === '/integraciones/pos/loyverse/configuration');
    // The drawer's own button: the WhatsApp settings under it have a «Guardar» too.
    const configuration = page.getByRole('dialog');
    await configuration.getByRole('button', { name: 'Guardar', exact: true }).click();
    await page.getByText('Requerido').first().waitFor();
    await page.getByLabel('ID de la tienda').fill('tienda-e2e');
    await page.getByLabel('Token').fill('token-secreto-e2e-4321');
    await shot(page, 'integracion-configuracion-1280');
    await configuration.getByRole('button', { name: 'Guardar', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/integraciones');
    await page.getByTestId('integration-loyverse').getByText('Configurado', { exact: true }).waitFor();
    // Clip charges like the other payment providers: its card says what it does.
    await page.getByTestId('integration-clip').getByText('Cobra con Clip el «Pago en línea»', { exact: false }).waitFor();

    await page.getByTestId('integration-loyverse').getByRole('button', { name: 'Ver detalle' }).click();
    await page.waitForURL((url) => url.pathname === '/integraciones/pos/loyverse/detail');
    await page.getByText('••••4321').waitFor();
    expect(await page.content()).not.toContain('token-secreto-e2e-4321');
    await shot(page, 'integracion-detalle-1280');
    await page.context().close();
    // The worker's other files deliver the demo's orders: no receipt may go to a Loyverse that does not exist.
    const headers = { authorization: `Bearer ${session.token}`, id_comercio: session.id_comercio };
    expect((await fetch(`${baseUrl}/v1/integrations/pos/loyverse`, { method: 'DELETE', headers })).status).toBe(200);
  });

  it('lists the groups on a phone', async () => {
    const page = await newPage(browser, MOBILE);
    await loginWithStorage(page, baseUrl, accounts.demo, '/integraciones');
    await expectScreen(page, 'integrations', '/integraciones');
    await page.getByTestId('integration-stripe').waitFor();
    await dismissAnnouncement(page);
    await shot(page, 'integraciones-390');
    await page.context().close();
  });
});

describe('asistencia, novedades y anuncio', () => {
  it('opens a tutorial, clears the news badge and closes the announcement once its delay has passed', async () => {
    const page = await newPage(browser, DESKTOP, { announcements: true });
    await loginWithStorage(page, baseUrl, accounts.demo, '/asistencia');
    await expectScreen(page, 'support', '/asistencia');
    const dialog = page.getByRole('dialog', { name: 'Conoce el nuevo control de pedidos' });
    await dialog.waitFor();
    // delay_before_close 3 s: the button counts down, and neither it, the × nor Escape closes it meanwhile.
    const close = page.getByTestId('announcement-close');
    expect(await close.isDisabled()).toBe(true);
    expect(await close.innerText()).toMatch(/^Cerrar \([123]\)$/);
    expect(await dialog.locator('.ant-modal-close').count()).toBe(0);
    await shot(page, 'anuncio-esperando-1280');
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);
    await page.locator('[data-testid="announcement-close"]:not([disabled])').waitFor({ timeout: 8_000 });
    expect(await close.innerText()).toBe('Cerrar');
    await shot(page, 'anuncio-1280');
    await close.click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByTestId('tutorial-list').getByRole('link', { name: 'Crea tu menú' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/asistencia/tutorial/'));
    // Scoped to the tutorial: the list behind it carries the same description.
    await page.getByTestId('screen-tutorial').getByText('Categorías, productos, presentaciones y extras.').waitFor();
    await shot(page, 'tutorial-1280');
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.pathname === '/asistencia');
    // The news list was shown on this screen, so the newest item counts as viewed.
    await page.getByTestId('news-item').first().waitFor();
    await expect.poll(() => page.getByTestId('news-badge').locator('.ant-badge-count').count()).toBe(0);
    await shot(page, 'asistencia-1280');

    // show_once: after a reload the announcement stays closed.
    await page.reload();
    await expectScreen(page, 'support', '/asistencia');
    await page.getByTestId('news-item').first().waitFor();
    expect(await dialog.isVisible()).toBe(false);
    await page.context().close();
  });

  it('greets every signed-in user from the first session, remembering show_once per user, at 390 px', async () => {
    const page = await newPage(browser, MOBILE, { announcements: true });
    // A brand-new commerce (setup far from done) sees it on its first screen.
    await loginWithStorage(page, baseUrl, accounts.founder, '/perfil-social');
    const dialog = page.getByRole('dialog', { name: 'Conoce el nuevo control de pedidos' });
    await dialog.waitFor();
    expect(await page.getByTestId('announcement-close').isDisabled()).toBe(true);
    await shot(page, 'anuncio-esperando-390');
    await page.locator('[data-testid="announcement-close"]:not([disabled])').click({ timeout: 8_000 });
    await dialog.waitFor({ state: 'hidden' });
    // Another user on the same browser has not closed it yet.
    await loginWithStorage(page, baseUrl, accounts.demo, '/asistencia');
    await dialog.waitFor();
    await page.locator('[data-testid="announcement-close"]:not([disabled])').click({ timeout: 8_000 });
    await dialog.waitFor({ state: 'hidden' });
    const answered = page.waitForResponse((response) => response.url().includes('/v2/announcements'));
    await loginWithStorage(page, baseUrl, accounts.founder, '/perfil-social');
    expect((await (await answered).json()).results).toHaveLength(1);
    await page.getByTestId('open-closed-label').waitFor();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await dialog.isVisible()).toBe(false);
    await page.context().close();
  });

  it('shows the unread news count in the header until the updates drawer is opened', async () => {
    const page = await newPage(browser, DESKTOP);
    await loginWithStorage(page, baseUrl, accounts.demo, '/integraciones');
    await expectScreen(page, 'integrations', '/integraciones');
    await dismissAnnouncement(page);
    const count = page.getByTestId('news-badge').locator('.ant-badge-count');
    await count.waitFor();
    expect(Number(await count.getAttribute('title'))).toBeGreaterThan(0);
    await page.getByTestId('news-badge').getByRole('button').click();
    await page.getByTestId('news-item').first().waitFor();
    await count.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('shows asistencia on a phone', async () => {
    const page = await newPage(browser, MOBILE);
    await loginWithStorage(page, baseUrl, accounts.demo, '/asistencia');
    await expectScreen(page, 'support', '/asistencia');
    await dismissAnnouncement(page);
    await page.getByTestId('tutorial-list').waitFor();
    await shot(page, 'asistencia-390');
    await page.context().close();
  });
});

describe('mi-cuenta', () => {
  for (const [viewport, suffix] of [
    [DESKTOP, '1280'],
    [MOBILE, '390'],
  ] as const) {
    it(`shows the plan, the month's order usage and the billing state at ${suffix} px`, async () => {
      const page = await newPage(browser, viewport);
      await loginWithStorage(page, baseUrl, accounts.demo, '/mi-cuenta');
      await expectScreen(page, 'my-account', '/mi-cuenta');
      await dismissAnnouncement(page);
      await page.getByTestId('account-plan').getByText('Plan').first().waitFor();
      await page.getByTestId('order-usage').getByText(/pedidos/).waitFor();
      await page.getByText('Aún no hay facturas').waitFor();
      await page.getByRole('button', { name: 'Métodos de pago' }).click();
      await page.getByText('No hay un proveedor de facturación configurado').first().waitFor();
      await shot(page, `mi-cuenta-${suffix}`);
      await page.context().close();
    });
  }
});
