// Data safety in real Chromium, as the demo owner (the e2e server's operator, ADMIN_EMAILS): the Ajustes backup card ("Respaldar ahora" shows its
// progress, then the new last backup's time and size; the copy folder is refused with the server's Spanish
// message when it does not exist, then saved, and the next backup says where its copy went) and Mi cuenta's
// "Descargar mis datos" (progress, then a zip download with the commerce's tables as CSV and JSON). Another
// commerce's owner sees who makes the backups and the link to their own data, and no backup control.
// Screenshots at 1280 and 390 px only when E2E_SHOTS_DIR is set. docs/data-safety.md.
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectScreen, launchBrowser, loginWithStorage, MOBILE, newPage } from '../support/browser';
import { shot } from '../support/shots';

const baseUrl = inject('baseUrl');
const accounts = inject('accounts');

let browser: Browser;
let usb: string;
beforeAll(async () => {
  browser = await launchBrowser();
  usb = await mkdtemp(join(tmpdir(), 'panel-e2e-usb-'));
});
afterAll(async () => {
  await browser?.close();
  await rm(usb, { recursive: true, force: true });
});

/** The text of the card's "Último respaldo" value, or null when there is none yet. */
async function lastBackupText(page: Page): Promise<string | null> {
  const last = page.getByTestId('backup-last');
  return (await last.count()) ? await last.innerText() : null;
}

describe('Ajustes → Respaldos', () => {
  it('backs up now with progress, then shows the new backup; the copy folder is checked, saved and used', { timeout: 240_000 }, async () => {
    const page = await newPage(browser, DESKTOP);
    await loginWithStorage(page, baseUrl, accounts.demo, '/ajustes');
    await expectScreen(page, 'settings', '/ajustes');
    const card = page.getByTestId('settings-backup');
    await card.getByTestId('backup-now').waitFor();

    // A folder that does not exist on the server's computer: the server's message shows under the field.
    const missing = join(usb, 'no-conectada');
    await card.getByLabel(/Carpeta para una copia/).fill(missing);
    await card.getByTestId('backup-copy-save').click();
    await expect.poll(() => card.getByText(`La carpeta ${missing} no existe en el equipo del servidor`, { exact: false }).count()).toBe(1);
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'ajustes-respaldo-carpeta-error-1280');

    await card.getByLabel(/Carpeta para una copia/).fill(usb);
    await card.getByTestId('backup-copy-save').click();
    await page.getByText('Carpeta de copia guardada').waitFor();
    await shot(page, 'ajustes-respaldo-carpeta-1280', true);

    const before = await lastBackupText(page);
    await card.getByTestId('backup-now').click();
    await card.getByRole('button', { name: /Respaldando/ }).waitFor(); // the progress state while the server works
    await shot(page, 'ajustes-respaldando-1280', true);
    await page.getByText(/Respaldo listo \(/).waitFor({ timeout: 180_000 });
    await expect.poll(() => lastBackupText(page)).not.toBe(before);
    expect(await card.getByTestId('backup-size').innerText()).toMatch(/\d+(,\d+)?(\.\d+)? (KB|MB) · [\d,]+ registros/);
    const lastCopy = await card.getByTestId('backup-last-copy').innerText();
    expect(lastCopy.startsWith(usb)).toBe(true);
    expect(existsSync(lastCopy)).toBe(true);
    await shot(page, 'ajustes-respaldo-listo-1280', true);

    const phone = await newPage(browser, MOBILE);
    await loginWithStorage(phone, baseUrl, accounts.demo, '/ajustes');
    await phone.getByTestId('settings-backup').getByTestId('backup-last-copy').waitFor();
    await shot(phone, 'ajustes-respaldo-390', true);
    await phone.context().close();

    // Stop copying, so the rest of the suite's backups stay on the server's disk only.
    await card.getByRole('button', { name: 'Quitar carpeta' }).click();
    await page.getByText('Ya no se copian los respaldos a otra carpeta').waitFor();
    await page.context().close();
  });
});

describe('Ajustes → Respaldos for a commerce that is not the operator', () => {
  it('shows who makes the backups and the way to the commerce’s own data, with no backup controls', { timeout: 120_000 }, async () => {
    for (const viewport of [DESKTOP, MOBILE]) {
      const page = await newPage(browser, viewport);
      await loginWithStorage(page, baseUrl, accounts.trial, '/ajustes');
      const card = page.getByTestId('settings-backup');
      await card.getByTestId('backup-operator-only').waitFor();
      expect(await card.getByText('Los respaldos de este servidor los hace su operador', { exact: false }).count()).toBe(1);
      expect(await card.getByTestId('backup-now').count()).toBe(0);
      expect(await card.getByLabel(/Carpeta para una copia/).count()).toBe(0);
      await card.getByRole('link', { name: /Descargar mis datos/ }).waitFor();
      await card.scrollIntoViewIfNeeded();
      await shot(page, `ajustes-respaldo-no-operador-${viewport === DESKTOP ? 1280 : 390}`, true);
      await page.context().close();
    }
  });
});

describe('Mi cuenta → Descargar mis datos', () => {
  it('prepares the zip with progress and downloads the commerce’s tables as CSV and JSON', { timeout: 240_000 }, async () => {
    const page = await newPage(browser, DESKTOP);
    await loginWithStorage(page, baseUrl, accounts.demo, '/mi-cuenta');
    await expectScreen(page, 'my-account', '/mi-cuenta');
    const card = page.getByTestId('account-data-export');
    await card.getByTestId('data-export-start').click();
    // Progress first (the demo's 90 days take a moment), then the download.
    await card.getByTestId('data-export-progress').or(card.getByTestId('data-export-ready')).first().waitFor();
    await shot(page, 'mis-datos-progreso-1280', true);
    await card.getByTestId('data-export-ready').waitFor({ timeout: 180_000 });
    await shot(page, 'mis-datos-lista-1280', true);

    const [download] = await Promise.all([page.waitForEvent('download'), card.getByTestId('data-export-download').click()]);
    expect(download.suggestedFilename()).toMatch(/^mis-datos.*\.zip$/);
    const entries = unzipSync(new Uint8Array(await readFile((await download.path())!)));
    for (const table of ['orders', 'order_lines', 'products', 'customers', 'commerces']) {
      expect(entries[`csv/${table}.csv`], `csv/${table}.csv`).toBeDefined();
      expect(entries[`json/${table}.json`], `json/${table}.json`).toBeDefined();
    }
    const orders = JSON.parse(new TextDecoder().decode(entries['json/orders.json'])) as unknown[];
    expect(orders.length).toBeGreaterThan(100);

    const phone = await newPage(browser, MOBILE);
    await loginWithStorage(phone, baseUrl, accounts.demo, '/mi-cuenta');
    await phone.getByTestId('account-data-export').getByTestId('data-export-ready').waitFor();
    await shot(phone, 'mis-datos-390', true);
    await phone.context().close();
    await page.context().close();
  });
});
