// A store nobody is watching pauses itself, seen in real Chromium (docs/availability.md, "Pausa automática"):
// the customer reads the pause on the public menu at 390 px, the panel shows the banner with its reason
// and «Ya estoy atendiendo» resumes the orders. The worker's shared server runs no automatic pause (many
// files use it without a panel open), so this file starts a server of its own whose pause clock it moves
// forward: nothing waits minutes.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTO_PAUSE_PUBLIC_MESSAGE } from '@shared/auto-pause';
import type { Availability } from '@shared/availability';
import { DEMO_LOGIN, type RunningServer } from '../../../server/src/start-server';
import { apiLogin, DESKTOP, launchBrowser, loginWithStorage, MOBILE, newPage } from '../support/browser';
import { shot } from '../support/shots';
import { sessionApi } from '../onboarding/new-owner';
import { startOwnDemoServer } from '../support/own-server';

const MINUTE = 60_000;
let offsetMs = 0;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startOwnDemoServer({ autoPause: { everyMs: 300, clock: () => new Date(Date.now() + offsetMs) } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function publicAvailability(idPath: string): Promise<Availability> {
  const response = await fetch(`${server.url}/v1/public/comercio/${idPath}/menu`);
  return ((await response.json()) as { comercio: { disponibilidad: Availability } }).comercio.disponibilidad;
}

describe('pausa automática', () => {
  it('the customer sees the pause at 390 px, the panel shows why and «Ya estoy atendiendo» resumes', async () => {
    const session = await apiLogin(server.url, DEMO_LOGIN);
    // The demo is seeded with the rule off (it stays open with no panel): the owner switches it on.
    await sessionApi(server.url, () => session)('PUT', '/v1/pausa-automatica', { activo: true, minutos_sin_dispositivo: 5, pedidos_sin_aceptar: 3, minutos_sin_aceptar: 8 });
    // The demo taquería is open around the clock; nobody has opened its panel. Six minutes later by the clock:
    offsetMs = 6 * MINUTE;
    await expect.poll(async () => (await publicAvailability(session.id_path)).motivo).toBe('unattended');

    const customer = await newPage(browser, MOBILE);
    await customer.goto(`${server.url}/m/${session.id_path}`);
    const banner = customer.getByTestId('closed-banner');
    await banner.waitFor();
    expect(await banner.textContent()).toBe(AUTO_PAUSE_PUBLIC_MESSAGE);
    expect(await banner.getAttribute('data-reason')).toBe('unattended');
    await shot(customer, 'auto-pause-public-390');
    await customer.setViewportSize(DESKTOP);
    await shot(customer, 'auto-pause-public-1280');

    const phone = await newPage(browser, MOBILE);
    await loginWithStorage(phone, server.url, DEMO_LOGIN, '/control-pedidos');
    await phone.getByTestId('auto-pause-banner').waitFor();
    await shot(phone, 'auto-pause-panel-390');
    await phone.context().close();

    const panel = await newPage(browser, DESKTOP);
    await loginWithStorage(panel, server.url, DEMO_LOGIN, '/control-pedidos');
    const pauseBanner = panel.getByTestId('auto-pause-banner');
    await pauseBanner.waitFor();
    expect(await pauseBanner.getAttribute('data-reason')).toBe('sin_dispositivo');
    expect(await panel.getByTestId('auto-pause-reason').textContent()).toContain('5 min');
    await shot(panel, 'auto-pause-panel-1280');

    // This panel is a counter device (its live channel is open): acknowledging resumes at once.
    await panel.getByTestId('auto-pause-acknowledge').click();
    await pauseBanner.waitFor({ state: 'detached' });
    expect((await publicAvailability(session.id_path)).abierto).toBe(true);
    await customer.reload();
    await customer.locator('.pm-page, main').first().waitFor();
    expect(await customer.getByTestId('closed-banner').count()).toBe(0);

    await panel.goto(`${server.url}/horarios`);
    await panel.getByTestId('auto-pause-settings').scrollIntoViewIfNeeded();
    await shot(panel, 'auto-pause-settings-1280');
    await customer.context().close();
    await panel.context().close();
  });
});
