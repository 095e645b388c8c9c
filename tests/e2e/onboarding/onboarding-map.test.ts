// The onboarding address step places the commerce on the map (issue #51 item 12), in Chromium at 1280 and
// 390 px: «Continuar» without a pin asks for it; «Buscar en el mapa» starts the map and the pin at the address's
// city (a fonda in Guadalajara lands in Guadalajara, not at the default centre in Tabasco); clicking the map
// moves the pin; the saved address carries the pin, so the checklist and Datos del comercio agree it is complete.
// The delivery step then offers bank transfer, refusing a CLABE whose control digit is wrong; the sign-up form shows
// the password rule before submitting.
import { describe, expect, inject, it } from 'vitest';
import { isCommerceLocationComplete } from '@shared/setup-progress';
import type { Address } from '@shared/types/commerce';
import { PASSWORD_RULE } from '@shared/validation/auth';
import { V } from '@shared/validation/messages';
import { DESKTOP, MOBILE, newPage, useBrowserAndDemoSession } from '../support/browser';
import { shot } from '../support/shots';
import { apiAs, clickCounter, signUpInUi } from './first-hour-steps';

const baseUrl = inject('baseUrl');
const context = useBrowserAndDemoSession();

describe.each([
  { name: '1280', viewport: DESKTOP },
  { name: '390', viewport: MOBILE },
])('onboarding map at $name px', ({ name, viewport }) => {
  it('starts the pin at the address city and saves it with the address', { timeout: 120_000 }, async () => {
    const page = await newPage(context.browser, viewport);
    const ui = clickCounter(page);
    // The sign-up form states the password rule before anything is submitted.
    await page.goto(`${baseUrl}/registro`);
    await page.getByText(PASSWORD_RULE).waitFor();
    await signUpInUi(page, ui, baseUrl, `mapa-${name}`);
    await page.getByTestId('skip-phone-validation').click();
    await page.getByTestId('onboarding-step-commerce').waitFor();
    await page.getByTestId('onboarding-next').click();
    await page.getByTestId('onboarding-step-address').waitFor();
    await page.getByLabel('Calle').fill('Av. Chapultepec');
    await page.getByLabel('Núm. exterior').fill('120');
    await page.getByLabel('Colonia').fill('Americana');
    await page.getByLabel('Código postal').fill('44160');
    await page.getByLabel('Ciudad o municipio').fill('Guadalajara');
    await page.getByLabel('Estado').fill('Jalisco');
    await page.getByTestId('onboarding-next').click();
    await page.getByText(V.pinRequired).first().waitFor();
    expect(await page.getByTestId('onboarding-step-address').count()).toBe(1);

    await page.getByTestId('pin-search').click();
    expect(await page.getByTestId('pin-note').textContent()).toContain('Guadalajara, Jalisco');
    expect(await page.getByTestId('pin-coordinates').textContent()).toBe('Pin en 20.67000, -103.35000');
    // A click on the map moves the pin there (the owner's door).
    const map = page.getByTestId('location-map');
    await map.scrollIntoViewIfNeeded();
    const box = (await map.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2 + 40, box.y + box.height / 2 + 20);
    await expect.poll(() => page.getByTestId('pin-coordinates').textContent()).not.toBe('Pin en 20.67000, -103.35000');
    await shot(page, `onboarding-mapa-${name}`);

    await page.getByTestId('onboarding-next').click();
    await page.getByTestId('onboarding-step-delivery').waitFor();
    const { address } = await apiAs<{ address: Address }>(page, baseUrl, '/v1/comercio');
    expect(address.latitude).toBeGreaterThan(20.6);
    expect(address.latitude).toBeLessThan(20.7);
    expect(address.longitude).toBeGreaterThan(-103.4);
    expect(address.longitude).toBeLessThan(-103.3);
    expect(isCommerceLocationComplete(address)).toBe(true);

    // The next step offers bank transfer, with the account it is paid into (CLABE control digit checked).
    await page.getByTestId('flow-pickup').click();
    await page.getByTestId('method-pickup-transferencia').click();
    await page.getByTestId('bank-details').waitFor();
    await page.getByLabel('Titular de la cuenta').fill('Lupita Hernández');
    await page.getByLabel('Banco').fill('BBVA México');
    await page.getByLabel('CLABE').fill('012180001234567891');
    await page.getByTestId('onboarding-next').click();
    await page.getByText(V.clabeControlDigit).waitFor();
    await page.getByLabel('CLABE').fill('012180001234567899');
    await page.getByTestId('onboarding-next').click();
    await page.getByTestId('onboarding-step-pricing').waitFor();
    const saved = await apiAs<{ metodos_pago_pasar_recoger: { transferencia: boolean }; bank_transfer_details: { clabe: string } }>(page, baseUrl, '/v1/comercio');
    expect(saved.metodos_pago_pasar_recoger.transferencia).toBe(true);
    expect(saved.bank_transfer_details.clabe).toBe('012180001234567899');
    await page.context().close();
  });
});
