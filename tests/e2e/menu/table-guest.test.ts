// A guest at a table in real Chromium at 390 px (docs/public-menu.md, «Mesas»): from the table's QR the phone
// is optional; after the first round, the second round (the QR opened again in a new tab of the same phone)
// starts with the name and phone already filled in, and the order goes in as typed; another table on the same
// phone starts empty. A second round without phone is taken too. Screenshots of the checkout at 390 and 1280.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { OrderDetail } from '@shared/types/order';
import { DESKTOP, MOBILE, newPage, useBrowserAndDemoSession } from '../support/browser';
import { checkoutWithOneProduct } from '../support/public-menu';
import { shot } from '../support/shots';
import { freeTable, privateHeaders } from '../counter/support';

const baseUrl = inject('baseUrl');
const demo = useBrowserAndDemoSession();
const usedTables: string[] = [];

afterAll(async () => {
  for (const uuid of usedTables) {
    await fetch(`${baseUrl}/v1/mesas/${uuid}/liberar`, { method: 'POST', headers: privateHeaders(demo.session), body: JSON.stringify({ motivo: 'Fin de la prueba de mesa' }) });
  }
});

/** Opens the table's menu in a new tab of `context`, adds the first product that needs no choice and opens the checkout. */
async function tableCheckout(context: BrowserContext, tableUuid: string): Promise<Page> {
  const page = await context.newPage();
  await checkoutWithOneProduct(page, baseUrl, demo.session.id_path, tableUuid);
  return page;
}

async function placeAndRead(page: Page): Promise<OrderDetail['pedido']> {
  const answer = page.waitForResponse((response) => response.url().endsWith('/pedido') && response.request().method() === 'POST');
  await page.getByLabel('Efectivo').check();
  await page.getByTestId('place-order').click();
  const response = await answer;
  expect(response.status()).toBe(201);
  await page.getByTestId('order-confirmation').waitFor();
  return ((await response.json()) as OrderDetail).pedido;
}

describe('cliente en mesa', () => {
  it('a 390 px, la segunda ronda ya trae el nombre y el teléfono; el teléfono es opcional', async () => {
    const table = await freeTable(baseUrl, demo.session);
    usedTables.push(table.uuid);
    const first = await newPage(demo.browser, MOBILE);
    const context = first.context();
    await first.close();

    const round1 = await tableCheckout(context, table.uuid);
    await round1.getByLabel('Nombre').fill('Lucía Mesa');
    await round1.getByLabel('Número celular (opcional)').fill('9935550101');
    const placed1 = await placeAndRead(round1);
    expect(placed1).toMatchObject({ nombre: 'Lucía Mesa', numero_celular: '9935550101', metodo_entrega: 'inRestaurant' });
    await round1.close();

    // The QR scanned again: a new tab on the same phone.
    const round2 = await tableCheckout(context, table.uuid);
    await expect.poll(() => round2.getByLabel('Nombre').inputValue()).toBe('Lucía Mesa');
    expect(await round2.getByLabel('Número celular (opcional)').inputValue()).toBe('9935550101');
    await shot(round2, 'table-guest-second-round-390', true);
    const placed2 = await placeAndRead(round2);
    expect(placed2).toMatchObject({ nombre: 'Lucía Mesa', numero_celular: '9935550101' });
    await round2.close();

    // A third round without phone goes in, and is remembered so.
    const round3 = await tableCheckout(context, table.uuid);
    await expect.poll(() => round3.getByLabel('Nombre').inputValue()).toBe('Lucía Mesa');
    await round3.getByLabel('Número celular (opcional)').fill('');
    const placed3 = await placeAndRead(round3);
    expect(placed3).toMatchObject({ nombre: 'Lucía Mesa', numero_celular: '' });
    await round3.close();

    // Another table on the same phone starts empty.
    const other = await freeTable(baseUrl, demo.session);
    if (other.uuid !== table.uuid) {
      usedTables.push(other.uuid);
      const elsewhere = await tableCheckout(context, other.uuid);
      expect(await elsewhere.getByLabel('Nombre').inputValue()).toBe('');
      await elsewhere.close();
    }
    await context.close();
  });

  it('a 1280 px, la ronda siguiente también viene llena', async () => {
    const table = await freeTable(baseUrl, demo.session);
    usedTables.push(table.uuid);
    const first = await newPage(demo.browser, DESKTOP);
    const context = first.context();
    await first.close();
    const round1 = await tableCheckout(context, table.uuid);
    await round1.getByLabel('Nombre').fill('Mesa Ancha');
    await placeAndRead(round1);
    await round1.close();
    const round2 = await tableCheckout(context, table.uuid);
    await expect.poll(() => round2.getByLabel('Nombre').inputValue()).toBe('Mesa Ancha');
    expect(await round2.getByLabel('Número celular (opcional)').inputValue()).toBe('');
    await shot(round2, 'table-guest-second-round-1280', true);
    await context.close();
  });
});
