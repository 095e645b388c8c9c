// /ajustes → Impresión in Chromium: pairing by hand when no bridge answers, the live preview following
// unsaved settings, a network printer checked and saved, the test page (with the code-page characters)
// reaching the printer, the printer's status, and auto-print locked without module IMPRESION_AUTOMATICA.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chooseSelectOption, loginWithStorage, newPage } from '../support/browser';
import { useBrowserAndPrintingRig } from './harness';

const baseUrl = inject('baseUrl');
const accounts = inject('accounts');

const printing = useBrowserAndPrintingRig();

/** The ticket the preview shows (the paper's shadow root). */
async function previewHtml(page: Page): Promise<string> {
  const paper = page.getByTestId('ticket-preview-paper');
  if ((await paper.count()) === 0) return '';
  return paper.evaluate((element) => element.shadowRoot?.innerHTML ?? '');
}

/** The preview's srcdoc once it satisfies `predicate` (the preview follows the form a moment later). */
async function waitForPreview(page: Page, predicate: (html: string) => boolean): Promise<string> {
  let matched = '';
  const matches = async () => {
    const html = await previewHtml(page);
    if (!predicate(html)) return false;
    matched = html;
    return true;
  };
  await expect.poll(matches, { timeout: 10_000, message: 'La vista previa no cambió' }).toBe(true);
  return matched;
}

describe('ajustes de impresión', () => {
  it('sin puente explica cómo vincular; con token y puerto se conecta al agente', async () => {
    const page = await newPage(printing.browser);
    await loginWithStorage(page, baseUrl, accounts.demo, '/ajustes');
    await page.locator('[data-testid="bridge-status"][data-bridge="none"]').waitFor({ timeout: 20_000 });
    await page.getByText('La impresión no está disponible en este navegador').waitFor();
    // In a plain browser the status bar shows no printer warning.
    await expect(page.getByText('No se detectaron impresoras.').count()).resolves.toBe(0);
    await expect(page.getByTestId('print-settings-form').count()).resolves.toBe(0);

    await page.getByLabel('Token del agente').fill('corto');
    await page.getByRole('button', { name: 'Vincular' }).click();
    await page.getByRole('alert').filter({ hasText: 'El token tiene de 16 a 128 caracteres' }).waitFor();

    await page.getByLabel('Token del agente').fill(printing.rig.agent().token);
    await page.getByLabel('Puerto').fill(String(printing.rig.agent().port));
    await page.getByRole('button', { name: 'Vincular' }).click();
    await page.locator('[data-testid="bridge-status"][data-bridge="agent"]').waitFor({ timeout: 20_000 });
    await page.getByTestId('print-settings-form').waitFor();
    // Status bar, warning 11 of shared/status-warnings.ts: no main printer chosen and this machine reports no printer.
    await page.getByText('No se detectaron impresoras.').waitFor({ timeout: 15_000 });
    expect((await page.getByRole('tab').allTextContents()).map((text) => text.trim())).toEqual(['Impresora principal', 'Ticket 2', 'Ticket 3']);
    await page.context().close();
  });

  it('la vista previa sigue los cambios sin guardar; prueba, guarda y muestra el estado de la impresora', async () => {
    const page = await newPage(printing.browser);
    await loginWithStorage(page, baseUrl, accounts.demo, `/ajustes${printing.rig.agent().pairingFragment}`);
    await page.getByTestId('print-settings-form').waitFor({ timeout: 20_000 });

    // Live preview of Printer1: sample order at 205 px, then larger text and a kitchen ticket without saving.
    const first = await waitForPreview(page, (html) => html.includes('MUESTRA-001'));
    expect(first).toContain('data-text-size="small"');
    expect(first).toContain('$210.00');
    await page.locator('#Printer1-textSize').click();
    await chooseSelectOption(page, 'Muy grande');
    await waitForPreview(page, (html) => html.includes('data-text-size="xxl"'));
    await page.getByTestId('Printer1-kitchen').click();
    const edited = await waitForPreview(page, (html) => html.includes('data-text-size="xxl"') && !html.includes('$210.00'));
    expect(edited).toContain('Tacos al pastor');
    expect((await printing.rig.printing().getSettings()).Printer1.textSize).toBe('small');
    await page.getByRole('button', { name: 'Descartar cambios' }).click();
    await waitForPreview(page, (html) => html.includes('data-text-size="small"'));

    // Ticket 2 as a network printer: probe, save, status online, test page with the code-page characters.
    await page.getByTestId('printer-tab-Printer2').click();
    await page.getByTestId('Printer2-choice').getByText('De red').click();
    await page.locator('#Printer2-host').fill('127.0.0.1');
    await page.locator('#Printer2-port').fill('1');
    await page.getByTestId('Printer2-probe').click();
    await expect(page.getByTestId('Printer2-probe-result').textContent()).resolves.toBe('La impresora no responde');
    await page.locator('#Printer2-port').fill(String(printing.rig.emulator.port));
    await page.getByTestId('Printer2-probe').click();
    await page.getByTestId('Printer2-probe-result').filter({ hasText: 'La impresora responde' }).waitFor();
    await page.getByTestId('print-settings-save').click();
    await page.getByText('Información actualizada correctamente').waitFor();
    expect((await printing.rig.printing().getSettings()).Printer2.printer).toEqual({ kind: 'network', host: '127.0.0.1', port: printing.rig.emulator.port });
    await page.locator('[data-testid="printer-status-Printer2"][data-state="En línea"]').waitFor({ timeout: 15_000 });

    const before = printing.rig.emulator.jobs().length;
    await page.getByTestId('test-page-Printer2').click();
    await page.getByText('Página de prueba enviada a Ticket 2').waitFor();
    const [testPage] = (await printing.rig.emulator.waitForJobs(before + 1, 10_000)).slice(before);
    expect(testPage?.text).toContain('Página de prueba');
    expect(testPage?.text).toContain('ñ á é í ó ú ü ¿ ¡ Ñ');

    // The printer goes off: the status says so after the next refresh (saving asks for one at once).
    await printing.rig.emulator.setOnline(false);
    await page.getByTestId('print-settings-save').click();
    await page.locator('[data-testid="printer-status-Printer2"][data-state="No encontrada"]').waitFor({ timeout: 15_000 });
    await printing.rig.emulator.setOnline(true);
    await page.context().close();
  });

  it('sin el módulo de impresión automática el modo queda bloqueado con su enlace de suscripción', async () => {
    const page = await newPage(printing.browser);
    await loginWithStorage(page, baseUrl, accounts.freemium, `/ajustes${printing.rig.agent().pairingFragment}`);
    await page.getByTestId('print-settings-form').waitFor({ timeout: 20_000 });
    await expect(page.locator('#Printer1-autoPrint').isDisabled()).resolves.toBe(true);
    const upsell = page.getByTestId('Printer1-autoprint-upsell');
    await expect(upsell.getAttribute('href')).resolves.toBe('/suscripcion/IMPRESION_AUTOMATICA');
    await upsell.click();
    await page.waitForURL((url) => url.pathname === '/suscripcion/IMPRESION_AUTOMATICA');
    await page.context().close();
  });
});
