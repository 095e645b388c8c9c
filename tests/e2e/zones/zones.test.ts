// Delivery zones in real Chromium at 1280 and 390 px, offline (no map tiles): the owner picks "Por zonas",
// draws a polygon by clicking the map, names it and gives it a fee, saves; the simulator charges that fee
// for a customer clicked inside it and refuses one outside. Also: the save bar never covers the CLABE
// field reached with Tab. Screenshots only when E2E_SHOTS_DIR is set.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Commerce } from '@shared/types/commerce';
import { ZONE_MSG } from '@shared/zones';
import { apiLogin, chooseSelectOption, DESKTOP, dismissDialogs, expectScreen, launchBrowser, loginWithStorage, MOBILE, navigate, newPage } from '../support/browser';
import { shot } from '../support/shots';
import type { Browser } from 'playwright-core';

const baseUrl = inject('baseUrl');
const accounts = inject('accounts');
const account = accounts.trial;

let browser: Browser;
let original: Commerce;

async function api(method: 'GET' | 'PUT', body?: Record<string, unknown>): Promise<Response> {
  const session = await apiLogin(baseUrl, account);
  return fetch(`${baseUrl}/v1/comercio`, {
    method,
    headers: { authorization: `Bearer ${session.token}`, id_comercio: session.id_comercio, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
}

/** Home delivery on with a flat fee, cash and transfer (so the bank details and their CLABE show). */
async function resetDelivery(): Promise<void> {
  const response = await api('PUT', {
    activar_envio_domicilio: true,
    metodos_pago_envio_domicilio: { efectivo: true, tarjeta: false, transferencia: true, enlace_pago: false, payment_provider: false },
    bank_transfer_details: { titular_name: 'Ana López', bank_name: 'BBVA', clabe: '012180001234567886' },
    tipo_envio_domicilio: 'estandar',
    costo_envio_domicilio: 25,
    zonas_envio: [],
  });
  // 400 only when nothing changed ("No hay cambios para guardar").
  expect([200, 400], await response.text()).toContain(response.status);
}

beforeAll(async () => {
  browser = await launchBrowser();
  original = (await (await api('GET')).json()) as Commerce;
});
afterAll(async () => {
  await browser?.close();
  // Leave the shared fixture account as it was for the other e2e files.
  const fields = ['activar_envio_domicilio', 'metodos_pago_envio_domicilio', 'bank_transfer_details', 'tipo_envio_domicilio', 'costo_envio_domicilio', 'zonas_envio', 'config_form_entrega'] as const;
  if (original) await api('PUT', Object.fromEntries(fields.map((field) => [field, original[field]])));
});

/** The owner scrolled until the CLABE sits behind the save bar, then Tabs from Banco into it: it must come out. */
async function expectClabeAboveSaveBar(page: Page): Promise<void> {
  const clabe = page.locator('#campo-bank_transfer_details-clabe');
  await clabe.evaluate((element) => {
    const body = element.closest('.ant-drawer-body');
    const bar = document.querySelector('[data-testid="delivery-settings-save-bar"]');
    if (!body || !bar) throw new Error('no drawer body or save bar');
    body.scrollTop += element.getBoundingClientRect().top - bar.getBoundingClientRect().top + 8;
  });
  await page.locator('#campo-bank_transfer_details-bank_name').focus();
  await page.keyboard.press('Tab');
  await expect.poll(() => clabe.evaluate((element) => element === document.activeElement)).toBe(true);
  const bar = page.getByTestId('delivery-settings-save-bar');
  await expect
    .poll(async () => {
      const field = await clabe.boundingBox();
      const saveBar = await bar.boundingBox();
      return field && saveBar ? field.y + field.height <= saveBar.y : false;
    })
    .toBe(true);
}

async function clickMap(page: Page, mapTestId: string, x: number, y: number): Promise<void> {
  const map = page.getByTestId(mapTestId).locator('.leaflet-container');
  const box = await map.boundingBox();
  if (!box) throw new Error('map not visible');
  await map.click({ position: { x: box.width * x, y: box.height * y } });
}

describe('delivery zones on the map', () => {
  for (const [label, viewport] of [
    ['1280', DESKTOP],
    ['390', MOBILE],
  ] as const) {
    it(`at ${label} px: draw a zone, save it, and the simulator charges it`, { timeout: 180_000 }, async () => {
      await resetDelivery();
      const page = await newPage(browser, viewport);
      // Offline like the tests' machine: tiles never load, the shapes must still render.
      await page.context().route(/tile\.openstreetmap\.org/, (route) => route.abort());
      await loginWithStorage(page, baseUrl, account, '/tarifas/delivery-config');
      await expectScreen(page, 'delivery-config', '/tarifas/delivery-config');
      await dismissDialogs(page);

      await expectClabeAboveSaveBar(page);
      await shot(page, `zones-${label}-clabe-focused`);

      await page.locator('#campo-tipo_envio_domicilio').click();
      await chooseSelectOption(page, 'Por zonas (mapa)');
      await page.getByTestId('delivery-zones').waitFor();
      expect(await page.getByTestId('delivery-zones').innerText()).toContain('Aún no hay zonas de entrega');
      await page.getByRole('button', { name: 'Agregar zona (polígono)' }).click();
      await page.getByTestId('zone-form').waitFor();
      for (const [x, y] of [
        [0.3, 0.3],
        [0.7, 0.3],
        [0.7, 0.7],
        [0.3, 0.7],
      ] as const) {
        await clickMap(page, 'zone-map', x, y);
      }
      await expect.poll(() => page.getByTestId('zone-points').locator('.ant-input-number').count()).toBe(8);
      // The polygon is drawn as a vector shape even without tiles.
      await page.getByTestId('zone-map').locator('path.leaflet-interactive').first().waitFor();
      // Undo the last point and put it back by typing its coordinates (the keyboard way).
      const lastLat = await page.getByLabel('Punto 4: latitud').inputValue();
      const lastLng = await page.getByLabel('Punto 4: longitud').inputValue();
      await page.getByRole('button', { name: 'Deshacer último punto' }).click();
      await expect.poll(() => page.getByTestId('zone-points').locator('.ant-input-number').count()).toBe(6);
      await page.getByRole('button', { name: 'Agregar punto' }).click();
      await page.getByLabel('Punto 4: latitud').fill(lastLat);
      await page.getByLabel('Punto 4: longitud').fill(lastLng);
      await page.getByLabel('Nombre de la zona').fill('Centro');
      await page.getByLabel('Costo de envío', { exact: true }).fill('35');
      await page.getByLabel('Pedido mínimo').fill('100');
      await page.getByLabel('Pedido mínimo').blur();
      await shot(page, `zones-${label}-drawing`);
      await page.getByTestId('zone-done').click();
      expect(await page.getByTestId('zone-item').innerText()).toContain('Polígono de 4 puntos · envío $35.00 · mínimo $100.00');
      await shot(page, `zones-${label}-list`);

      await page.getByTestId('delivery-settings-save').click();
      await expectScreen(page, 'delivery-fees', '/tarifas');
      expect(await page.getByTestId('screen-delivery-fees').innerText()).toContain('Por zonas (mapa): 1 zona');
      const stored = (await (await api('GET')).json()) as Commerce;
      expect(stored.tipo_envio_domicilio).toBe('por_zonas');
      expect(stored.zonas_envio).toHaveLength(1);
      expect(stored.zonas_envio[0]).toMatchObject({ nombre: 'Centro', costo: 35, compra_minima: 100, tipo: 'poligono' });
      expect(stored.zonas_envio[0]!.puntos).toHaveLength(4);

      await navigate(page, '/tarifas/simulador');
      await expectScreen(page, 'delivery-cost-simulator', '/tarifas/simulador');
      await page.getByTestId('sim-location').waitFor();
      // The map fits the zone: its middle is inside.
      await page.getByTestId('sim-location').locator('path.leaflet-interactive').first().waitFor();
      await clickMap(page, 'zone-map', 0.5, 0.5);
      const result = page.getByTestId('simulation-result');
      await expect.poll(() => result.innerText()).toContain('Zona Centro: $35.00');
      expect(await result.innerText()).toContain('35.00');
      await shot(page, `zones-${label}-simulator-inside`);
      // Below the zone's minimum.
      await page.locator('#sim-subtotal').fill('50');
      await expect.poll(() => result.innerText()).toContain('El pedido mínimo para envío a la zona Centro es de $100.00');
      await page.locator('#sim-subtotal').fill('250');
      // A customer far away: outside every zone.
      await page.locator('#sim-lat').fill('19.5');
      await page.locator('#sim-lat').blur();
      await expect.poll(() => result.innerText()).toContain(ZONE_MSG.outside);
      await shot(page, `zones-${label}-simulator-outside`);
      await page.context().close();
    });
  }

  it("the public menu's checkout charges the zone of the customer's location and refuses outside (390 px)", { timeout: 180_000 }, async () => {
    const demo = accounts.demo;
    const session = await apiLogin(baseUrl, demo);
    const headers = { authorization: `Bearer ${session.token}`, id_comercio: session.id_comercio, 'content-type': 'application/json' };
    const before = (await (await fetch(`${baseUrl}/v1/comercio`, { headers })).json()) as Commerce;
    const zone = { id: 'centro', nombre: 'Centro', costo: 42, compra_minima: null, tipo: 'radio', puntos: [], centro: { latitude: 17.99, longitude: -92.93 }, radio_km: 2 };
    const saved = await fetch(`${baseUrl}/v1/comercio`, { method: 'PUT', headers, body: JSON.stringify({ tipo_envio_domicilio: 'por_zonas', zonas_envio: [zone], compra_minima_envio_domicilio: null }) });
    expect(saved.status, await saved.text()).toBe(200);
    try {
      const page = await newPage(browser, MOBILE);
      await page.context().grantPermissions(['geolocation'], { origin: baseUrl });
      await page.context().setGeolocation({ latitude: 17.995, longitude: -92.935 });
      await page.goto(`${baseUrl}/m/${session.id_path}`);
      await page.getByTestId('public-menu').waitFor();
      // The first product that can be added without choosing extras.
      const products = page.getByTestId('public-product');
      for (let index = 0; index < (await products.count()); index++) {
        await products.nth(index).click();
        const add = page.getByTestId('product-sheet').getByRole('button', { name: /^Agregar \$/ });
        if (await add.isEnabled()) {
          await add.click();
          break;
        }
        await page.getByTestId('product-sheet').getByRole('button', { name: 'Cerrar' }).click();
      }
      await page.getByTestId('open-cart').click();
      await page.getByTestId('go-checkout').click();
      await page.getByTestId('public-checkout').waitFor();
      await page.getByRole('radiogroup', { name: 'Tipo de entrega' }).getByText('Envío a domicilio').click();
      await page.getByRole('button', { name: 'Usar mi ubicación actual' }).click();
      await expect.poll(() => page.getByTestId('checkout-fee').innerText()).toBe('$42.00');
      await page.getByTestId('checkout-fee').scrollIntoViewIfNeeded();
      await shot(page, 'zones-390-checkout-inside');
      await page.context().setGeolocation({ latitude: 18.2, longitude: -92.935 });
      await page.getByRole('button', { name: /Ubicación guardada/ }).click();
      await expect.poll(() => page.getByTestId('public-checkout').innerText()).toContain(ZONE_MSG.outside);
      expect(await page.getByTestId('checkout-fee').innerText()).toBe('—');
      await page.getByTestId('checkout-fee').scrollIntoViewIfNeeded();
      await shot(page, 'zones-390-checkout-outside');
      await page.context().close();
    } finally {
      const fields = ['tipo_envio_domicilio', 'zonas_envio', 'config_form_entrega', 'compra_minima_envio_domicilio'] as const;
      await fetch(`${baseUrl}/v1/comercio`, { method: 'PUT', headers, body: JSON.stringify(Object.fromEntries(fields.map((field) => [field, before[field]]))) });
    }
  });
});
