// Contrast in states the full axe pass meets only when earlier tests happen to leave them behind: a sold-out
// product in the menu list and a table with nothing to show (docs/accessibility.md). Both are made here.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Product } from '@shared/types/menu';
import { DESKTOP, apiLogin, dismissDialogs, launchBrowser, loginWithStorage, newPage } from '../support/browser';
import { axeFindings, describeFindings } from './axe';
import { EXCLUDED_SELECTORS } from './exclusions';

const baseUrl = inject('baseUrl');
const accounts = inject('accounts');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('contrast of sold-out and empty states', () => {
  it('a sold-out product keeps a readable name in the menu list', async () => {
    const session = await apiLogin(baseUrl, accounts.demo);
    const headers = { authorization: `Bearer ${session.token}`, id_comercio: session.id_comercio, 'content-type': 'application/json' };
    const products = (await (await fetch(`${baseUrl}/v1/productos`, { headers })).json()) as Product[];
    const product = products.find((candidate) => !candidate.agotado)!;
    const setSoldOut = (agotado: boolean) => fetch(`${baseUrl}/v1/productos/${product.id}/agotado`, { method: 'PATCH', headers, body: JSON.stringify({ agotado }) });
    expect((await setSoldOut(true)).status).toBe(200);
    try {
      const page = await newPage(browser, DESKTOP);
      await loginWithStorage(page, baseUrl, accounts.demo, '/menu/productos');
      await page.getByTestId('screen-products').waitFor();
      await dismissDialogs(page);
      await page.getByTestId('menu-product').filter({ hasText: product.nombre }).first().waitFor();
      expect(describeFindings('/menu/productos con agotado', await axeFindings(page, EXCLUDED_SELECTORS))).toEqual([]);
      await page.context().close();
    } finally {
      await setSoldOut(false);
    }
  });

  it("an empty table's text reads (a report of a commerce without sales)", async () => {
    const page = await newPage(browser, DESKTOP);
    await loginWithStorage(page, baseUrl, accounts.partial, '/estadisticas');
    await page.getByText('No hay datos para estos filtros').first().waitFor();
    await dismissDialogs(page);
    expect(describeFindings('/estadisticas vacía', await axeFindings(page, EXCLUDED_SELECTORS))).toEqual([]);
    await page.context().close();
  });
});
