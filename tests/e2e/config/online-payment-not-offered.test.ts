// What customers are not offered (docs/domain.md, "Lo que se ofrece y lo que todavía no"), in real Chromium: the
// delivery settings show «Aceptar enlace de pago» and the «Enlace de pago» boxes disabled with the reason (the link
// is sent from the counter) while «Pago en línea» can be chosen, and the server refuses turning the link on; the
// upsell page sells a module; the fiscal data page says charging goes
// through Stripe or Mercado Pago. Screenshots at 1280 and 390 px with E2E_SHOTS_DIR.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { ONLINE_PAYMENT_MSG } from '@shared/online-payment';
import { apiLogin, DESKTOP, dismissDialogs, expectScreen, loginWithStorage, MOBILE, newPage, useBrowserAndDemoSession } from '../support/browser';
import { shot } from '../support/shots';

const baseUrl = inject('baseUrl');
const accounts = inject('accounts');
const demo = useBrowserAndDemoSession();

async function expectOnlinePaymentOff(page: Page): Promise<void> {
  const linkSwitch = page.getByRole('switch', { name: /Aceptar enlace de pago/ });
  await linkSwitch.waitFor();
  expect(await linkSwitch.isDisabled()).toBe(true);
  expect(await linkSwitch.getAttribute('aria-checked')).toBe('false');
  await page.getByTestId('payment-link-unavailable').getByText(ONLINE_PAYMENT_MSG.unavailable).waitFor();
  for (const label of ['Enlace de pago (desde el mostrador)']) {
    const boxes = page.getByRole('checkbox', { name: label, exact: true });
    expect(await boxes.count(), label).toBeGreaterThan(0);
    for (const box of await boxes.all()) {
      expect(await box.isDisabled(), label).toBe(true);
      expect(await box.isChecked(), label).toBe(false);
    }
  }
  // What is offered is still there and can be changed, «Pago en línea» included.
  expect(await page.getByRole('checkbox', { name: 'Efectivo', exact: true }).first().isDisabled()).toBe(false);
  expect(await page.getByRole('checkbox', { name: 'Pago en línea', exact: true }).first().isDisabled()).toBe(false);
}

describe('«Enlace de pago» is not offered to customers', () => {
  it('delivery settings: the switches are disabled with the reason, at 1280 and 390 px', async () => {
    for (const [viewport, name] of [[DESKTOP, 'entregas-cobro-en-linea-1280'], [MOBILE, 'entregas-cobro-en-linea-390']] as const) {
      const page = await newPage(demo.browser, viewport);
      await loginWithStorage(page, baseUrl, accounts.demo, '/tarifas/delivery-config');
      await expectScreen(page, 'delivery-config', '/tarifas/delivery-config');
      await dismissDialogs(page);
      await expectOnlinePaymentOff(page);
      await shot(page, name);
      await page.context().close();
    }
  });

  it('the server refuses turning them on, naming the field', async () => {
    const session = await apiLogin(baseUrl, accounts.demo);
    const response = await fetch(`${baseUrl}/v1/comercio`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${session.token}`, id_comercio: session.id_comercio, 'content-type': 'application/json' },
      body: JSON.stringify({ metodos_pago_pasar_recoger: { efectivo: true, tarjeta: true, transferencia: true, enlace_pago: true, payment_provider: false } }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: 'metodos_pago_pasar_recoger.enlace_pago' });
  });

  it('the fiscal data page says charging goes through the commerce\'s Stripe or Mercado Pago', async () => {
    for (const [viewport, name] of [[DESKTOP, 'cobros-en-linea-1280'], [MOBILE, 'cobros-en-linea-390']] as const) {
      const page = await newPage(demo.browser, viewport);
      await loginWithStorage(page, baseUrl, accounts.demo, '/configuracion-cobro-en-linea');
      await expectScreen(page, 'online-payments', '/configuracion-cobro-en-linea');
      await dismissDialogs(page);
      await page.getByText('Stripe o Mercado Pago', { exact: false }).first().waitFor();
      await shot(page, name);
      await page.context().close();
    }
  });
});

describe('the upsell page', () => {
  it('a module that exists is still sold as before', async () => {
    const page = await newPage(demo.browser, DESKTOP);
    await loginWithStorage(page, baseUrl, accounts.freemium, '/suscripcion/CUPONES');
    await expectScreen(page, 'upsell', '/suscripcion/CUPONES');
    await page.getByRole('heading', { name: 'Cupones no está incluido en tu plan' }).waitFor();
    await page.getByText('Incluye este módulo').first().waitFor();
    await page.context().close();
  });
});
