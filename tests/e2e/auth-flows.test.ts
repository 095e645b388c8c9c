// Login errors, sign-up through the onboarding wizard to the landing path, and password recovery with the
// 6-digit code, in real Chromium against the real server.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MSG } from '@shared/messages';
import { countRequests, expectScreen, launchBrowser, loginThroughUi, newPage, requestsSettled } from './support/browser';
import { waitForCode } from './support/codes';

const baseUrl = inject('baseUrl');
const accounts = inject('accounts');
const codesFile = inject('codesFile');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('login', () => {
  it("shows the server's message for a wrong password and stays on /login", async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Correo electrónico o usuario').fill(accounts.demo.email);
    await page.getByLabel('Contraseña', { exact: true }).fill('no-es-la-clave');
    await page.getByTestId('login-submit').click();
    const error = page.getByTestId('login-error');
    await error.waitFor();
    const text = (await error.innerText()).trim();
    expect(text.length).toBeGreaterThan(0);
    expect(text).not.toBe(MSG.requestFailed);
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.context().close();
  });

  it('validates the form before calling the server', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl}/login`);
    await page.getByTestId('login-submit').click();
    expect(await page.getByText(MSG.required).count()).toBe(2);
    await page.context().close();
  });
});

describe('sign-up and onboarding', () => {
  it('signs up, goes through the wizard and reaches the landing path', async () => {
    const page = await newPage(browser);
    await countRequests(page);
    const email = `nuevo-${Date.now()}@prueba.mx`;
    await page.goto(`${baseUrl}/registro`);
    await page.getByLabel('Nombre del comercio').fill('Antojitos La Güera');
    await page.getByLabel('Tu nombre').fill('María López');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.locator('#campo-telefono').fill('9931112233');
    await page.getByLabel('Contraseña', { exact: true }).fill('secreta123');
    await page.getByRole('checkbox').check();
    await page.getByTestId('sign-up-submit').click();

    await expectScreen(page, 'onboarding', '/onboarding');
    // The phone validation is offered first; it can be left for later (tests/e2e/onboarding validates it).
    await page.getByTestId('skip-phone-validation').click();
    // Step 2: commerce data (name and phone come from the sign-up).
    await page.getByTestId('onboarding-step-commerce').waitFor();
    expect(await page.getByLabel('Nombre del comercio').inputValue()).toBe('Antojitos La Güera');
    await page.getByLabel('Prefijo de folio (opcional)').fill('agu');
    await page.getByTestId('onboarding-next').click();
    // Step 2: address; required fields are checked.
    await page.getByTestId('onboarding-step-address').waitFor();
    await page.getByTestId('onboarding-next').click();
    expect(await page.getByText(MSG.required).count()).toBeGreaterThan(3);
    await page.getByLabel('Calle').fill('Av. Gregorio Méndez');
    await page.getByLabel('Núm. exterior').fill('1204');
    await page.getByLabel('Colonia').fill('Centro');
    await page.getByLabel('Código postal').fill('86000');
    await page.getByLabel('Ciudad o municipio').fill('Villahermosa');
    await page.getByLabel('Estado').fill('Tabasco');
    await page.getByTestId('pin-search').click();
    await page.getByTestId('onboarding-next').click();
    // Step 3: at least one mode, each with a payment method.
    await page.getByTestId('onboarding-step-delivery').waitFor();
    await page.getByTestId('onboarding-next').click();
    await page.getByText('Activa al menos un tipo de entrega', { exact: false }).waitFor();
    await page.getByTestId('flow-pickup').click();
    await page.getByTestId('onboarding-next').click();
    await page.getByText('Selecciona al menos un método de pago').waitFor();
    await page.getByTestId('method-pickup-efectivo').check();
    await page.getByTestId('onboarding-next').click();
    // Delivery pricing: without home delivery there is nothing to charge.
    await page.getByTestId('onboarding-step-pricing').waitFor();
    await page.getByTestId('onboarding-next').click();
    // Schedule, then finish on the setup checklist.
    await page.getByTestId('onboarding-step-schedule').waitFor();
    await page.getByTestId('onboarding-next').click();
    await expectScreen(page, 'setup', '/configuracion-inicial');

    // A new freemium account sees its welcome page once, then its landing path.
    await page.goto(`${baseUrl}/`);
    await expectScreen(page, 'welcome-freemium', '/bienvenido-freemium');
    // Pressed with the keyboard once the page's requests have answered. In three fresh-clone CI runs (and
    // one three-worker run before) a mouse click here left the page on the welcome screen for 15 s, the
    // button on screen and no error; never reproduced locally, with traces or beside CPU hogs. The account
    // cannot change at that moment (nothing refetches it), so the routes are not rebuilt; what is left is
    // the pointer: a click that Playwright aims and then sends to a point the button has left. Enter on the
    // focused button does not depend on where it is. Suspected, not seen: if it happens again, the
    // print-out of the failure (tests/e2e/support/traces.ts) lists the requests still unanswered.
    await requestsSettled(page);
    await page.getByTestId('welcome-continue').press('Enter');
    await expectScreen(page, 'orders', '/control-pedidos');

    const session = await page.evaluate(() => JSON.parse(localStorage.getItem('panel.session') ?? 'null') as { token: string; id_comercio: string });
    const commerce = (await (
      await fetch(`${baseUrl}/v1/comercio`, { headers: { authorization: `Bearer ${session.token}`, id_comercio: session.id_comercio } })
    ).json()) as { onboarding_finish_date: string | null; prefijo_folio: string; activar_pasar_recoger: boolean; horarios: unknown[]; address: { city: string } };
    expect(commerce.onboarding_finish_date).not.toBeNull();
    expect(commerce.prefijo_folio).toBe('AGU');
    expect(commerce.activar_pasar_recoger).toBe(true);
    expect(commerce.address.city).toBe('Villahermosa');
    expect(commerce.horarios.length).toBe(6);
    await page.context().close();
  });
});

describe('password recovery', () => {
  it('requests a code, resets the password with it and logs in with the new one', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await page.getByTestId('screen-recover-password').waitFor();
    await page.getByTestId('screen-recover-password').getByLabel('Correo electrónico').fill(accounts.recovery.email);
    await page.getByTestId('recover-submit').click();
    await expectScreen(page, 'reset-password', '/registro/actualizarpassword');
    expect(await page.getByLabel('Correo electrónico').inputValue()).toBe(accounts.recovery.email);

    const code = await waitForCode(codesFile, accounts.recovery.email);
    await page.getByLabel('Código de 6 dígitos').fill(code);
    await page.getByLabel('Contraseña nueva').fill('nuevaClave2026');
    await page.getByLabel('Confirma la contraseña').fill('nuevaClave2026');
    await page.getByTestId('reset-submit').click();
    await expectScreen(page, 'login', '/login');
    await page.getByText('Tu contraseña se actualizó').waitFor();

    await loginThroughUi(page, baseUrl, { email: accounts.recovery.email, password: 'nuevaClave2026' });
    await expectScreen(page, 'orders', '/control-pedidos');
    await page.context().close();
  });
});
