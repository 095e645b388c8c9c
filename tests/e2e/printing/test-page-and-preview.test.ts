// Issue 51, printer set-up: the test page prints right after «Comprobar» answered «La impresora responde»,
// without saving, on the printer chosen in the form and in that printer's own layout (a kitchen printer's
// test page has no prices, as its preview); and the ticket preview never makes Chromium log «Blocked script
// execution in 'about:srcdoc'» (it did whenever something ran a script in its sandboxed frame: DevTools,
// extensions, Playwright's trace snapshots — a trace records here, as E2E_TRACE_DIR does).
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { EmulatorJob } from '../../../scripts/printer-emulator/emulator';
import { loginWithStorage, MOBILE, newPage } from '../support/browser';
import { shot } from '../support/shots';
import { TRACE_DIR } from '../support/traces';
import { flatText, useBrowserAndPrintingRig } from './harness';

const baseUrl = inject('baseUrl');
const accounts = inject('accounts');

const printing = useBrowserAndPrintingRig();

/** The next test page the emulator receives (auto-print may send order tickets to it meanwhile). */
async function nextTestPage(from: number): Promise<EmulatorJob> {
  let found: EmulatorJob | undefined;
  await expect
    .poll(
      () => {
        found = printing.rig.emulator.jobs().slice(from).find((job) => job.text.includes('Página de prueba'));
        return found !== undefined;
      },
      { timeout: 15_000, message: 'La página de prueba no llegó a la impresora' },
    )
    .toBe(true);
  return found!;
}

/** Ticket 3 as a network printer on the emulator, checked with «Comprobar», nothing saved. */
async function chooseAndCheck(page: Page): Promise<void> {
  await page.getByTestId('printer-tab-Printer3').click();
  await page.getByTestId('Printer3-choice').getByText('De red').click();
  await page.locator('#Printer3-host').fill('127.0.0.1');
  await page.locator('#Printer3-port').fill(String(printing.rig.emulator.port));
  await page.getByTestId('Printer3-probe').click();
  await page.getByTestId('Printer3-probe-result').filter({ hasText: 'La impresora responde' }).waitFor();
}

describe('impresora recién elegida y vista previa', () => {
  it('después de «Comprobar» imprime la página de prueba sin guardar, en el formato de cocina o de mostrador', async () => {
    const page = await newPage(printing.browser);
    await loginWithStorage(page, baseUrl, accounts.demo, `/ajustes${printing.rig.agent().pairingFragment}`);
    await page.getByTestId('print-settings-form').waitFor({ timeout: 20_000 });
    await chooseAndCheck(page);
    await page.getByTestId('Printer3-kitchen').click();

    const button = page.getByTestId('test-page-Printer3');
    await expect(button.isEnabled(), 'la página de prueba espera a que se guarde').resolves.toBe(true);
    await page.getByTestId('test-page-hint-Printer3').filter({ hasText: 'Se imprime con lo elegido en esta pestaña, aunque no lo hayas guardado.' }).waitFor();
    await page.getByTestId('test-page-printer-Printer3').filter({ hasText: `Elegida sin guardar: 127.0.0.1:${printing.rig.emulator.port}` }).waitFor();
    await page.getByTestId('printer-status-Printer3').evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await shot(page, 'h51-test-page-unsaved-1280');
    let before = printing.rig.emulator.jobs().length;
    await button.click();
    await page.getByText('Página de prueba enviada a Ticket 3').waitFor();
    const kitchen = flatText(await nextTestPage(before));
    // The kitchen layout, as the preview shows it: the dishes, no prices, no totals.
    expect(kitchen).toContain('COCINA');
    expect(kitchen).toContain('Tacos al pastor');
    expect(kitchen).toContain('ñ á é í ó ú ü ¿ ¡ Ñ');
    expect(kitchen).not.toMatch(/\$\d/);
    expect(kitchen).not.toContain('TOTAL');

    // The counter layout once «Ticket de cocina» is off again: prices and total.
    await page.getByTestId('Printer3-kitchen').click();
    before = printing.rig.emulator.jobs().length;
    await button.click();
    const counter = flatText(await nextTestPage(before));
    expect(counter).toContain('TOTAL MXN');
    expect(counter).toMatch(/\$\d/);

    // Nothing was saved: the printer stays unchosen until «Guardar».
    expect((await printing.rig.printing().getSettings()).Printer3.printer).toBeNull();
    await page.context().close();
  });

  it('a 390 px la página de prueba también sale sin guardar', async () => {
    const page = await newPage(printing.browser, MOBILE);
    await loginWithStorage(page, baseUrl, accounts.demo, `/ajustes${printing.rig.agent().pairingFragment}`);
    await page.getByTestId('print-settings-form').waitFor({ timeout: 20_000 });
    await chooseAndCheck(page);
    const before = printing.rig.emulator.jobs().length;
    await page.getByTestId('test-page-Printer3').scrollIntoViewIfNeeded();
    await shot(page, 'h51-test-page-unsaved-390');
    await page.getByTestId('test-page-Printer3').click();
    expect(flatText(await nextTestPage(before))).toContain('TOTAL MXN');
    await page.context().close();
  });

  it('la vista previa del ticket no deja avisos de scripts bloqueados en la consola', async () => {
    for (const viewport of [undefined, MOBILE]) {
      const page = await newPage(printing.browser, viewport);
      const messages: string[] = [];
      page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
      // A trace takes DOM snapshots by running a script in every frame (the test run records one only with E2E_TRACE_DIR).
      if (!TRACE_DIR) await page.context().tracing.start({ snapshots: true });
      await loginWithStorage(page, baseUrl, accounts.demo, `/ajustes${printing.rig.agent().pairingFragment}`);
      await page.getByTestId('print-settings-form').waitFor({ timeout: 20_000 });
      const preview = page.getByTestId('ticket-preview-Printer1');
      await preview.locator('iframe, [data-testid="ticket-preview-paper"]').first().waitFor({ timeout: 15_000 });
      // The preview follows an edit (a new ticket drawn): still nothing logged.
      await page.getByTestId('Printer1-kitchen').click();
      await page.waitForTimeout(1_500);
      expect(messages.filter((text) => /Blocked script execution|sandboxed/i.test(text))).toEqual([]);
      await preview.getByText('Tacos al pastor').first().waitFor();
      await preview.evaluate((element) => element.scrollIntoView({ block: 'start' }));
      await shot(page, `h51-ticket-preview-${viewport ? 390 : 1280}`);
      if (!TRACE_DIR) await page.context().tracing.stop();
      await page.context().close();
    }
  });
});
