// A new owner's first hour (issue #19 items 4, 6 and 10, docs/onboarding.md) at 1280 and 390 px: sign up, validate
// the phone with the SMS code (no password, no logout), reload in the middle of the wizard and resume on the
// same step, say how delivery is charged, set the hours (Mon–Sat 8–17), land on the setup checklist, then find
// the PDF import in the empty menu (free plan: the trial first) and import a two-column PDF menu. Counts the
// clicks and the time to the end of onboarding and to the imported menu.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, MOBILE, newPage } from '../support/browser';
import { shot } from '../support/shots';
import {
  apiAs,
  chooseFeeType,
  clickCounter,
  commerceAndAddressSteps,
  deliveryStep,
  IMPORTED_PRODUCTS,
  importPdfMenuFromEmptyMenu,
  scheduleStep,
  signUpInUi,
  validatePhoneStep,
} from './first-hour-steps';

const baseUrl = inject('baseUrl');
const codesFile = inject('codesFile');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});


describe.each([
  { name: '1280', viewport: DESKTOP },
  { name: '390', viewport: MOBILE },
])('new owner at $name px', ({ name, viewport }) => {
  it('signs up, validates the phone, resumes the wizard after a reload, ends on the checklist and imports a PDF menu from the empty menu', async () => {
    const page = await newPage(browser, viewport);
    const ui = clickCounter(page);
    const started = Date.now();
    const { telefono } = await signUpInUi(page, ui, baseUrl, `guera-${name}`);
    await validatePhoneStep(page, ui, codesFile, { telefono }, `onboarding-telefono-${name}`);
    await commerceAndAddressSteps(page, ui);
    await deliveryStep(page, ui);

    // Step 5: how delivery is charged, with the rules of Tarifas y entregas.
    await ui.click('onboarding-next');
    await page.getByTestId('onboarding-step-pricing').locator('.ant-form-item-explain-error').first().waitFor();
    await chooseFeeType(page, ui, 'Tarifa fija');
    await page.getByLabel('Costo de envío', { exact: true }).fill('35');
    await shot(page, `onboarding-costo-envio-${name}`);
    await ui.click('onboarding-next');

    // Step 6: hours (Mon–Sat 8:00–17:00), then the wizard ends on the setup checklist.
    await scheduleStep(page, ui);
    const minutes = (Date.now() - started) / 60_000;
    await shot(page, `onboarding-fin-checklist-${name}`);
    console.info(`[onboarding ${name}px] ${ui.count} clics, ${minutes.toFixed(2)} min desde el registro hasta la lista de configuración`);

    const commerce = await apiAs(page, baseUrl, '/v1/comercio');
    expect(commerce).toMatchObject({ prefijo_folio: 'TLG', activar_envio_domicilio: true, tipo_envio_domicilio: 'estandar', costo_envio_domicilio: 35 });
    expect(commerce.onboarding_finish_date).not.toBeNull();
    expect(await apiAs(page, baseUrl, '/v1/account/telefono')).toMatchObject({ telefono, verificado: true });
    // The progress was cleared: nothing is left to resume.
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('panel.onboarding.')))).toEqual([]);

    expect((commerce.horarios as { horario_apertura: string; horario_cierre: string }[]).map((turn) => `${turn.horario_apertura}-${turn.horario_cierre}`)).toContain('08:00-17:00');

    // Mi cuenta shows the validated number.
    await page.goto(`${baseUrl}/mi-cuenta`);
    await page.getByTestId('phone-validated').waitFor();
    await shot(page, `mi-cuenta-telefono-${name}`, true);

    // The empty menu offers the PDF import; the free plan gets there through the trial.
    await importPdfMenuFromEmptyMenu(page, ui, baseUrl, name);
    const menuMinutes = (Date.now() - started) / 60_000;
    await shot(page, `menu-importado-${name}`);
    console.info(`[onboarding y menú ${name}px] ${ui.count} clics, ${menuMinutes.toFixed(2)} min desde el registro hasta el menú importado`);
    const products = await apiAs<{ nombre: string; precio: number }[]>(page, baseUrl, '/v1/productos');
    expect(products.map((product) => product.nombre).sort()).toEqual([...IMPORTED_PRODUCTS].sort());
    await page.context().close();
  });
});
