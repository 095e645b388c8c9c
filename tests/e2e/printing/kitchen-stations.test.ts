// Issue 49, Ajustes → Impresión: the kitchen stations editor with the menu's real categories, each printer's
// «Estación» with its station-ticket preview, the backup printer and the cash drawer, saved to the desktop side;
// at 1280 and 390 px. The demo commerce's stations are emptied again at the end (other files share it).
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { KitchenStation } from '@shared/kitchen/stations';
import { apiLogin, loginWithStorage, MOBILE, newPage } from '../support/browser';
import { shot } from '../support/shots';
import { useBrowserAndPrintingRig } from './harness';

const baseUrl = inject('baseUrl');
const accounts = inject('accounts');

const printing = useBrowserAndPrintingRig();

async function putStations(estaciones: unknown[]): Promise<KitchenStation[]> {
  const session = await apiLogin(baseUrl, accounts.demo);
  const response = await fetch(`${baseUrl}/v1/cocina/estaciones`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${session.token}`, id_comercio: session.id_comercio, 'content-type': 'application/json' },
    body: JSON.stringify({ estaciones }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as KitchenStation[];
}

afterAll(async () => {
  await putStations([]);
});

async function openSettings(page: Page): Promise<void> {
  await loginWithStorage(page, baseUrl, accounts.demo, `/ajustes${printing.rig.agent().pairingFragment}`);
  await page.getByTestId('print-settings-form').waitFor({ timeout: 20_000 });
  await page.getByTestId('kitchen-stations').waitFor();
}

describe('estaciones de cocina', () => {
  it('crea una estación con una categoría real del menú, la elige en Ticket 2 y la vista previa es un ticket de estación', async () => {
    await putStations([]);
    const page = await newPage(printing.browser);
    await openSettings(page);
    await page.getByTestId('station-add').click();
    await page.getByTestId('station-0-name').fill('Barra');
    await page.getByTestId('station-0-categories').click();
    const firstCategory = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
    await firstCategory.click();
    await page.keyboard.press('Escape');
    await page.getByTestId('stations-save').click();
    await page.getByText('Estaciones guardadas').waitFor();
    await page.getByTestId('kitchen-stations').scrollIntoViewIfNeeded();
    await shot(page, 'h49-stations-editor-1280');

    await page.getByTestId('printer-tab-Printer2').click();
    await page.getByTestId('Printer2-station').click();
    await page.locator('.ant-select-dropdown:visible').getByText('Barra', { exact: true }).click();
    await page.getByTestId('Printer2-backupSlot').click();
    await page.locator('.ant-select-dropdown:visible').getByText('Impresora principal').click();
    await page.getByTestId('Printer2-cashDrawer').click();
    const preview = page.getByTestId('ticket-preview-Printer2');
    await preview.getByText('1 de 2').waitFor({ timeout: 15_000 });
    await expect(preview.getByText('Barra').first().isVisible()).resolves.toBe(true);
    await expect(preview.getByText(/\$\d/).count()).resolves.toBe(0);
    await page.getByTestId('Printer2-station').scrollIntoViewIfNeeded();
    await shot(page, 'h49-station-slot-1280');
    await page.getByTestId('print-settings-save').click();
    await expect.poll(async () => (await printing.rig.printing().getSettings()).Printer2, { timeout: 10_000 }).toMatchObject({ station: { name: 'Barra' }, backupSlot: 'Printer1', backupAfterSeconds: 60, cashDrawer: true });
    await page.context().close();
  });

  it('a 390 px, y una estación borrada se anuncia en la impresora que la tenía', async () => {
    const page = await newPage(printing.browser, MOBILE);
    await openSettings(page);
    await page.getByTestId('kitchen-stations').scrollIntoViewIfNeeded();
    await shot(page, 'h49-stations-editor-390');
    await putStations([]);
    await page.reload();
    await page.getByTestId('print-settings-form').waitFor({ timeout: 20_000 });
    await page.getByTestId('printer-tab-Printer2').click();
    await page.getByTestId('Printer2-station-gone').waitFor();
    await page.getByTestId('Printer2-station').scrollIntoViewIfNeeded();
    await shot(page, 'h49-station-gone-390');
    // «Respaldo» shows its whole choice («Impresora principal», saved by the first test) beside «Tras».
    // Centred: the sticky save bar covers the bottom of the view.
    await page.getByTestId('Printer2-backupSeconds').evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect(page.getByTestId('Printer2-backupSlot').textContent()).resolves.toContain('Impresora principal');
    await shot(page, 'h49-station-backup-390');
    await page.context().close();
  });
});
