// The steps of a new owner's first hour, walked through the UI, shared by onboarding.test.ts and
// first-hour.test.ts: sign-up, the wizard (phone code, commerce, address with a reload, delivery, how delivery
// is charged, hours), the PDF import from the empty menu, and the print agent's pairing and main printer.
// Each step waits on what the screen shows (never a fixed sleep) and counts the owner's clicks.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { twoColumnMenuPdf } from '../../integration/menu/support/menu-pdfs';
import { chooseSelectOption, expectScreen } from '../support/browser';
import { waitForCode } from '../support/codes';
import { shot } from '../support/shots';

/** Clicks (and option picks) the owner makes, counted as the test makes them. Typing is not counted. */
export interface ClickCounter {
  click(testId: string): Promise<void>;
  clickLocator(locator: Locator): Promise<void>;
  /** A step that is one user gesture without a click of ours (choosing a file, a sidebar link). */
  gesture(): void;
  readonly count: number;
}

export function clickCounter(page: Page): ClickCounter {
  let clicks = 0;
  return {
    click: async (testId) => {
      clicks += 1;
      await page.getByTestId(testId).click();
    },
    clickLocator: async (locator) => {
      clicks += 1;
      await locator.click();
    },
    gesture: () => {
      clicks += 1;
    },
    get count() {
      return clicks;
    },
  };
}

/** GET `path` with the session the panel keeps in this page. */
export async function apiAs<T = Record<string, unknown>>(page: Page, baseUrl: string, path: string): Promise<T> {
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('panel.session') ?? 'null') as { token: string; id_comercio: string });
  const response = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${session.token}`, id_comercio: session.id_comercio } });
  return (await response.json()) as T;
}

export interface NewOwner {
  email: string;
  telefono: string;
}

/** Fills /registro and sends it; the panel opens the onboarding wizard. */
export async function signUpInUi(page: Page, ui: ClickCounter, baseUrl: string, label: string): Promise<NewOwner> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 100)}`.slice(-8);
  const owner = { telefono: `55${stamp}`, email: `${label}-${stamp}@prueba.mx` };
  await page.goto(`${baseUrl}/registro`);
  await page.getByLabel('Nombre del comercio').fill('Tortas La Güera');
  await page.getByLabel('Tu nombre').fill('Lupita Hernández');
  await page.getByLabel('Correo electrónico').fill(owner.email);
  await page.locator('#campo-telefono').fill(owner.telefono);
  await page.getByLabel('Contraseña', { exact: true }).fill('tortas12345');
  await page.getByRole('checkbox').check();
  await ui.click('sign-up-submit');
  await expectScreen(page, 'onboarding', '/onboarding');
  return owner;
}

/** Step 1: the phone, validated with the code sent by SMS (no password, no logout). */
export async function validatePhoneStep(page: Page, ui: ClickCounter, codesFile: string, owner: Pick<NewOwner, 'telefono'>, shotName?: string): Promise<void> {
  await page.getByTestId('onboarding-step-phone').waitFor();
  await ui.click('send-phone-code');
  await page.getByTestId('phone-code').waitFor();
  if (shotName) await shot(page, shotName);
  await page.getByTestId('phone-code').fill(await waitForCode(codesFile, `+52${owner.telefono}`));
  await ui.click('validate-phone');
}

/** Steps 2 and 3: commerce data, then a reload in the middle of the address step resumes on it. */
export async function commerceAndAddressSteps(page: Page, ui: ClickCounter): Promise<void> {
  await page.getByTestId('onboarding-step-commerce').waitFor();
  await page.getByLabel('Prefijo de folio (opcional)').fill('TLG');
  await ui.click('onboarding-next');
  await page.getByTestId('onboarding-step-address').waitFor();
  await page.reload();
  await page.getByTestId('onboarding-step-address').waitFor();
  expect(await page.getByText('Paso 3 de 6: Dirección').count()).toBe(1);
  await page.getByLabel('Calle').fill('Av. Insurgentes Sur');
  await page.getByLabel('Núm. exterior').fill('1602');
  await page.getByLabel('Colonia').fill('Crédito Constructor');
  await page.getByLabel('Código postal').fill('03940');
  await page.getByLabel('Ciudad o municipio').fill('Ciudad de México');
  await page.getByLabel('Estado').fill('Ciudad de México');
  // The pin starts at the city's centre (a real owner would drag it to the door).
  await ui.click('pin-search');
  await ui.click('onboarding-next');
}

/** Step 4: home delivery paid in cash; a reload on the next step keeps the wizard there. */
export async function deliveryStep(page: Page, ui: ClickCounter): Promise<void> {
  await page.getByTestId('onboarding-step-delivery').waitFor();
  await ui.click('flow-delivery');
  await ui.click('method-delivery-efectivo');
  await ui.click('onboarding-next');
  await page.getByTestId('onboarding-step-pricing').waitFor();
  await page.reload();
  await page.getByTestId('onboarding-step-pricing').waitFor();
}

/** Picks a "Tipo de envío" in the delivery pricing form. */
export async function chooseFeeType(page: Page, ui: ClickCounter, label: string): Promise<void> {
  await ui.clickLocator(page.getByLabel('Tipo de envío'));
  ui.gesture();
  await chooseSelectOption(page, label);
}

/** Clicks a map at a fraction of its width and height. */
export async function clickMap(page: Page, mapTestId: string, x: number, y: number): Promise<void> {
  const map = page.getByTestId(mapTestId).locator('.leaflet-container');
  const box = await map.boundingBox();
  if (!box) throw new Error('map not visible');
  await map.click({ position: { x: box.width * x, y: box.height * y } });
}

