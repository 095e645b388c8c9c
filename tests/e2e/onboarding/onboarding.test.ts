// A new owner's first steps (issue #19 items 4 and 6, docs/onboarding.md) at 1280 and 390 px: sign up, validate
// the phone with the SMS code (no password, no logout), reload in the middle of the wizard and resume on the
// same step, say how delivery is charged, and land on the setup checklist. Counts the clicks and the time.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
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
    get count() {
      return clicks;
    },
  };
}

const apiAs = async (page: Page, path: string) => {
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('panel.session') ?? 'null') as { token: string; id_comercio: string });
  const response = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${session.token}`, id_comercio: session.id_comercio } });
  return (await response.json()) as Record<string, unknown>;
};

describe.each([
  { name: '1280', viewport: DESKTOP },
  { name: '390', viewport: MOBILE },
])('new owner at $name px', ({ name, viewport }) => {
  it('signs up, validates the phone, resumes the wizard after a reload and ends on the setup checklist', async () => {
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

    // Step 6: hours, then the wizard ends on the setup checklist.
    await page.getByTestId('onboarding-step-schedule').waitFor();
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

    // Mi cuenta shows the validated number.
    await page.goto(`${baseUrl}/mi-cuenta`);
    await page.getByTestId('phone-validated').waitFor();
    await shot(page, `mi-cuenta-telefono-${name}`, true);
    await page.context().close();
  });
});
