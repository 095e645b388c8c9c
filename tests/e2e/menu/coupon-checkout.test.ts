// Issue #19 item 3 in real Chromium against the real server: the public menu's checkout checks the coupon
// before sending — a code that does not apply shows the server's Spanish reason and sends nothing; a valid
// one shows the discount and the discounted total, which is the total the order confirms.
// Screenshots at 390 and 1280 px when E2E_SHOTS_DIR is set.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatMoney } from '@shared/money';
import { apiLogin, DESKTOP, MOBILE, newPage } from '../support/browser';
import { checkoutWithOneProduct } from '../support/public-menu';
import { shot } from '../support/shots';

const baseUrl = inject('baseUrl');
const accounts = inject('accounts');

let browser: Browser;
beforeAll(async () => {
  const { launchBrowser } = await import('../support/browser');
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const money = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

describe('coupon at checkout', () => {
  it('shows the reason a code does not apply and the discounted total of one that does, before sending', async () => {
    const owner = await apiLogin(baseUrl, accounts.demo);
    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    const created = await fetch(`${baseUrl}/v1/cupones`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}`, id_comercio: owner.id_comercio },
      body: JSON.stringify({ codigo: code, tipo: 'amount', valor: 5 }),
    });
    expect(created.status, await created.clone().text()).toBe(201);

    for (const [viewport, width] of [
      [MOBILE, 390],
      [DESKTOP, 1280],
    ] as const) {
      const page = await newPage(browser, viewport);
      await checkoutWithOneProduct(page, baseUrl, owner.id_path);
      await page.getByText('Pasar a recoger', { exact: true }).click();
      await page.getByLabel('Nombre').fill('Cliente Cupón');
      await page.getByLabel('Número celular').fill('9931114455');
      await page.getByLabel('Efectivo').check();
      const before = money(await page.getByTestId('checkout-total').textContent());

      await page.getByLabel('Cupón de descuento').fill('NOEXISTE');
      await page.getByText('El cupón no existe').first().waitFor();
      await page.getByTestId('place-order').click();
      await page.getByTestId('checkout-error').getByText('El cupón no existe').waitFor();
      expect(await page.getByTestId('order-confirmation').count()).toBe(0);

      await page.getByLabel('Cupón de descuento').fill(code.toLowerCase());
      await page.getByTestId('checkout-discount').waitFor();
      expect(await page.getByTestId('checkout-discount').textContent()).toBe(`−${formatMoney(5)}`);
      const shown = money(await page.getByTestId('checkout-total').textContent());
      expect(shown).toBeCloseTo(before - 5, 2);
      await page.getByText(`Cupón aplicado: −${formatMoney(5)}`).waitFor();
      expect(await page.getByTestId('checkout-error').count()).toBe(0);
      await shot(page, `checkout-coupon-${width}`, true);

      await page.getByTestId('place-order').click();
      await page.getByTestId('order-confirmation').waitFor();
      expect(money(await page.getByTestId('order-total').textContent())).toBeCloseTo(shown, 2);
      await page.context().close();
    }
  });
});