/** Draws a four-point polygon zone by clicking the map, names it and gives it a fee. */
export async function drawSquareZone(page: Page, ui: ClickCounter, zone: { nombre: string; costo: number }): Promise<void> {
  await ui.clickLocator(page.getByRole('button', { name: 'Agregar zona (polígono)' }));
  await page.getByTestId('zone-form').waitFor();
  for (const [x, y] of [
    [0.3, 0.3],
    [0.7, 0.3],
    [0.7, 0.7],
    [0.3, 0.7],
  ] as const) {
    ui.gesture();
    await clickMap(page, 'zone-map', x, y);
  }
  await expect.poll(() => page.getByTestId('zone-points').locator('.ant-input-number').count()).toBe(8);
  await page.getByTestId('zone-map').locator('path.leaflet-interactive').first().waitFor();
  await page.getByLabel('Nombre de la zona').fill(zone.nombre);
  await page.getByTestId('zone-form').getByLabel('Costo de envío', { exact: true }).fill(String(zone.costo));
  await ui.click('zone-done');
  await page.getByTestId('zone-item').filter({ hasText: 'Polígono de 4 puntos' }).waitFor();
}

/** Step 6: hours (Mon–Sat 8:00–17:00); the wizard ends on the setup checklist. */
export async function scheduleStep(page: Page, ui: ClickCounter): Promise<void> {
  await page.getByTestId('onboarding-step-schedule').waitFor();
  await page.getByLabel('Abre a las').fill('08:00');
  await page.getByLabel('Cierra a las').fill('17:00');
  await ui.click('onboarding-next');
  await expectScreen(page, 'setup', '/configuracion-inicial');
}

/** The empty menu offers the PDF import; the free plan gets there through the trial. Ends on the imported menu. */
export async function importPdfMenuFromEmptyMenu(page: Page, ui: ClickCounter, baseUrl: string, name: string): Promise<void> {
  ui.gesture();
  await page.goto(`${baseUrl}/menu/productos`);
  await page.getByTestId('menu-empty-upsell').waitFor();
  await shot(page, `menu-vacio-${name}`);
  await ui.click('menu-empty-import');
  await expectScreen(page, 'upsell', '/suscripcion/PDF_TO_MENU');
  await ui.click('activate-trial');
  await expectScreen(page, 'welcome-trial', '/bienvenido-prueba-gratis');
  ui.gesture();
  await page.goto(`${baseUrl}/menu/productos`);
  await page.getByTestId('menu-empty-import').waitFor();
  expect(await page.getByTestId('menu-empty-upsell').count()).toBe(0);
  await ui.click('menu-empty-import');
  await expectScreen(page, 'menu-uploader', '/menu/productos/procesar-menu');
  ui.gesture();
  await page.locator('input[type=file]').setInputFiles({ name: 'menu.pdf', mimeType: 'application/pdf', buffer: await twoColumnMenuPdf() });
  const rows = page.getByTestId('import-review').getByTestId('import-row');
  // The first PDF a server reads loads the PDF reader (pdfjs-dist and its worker, 3.4 MB of code: 3.5
  // CPU-seconds under tsx, 0.4 in plain Node): on a fresh e2e server beside two other busy files this once
  // took over the usual 15 s (a fresh-clone CI run). A wait for the result, not a timing (docs/architecture.md, "Tests").
  await expect.poll(() => rows.count(), { timeout: 60_000 }).toBe(10);
  await page.getByTestId('import-review').scrollIntoViewIfNeeded();
  await shot(page, `importar-revision-${name}`);
  await ui.click('import-confirm');
  await ui.clickLocator(page.getByRole('dialog').getByRole('button', { name: 'Crear productos' }));
  await page.getByTestId('screen-products').locator('[data-testid="menu-category"]').first().waitFor();
}

/** The products of the two-column PDF menu (tests/integration/menu/support/menu-pdfs.ts). */
export const IMPORTED_PRODUCTS = ['Arroz con leche', 'Bistec', 'Campechano', 'Flan', 'Horchata', 'Jamaica', 'Pastor', 'Refresco', 'Torta ahogada', 'Torta de milanesa'];

/** Opens the print agent's pairing link (what the desktop app opens): the panel keeps the pairing in this browser. */
export async function openAgentPairingLink(page: Page, ui: ClickCounter, baseUrl: string, pairingFragment: string): Promise<void> {
  ui.gesture();
  await page.goto(`${baseUrl}/login${pairingFragment}`);
  await page.waitForFunction(() => localStorage.getItem('panel.agent.token') !== null);
}

/** In /ajustes (agent paired), sets Printer1 to a network printer (the emulator) that prints each order when received. */
export async function setMainPrinter(page: Page, ui: ClickCounter, baseUrl: string, emulatorPort: number): Promise<void> {
  ui.gesture();
  await page.goto(`${baseUrl}/ajustes`);
  await page.getByTestId('screen-settings').waitFor({ timeout: 30_000 });
  await page.locator('[data-testid="bridge-status"][data-bridge="agent"]').waitFor({ timeout: 20_000 });
  const form = page.getByTestId('print-settings-form');
  await ui.clickLocator(form.getByTestId('Printer1-choice').getByText('De red'));
  await page.locator('#Printer1-host').fill('127.0.0.1');
  await page.locator('#Printer1-port').fill(String(emulatorPort));
  await ui.clickLocator(page.locator('#Printer1-autoPrint'));
  ui.gesture();
  await chooseSelectOption(page, 'Al recibir el pedido');
  await ui.click('print-settings-save');
  await page.getByText('Información actualizada correctamente').waitFor();
}
