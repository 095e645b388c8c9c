// A new owner's first hour (issue #19 items 4, 6 and 10, docs/onboarding.md) at 1280 and 390 px: sign up, validate
// the phone with the SMS code (no password, no logout), reload in the middle of the wizard and resume on the
// same step, say how delivery is charged, set the hours (Mon–Sat 8–17), land on the setup checklist, then find
// the PDF import in the empty menu (free plan: the trial first) and import a two-column PDF menu. Counts the
// clicks and the time to the end of onboarding and to the imported menu.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { twoColumnMenuPdf } from '../../integration/menu/support/menu-pdfs';
import { DESKTOP, expectScreen, launchBrowser, MOBILE, newPage } from '../support/browser';
import { waitForCode } from '../support/codes';
import { shot } from '../support/shots';

const baseUrl = inject('baseUrl');
const codesFile = inject('codesFile');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Clicks (and option picks) the owner makes, counted as the test makes them. */
function clickCounter(page: Page) {
  let clicks = 0;
  return {
    click: async (testId: string) => {
      clicks += 1;
      await page.getByTestId(testId).click();
    },
    clickLocator: async (locator: ReturnType<Page['getByText']>) => {
      clicks += 1;
      await locator.click();
    },
    /** A step that is one user gesture without a click of ours (choosing a file, a sidebar link). */
    gesture: () => {
      clicks += 1;
    },
    get count() {
      return clicks;
    },
  };
}

const apiAs = async <T = Record<string, unknown>>(page: Page, path: string): Promise<T> => {
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('panel.session') ?? 'null') as { token: string; id_comercio: string });
  const response = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${session.token}`, id_comercio: session.id_comercio } });
  return (await response.json()) as T;
};

describe.each([
  { name: '1280', viewport: DESKTOP },
  { name: '390', viewport: MOBILE },
])('new owner at $name px', ({ name, viewport }) => {
  it('signs up, validates the phone, resumes the wizard after a reload, ends on the checklist and imports a PDF menu from the empty menu', async () => {
    const page = await newPage(browser, viewport);
    const ui = clickCounter(page);
    const stamp = `${Date.now()}`.slice(-8);
    const telefono = `55${stamp}`;
    const email = `guera-${name}-${stamp}@prueba.mx`;
    const started = Date.now();

    await page.goto(`${baseUrl}/registro`);
    await page.getByLabel('Nombre del comercio').fill('Tortas La Güera');
    await page.getByLabel('Tu nombre').fill('Lupita Hernández');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.locator('#campo-telefono').fill(telefono);
    await page.getByLabel('Contraseña', { exact: true }).fill('tortas12345');
    await page.getByRole('checkbox').check();
    await ui.click('sign-up-submit');

    // Step 1: the phone, validated with the code sent by SMS.
    await expectScreen(page, 'onboarding', '/onboarding');
    await page.getByTestId('onboarding-step-phone').waitFor();
    await ui.click('send-phone-code');
    await page.getByTestId('phone-code').waitFor();
    await shot(page, `onboarding-telefono-${name}`);
    await page.getByTestId('phone-code').fill(await waitForCode(codesFile, `+52${telefono}`));
    await ui.click('validate-phone');

    // Step 2: commerce data, then a reload in the middle of the address step.
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
    await ui.click('onboarding-next');

    // Step 4: home delivery paid in cash; another reload keeps the wizard on the next step.
    await page.getByTestId('onboarding-step-delivery').waitFor();
    await ui.click('flow-delivery');
    await ui.click('method-delivery-efectivo');
    await ui.click('onboarding-next');
    await page.getByTestId('onboarding-step-pricing').waitFor();
    await page.reload();
    await page.getByTestId('onboarding-step-pricing').waitFor();

    // Step 5: how delivery is charged, with the rules of Tarifas y entregas.
    await ui.click('onboarding-next');
    await page.getByTestId('onboarding-step-pricing').locator('.ant-form-item-explain-error').first().waitFor();
    await ui.clickLocator(page.getByLabel('Tipo de envío'));
    await ui.clickLocator(page.locator('.ant-select-item-option').filter({ hasText: 'Tarifa fija' }));
    await page.getByLabel('Costo de envío', { exact: true }).fill('35');
    await shot(page, `onboarding-costo-envio-${name}`);
    await ui.click('onboarding-next');

    // Step 6: hours (Mon–Sat 8:00–17:00), then the wizard ends on the setup checklist.
    await page.getByTestId('onboarding-step-schedule').waitFor();
    await page.getByLabel('Abre a las').fill('08:00');
    await page.getByLabel('Cierra a las').fill('17:00');
    await ui.click('onboarding-next');
    await expectScreen(page, 'setup', '/configuracion-inicial');
    const minutes = (Date.now() - started) / 60_000;
    await shot(page, `onboarding-fin-checklist-${name}`);
    console.info(`[onboarding ${name}px] ${ui.count} clics, ${minutes.toFixed(2)} min desde el registro hasta la lista de configuración`);

    const commerce = await apiAs(page, '/v1/comercio');
    expect(commerce).toMatchObject({ prefijo_folio: 'TLG', activar_envio_domicilio: true, tipo_envio_domicilio: 'estandar', costo_envio_domicilio: 35 });
    expect(commerce.onboarding_finish_date).not.toBeNull();
    expect(await apiAs(page, '/v1/account/telefono')).toMatchObject({ telefono, verificado: true });
    // The progress was cleared: nothing is left to resume.
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('panel.onboarding.')))).toEqual([]);

    expect((commerce.horarios as { horario_apertura: string; horario_cierre: string }[]).map((turn) => `${turn.horario_apertura}-${turn.horario_cierre}`)).toContain('08:00-17:00');

    // Mi cuenta shows the validated number.
    await page.goto(`${baseUrl}/mi-cuenta`);
    await page.getByTestId('phone-validated').waitFor();
    await shot(page, `mi-cuenta-telefono-${name}`, true);

    // The empty menu offers the PDF import; the free plan gets there through the trial.
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
    const rows = page.getByTestId('import-review').locator('tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(10);
    await page.getByTestId('import-review').scrollIntoViewIfNeeded();
    await shot(page, `importar-revision-${name}`);
    await ui.click('import-confirm');
    await ui.clickLocator(page.getByRole('dialog').getByRole('button', { name: 'Crear productos' }));
    await page.getByTestId('screen-products').locator('[data-testid="menu-category"]').first().waitFor();
    const menuMinutes = (Date.now() - started) / 60_000;
    await shot(page, `menu-importado-${name}`);
    console.info(`[primera hora ${name}px] ${ui.count} clics, ${menuMinutes.toFixed(2)} min desde el registro hasta el menú importado`);
    const products = await apiAs<{ nombre: string; precio: number }[]>(page, '/v1/productos');
    expect(products.map((product) => product.nombre).sort()).toEqual(
      ['Arroz con leche', 'Bistec', 'Campechano', 'Flan', 'Horchata', 'Jamaica', 'Pastor', 'Refresco', 'Torta ahogada', 'Torta de milanesa'].sort(),
    );
    await page.context().close();
  });
});
