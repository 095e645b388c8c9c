// The dense board (docs/board.md, "Dense view") in real Chromium: one row per order with its folio, customer,
// delivery type, products, total, promised time, status and main step; 20 or more rows in view in a column
// at 1280×800; the choice stays on this PC after a reload; the columns sort newest first or by promised time.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { OrderDetail } from '@shared/types/order';
import { clickInPopup, DESKTOP, MOBILE, newPage, useBrowserAndDemoSession } from '../support/browser';
import { shot } from '../support/shots';
import { openBoard } from './support';

const baseUrl = inject('baseUrl');
const accounts = inject('accounts');

const demo = useBrowserAndDemoSession();

interface MenuOptions {
  productos: { id: string; presentaciones: { nombre: string }[]; extras: { minimo: number; obligatorio: boolean }[] }[];
}

/** A phone order (born accepted) with its preparation time and `cantidad` of one simple product. */
async function phoneOrder(name: string, minutes: number, cantidad: number): Promise<OrderDetail['pedido']> {
  const options = (await (await fetch(`${baseUrl}/v1/public/comercio/${demo.session.id_path}/pedido/opciones`)).json()) as MenuOptions;
  const product = options.productos.find((p) => p.extras.every((g) => !g.obligatorio && g.minimo === 0))!;
  const response = await fetch(`${baseUrl}/v1/pedidos/telefonico`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', id_comercio: demo.session.id_comercio, authorization: `Bearer ${demo.session.token}` },
    body: JSON.stringify({
      metodo_entrega: 'takeAway',
      nombre: name,
      numero_celular: '9931234567',
      metodo_pago: 'efectivo',
      tiempo_preparacion: minutes,
      productos: [{ id_producto: product.id, presentacion: product.presentaciones[0]?.nombre ?? null, cantidad, extras: [] }],
    }),
  });
  if (response.status !== 201) throw new Error(`telefónico: ${response.status} ${await response.text()}`);
  return ((await response.json()) as OrderDetail).pedido;
}

const rowIds = (page: Page, column: string) => page.getByTestId(`board-column-${column}`).locator('[data-testid="order-card"]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-order-id')));

/** Rows of the column wholly inside its scroll area. */
const rowsInView = (page: Page, column: string) =>
  page.getByTestId(`board-scroller-${column}`).evaluate((scroller) => {
    const area = scroller.getBoundingClientRect();
    return [...scroller.querySelectorAll('[data-testid="order-card"]')].filter((row) => {
      const box = row.getBoundingClientRect();
      return box.top >= area.top - 1 && box.bottom <= area.bottom + 1 && box.right <= area.right + 1;
    }).length;
  });

async function chooseSort(page: Page, label: string): Promise<void> {
  await page.getByTestId('board-sort').click();
  await clickInPopup(page, page.locator('.ant-select-item-option').filter({ hasText: label, visible: true }), '.ant-select-dropdown');
}

describe('tablero denso', () => {
  it('shows 20+ rows per column at 1280×800, keeps the choice after a reload and sorts by promised time or newest first', async () => {
    const name = `Cliente Denso ${Date.now() % 100_000}`;
    const placed: OrderDetail['pedido'][] = [];
    // Due times: the 10th order (45 min) is due last, the 20th (5 min) first.
    for (let index = 0; index < 24; index += 1) placed.push(await phoneOrder(name, index === 19 ? 5 : index === 9 ? 45 : 20, 1 + (index % 3)));
    const page = await newPage(demo.browser, DESKTOP);
    await openBoard(page, baseUrl, accounts.demo);
    await page.getByTestId('board-search').fill(name);
    await expect.poll(() => rowIds(page, 'preparing').then((ids) => ids.length)).toBeGreaterThanOrEqual(9);
    await shot(page, 'board-cards-1280');

    await page.getByTestId('board-view').getByText('Lista').click();
    await expect.poll(() => page.getByTestId('board').getAttribute('data-view')).toBe('dense');
    await expect.poll(() => rowsInView(page, 'preparing')).toBeGreaterThanOrEqual(20);
    const first = page.locator(`[data-testid="order-card"][data-order-id="${placed[0]!.id}"]`);
    await expect.poll(() => first.getByTestId('row-items').textContent()).toBe('1 prod.');
    const text = (await first.textContent()) ?? '';
    for (const part of [placed[0]!.folio, name, '1 prod.', 'Aceptado']) expect(text).toContain(part);
    expect(await first.getByTestId('promised-time').textContent()).toMatch(/^\d+ min$/);
    expect(await first.getByTestId('card-delivery').getAttribute('aria-label')).toBe('Recoger');
    expect(await first.getByTestId('next-status').getAttribute('aria-label')).toBeTruthy();
    await shot(page, 'board-dense-1280');

    // This PC keeps the dense view.
    await page.reload();
    await page.getByTestId('board-search').fill(name);
    await expect.poll(() => page.getByTestId('board').getAttribute('data-view')).toBe('dense');
    await expect.poll(() => rowsInView(page, 'preparing')).toBeGreaterThanOrEqual(20);

    await chooseSort(page, 'Por hora prometida');
    await expect.poll(async () => (await rowIds(page, 'preparing'))[0]).toBe(placed[19]!.id);
    await chooseSort(page, 'Más recientes primero');
    await expect.poll(async () => (await rowIds(page, 'preparing'))[0]).toBe(placed[23]!.id);
    await page.close();

    const phone = await newPage(demo.browser, MOBILE);
    await openBoard(phone, baseUrl, accounts.demo);
    await phone.getByTestId('board-search').fill(name);
    await phone.getByTestId('board-view').getByText('Lista').click();
    await phone.getByTestId('board-tab-preparing').click();
    await expect.poll(() => rowIds(phone, 'preparing').then((ids) => ids.length)).toBeGreaterThanOrEqual(20);
    // Nothing in a row runs past the screen.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(phone, 'board-dense-390');
    await phone.getByTestId('board-view').getByText('Tarjetas').click();
    await shot(phone, 'board-cards-390');
    await phone.close();
  });
});
