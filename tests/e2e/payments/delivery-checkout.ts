// The customer's side of an online payment, shared by the providers' e2e files: at 390 px, a delivery order of
// three units inside the demo's area, «Pago en línea» chosen, up to the «Pedir» button (not pressed).
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { MOBILE, newPage } from '../support/browser';

/** Opens the public menu on a phone and fills a delivery checkout paid online; answers the total shown. */
export async function fillOnlinePaidDelivery(browser: Browser, serverUrl: string, idPath: string, customerName: string): Promise<{ phone: Page; total: string }> {
  const phone = await newPage(browser, MOBILE);
  // The demo delivers around its own address: the customer shares a location inside its area.
  await phone.context().grantPermissions(['geolocation'], { origin: serverUrl });
  await phone.context().setGeolocation({ latitude: 17.988, longitude: -92.931 });
  await phone.goto(`${serverUrl}/m/${idPath}`);
  await phone.getByTestId('public-menu').waitFor();
  const products = phone.getByTestId('public-product');
  for (let i = 0; i < 10; i++) {
    await products.nth(i).click();
    await phone.getByTestId('product-sheet').waitFor();
    if (!(await phone.getByTestId('add-to-cart').isDisabled())) break;
    await phone.keyboard.press('Escape');
    await phone.getByTestId('product-sheet').waitFor({ state: 'hidden' });
  }
  // Three units: above the demo's minimum purchase for delivery.
  await phone.getByTestId('product-sheet').getByRole('button', { name: 'Agregar uno' }).click();
  await phone.getByTestId('product-sheet').getByRole('button', { name: 'Agregar uno' }).click();
  await phone.getByTestId('add-to-cart').click();
  await phone.getByTestId('open-cart').click();
  await phone.getByTestId('go-checkout').click();
  await phone.getByTestId('public-checkout').waitFor();
  await phone.getByRole('radiogroup', { name: 'Tipo de entrega' }).getByText('Envío a domicilio').click();
  await phone.getByLabel('Nombre').fill(customerName);
  await phone.getByLabel('Número celular').fill('9931112244');
  await phone.getByLabel('Calle').fill('Av. Gregorio Méndez');
  await phone.getByLabel('Núm. exterior').fill('1504');
  const colonia = phone.getByLabel('Colonia');
  if ((await colonia.evaluate((element) => element.tagName)) === 'SELECT') await colonia.selectOption({ index: 1 });
  else await colonia.fill('Atasta');
  await phone.getByLabel('Referencias').fill('Portón negro');
  await phone.getByRole('button', { name: 'Usar mi ubicación actual' }).click();
  await expect.poll(() => phone.getByTestId('checkout-fee').innerText()).not.toBe('—');
  await phone.getByLabel('Pago en línea').check();
  await phone.getByTestId('online-payment-note').waitFor();
  const total = (await phone.getByTestId('checkout-total').textContent())!.trim();
  await phone.getByTestId('online-payment-note').scrollIntoViewIfNeeded();
  return { phone, total };
}

/** Presses «Pedir» and waits for the provider's page (a refusal shows on the checkout and fails here with its text). */
export async function placeAndReachProvider(phone: Page, providerOrigin: string): Promise<void> {
  await phone.getByTestId('place-order').click();
  await Promise.race([phone.waitForURL((url) => url.origin === providerOrigin), phone.getByTestId('checkout-error').waitFor()]);
  expect(new URL(phone.url()).origin, (await phone.getByTestId('checkout-error').textContent().catch(() => null)) ?? undefined).toBe(providerOrigin);
}
