// A printer that is off, noticed at once (docs/printing.md, "A printer that fails"), in Chromium with the print
// agent paired and Printer1 on a printer emulator that is switched off: within 5 s of the first failed
// ticket a banner on every screen counts the tickets waiting and rings once; it stays in view while the page
// scrolls; «Ir a impresión» opens the printing settings; with the printer back on, «Reintentar» prints the
// waiting tickets and the banner goes.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, loginWithStorage, MOBILE, newPage } from '../support/browser';
import { shot } from '../support/shots';
import { Customers, ticketsByFolio, useBrowserAndPrintingRig } from './harness';

const baseUrl = inject('baseUrl');
const accounts = inject('accounts');

const printing = useBrowserAndPrintingRig();

beforeAll(async () => {
  const settings = await printing.rig.printing().getSettings();
  await printing.rig.printing().saveSettings({
    ...settings,
    Printer1: { ...settings.Printer1, printer: { kind: 'network', host: '127.0.0.1', port: printing.rig.emulator.port }, autoPrint: 'onOrderReceived' },
  });
});

/** Counts the sounds the page plays (each ring starts oscillators). */
async function countSounds(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counter = window as unknown as { __sounds: number };
    counter.__sounds = 0;
    const original = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      counter.__sounds += 1;
      return original.call(this);
    };
  });
}
const sounds = (page: Page) => page.evaluate(() => (window as unknown as { __sounds: number }).__sounds);

/** When the agent first recorded a failed attempt for one of `folios` (ms since the epoch). */
async function firstFailure(folios: readonly string[]): Promise<number> {
  for (;;) {
    const jobs = await printing.rig.printing().getRecentJobs();
    if (jobs.some((job) => folios.includes(job.folio) && job.state === 'failed')) return Date.now();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('impresora apagada', () => {
  it('shows a lasting banner with the tickets waiting within 5 s, rings, and goes once «Reintentar» prints them', async () => {
    const { browser, rig } = printing;
    await rig.emulator.setOnline(false);
    const page = await newPage(browser, DESKTOP);
    await countSounds(page);
    await loginWithStorage(page, baseUrl, accounts.demo, `/control-pedidos${rig.agent().pairingFragment}`);
    await page.locator('[data-testid="order-alarm"][data-live="open"]').waitFor({ state: 'attached', timeout: 30_000 });
    // The first click unlocks sound in a browser tab, as a cashier's first click does.
    await page.getByTestId('board-search').click();
    const soundsBefore = await sounds(page);

    const customers = await Customers.connect(baseUrl, 5151);
    const first = await customers.place();
    const failedAt = await firstFailure([first.pedido.folio]);
    const banner = page.getByTestId('printer-failure-banner');
    await banner.waitFor({ timeout: 10_000 });
    const shownAfter = Date.now() - failedAt;
    console.log(`[e2e impresora apagada] aviso ${shownAfter} ms después del primer intento fallido`);
    expect(shownAfter).toBeLessThanOrEqual(5_000);
    expect(await banner.getByRole('alert').textContent()).toContain('La impresora no está imprimiendo: 1 ticket espera.');
    await expect.poll(() => sounds(page)).toBeGreaterThan(soundsBefore);

    await customers.place();
    await expect.poll(() => banner.getAttribute('data-waiting')).toBe('2');
    expect(await banner.textContent()).toContain('2 tickets esperan');
    await shot(page, 'printer-banner-1280');

    // Every screen, and in view while the screen scrolls.
    await page.getByTestId('sidebar').getByText('Historial de pedidos').click();
    await page.waitForURL((url) => url.pathname.startsWith('/historial-pedidos'));
    await page.mouse.wheel(0, 2_000);
    await page.waitForTimeout(300);
    expect(await banner.evaluate((element) => { const box = element.getBoundingClientRect(); return box.top >= 0 && box.bottom <= window.innerHeight; })).toBe(true);

    await banner.getByTestId('printer-failure-settings').click();
    await page.waitForURL((url) => url.pathname === '/ajustes');
    await expect.poll(() => page.locator('#impresion').evaluate((element) => element.getBoundingClientRect().top < window.innerHeight)).toBe(true);

    const phone = await newPage(browser, MOBILE);
    await loginWithStorage(phone, baseUrl, accounts.demo, `/control-pedidos${rig.agent().pairingFragment}`);
    await phone.getByTestId('printer-failure-banner').waitFor({ timeout: 10_000 });
    await shot(phone, 'printer-banner-390');
    await phone.close();

    await rig.emulator.setOnline(true);
    await banner.getByTestId('printer-failure-retry').click();
    await banner.waitFor({ state: 'detached', timeout: 10_000 });
    const printed = ticketsByFolio(rig.emulator.jobs());
    expect(printed.get(first.pedido.folio)?.length).toBe(1);
    await page.close();
  });
});
